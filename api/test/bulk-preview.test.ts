/** The bulk upload page's own calls (001 §2.10, §5): the sample workbook and the Data Preview (issue 5). */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_COLUMNS, CURRENCIES } from '@exportdesk/core';
import { loginAs, startStack, type Stack } from '../../tests/support/stack';
import { bulkRows, workbook, xlsWorkbook } from '../../tests/support/workbooks';

let stack: Stack;
let exporter: string;
let cha: string;
beforeAll(async () => {
  stack = await startStack();
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  cha = await loginAs(stack.url, 4, 'cha4');
});
afterAll(async () => stack?.stop());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
async function sample(token: string) {
  const res = await fetch(`${stack.url}/api/v1/bulkupload/sample`, { headers: auth(token) });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}
async function preview(data: Buffer, fileName = 'orders.xlsx', token = exporter) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), fileName);
  const res = await fetch(`${stack.url}/api/v1/bulkupload/preview`, {
    method: 'POST',
    headers: auth(token),
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('sample workbook', () => {
  it("has core's columns under a note row, drop-down lists for the enumerations, and previews clean", async () => {
    const file = await sample(exporter);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as any);
    const ws = wb.getWorksheet('Orders')!;
    expect(String(ws.getCell('A1').value).length).toBeGreaterThan(5); // the file marker the reader skips
    const header = (ws.getRow(2).values as unknown[]).slice(1);
    expect(header.slice(0, BULK_COLUMNS.length - 1)).toEqual(BULK_COLUMNS.filter((c) => c !== 'ieCode'));
    // Issue 24: the optional tracking column, left blank in the examples (the post assigns one later).
    expect(header).toContain('trackingNo');
    const currency = ws.getColumn(header.indexOf('currency') + 1).letter;
    expect(ws.getCell(`${currency}3`).dataValidation).toMatchObject({ type: 'list' });
    expect(wb.getWorksheet('Lists')!.getColumn(2).values.filter(Boolean)).toEqual([...CURRENCIES]);
    const r = await preview(file);
    expect(r.body).toMatchObject({
      success: true,
      message: '2 rows are ready to upload.',
      data: { forCha: false, rowsTotal: 2, problems: [] },
    });
  });

  it('has the IEC column for a CHA', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await sample(cha)) as any);
    expect(wb.getWorksheet('Orders')!.getRow(2).values).toContain('ieCode');
  });
});

describe('Data Preview', () => {
  it('gives normalised rows and every bad cell, and stores nothing', async () => {
    const before = Number((await stack.db('bulk_uploads').count({ n: '*' }).first())!.n);
    const rows = bulkRows(3, 70_000);
    rows[1].weight = 'heavy';
    const r = await preview(await workbook(rows));
    expect(r.body.message).toBe(
      '1 of 3 rows are invalid; nothing was saved. Fix the rows listed and upload again.',
    );
    expect(r.body.data.problems).toEqual([
      { row: 4, field: 'weight', message: 'Weight must be a number of 0 or more' },
    ]);
    expect(r.body.data.rows[0].values).toMatchObject({
      invoiceDate: '15-01-2026',
      freight: '410.50',
      insurance: '0.00',
    });
    expect(Number((await stack.db('bulk_uploads').count({ n: '*' }).first())!.n)).toBe(before);
  });

  it('reads an old .xls (001 §5 "File must be .xls or .xlsx") as it reads the same .xlsx', async () => {
    const rows = bulkRows(3, 72_000);
    rows[2].weight = 'heavy';
    const [xls, xlsx] = [await preview(xlsWorkbook(rows), 'orders.xls'), await preview(await workbook(rows))];
    expect(xls.status).toBe(200);
    expect(xls.body.data).toEqual(xlsx.body.data);
    expect(xls.body.data.problems).toEqual([
      { row: 5, field: 'weight', message: 'Weight must be a number of 0 or more' },
    ]);
    expect(xls.body.data.rows[0].values).toMatchObject({ invoiceDate: '15-01-2026', freight: '410.50' });
  });

  it.each([
    [
      'orders.csv',
      () => Buffer.from('pbe\nPBE2\n'),
      'Not a Valid Excel File. Extension must be .xls or .xlsx',
    ],
    [
      'orders.xlsx',
      () => Buffer.from('pbe\nPBE2\n'),
      'Not a Valid Excel File. The content is not an Excel workbook (a CSV or another file renamed .xlsx?).',
    ],
    [
      'orders.xlsx',
      () => workbook(bulkRows(1, 71_000)),
      'This file conatains 1st entry without description.',
    ],
    ['orders.xlsx', () => workbook([]), 'This file does not have any Data'],
  ])('%s → the spec message', async (name, make, message) => {
    expect((await preview(await make(), name)).body).toMatchObject({ success: false, message });
  });
});
