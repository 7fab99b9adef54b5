/** My CSB (issue 16) on MySQL: CSB-V rows of the user's booked parcels, as JSON and as .xlsx. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSB_COLUMNS, sampleOrder } from '@exportdesk/core';
import { hashPassword } from '../../api/src/lib/password';
import { pushDocket } from '../../tests/support/documents';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
let exporter: string;
let stranger: string;
const bookedAt = Date.parse('2026-03-10T10:00:00+05:30');

async function book(ownerKey: string, orderId: string, awb: string) {
  const o = await stack.db('orders').where({ order_id: orderId }).first('id', 'exporter_id');
  await stack.db('carrier_bookings').insert({
    parcel_id: o.id,
    exporter_id: o.exporter_id,
    carrier: 'dhl',
    generation: 1,
    idem_key: `dhl:${o.id}:1:${ownerKey}`,
    status: 'booked',
    awb,
    attempts: 1,
    created_by: o.exporter_id,
    created_at: bookedAt,
    updated_at: bookedAt,
  });
}

beforeAll(async () => {
  stack = await startStack({ workers: false });
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  const t = Date.now();
  await stack.db('users').insert({
    user_type: 1,
    username: 'CSBXX9999Z',
    username_key: 'csbxx9999z',
    ie_code: 'CSBXX9999Z',
    name: 'Other Exporter',
    email: 'csb-other@example.com',
    mobile: '9876543210',
    password_hash: await hashPassword('Demo@12345'),
    is_active: true,
    is_first_login: false,
    is_exporter: true,
    roles: '[]',
    created_at: t,
    updated_at: t,
    password_changed_at: t,
  });
  const other = await stack.db('users').where({ username_key: 'csbxx9999z' }).first('id');
  await stack.db('subscriptions').insert({
    user_id: other.id,
    plan_id: 'PREMIUM-Y',
    plan_type: 'yearly',
    amount: 5999,
    status: 'active',
    starts_at: t - 1000,
    ends_at: t + 365 * 86400_000,
    created_at: t,
  });
  stranger = await loginAs(stack.url, 1, 'CSBXX9999Z');
  await pushDocket(stack.url, exporter, [
    sampleOrder(1, {
      orderId: 'CSB-1',
      currency: 'USD',
      fob_foreign: '120.00',
      igstMode: 'Export with Payment of IGST',
      igstDetails_rate: '12',
    }),
  ]);
  await pushDocket(stack.url, stranger, [sampleOrder(2, { orderId: 'CSB-OTHER' })]);
  await book('a', 'CSB-1', 'AWB-CSB-1');
  await book('b', 'CSB-OTHER', 'AWB-OTHER');
}, 60_000);
afterAll(async () => stack?.stop());

const excel = async (token: string, qs: string) => {
  const r = await fetch(`${stack.url}/api/v1/csb/excel?${qs}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await r.arrayBuffer());
  return wb.getWorksheet('CSB-V')!;
};

describe('csb', () => {
  it('gives the CSB-V row of a booked parcel, cell by cell, and never another exporter’s', async () => {
    const r = await call(stack.url, 'GET', '/api/v1/csb?from=2026-03-01&to=2026-03-31', undefined, exporter);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const mine = r.body.data.filter((x: { hawb: string }) => x.hawb.startsWith('AWB-'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      hawb: 'AWB-CSB-1',
      carrier: 'DHL',
      iec: 'ABCDE1234F',
      consigneeName: 'Jane Smith',
      consigneeAddress: '221B Baker Street, London, NW1 6XE',
      consigneeCountry: 'United Kingdom',
      description: 'Hand block printed cotton scarf',
      cth: '62141090',
      quantity: 2,
      unit: 'pieces',
      fob: 120,
      currency: 'USD',
      invoiceNo: 'INV-1',
      invoiceDate: '15-01-2026',
      igstStatus: 'A',
      igstAmount: 14.4,
      lutBond: '',
      packages: 1,
      grossWeight: 300,
    });
    const theirs = await call(stack.url, 'GET', '/api/v1/csb', undefined, stranger);
    expect(theirs.body.data.map((x: { hawb: string }) => x.hawb)).toEqual(['AWB-OTHER']);
    expect(theirs.body.data[0].igstStatus).toBe('LUT');
  });

  it('writes the same row into the CSB-V sheet under the column headers', async () => {
    const ws = await excel(exporter, 'from=2026-03-10&to=2026-03-10&carrier=dhl');
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(CSB_COLUMNS.map((c) => c.header));
    const row = (ws.getRow(2).values as unknown[]).slice(1);
    expect(row[0]).toBe('AWB-CSB-1');
    expect(row[CSB_COLUMNS.findIndex((c) => c.key === 'cth')]).toBe('62141090');
    expect(row[CSB_COLUMNS.findIndex((c) => c.key === 'fob')]).toBe(120);
    expect(row[CSB_COLUMNS.findIndex((c) => c.key === 'igstAmount')]).toBe(14.4);
    expect(ws.rowCount).toBe(2);
  });

  it('an empty period or another carrier is a valid sheet with the header only', async () => {
    const ws = await excel(exporter, 'from=2025-01-01&to=2025-01-31');
    expect(ws.rowCount).toBe(1);
    expect(ws.getRow(1).getCell(1).value).toBe('HAWB No.');
    const none = await call(
      stack.url,
      'GET',
      '/api/v1/csb?carrier=fedex&from=2026-03-10&to=2026-03-10',
      undefined,
      exporter,
    );
    expect(none.body.data).toEqual([]);
    const bad = await call(stack.url, 'GET', '/api/v1/csb?from=10-03-2026', undefined, exporter);
    expect(bad.status).toBe(400);
  });
});
