/** `exportdesk hsn classify` on the built binary against a running stack (issue 16). */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CLASSIFIER_MSG } from '@exportdesk/core';
import { loginAs, startStack, type Stack } from '../../tests/support/stack';
import { runCli } from './run';

let stack: Stack;
let dir: string;
let token: string;
beforeAll(async () => {
  stack = await startStack({ workers: false });
  dir = mkdtempSync(path.join(tmpdir(), 'exportdesk-cli-hsn-'));
  token = await loginAs(stack.url, 1, 'ABCDE1234F');
});
afterAll(async () => stack?.stop());

const cli = (args: string[]) =>
  runCli(args, {
    configDir: dir,
    timeoutMs: 60_000,
    env: { EXPORTDESK_API_URL: stack.url, EXPORTDESK_TOKEN: token, CI: 'true' },
  });

it('answers five suggestions as JSON for scripts, the best first', async () => {
  const r = await cli(['hsn', 'classify', "men's cotton t-shirt", '--json']);
  expect(r.code, r.stderr).toBe(0);
  expect(r.json).toMatchObject({ success: true, description: "men's cotton t-shirt" });
  const codes = (r.json as { suggestions: Array<{ hsCode: string }> }).suggestions.map((s) => s.hsCode);
  expect(codes).toHaveLength(5);
  expect(codes[0]).toBe('610910');
});

it('refuses a too short description as a usage error before any call', async () => {
  const r = await cli(['hsn', 'classify', 'ab']);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain(CLASSIFIER_MSG.tooShort);
});
