/** `exportdesk orders push`, `upload`, `dockets list`, `jobs status` on the built binary against a running stack (issue 5). */
import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleOrder, toCsvLine } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { bulkRows, workbook } from '../../tests/support/workbooks';
import { runCli } from './run';

let stack: Stack;
let dir: string;
let token: string;
let apiKey: string;
beforeAll(async () => {
  stack = await startStack();
  dir = mkdtempSync(path.join(tmpdir(), 'exportdesk-cli-orders-'));
  token = await loginAs(stack.url, 1, 'ABCDE1234F');
  apiKey = (await call(stack.url, 'POST', '/api/v1/apikey', {}, token)).body.authKey;
});
afterAll(async () => stack?.stop());

const cli = (args: string[], env: Record<string, string | undefined> = {}) =>
  runCli(args, {
    configDir: dir,
    timeoutMs: 120_000,
    env: {
      EXPORTDESK_API_URL: stack.url,
      EXPORTDESK_TOKEN: token,
      EXPORTDESK_API_KEY: apiKey,
      CI: 'true',
      ...env,
    },
  });
const file = (name: string, data: string | Buffer) => {
  const f = path.join(dir, name);
  writeFileSync(f, data);
  return f;
};

describe('exportdesk orders push', () => {
  it('pushes a JSON file with EXPORTDESK_API_KEY, prints JSON under CI, and a re-run answers the same docket', async () => {
    const f = file(
      'orders.json',
      JSON.stringify([sampleOrder(1), sampleOrder(2, { boxId: 'B1' }), sampleOrder(3, { boxId: 'B1' })]),
    );
    const first = await cli(['orders', 'push', f]);
    expect(first.code).toBe(0);
    expect(first.json).toMatchObject({
      success: true,
      orders: 3,
      created: 3,
      existing: 0,
      dockets: [{ tempSBill: expect.stringMatching(/^PMB\d{13}$/), boxIds: [expect.any(String), 'B1'] }],
    });
    const again = await cli(['orders', 'push', f]);
    expect(again.json).toMatchObject({
      success: true,
      created: 0,
      existing: 3,
      dockets: [{ tempSBill: first.json.dockets[0].tempSBill }],
    });
  });

  it('pushes a CSV file whose header names the payload fields', async () => {
    const orders = [sampleOrder(10), sampleOrder(11)];
    const cols = Object.keys(orders[0]);
    const f = file(
      'orders.csv',
      [toCsvLine(cols), ...orders.map((o) => toCsvLine(cols.map((c) => o[c])))].join('\n') + '\n',
    );
    const r = await cli(['orders', 'push', f]);
    expect(r.code).toBe(0);
    expect(r.json.created).toBe(2);
  });

  it('exits 1 with the reason per rejected order and sends nothing', async () => {
    const before = (await stack.db('orders').count({ n: '*' }).first())!.n;
    const f = file(
      'bad.json',
      JSON.stringify([
        sampleOrder(20),
        sampleOrder(21, { currency: 'INR' }),
        sampleOrder(22, { invoiceDate: '2026-01-01' }),
      ]),
    );
    const r = await cli(['orders', 'push', f]);
    expect(r.code).toBe(1);
    expect(r.json).toMatchObject({
      success: false,
      sent: false,
      rejected: [
        {
          index: 1,
          orderId: 'ORD-21',
          field: 'currency',
          message: expect.stringContaining('Currency must be one of'),
        },
        {
          index: 2,
          orderId: 'ORD-22',
          field: 'invoiceDate',
          message: 'Invoice date must be a real date in DD-MM-YYYY',
        },
      ],
    });
    expect(r.stderr).toContain('order 2 (ORD-22): Invoice date must be a real date in DD-MM-YYYY');
    expect((await stack.db('orders').count({ n: '*' }).first())!.n).toBe(before);
  });

  it('exits 3 for a wrong key and 2 for a file that is not an array', async () => {
    const f = file('one.json', JSON.stringify([sampleOrder(30)]));
    const wrong = await cli(['orders', 'push', f], { EXPORTDESK_API_KEY: 'edk_wrong_key_wrong_key' });
    expect(wrong.code).toBe(3);
    expect(wrong.json.message).toBe(
      'Invalid authKey. Generate a key on the API page and send it as authKey.',
    );
    expect((await cli(['orders', 'push', file('obj.json', '{"orderId": 1}')])).code).toBe(2);
  });
});

describe('exportdesk upload', () => {
  it('--dry-run writes an error workbook with the bad cells highlighted and a reason per row', async () => {
    const rows = bulkRows(6, 100);
    rows[1].pbe = 'PBE7';
    rows[3].invoiceDate = '32-01-2026';
    const f = file('bad.xlsx', await workbook(rows));
    const r = await cli(['upload', f, '--dry-run']);
    expect(r.code).toBe(1);
    expect(r.json).toMatchObject({
      success: false,
      rows: 6,
      badRows: 2,
      errorsFile: path.join(dir, 'bad.errors.xlsx'),
    });
    expect(existsSync(r.json.errorsFile)).toBe(true);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(r.json.errorsFile);
    const ws = wb.worksheets[0];
    const header = (ws.getRow(2).values as string[]).slice(1);
    const reasonCol = header.indexOf('Reason') + 1;
    expect(ws.getRow(4).getCell(reasonCol).value).toBe('PBE type must be one of: PBE1, PBE2');
    expect((ws.getRow(4).getCell(header.indexOf('pbe') + 1).fill as any)?.fgColor?.argb).toBe('FFFFC7CE');
    expect(ws.getRow(6).getCell(reasonCol).value).toBe('Invoice date must be a real date in DD-MM-YYYY');
    expect(
      (await cli(['upload', file('ok.xlsx', await workbook(bulkRows(4, 200))), '--dry-run'])).json,
    ).toMatchObject({ success: true, rows: 4 });
  });

  it('refuses a non-Excel file with the spec message', async () => {
    const r = await cli(['upload', file('orders.csv', 'pbe\nPBE2\n')]);
    expect(r.code).toBe(1);
    expect(r.json.message).toBe('Not a Valid Excel File. Extension must be .xls or .xlsx');
  });

  it('the same workbook again: the earlier docket, exit 1, nothing queued; --force sends it anyway (issue 12 item 8)', async () => {
    const f = file('twice.xlsx', await workbook(bulkRows(4, 9000)));
    const first = await cli(['upload', f]);
    expect(first.code, first.stderr).toBe(0);
    const docket = first.json.dockets[0].tempSBill;
    const again = await cli(['upload', f]);
    expect(again.code).toBe(1);
    expect(again.json).toMatchObject({
      success: false,
      message: expect.stringMatching(
        new RegExp(
          `^This file was already uploaded on \\d\\d-\\d\\d-\\d{4} as docket ${docket}\\. Upload it again only if you mean to\\.$`,
        ),
      ),
      duplicateOf: { uploadId: first.json.uploadId ?? expect.any(Number), dockets: [docket] },
    });
    expect(again.json.jobId).toBeUndefined();
    const forced = await cli(['upload', f, '--force']);
    expect(forced.json.duplicateOf).toBeUndefined();
    expect(forced.json.jobId).toMatch(/^bu-[0-9a-f]{32}$/);
    expect(forced.json.jobId).not.toBe(first.json.jobId);
  });

  it('uploads 5000 rows, follows the job and prints the dockets; jobs status and dockets list agree', async () => {
    const f = file('orders.xlsx', await workbook(bulkRows(5000, 1000)));
    const r = await cli(['upload', f]);
    expect(r.code).toBe(0);
    expect(r.json).toMatchObject({
      success: true,
      status: 'saved',
      rowsSaved: 5000,
      dockets: [{ tempSBill: expect.stringMatching(/^PMB\d{13}$/), items: 5000 }],
    });
    expect(r.stderr).toMatch(/saved, 5000 validated, 5000 saved, 1 dockets/);
    const st = await cli(['jobs', 'status', r.json.jobId]);
    expect(st.json).toMatchObject({ id: r.json.jobId, state: 'completed', result: { status: 'saved' } });
    const list = await cli(['dockets', 'list', '--docket', r.json.dockets[0].tempSBill]);
    expect(list.json).toMatchObject({
      count: 1,
      message: 'Total 1 Record(s) Found',
      dockets: [{ tempSBill: r.json.dockets[0].tempSBill, items: 5000 }],
    });
    expect((await cli(['dockets', 'list', '--company', 'ab'])).code).toBe(2);
  });
});
