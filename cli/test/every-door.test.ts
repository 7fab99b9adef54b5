/**
 * Issue 24 "One order, whatever the door", the CLI's doors: the same five orders as
 * api/test/every-door.test.ts through `exportdesk orders push` and `exportdesk upload` (.xlsx and
 * the legacy .xls, checked locally by the server's gate first), on the built binary against a
 * MySQL stack; every document of each docket read back from its PDF.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiOrder,
  BULK_TEST_COLUMNS,
  bulkRow,
  expectSameDocuments,
  FIVE,
  invoicesInOrder,
  trackingOf,
} from '../../tests/support/every-door';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { workbook, xlsWorkbook } from '../../tests/support/workbooks';
import { runCli } from './run';

let stack: Stack;
let dir: string;
let token: string;
let apiKey: string;
beforeAll(async () => {
  // Three dockets of sixteen documents each pass the render limit (120 a minute): off here.
  stack = await startStack({ env: { RATE_LIMITS: 'off' } });
  dir = mkdtempSync(path.join(tmpdir(), 'exportdesk-cli-doors-'));
  token = await loginAs(stack.url, 1, 'ABCDE1234F');
  apiKey = (await call(stack.url, 'POST', '/api/v1/apikey', {}, token)).body.authKey;
}, 60_000);
afterAll(async () => stack?.stop());

const cli = (args: string[]) =>
  runCli(args, {
    configDir: dir,
    timeoutMs: 120_000,
    env: { EXPORTDESK_API_URL: stack.url, EXPORTDESK_TOKEN: token, EXPORTDESK_API_KEY: apiKey, CI: 'true' },
  });
const file = (name: string, data: string | Buffer) => {
  const f = path.join(dir, name);
  writeFileSync(f, data);
  return f;
};

const check = async (docketNo: string, doorNo: number) =>
  expectSameDocuments(stack.url, token, {
    docketNo,
    invoiceNos: await invoicesInOrder(stack.db, docketNo),
    hsn: true,
    tracking: FIVE.map((_, i) => trackingOf(doorNo, i)),
  });

describe("the CLI's doors print the same documents", () => {
  it('exportdesk orders push', async () => {
    const f = file('orders.json', JSON.stringify(FIVE.map((_, i) => apiOrder('CLIPUSH', 21, i))));
    const r = await cli(['orders', 'push', f]);
    expect(r.code, r.stderr).toBe(0);
    await check(r.json.dockets[0].tempSBill, 21);
  }, 180_000);

  it('exportdesk upload, .xlsx', async () => {
    const rows = FIVE.map((_, i) => bulkRow('CLIXLSX', 22, i));
    const f = file('orders.xlsx', await workbook(rows, { columns: BULK_TEST_COLUMNS }));
    const r = await cli(['upload', f]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.json.dockets).toHaveLength(1);
    await check(r.json.dockets[0].tempSBill, 22);
  }, 180_000);

  it('exportdesk upload, legacy .xls (001 §5 "File must be .xls or .xlsx")', async () => {
    const rows = FIVE.map((_, i) => bulkRow('CLIXLS', 23, i));
    const f = file('orders.xls', xlsWorkbook(rows, { columns: BULK_TEST_COLUMNS }));
    const r = await cli(['upload', f]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.json.dockets).toHaveLength(1);
    await check(r.json.dockets[0].tempSBill, 23);
  }, 180_000);

  it('exportdesk upload --dry-run on a bad .xls writes the error workbook (.xlsx) with the row named', async () => {
    const rows = FIVE.map((_, i) => bulkRow('CLIBAD', 24, i));
    rows[1].weight = 'heavy';
    const f = file('bad.xls', xlsWorkbook(rows, { columns: BULK_TEST_COLUMNS }));
    const r = await cli(['upload', f, '--dry-run']);
    expect(r.code).toBe(1);
    expect(r.json).toMatchObject({
      success: false,
      rows: 5,
      badRows: 1,
      errorsFile: path.join(dir, 'bad.errors.xlsx'),
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(r.json.errorsFile);
    const ws = wb.worksheets[0];
    const header = (ws.getRow(2).values as string[]).slice(1);
    // The same row and column as in the .xls: row 1 the marker, row 2 the header, the second order on row 4.
    expect(ws.getRow(4).getCell(header.indexOf('Reason') + 1).value).toBe(
      'Weight must be a number of 0 or more',
    );
    expect(ws.getRow(4).getCell(header.indexOf('consigneeDetails_name') + 1).value).toBe(FIVE[1].name);
  }, 60_000);
});
