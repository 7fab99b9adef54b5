/** Inventory SKUs and parcel templates (issue 15): save, import/export as Excel, templates. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
let exporter: string;
beforeAll(async () => {
  stack = await startStack({ workers: false });
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
});
afterAll(async () => stack?.stop());

const post = (path: string, body: unknown) => call(stack.url, 'POST', `/api/v1/${path}`, body, exporter);

async function sheet(rows: unknown[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Inventory');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const upload = async (data: Buffer) => {
  const res = await fetch(`${stack.url}/api/v1/inventory/import?fileName=skus.xlsx`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${exporter}` },
    body: new Uint8Array(data),
  });
  return { status: res.status, body: (await res.json()) as any };
};

describe('inventory/*', () => {
  it('saves an SKU, refuses a 3-digit HSN with the spec message', async () => {
    const bad = await post('inventory/save', {
      sku: 'S1',
      description: 'Scarf',
      hsnCode: '621',
      unit: 'pieces',
      weight: 200,
      value: 12,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid HSN (Min 4 and max 8 digits)');
    const good = await post('inventory/save', {
      sku: 'S1',
      description: 'Scarf',
      hsnCode: '62141090',
      unit: 'pieces',
      weight: 200,
      value: 12,
    });
    expect(good.status).toBe(200);
    expect(good.body.data).toEqual([
      expect.objectContaining({ sku: 'S1', hsnCode: '62141090', weight: 200, value: 12, currency: 'USD' }),
    ]);
  });

  it('imports all or nothing and exports what it holds', async () => {
    const header = ['sku', 'description', 'hsnCode', 'unit', 'weight', 'value', 'currency'];
    const refused = await upload(
      await sheet([
        header,
        ['S2', 'Mug', '69120010', 'pieces', 300, 8, 'EUR'],
        ['S3', 'Tea', '902', 'grams', 100, 5, 'USD'],
      ]),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.data.problems).toEqual([{ row: 3, message: 'Invalid HSN (Min 4 and max 8 digits)' }]);
    expect(
      (await call(stack.url, 'GET', '/api/v1/inventory/list', undefined, exporter)).body.data,
    ).toHaveLength(1);

    const done = await upload(
      await sheet([
        header,
        ['S2', 'Mug', '69120010', 'pieces', 300, 8, 'EUR'],
        ['S3', 'Tea', '09024020', 'grams', 100, 5, 'USD'],
      ]),
    );
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('2 SKUs imported');

    const res = await fetch(`${stack.url}/api/v1/inventory/export`, {
      headers: { authorization: `Bearer ${exporter}` },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
    const values = wb.worksheets[0]
      .getSheetValues()
      .filter(Boolean)
      .map((r: any) => r.slice(1));
    expect(values[0]).toEqual(header);
    expect(values.slice(1).map((r: any[]) => r[0])).toEqual(['S1', 'S2', 'S3']);
  });
});

describe('template/*', () => {
  it('keeps only the kind’s fields and replaces by name', async () => {
    const r = await post('template/save', {
      kind: 'consignee',
      name: 'Jane',
      data: { consigneeName: 'Jane Smith', consigneeCountry: 'United Kingdom', hsnCode: '1234' },
    });
    expect(r.status).toBe(200);
    expect(r.body.data[0].data).toEqual({ consigneeName: 'Jane Smith', consigneeCountry: 'United Kingdom' });
    const again = await post('template/save', {
      kind: 'consignee',
      name: 'Jane',
      data: { consigneeName: 'Jane Doe' },
    });
    expect(again.body.data).toHaveLength(1);
    expect((await post('template/delete', { id: again.body.data[0].id })).status).toBe(200);
    expect((await post('template/delete', { id: again.body.data[0].id })).body.message).toBe(
      'Template not found',
    );
  });
});
