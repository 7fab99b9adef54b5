/**
 * The GST report (issue 16, 002 §2.8, §7 downloadGstin, §8, §9) on MySQL + Redis: the `exp` sheet
 * and the GSTR-1 JSON checked cell by cell against a hand-made expected file, the notes, an empty
 * month, the bad month/year, an old order without IGST mode, and the plan check.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GST_MSG, PLAN_MSG, sampleOrder } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

const expected = JSON.parse(readFileSync(path.join(__dirname, 'fixtures/gstr-2026-10.json'), 'utf8'));

let stack: Stack;
let exporter: string;
let gstin: string;

const order = (n: number, o: Record<string, string>) =>
  sampleOrder(9000 + n, {
    insurance: '0',
    otherCharge: '0',
    compensationCess_rate: '0',
    ...o,
  });

beforeAll(async () => {
  stack = await startStack();
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  const key = (await call(stack.url, 'POST', '/api/v1/apikey', {}, exporter)).body.authKey;
  // Rates of the hand-made file: the latest publication before the dockets are made.
  const at = Date.now() - 1000;
  await stack.db('exchange_rates').insert([
    { currency: 'USD', inr_micros: 84_000_000, effective_from: at, reference: 'test', created_at: at },
    { currency: 'EUR', inr_micros: 90_000_000, effective_from: at, reference: 'test', created_at: at },
  ]);
  const push = async (orderData: unknown[]) => {
    const r = await call(stack.url, 'POST', '/api/v1/client/saveorderdata', { authKey: key, orderData });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  };
  const wpay = { igstMode: 'Export with Payment of IGST', invoiceNo: 'INV-GST-1', invoiceDate: '05-10-2026' };
  await push([
    order(1, {
      ...wpay,
      orderId: 'GST-1a',
      boxId: 'GST-BOX-1',
      currency: 'USD',
      fob_foreign: '100',
      freight: '250',
      insurance: '50',
      igstDetails_rate: '18',
      compensationCess_rate: '1',
    }),
    order(2, {
      ...wpay,
      orderId: 'GST-1b',
      boxId: 'GST-BOX-1',
      currency: 'USD',
      fob_foreign: '50',
      freight: '0',
      igstDetails_rate: '12',
    }),
  ]);
  await push([
    order(3, {
      orderId: 'GST-2',
      boxId: 'GST-BOX-2',
      invoiceNo: 'INV-GST-2',
      invoiceDate: '12-10-2026',
      igstMode: 'Export under LUT/Bond',
      currency: 'EUR',
      fob_foreign: '200',
      freight: '100',
      igstDetails_rate: '18',
    }),
  ]);
  await push([
    order(4, {
      orderId: 'GST-3',
      boxId: 'GST-BOX-3',
      invoiceNo: 'INV-GST-3',
      invoiceDate: '28-10-2026',
      currency: 'USD',
      fob_foreign: '10',
      freight: '0',
      igstDetails_rate: '5',
    }),
    order(5, {
      orderId: 'GST-4',
      boxId: 'GST-BOX-4',
      invoiceNo: 'INV-GST-4',
      invoiceDate: '03-11-2026',
      currency: 'USD',
      fob_foreign: '10',
      freight: '0',
      igstDetails_rate: '5',
    }),
  ]);
  // The docket of INV-GST-1 is filed at the Delhi FPO with its PBE number; the others are not filed yet.
  const d1 = await stack.db('orders').where({ order_id: 'GST-1a' }).first('docket_id');
  await stack
    .db('dockets')
    .whereIn('id', stack.db('orders').where('order_id', 'like', 'GST-%').select('docket_id'))
    .update({ fpo_code: 'INBOM5' });
  await stack
    .db('dockets')
    .where({ id: d1.docket_id })
    .update({ fpo_code: 'INDEL5', shipping_bill_no: '2610001', shipping_bill_date: Date.UTC(2026, 9, 20) });
  // An order saved before igstMode was required: no mode in its data.
  const old = await stack.db('orders').where({ order_id: 'GST-3' }).first('id', 'data');
  const data = JSON.parse(old.data);
  delete data.igstMode;
  await stack
    .db('orders')
    .where({ id: old.id })
    .update({ data: JSON.stringify(data) });
  gstin = (await stack.db('users').where({ username: 'ABCDE1234F' }).first('gstin')).gstin ?? '';
});
afterAll(async () => stack?.stop());

async function download(body: Record<string, unknown>, token = exporter) {
  const res = await fetch(`${stack.url}/api/v1/downloadGstin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    disposition: res.headers.get('content-disposition') ?? '',
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

async function sheetOf(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  expect(wb.worksheets.map((w) => w.name)).toEqual(['exp']);
  const rows: unknown[][] = [];
  wb.getWorksheet('exp')!.eachRow({ includeEmpty: true }, (row) => {
    const cells: unknown[] = [];
    for (let c = 1; c <= 10; c++) {
      const v = row.getCell(c).value;
      cells.push(v === null || v === undefined ? '' : v);
    }
    rows.push(cells);
  });
  return rows;
}

const month = {
  month: '10',
  year: '2026',
  serviceProvider: 'indiapost',
  selectedNote: 'All',
  ieCode: 'ABCDE1234F',
};

describe('downloadGstin (002 §2.8, §7): GSTR-1 Table 6A', () => {
  it('the exp sheet equals the hand-made file cell by cell', async () => {
    const r = await download(month);
    expect(r.status).toBe(200);
    expect(r.type).toContain('spreadsheetml');
    expect(r.disposition).toMatch(
      /ExportDesk_\d{2}-\d{2}-\d{4}_GSTR1_exp_ABCDE1234F_10-2026_indiapost\.xlsx/,
    );
    const rows = await sheetOf(r.bytes);
    expect(rows.length).toBe(expected.sheet.length);
    expected.sheet.forEach((row: unknown[], i: number) =>
      row.forEach((cell, c) =>
        expect(rows[i]![c], `row ${i + 1} column ${expected.sheet[0][c]}`).toEqual(cell),
      ),
    );
  });

  it('the GSTR-1 JSON exp section carries the same data', async () => {
    const r = await download({ ...month, format: 'json' });
    expect(r.status).toBe(200);
    const j = JSON.parse(r.bytes.toString('utf8'));
    expect(j).toEqual({ gstin, ...expected.json });
  });

  it('notes select by PBE state; a month with no shipments is a valid empty sheet', async () => {
    const submitted = await sheetOf((await download({ ...month, selectedNote: 'PBE submitted' })).bytes);
    expect(submitted.slice(1).map((r) => r[1])).toEqual(['INV-GST-1', 'INV-GST-1']);
    const notFiled = await sheetOf(
      (await download({ ...month, selectedNote: 'PBE not submitted in FPO' })).bytes,
    );
    expect(notFiled.slice(1).map((r) => r[1])).toEqual(['INV-GST-2', 'INV-GST-3']);
    expect(await sheetOf((await download({ ...month, selectedNote: 'PBE Cancelled' })).bytes)).toEqual([
      expected.sheet[0],
    ]);
    const empty = await download({ ...month, month: '09' });
    expect(empty.status).toBe(200);
    expect(await sheetOf(empty.bytes)).toEqual([expected.sheet[0]]);
    const nov = await sheetOf((await download({ ...month, month: '11' })).bytes);
    expect(nov.slice(1).map((r) => r[1])).toEqual(['INV-GST-4']);
    // Fedex defaults to Pickup Done; no courier shipments of this exporter: the empty sheet.
    const fedex = await download({ month: '10', year: '2026', serviceProvider: 'fedex' });
    expect(await sheetOf(fedex.bytes)).toEqual([expected.sheet[0]]);
  });

  it('refuses month 13, year 2017 and missing selects with the spec messages', async () => {
    for (const [body, message] of [
      [{ ...month, month: '13' }, GST_MSG.month],
      [{ ...month, month: '' }, GST_MSG.month],
      [{ ...month, year: '2017' }, GST_MSG.year],
      [{ ...month, year: undefined }, GST_MSG.year],
      [{ ...month, selectedNote: 'Maybe' }, GST_MSG.note],
    ] as const) {
      const r = await call(stack.url, 'POST', '/api/v1/downloadGstin', body, exporter);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    }
  });

  it("refuses another exporter's IEC and, without a plan, says so ('Oops!' on the page)", async () => {
    const other = await call(
      stack.url,
      'POST',
      '/api/v1/downloadGstin',
      { ...month, ieCode: 'ZZZZZ9999Z' },
      exporter,
    );
    expect(other.status).toBe(403);
    const id = (await stack.db('users').where({ username: 'ABCDE1234F' }).first('id')).id;
    await stack.db('subscriptions').where({ user_id: id }).update({ status: 'expired' });
    const r = await call(stack.url, 'POST', '/api/v1/downloadGstin', month, exporter);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, message: PLAN_MSG.noPlan });
    // A basic plan (ids with MLT) has no GST report.
    await stack
      .db('subscriptions')
      .where({ user_id: id })
      .update({ status: 'active', plan_id: 'BASIC-MLT-Y' });
    const basic = await call(stack.url, 'POST', '/api/v1/downloadGstin', month, exporter);
    expect(basic.status).toBe(403);
    expect(basic.body.message).toBe(PLAN_MSG.notInPlan);
  });
});
