/**
 * The rough edges a new user hits (issue 18), on the built binary against a real stack: a pipe
 * closed early, --out into a folder that does not exist, dockets list --search, country
 * suggestions, why a rate is 'Not Available', NO_COLOR on a terminal, completion and examples.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleOrder } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { bulkRows, workbook } from '../../tests/support/workbooks';
import { COMMANDS } from '../src/commands';
import { registerCompletion } from '../src/commands/completion';
import { allCommands, commandPath, EXAMPLES } from '../src/commands/examples';
import { BIN, runCli } from './run';

let stack: Stack;
let dir: string;
let token: string;
let docket: string;
beforeAll(async () => {
  stack = await startStack();
  dir = mkdtempSync(path.join(tmpdir(), 'exportdesk-cli-edges-'));
  token = await loginAs(stack.url, 1, 'ABCDE1234F');
  const authKey = (await call(stack.url, 'POST', '/api/v1/apikey', {}, token)).body.authKey;
  docket = (
    await call(stack.url, 'POST', '/api/v1/client/saveorderdata', {
      authKey,
      orderData: [sampleOrder(1), sampleOrder(2)],
    })
  ).body.tempSBill;
});
afterAll(async () => stack?.stop());

const env = () => ({ EXPORTDESK_API_URL: stack.url, EXPORTDESK_TOKEN: token });
const cli = (args: string[]) => runCli(args, { configDir: dir, timeoutMs: 60_000, env: env() });

/**
 * The binary on a pseudo-terminal (util-linux `script`): every byte it wrote, escape codes
 * included. Spawned, not run synchronously: the API answering it lives in this process.
 */
async function onTerminal(args: string[], extraEnv: Record<string, string>, keys?: string): Promise<string> {
  const log = path.join(dir, `tty-${Math.random().toString(36).slice(2)}.log`);
  const vars = { ...env(), EXPORTDESK_CONFIG_DIR: dir, TERM: 'xterm-256color', COLUMNS: '140', ...extraEnv };
  const command = `env -u CI -u NO_COLOR -u FORCE_COLOR ${Object.entries(vars)
    .map(([k, v]) => `${k}='${v}'`)
    .join(' ')} ${process.execPath} ${BIN} ${args.map((a) => `'${a}'`).join(' ')}`;
  const child = spawn('script', ['-q', '-c', command, log], {
    stdio: [keys ? 'pipe' : 'ignore', 'ignore', 'ignore'],
    timeout: 30_000,
  });
  // Keys typed once the prompt is up (kept open: closing script's input would hang up the terminal).
  if (keys) setTimeout(() => child.stdin!.write(keys), 1500);
  await new Promise((resolve) => child.on('close', resolve));
  return readFileSync(log, 'utf8').replace(/^Script (started|done).*$/gm, '');
}

describe('a pipe closed early (exportdesk dockets list | head)', () => {
  it('ends quietly with 0: no EPIPE stack trace', async () => {
    const child = spawn(process.execPath, [BIN, 'dockets', 'list'], {
      env: { ...process.env, ...env(), EXPORTDESK_CONFIG_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.destroy(); // the reader is gone before the answer is written
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).not.toMatch(/EPIPE|Error|at /);
    expect(code).toBe(0);
  });
});

describe('--out into a folder that does not exist', () => {
  it('rates batch creates the folders of --out', async () => {
    const input = path.join(dir, 'rows.csv');
    writeFileSync(input, 'country,weight\nUSA,500\nUnited Kingdom,250\n');
    const out = path.join(dir, 'new', 'deeper', 'rates.csv');
    const r = await cli(['rates', 'batch', input, '--out', out]);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(out, 'utf8').split('\n')[0]).toMatch(/^row,country,weight,status,reason/);
  });

  it('upload --errors creates the folder of the error workbook', async () => {
    const rows = bulkRows(3, 300);
    rows[1].invoiceDate = '32-01-2026';
    const f = path.join(dir, 'bad.xlsx');
    writeFileSync(f, await workbook(rows));
    const errors = path.join(dir, 'checks', 'today', 'bad.errors.xlsx');
    const r = await cli(['upload', f, '--dry-run', '--errors', errors]);
    expect(r.code, r.stderr).toBe(1);
    expect(r.json).toMatchObject({ errorsFile: errors, badRows: 1 });
    expect(existsSync(errors)).toBe(true);
  });

  it('a file in the way is a usage error with the path, not a stack trace', async () => {
    const blocker = path.join(dir, 'blocker');
    writeFileSync(blocker, 'x');
    const input = path.join(dir, 'rows.csv');
    const r = await cli(['rates', 'batch', input, '--out', path.join(blocker, 'rates.csv')]);
    expect(r.code).toBe(2);
    expect(r.json.message).toMatch(
      /^Cannot write --out .*blocker.*rates\.csv: a file is in the way of its folder\.$/,
    );
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('dockets list --search (README)', () => {
  it('finds by docket number, by part of one, by IEC and by company name', async () => {
    const byDocket = await cli(['dockets', 'list', '--search', docket]);
    expect(byDocket.code, byDocket.stderr).toBe(0);
    expect(byDocket.json).toMatchObject({ count: 1, dockets: [{ tempSBill: docket }] });
    expect(
      (await cli(['dockets', 'list', '--search', docket.slice(-6)])).json.dockets.map(
        (d: any) => d.tempSBill,
      ),
    ).toContain(docket);
    const byIec = await cli(['dockets', 'list', '--search', 'ABCDE1234F']);
    expect(byIec.json.dockets.map((d: any) => d.tempSBill)).toContain(docket);
    const company: string = byDocket.json.dockets[0].exporterDetails.name;
    const byCompany = await cli(['dockets', 'list', '--search', company.slice(0, 5)]);
    expect(byCompany.json.dockets.map((d: any) => d.tempSBill)).toContain(docket);
    const forced = await cli(['dockets', 'list', '--search', 'ABCDE1234F', '--search-type', 'company']);
    expect(forced.json).toMatchObject({ count: 0 });
  });

  it('fewer than 3 characters is a usage error with the spec message, before any call', async () => {
    const r = await cli(['dockets', 'list', '--search', 'PM']);
    expect(r.code).toBe(2);
    expect(r.json.message).toBe('Invalid Request: --search needs at least 3 characters.');
    expect((await cli(['dockets', 'list', '--search', 'Acme', '--search-type', 'name'])).code).toBe(2);
  });
});

describe('rates quote: suggestions and why a rate is Not Available', () => {
  it('an unknown country gets "Did you mean …?"', async () => {
    const r = await cli(['rates', 'quote', '--country', 'Unted States', '--weight', '500']);
    expect(r.code).toBe(2);
    expect(r.json.message).toBe('Unknown country "Unted States". Did you mean United States?');
    expect(r.stderr).toContain('Did you mean United States?');
  });

  it('rates batch: a row with a misspelt country says what was meant', async () => {
    const input = path.join(dir, 'typo.csv');
    writeFileSync(input, 'country,weight\nUntied Kingdom,500\nAtlantis,500\nUSA,500\n');
    const r = await cli(['rates', 'batch', input]);
    expect(r.code).toBe(1);
    expect(r.json.rows.map((x: any) => x.reason)).toEqual([
      'Unknown country "Untied Kingdom". Did you mean United Kingdom?',
      'Unknown country',
      '',
    ]);
  });

  it('every Not Available row says why, over the maximum weight or a side over its limit', async () => {
    const heavy = await cli(['rates', 'quote', '--country', 'USA', '--weight', '5000']);
    const notAvailable = heavy.json.options.filter((o: any) => !o.available);
    expect(notAvailable.length).toBeGreaterThan(0);
    for (const o of notAvailable)
      expect(o.reasonText, o.label).toMatch(/^(Not served to USA|Over the service's maximum weight.*)$/);
    expect(notAvailable.find((o: any) => o.service === 'itps')).toMatchObject({
      reason: 'over_cap',
      reasonText: expect.stringMatching(/maximum weight/),
    });
    const long = await cli(['rates', 'quote', '--country', 'USA', '--weight', '500', '--dims', '70x10x10']);
    expect(long.json.options.find((o: any) => o.service === 'itps')).toMatchObject({
      available: false,
      reason: 'over_size',
      reasonText: expect.stringMatching(/^A dimension is over the service's limit/),
    });
  });
});

describe('on a terminal', () => {
  it('NO_COLOR: no ANSI codes at all; the reason is printed in the table', async () => {
    const plain = await onTerminal(['rates', 'quote', '--country', 'USA', '--weight', '5000'], {
      NO_COLOR: '1',
    });
    expect(plain).toMatch(/Tracked Packets.*Not Available.*maximum weight/);
    expect(plain).not.toMatch(/\x1b/);
    // The same table without NO_COLOR is coloured: the check above is not vacuous.
    expect(await onTerminal(['rates', 'quote', '--country', 'USA', '--weight', '5000'], {})).toMatch(
      /\x1b\[/,
    );
  });

  it('NO_COLOR: the login prompt asks line by line, without escape codes, password masked', async () => {
    const configDir = mkdtempSync(path.join(tmpdir(), 'exportdesk-cli-login-'));
    const screen = await onTerminal(
      ['login'],
      { NO_COLOR: '1', EXPORTDESK_TOKEN: '', EXPORTDESK_CONFIG_DIR: configDir },
      '1\rABCDE1234F\rDemo@12345\r',
    );
    expect(screen).toContain('Who are you?');
    expect(screen).toContain('IEC / username: ABCDE1234F');
    expect(screen).toContain('Password / OTP: **********');
    expect(screen).not.toContain('Demo@12345');
    expect(screen).toMatch(/Signed in as /);
    expect(screen).not.toMatch(/\x1b/);
    expect(JSON.parse(readFileSync(path.join(configDir, 'config.json'), 'utf8')).token).toBeTruthy();
  });
});

describe('--version, completion and examples', () => {
  it('--version prints the package version', async () => {
    const pkg = JSON.parse(readFileSync(path.join(path.dirname(BIN), '..', 'package.json'), 'utf8'));
    expect((await cli(['--version'])).stdout).toBe(`${pkg.version}\n`);
  });

  it('completion bash completes commands, subcommands and options from the tree', () => {
    const script = execFileSync(process.execPath, [BIN, 'completion', 'bash'], { encoding: 'utf8' });
    const complete = (line: string) =>
      execFileSync(
        'bash',
        [
          '-c',
          `${script}\nread -ra COMP_WORDS <<< "$LINE"; [[ "$LINE" == *" " ]] && COMP_WORDS+=(""); COMP_CWORD=$((\${#COMP_WORDS[@]}-1)); _exportdesk; echo "\${COMPREPLY[*]}"`,
        ],
        { encoding: 'utf8', env: { ...process.env, LINE: line } },
      ).trim();
    expect(complete('exportdesk ra')).toBe('rates');
    expect(complete('exportdesk rates ')).toBe('quote batch');
    expect(complete('exportdesk rates quote --co')).toBe('--country');
    expect(complete('exportdesk dockets list --sea')).toBe('--search --search-type');
    expect(complete('exportdesk --j')).toBe('--json');
    expect(execFileSync(process.execPath, [BIN, 'completion', 'zsh'], { encoding: 'utf8' })).toContain(
      'bashcompinit',
    );
    expect(spawnCode(['completion', 'fish'])).toBe(2);
  });

  it('every command has an example, shown at the end of its --help', async () => {
    const program = new Command('exportdesk');
    for (const register of [...COMMANDS, registerCompletion]) register(program);
    const missing = allCommands(program)
      .map(commandPath)
      .filter((p) => !EXAMPLES[p]);
    expect(missing).toEqual([]);
    const help = await cli(['rates', 'quote', '--help']);
    expect(help.stdout).toContain('Example:\n  $ exportdesk rates quote --country "United Kingdom"');
  });
});

function spawnCode(args: string[]): number | null {
  try {
    execFileSync(process.execPath, [BIN, ...args], { stdio: 'ignore' });
    return 0;
  } catch (err) {
    return (err as { status: number | null }).status;
  }
}
