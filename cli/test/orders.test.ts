/** `exportdesk orders push`, `upload`, `dockets list`, `jobs status` on the built binary against a running stack (issue 5). */
import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_COLUMNS, sampleOrder, toCsvLine } from '@exportdesk/core';
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

  it('the same workbook again: exit 0 naming the earlier docket, nothing new; --force makes a new one (issue 26)', async () => {
    // rows without an orderId (as most exporters' sheets): a forced upload's rows are new orders
    const f = file('twice.xlsx', await workbook(bulkRows(4, 9000), { columns: [...BULK_COLUMNS] }));
    const first = await cli(['upload', f]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.json.duplicate).toBeUndefined();
    const docket = first.json.dockets[0].tempSBill;
    // a retried pipeline step: the first run's upload (its Idempotency-Key is the file's hash)
    const again = await cli(['upload', f]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.json).toMatchObject({
      success: true,
      duplicate: true,
      jobId: first.json.jobId,
      uploadId: first.json.uploadId,
      dockets: [{ tempSBill: docket }],
    });
    // the same bytes under another name (or after the key's 24 h): the API's duplicate check
    const renamed = file('twice-copy.xlsx', await readFile(f));
    const copy = await cli(['upload', renamed]);
    expect(copy.code, copy.stderr).toBe(0);
    expect(copy.json).toMatchObject({
      success: true,
      duplicate: true,
      message: expect.stringMatching(
        new RegExp(
          `^This file was already uploaded on \\d\\d-\\d\\d-\\d{4} as docket ${docket}\\. Upload it again only if you mean to\\.$`,
        ),
      ),
      uploadId: first.json.uploadId,
      dockets: [{ tempSBill: docket }],
      duplicateOf: { uploadId: first.json.uploadId, dockets: [docket] },
    });
    expect(copy.json.jobId).toBeUndefined();
    const forced = await cli(['upload', f, '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.json.duplicate).toBeUndefined();
    expect(forced.json.jobId).toMatch(/^bu-[0-9a-f]{32}$/);
    expect(forced.json.jobId).not.toBe(first.json.jobId);
    expect(forced.json.dockets[0].tempSBill).not.toBe(docket);
  });

  it('an upload whose answer is lost on the way is retried with its Idempotency-Key: one upload (issue 26)', async () => {
    // A proxy that forwards the first POST and cuts the connection when its answer comes back.
    const target = new URL(stack.url);
    let cut = 0;
    const proxy = createServer((client) => {
      const upstream = connect(Number(target.port), target.hostname);
      client.pipe(upstream);
      client.once('data', (head) => {
        if (cut === 0 && head.toString('latin1').startsWith('POST /api/v1/bulkupload'))
          upstream.once('data', () => {
            cut++;
            client.destroy();
            upstream.destroy();
          });
        else upstream.pipe(client);
      });
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    try {
      const uploads = Number((await stack.db('bulk_uploads').count({ n: '*' }).first())!.n);
      const f = file('lost-answer.xlsx', await workbook(bulkRows(2, 9500), { columns: [...BULK_COLUMNS] }));
      const port = (proxy.address() as AddressInfo).port;
      const r = await cli(['upload', f], { EXPORTDESK_API_URL: `http://127.0.0.1:${port}` });
      expect(cut).toBe(1);
      expect(r.code, r.stderr).toBe(0);
      expect(r.json).toMatchObject({ success: true, dockets: [{ tempSBill: expect.any(String) }] });
      expect(r.json.duplicate).toBeUndefined(); // its own upload, answered again
      expect(Number((await stack.db('bulk_uploads').count({ n: '*' }).first())!.n)).toBe(uploads + 1);
    } finally {
      await new Promise((r) => proxy.close(r));
    }
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
