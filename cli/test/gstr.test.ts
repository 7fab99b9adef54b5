/** `exportdesk gstr` on the built binary against a running stack (issue 16): the exp sheet to a file, bad month refused. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GSTR_EXP_COLUMNS, sampleOrder } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { runCli } from './run';

let stack: Stack;
let dir: string;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  dir = mkdtempSync(path.join(tmpdir(), 'exportdesk-cli-gstr-'));
  token = await loginAs(stack.url, 1, 'ABCDE1234F');
  const authKey = (await call(stack.url, 'POST', '/api/v1/apikey', {}, token)).body.authKey;
  await call(stack.url, 'POST', '/api/v1/client/saveorderdata', {
    authKey,
    orderData: [sampleOrder(1, { invoiceDate: '07-10-2026' }), sampleOrder(2, { invoiceDate: '09-10-2026' })],
  });
});
afterAll(async () => stack?.stop());

const cli = (args: string[]) =>
  runCli(args, {
    configDir: dir,
    timeoutMs: 60_000,
    env: { EXPORTDESK_API_URL: stack.url, EXPORTDESK_TOKEN: token, CI: 'true' },
  });

it('saves the month’s exp sheet (Table 6A) and the GSTR-1 JSON', async () => {
  const out = path.join(dir, 'exp.xlsx');
  const r = await cli(['gstr', '--month', '2026-10', '--provider', 'indiapost', '--out', out]);
  expect(r.code, r.stderr).toBe(0);
  expect(r.json).toMatchObject({ success: true, format: 'xlsx', month: '10-2026' });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(out);
  const ws = wb.getWorksheet('exp')!;
  expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([...GSTR_EXP_COLUMNS]);
  expect([ws.getRow(2).getCell(2).value, ws.getRow(3).getCell(2).value]).toEqual(['INV-1', 'INV-2']);
  const json = path.join(dir, 'exp.json');
  expect((await cli(['gstr', '--month', '2026-10', '--out', json])).code).toBe(0);
  expect(JSON.parse(readFileSync(json, 'utf8')).exp[0].inv.map((i: { inum: string }) => i.inum)).toEqual([
    'INV-1',
    'INV-2',
  ]);
});

it('refuses month 13 and the year 2017 as usage errors with the spec messages', async () => {
  const m = await cli(['gstr', '--month', '2026-13']);
  expect(m.code).toBe(2);
  expect(m.stderr).toContain('Please select a month');
  const y = await cli(['gstr', '--month', '2017-05']);
  expect(y.code).toBe(2);
  expect(y.stderr).toContain('Please select a year');
});

it('issue 29: `reports meis` and `reports csb` follow the report job in plain lines, then save the file', async () => {
  const ids = (await stack.db('orders').orderBy('id').limit(2).select('id')).map((o: { id: number }) => o.id);
  const pdf = path.join(dir, 'meis.pdf');
  const r = await cli(['reports', 'meis', '--orders', ids.join(','), '--out', pdf]);
  expect(r.code, r.stderr).toBe(0);
  expect(r.json).toMatchObject({ success: true, file: pdf, rows: 2 });
  expect(r.json.jobId).toMatch(/^rp-/);
  expect(r.stderr).toMatch(/MEIS PDF: \d+%/);
  expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  const none = await cli(['reports', 'meis', '--out', pdf]);
  expect(none.code).toBe(2);
  // Nothing booked then: the CSB-V header only, as the streamed sheet.
  const csbOut = path.join(dir, 'csb.xlsx');
  const csb = await cli(['reports', 'csb', '--from', '2020-01-01', '--to', '2020-01-02', '--out', csbOut]);
  expect(csb.code, csb.stderr).toBe(0);
  expect(csb.json).toMatchObject({ success: true, file: csbOut, rows: 0 });
  const bad = await cli(['reports', 'csb', '--from', '2020/01/01']);
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain('Please select a from date');
});
