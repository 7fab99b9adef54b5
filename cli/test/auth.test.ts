/** `exportdesk login`, `whoami`, `logout` against a running API, from a script (non-TTY) and a terminal. */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../tests/support/stack';
import { BIN, runCli } from './run';

let stack: Stack;
let configDir: string;
beforeAll(async () => {
  stack = await startStack({ workers: false });
  configDir = mkdtempSync(path.join(tmpdir(), 'exportdesk-cli-'));
});
afterAll(async () => stack?.stop());

const cli = (args: string[], o: { env?: Record<string, string | undefined>; input?: string } = {}) =>
  runCli(args, { configDir, ...o, env: { EXPORTDESK_API_URL: stack.url, ...o.env } });

describe('exportdesk login / whoami / logout (non-TTY)', () => {
  it('signs in from stdin, stores the token privately, and whoami reads it', async () => {
    const login = await cli(['login', '--user-type', '1', '--username', 'ABCDE1234F', '--password-stdin'], {
      input: 'Demo@12345\n',
    });
    expect(login.code).toBe(0);
    expect(login.json).toMatchObject({ success: true, user: { userName: 'ABCDE1234F', userType: 1 } });
    const file = path.join(configDir, 'config.json');
    expect(JSON.parse(readFileSync(file, 'utf8')).token).toMatch(/^ey/);
    expect(statSync(file).mode & 0o077).toBe(0);

    const who = await cli(['whoami']);
    expect(who.code).toBe(0);
    expect(who.json).toMatchObject({
      userName: 'ABCDE1234F',
      userType: 1,
      ieCode: 'ABCDE1234F',
      tokenSource: 'config',
    });
  });

  it('logs out on the server too: the old token stops working', async () => {
    const token = JSON.parse(readFileSync(path.join(configDir, 'config.json'), 'utf8')).token;
    const out = await cli(['logout']);
    expect(out.code).toBe(0);
    expect(out.json).toEqual({ success: true, revoked: true });
    expect(JSON.parse(readFileSync(path.join(configDir, 'config.json'), 'utf8')).token).toBeUndefined();
    const who = await cli(['whoami']);
    expect(who.code).toBe(3);
    const withOld = await cli(['whoami'], { env: { EXPORTDESK_TOKEN: token } });
    expect(withOld.code).toBe(3);
    expect(withOld.json.message).toBe('Your session has expired. Please log in again.');
  });

  it('uses EXPORTDESK_TOKEN and environment credentials without any config file', async () => {
    const login = await cli(['login', '--json'], {
      env: {
        EXPORTDESK_USER_TYPE: '10',
        EXPORTDESK_USERNAME: 'superadmin',
        EXPORTDESK_PASSWORD: 'Demo@12345',
      },
    });
    expect(login.code).toBe(0);
    const token = JSON.parse(readFileSync(path.join(configDir, 'config.json'), 'utf8')).token;
    await cli(['logout']);
    // A pipeline that only has the token in its environment:
    const r = await runCli(['whoami'], {
      configDir: mkdtempSync(path.join(tmpdir(), 'exportdesk-cli-')),
      env: { EXPORTDESK_API_URL: stack.url, EXPORTDESK_TOKEN: token },
    });
    expect(r.code).toBe(3); // logged out above: revoked everywhere
    const fresh = await cli(['login'], {
      env: { EXPORTDESK_USER_TYPE: '6', EXPORTDESK_USERNAME: 'cbic', EXPORTDESK_PASSWORD: 'Demo@12345' },
    });
    const cbicToken = JSON.parse(readFileSync(path.join(configDir, 'config.json'), 'utf8')).token;
    expect(fresh.code).toBe(0);
    const r2 = await runCli(['whoami'], {
      configDir: mkdtempSync(path.join(tmpdir(), 'exportdesk-cli-')),
      env: { EXPORTDESK_API_URL: stack.url, EXPORTDESK_TOKEN: cbicToken },
    });
    expect(r2.code).toBe(0);
    expect(r2.json).toMatchObject({ userType: 6, tokenSource: 'EXPORTDESK_TOKEN' });
  });

  it('exits 3 on a wrong password, 2 on missing or too-short credentials, 4 when the API is down', async () => {
    const wrong = await cli(['login', '-t', '1', '-u', 'ABCDE1234F', '--password-stdin'], {
      input: 'WrongPass1',
    });
    expect(wrong.code).toBe(3);
    expect(wrong.json.message).toBe('Invalid username or password.');
    const missing = await cli(['login', '-t', '1']);
    expect(missing.code).toBe(2);
    expect(missing.json.message).toMatch(/Missing credentials/);
    // The core rule, checked before any call: "Please provide IEC with Password".
    const short = await cli(['login', '-t', '1', '-u', 'ABCDE1234F', '-p', '123']);
    expect(short.code).toBe(2);
    expect(short.json.message).toBe('Please provide IEC with Password');
    const down = await cli(['whoami'], {
      env: { EXPORTDESK_API_URL: 'http://127.0.0.1:9', EXPORTDESK_TOKEN: 'x' },
    });
    expect(down.code).toBe(4);
    expect(down.json.message).toMatch(/Cannot reach the ExportDesk API/);
    const usage = await cli(['no-such-command']);
    expect(usage.code).toBe(2);
  });
});

/**
 * Run a shell command under `script` (a pseudo-terminal), asynchronously: the API under test
 * runs in this process, so a blocking exec would keep it from answering. On failure, show what
 * the terminal showed.
 */
function runScript(command: string, opts: { env: NodeJS.ProcessEnv; timeout: number }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'script',
      ['-qec', command, '/dev/null'],
      { ...opts, encoding: 'utf8' },
      (err, stdout, stderr) =>
        err ? reject(new Error(`script failed (${err.message}):\n${stdout}\n${stderr}`)) : resolve(stdout),
    );
    child.stdin?.end();
  });
}

describe('on a terminal', () => {
  it('whoami draws a table, not JSON', async () => {
    await cli(['login', '-t', '4', '-u', 'cha4', '--password-stdin'], { input: 'Demo@12345' });
    // `script` gives the CLI a pseudo-terminal, as a person's shell would.
    const out = await runScript(`stty cols 100 rows 30; ${process.execPath} ${BIN} whoami`, {
      timeout: 60_000,
      env: {
        ...process.env,
        EXPORTDESK_CONFIG_DIR: configDir,
        EXPORTDESK_API_URL: stack.url,
        CI: '',
        TERM: 'xterm',
      },
    });
    expect(out).toContain('ExportDesk account');
    expect(out).toMatch(/Role\s+CHA \(userType 4\)/);
    expect(() => JSON.parse(out)).toThrow();
  });
});

describe('interactive login on a terminal', () => {
  /** The binary's `login` in a tmux pane, and `waitFor(text)` that reads the screen. */
  function loginPane(dir: string) {
    const session = `edlogin${process.pid}_${Math.random().toString(36).slice(2, 7)}`;
    const tmux = (...args: string[]) => execFileSync('tmux', args, { encoding: 'utf8' });
    const screen = () => tmux('capture-pane', '-p', '-t', session);
    const waitFor = async (text: string, ms = 30_000) => {
      const end = Date.now() + ms;
      while (Date.now() < end) {
        if (screen().includes(text)) return;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`"${text}" never appeared:\n${screen()}`);
    };
    tmux(
      'new-session',
      '-d',
      '-s',
      session,
      '-x',
      '100',
      '-y',
      '30',
      `env -u CI EXPORTDESK_CONFIG_DIR=${dir} EXPORTDESK_API_URL=${stack.url} ${process.execPath} ${BIN} login; sleep 30`,
    );
    return { tmux, session, screen, waitFor, close: () => tmux('kill-session', '-t', session) };
  }

  it('prompts for the user type, username and a masked password', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'exportdesk-cli-tty-'));
    const { tmux, session, screen, waitFor, close } = loginPane(dir);
    try {
      await waitFor('Who are you?');
      tmux('send-keys', '-t', session, 'Enter'); // the first entry: exporter admin (1)
      await waitFor('IEC / username:');
      tmux('send-keys', '-t', session, '-l', 'ABCDE1234F');
      tmux('send-keys', '-t', session, 'Enter');
      await waitFor('Password / OTP:');
      tmux('send-keys', '-t', session, '-l', 'Demo@12345');
      await waitFor('**********');
      expect(screen()).not.toContain('Demo@12345');
      tmux('send-keys', '-t', session, 'Enter');
      await waitFor('Signed in as Demo Handicrafts Pvt Ltd (exporter admin)');
      expect(JSON.parse(readFileSync(path.join(dir, 'config.json'), 'utf8')).user.userType).toBe(1);
    } finally {
      close();
    }
  });

  it('text and Enter read in one chunk (a paste, or keys faster than a redraw) still submit', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'exportdesk-cli-tty-'));
    const { tmux, session, waitFor, close } = loginPane(dir);
    try {
      await waitFor('Who are you?');
      tmux('send-keys', '-t', session, 'Enter');
      await waitFor('IEC / username:');
      tmux('send-keys', '-t', session, 'ABCDE1234F', 'Enter'); // one write: "ABCDE1234F\r"
      await waitFor('Password / OTP:');
      tmux('send-keys', '-t', session, 'Demo@12345', 'Enter');
      await waitFor('Signed in as Demo Handicrafts Pvt Ltd (exporter admin)');
    } finally {
      close();
    }
  });
});

it('prints its version with --version, leaving a command its own --version option', async () => {
  const r = await runCli(['--version'], { configDir: mkdtempSync(path.join(tmpdir(), 'exportdesk-cli-')) });
  expect(r.code).toBe(0);
  expect(r.stdout.trim()).toBe('0.1.0');
  const help = await runCli(['portal', 'publish', '--help'], {
    configDir: mkdtempSync(path.join(tmpdir(), 'exportdesk-cli-')),
  });
  expect(help.stdout).toContain('--version <version>');
});
