/**
 * Issue 18 in the CLI: a quote's services carry the names table's words (the same as the portal's
 * calculator and the documents), and on a terminal every rupee amount is core's formatInr
 * (Indian grouping, ₹1,23,456.00), not a hand-made `₹${n.toFixed(2)}`.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInr, serviceName } from '@exportdesk/core';
import { loginAs, startStack, type Stack } from '../../tests/support/stack';
import { BIN, runCli } from './run';

let stack: Stack;
let dir: string;
let token: string;
beforeAll(async () => {
  stack = await startStack({ workers: false });
  dir = mkdtempSync(path.join(tmpdir(), 'exportdesk-words-'));
  token = await loginAs(stack.url, 1, 'ABCDE1234F');
});
afterAll(async () => stack?.stop());

const ARGS = ['rates', 'quote', '--country', 'USA', '--weight', '2000', '--dims', '30x20x20'];
const env = () => ({ EXPORTDESK_API_URL: stack.url, EXPORTDESK_TOKEN: token });

/** The binary under `script` (a pseudo-terminal), asynchronously: the API under test runs in this process. */
function onTerminal(args: string[]): Promise<string> {
  const command = `stty cols 160 rows 40; ${process.execPath} ${BIN} ${args.join(' ')}`;
  return new Promise((resolve, reject) => {
    const child = execFile(
      'script',
      ['-qec', command, '/dev/null'],
      {
        timeout: 60_000,
        encoding: 'utf8',
        env: { ...process.env, ...env(), EXPORTDESK_CONFIG_DIR: dir, CI: '', TERM: 'xterm', NO_COLOR: '1' },
      },
      (err, stdout, stderr) =>
        err ? reject(new Error(`script failed (${err.message}):\n${stdout}\n${stderr}`)) : resolve(stdout),
    );
    child.stdin?.end();
  });
}

describe('exportdesk rates quote: the same words and rupees as the portal and the documents', () => {
  it("each service's label is the names table's", async () => {
    const r = await runCli(ARGS, { configDir: dir, env: env(), timeoutMs: 60_000 });
    expect(r.code, r.stderr).toBe(0);
    for (const o of r.json.options)
      expect(o.label, `${o.carrier}:${o.service}`).toBe(serviceName(o.carrier, o.service));
    expect(r.json.options.map((o: { label: string }) => o.label)).toContain('EMS Speed Post');
  });

  it('on a terminal, the table shows those names and every amount through formatInr', async () => {
    const q = (await runCli(ARGS, { configDir: dir, env: env(), timeoutMs: 60_000 })).json;
    const out = await onTerminal(ARGS);
    const available = q.options.filter((o: { available: boolean }) => o.available);
    expect(available.length).toBeGreaterThan(0);
    expect(
      available.some((o: { total: number }) => o.total >= 1000),
      'an amount that needs a comma',
    ).toBe(true);
    for (const o of available) {
      expect(out).toContain(serviceName(o.carrier, o.service));
      expect(out).toContain(formatInr(o.total));
    }
    expect(out).not.toMatch(/₹\d{4,}/); // a thousand or more without its comma
  });
});
