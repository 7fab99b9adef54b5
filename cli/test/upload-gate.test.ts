/** `exportdesk upload --dry-run` runs the API's own upload gate and guarded reader locally (issue 12, items 1 and 11). */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MSG } from '@exportdesk/core';
import { loginAs, startStack, type Stack } from '../../tests/support/stack';
import { bulkRows, sheetjsWorkbook } from '../../tests/support/workbooks';
import { lyingBombWorkbook, manyEntriesWorkbook } from '../../tests/support/zipbomb';
import { runCli } from './run';

let stack: Stack;
let dir: string;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  dir = mkdtempSync(path.join(tmpdir(), 'exportdesk-cli-gate-'));
  token = await loginAs(stack.url, 1, 'ABCDE1234F');
});
afterAll(async () => stack?.stop());

const cli = (args: string[]) =>
  runCli(args, {
    configDir: dir,
    timeoutMs: 60_000,
    env: { EXPORTDESK_API_URL: stack.url, EXPORTDESK_TOKEN: token, CI: 'true' },
  });
const file = (name: string, data: Buffer) => {
  const f = path.join(dir, name);
  writeFileSync(f, data);
  return f;
};

describe('exportdesk upload --dry-run', () => {
  it.each([
    ['a part declaring 1 KB that inflates to 4 GB', () => lyingBombWorkbook(), BULK_MSG.forgedSizes],
    ['a 10,000-part workbook', () => manyEntriesWorkbook(), BULK_MSG.tooManyParts(1000)],
  ])('refuses %s with the server message, sending nothing', async (_name, make, message) => {
    const before = Number((await stack.db('bulk_uploads').count({ n: '*' }).first())!.n);
    const r = await cli(['upload', file('bomb.xlsx', make()), '--dry-run']);
    expect(r.code).toBe(1);
    expect(r.json.message).toBe(message);
    expect(Number((await stack.db('bulk_uploads').count({ n: '*' }).first())!.n)).toBe(before);
  });

  it('reads a SheetJS workbook (stored parts) every time', async () => {
    const f = file('sheetjs.xlsx', sheetjsWorkbook(bulkRows(100, 80_000)));
    for (let i = 0; i < 5; i++)
      expect((await cli(['upload', f, '--dry-run'])).json).toMatchObject({ success: true, rows: 100 });
  });
});

describe('exportdesk rates batch', () => {
  it('refuses a bomb .xlsx with the gate message, before any quote', async () => {
    const r = await cli(['rates', 'batch', file('rows.xlsx', lyingBombWorkbook({ mb: 512 }))]);
    expect(r.code).toBe(2);
    expect(r.stdout + r.stderr).toContain(BULK_MSG.forgedSizes);
  });
});
