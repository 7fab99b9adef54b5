/**
 * Issue 24 "One order, whatever the door" on MySQL + Redis: the same five orders through the order
 * API, the Excel upload (.xlsx and .xls), the Amazon, eBay and Shopify imports and the parcel form
 * (Create PBE), the Excel upload held for review then Create PBE, and every document of each
 * docket read back from its PDF: the same consignee, country, quantities, weights, values and HS
 * codes. (Ship Abroad makes no dockets: its shipments
 * print their own CN22 page; the CLI's doors are in cli/test/every-door.test.ts.) Then migration
 * 126 on a docket stored with the sheet's keys, as the Excel upload saved them before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkRowSchema, normalizeBulkRow } from '@exportdesk/core';
import { up as repairOrders } from '../src/db/migrations/126_orders_one_shape';
import { pdfText, pushDocket } from '../../tests/support/documents';
import {
  amazonReport,
  apiOrder,
  BULK_TEST_COLUMNS,
  bulkRow,
  ebayReport,
  expectSameDocuments,
  FIVE,
  ITEM_GRAMS,
  invoicesInOrder,
  shopifyReport,
  trackingOf,
  type DoorDocket,
} from '../../tests/support/every-door';
import { call, jobSettled, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { workbook, xlsWorkbook } from '../../tests/support/workbooks';

let stack: Stack;
let exporter: string;
beforeAll(async () => {
  // Eight dockets of sixteen documents each pass the render limit (120 a minute): off here.
  stack = await startStack({ env: { RATE_LIMITS: 'off' } });
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
}, 60_000);
afterAll(async () => stack?.stop());

const tracked = (doorNo: number) => FIVE.map((_, i) => trackingOf(doorNo, i));

async function postFile(path: string, fileName: string, data: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), fileName);
  const res = await fetch(`${stack.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${exporter}` },
    body: form,
  });
  const body = (await res.json()) as any;
  expect(res.status, JSON.stringify(body)).toBe(202);
  const job = await jobSettled(stack.url, body.data.jobId, exporter);
  expect(job.result, JSON.stringify(job)).toMatchObject({ status: 'saved', rowsSaved: 5 });
  expect(job.result.dockets).toHaveLength(1);
  return job.result.dockets[0].tempSBill as string;
}

const door = async (docketNo: string, opts: { hsn?: boolean; tracking: string[] | null }) =>
  ({
    docketNo,
    invoiceNos: await invoicesInOrder(stack.db, docketNo),
    hsn: opts.hsn ?? true,
    tracking: opts.tracking,
  }) satisfies DoorDocket;

const rows = (name: string, doorNo: number) => FIVE.map((_, i) => bulkRow(name, doorNo, i));

describe('the same five orders through every door print the same documents', () => {
  it('the order API (the reference: its dockets always rendered right)', async () => {
    const docketNo = await pushDocket(
      stack.url,
      exporter,
      FIVE.map((_, i) => apiOrder('API', 1, i)),
    );
    await expectSameDocuments(stack.url, exporter, await door(docketNo, { tracking: tracked(1) }));
  }, 120_000);

  it('the Excel upload, .xlsx (the template with its optional tracking column)', async () => {
    const data = await workbook(rows('XLSX', 2), { columns: BULK_TEST_COLUMNS });
    const docketNo = await postFile('/api/v1/bulkupload', 'orders.xlsx', data);
    await expectSameDocuments(stack.url, exporter, await door(docketNo, { tracking: tracked(2) }));
  }, 120_000);

  it('the Excel upload, legacy .xls (001 §5 "File must be .xls or .xlsx")', async () => {
    const data = xlsWorkbook(rows('XLS', 3), { columns: BULK_TEST_COLUMNS });
    const docketNo = await postFile('/api/v1/bulkupload', 'orders.xls', data);
    await expectSameDocuments(stack.url, exporter, await door(docketNo, { tracking: tracked(3) }));
  }, 120_000);

  // The reports carry neither HS codes nor tracking numbers: those two are the only figures left out.
  it.each([
    ['Amazon', '/api/v1/amazon/processamazon', 'orders.txt', () => amazonReport(4000)],
    ['eBay', '/api/v1/ebay/processebay', 'orders.csv', () => ebayReport(5000)],
    ['Shopify', '/api/v1/save/importShopifyOrder', 'orders.csv', () => shopifyReport(6000)],
  ])(
    'the %s import',
    async (_name, path, fileName, report) => {
      const docketNo = await postFile(`${path}?itemWeight=${ITEM_GRAMS}`, fileName, report());
      const d = await door(docketNo, { hsn: false, tracking: null });
      await expectSameDocuments(stack.url, exporter, d, [
        'pbe',
        'pbe-summary',
        'cn22',
        'cn23',
        'packing-list',
        'invoice',
        'edf',
      ]);
    },
    120_000,
  );

  it('the parcel form, then Create PBE', async () => {
    const ids: number[] = [];
    for (const [i] of FIVE.entries()) {
      const r = await call(
        stack.url,
        'POST',
        '/api/v1/order/createBox',
        { items: [{ ...apiOrder('FORM', 7, i), boxId: undefined }] },
        exporter,
      );
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      ids.push(r.body.data.id);
    }
    const r = await call(stack.url, 'POST', '/api/v1/order/createPbe', { ids, pbe: 'PBE2' }, exporter);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    await expectSameDocuments(
      stack.url,
      exporter,
      await door(r.body.data.tempSBill, { tracking: tracked(7) }),
    );
  }, 120_000);
});

describe('the Excel upload held for review before PBE (issue 15), then Create PBE', () => {
  it('prints the same documents', async () => {
    const review = (on: boolean) =>
      call(stack.url, 'POST', '/api/v1/order/reviewBeforePbe', { reviewBeforePbe: on }, exporter);
    expect((await review(true)).status).toBe(200);
    try {
      const data = await workbook(rows('REV', 9), { columns: BULK_TEST_COLUMNS });
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)]), 'review.xlsx');
      const res = await fetch(`${stack.url}/api/v1/bulkupload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${exporter}` },
        body: form,
      });
      const up = (await res.json()) as any;
      expect(res.status, JSON.stringify(up)).toBe(202);
      const job = await jobSettled(stack.url, up.data.jobId, exporter);
      expect(job.result).toMatchObject({ status: 'saved', dockets: [] });
      const held = await call(stack.url, 'GET', '/api/v1/order/allorders?search=REV-B', undefined, exporter);
      const ids = held.body.data.map((p: { id: number }) => p.id);
      expect(ids).toHaveLength(5);
      const r = await call(stack.url, 'POST', '/api/v1/order/createPbe', { ids, pbe: 'PBE2' }, exporter);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      await expectSameDocuments(
        stack.url,
        exporter,
        await door(r.body.data.tempSBill, { tracking: tracked(9) }),
      );
    } finally {
      await review(false);
    }
  }, 120_000);
});

describe('labels of a docket whose door gives no tracking number (the marketplace imports)', () => {
  // Issue 24 item 2: labels without a tracking number carry the parcel id, never a 500.
  it('print the same consignee, country and weight', async () => {
    const docketNo = await postFile(
      `/api/v1/amazon/processamazon?itemWeight=${ITEM_GRAMS}`,
      'labels.txt',
      amazonReport(7000),
    );
    const res = await fetch(`${stack.url}/api/v1/dockets/${docketNo}/documents/labels`, {
      headers: { authorization: `Bearer ${exporter}` },
    });
    expect(res.status).toBe(200);
    await expectSameDocuments(stack.url, exporter, await door(docketNo, { hsn: false, tracking: null }), [
      'labels',
    ]);
  }, 120_000);
});

describe("migration 126: dockets saved with the sheet's keys are repaired", () => {
  it("rewrites each order in the order API's shape, as the upload now saves it; twice changes nothing", async () => {
    const data = await workbook(rows('MIG', 8), { columns: BULK_TEST_COLUMNS });
    const docketNo = await postFile('/api/v1/bulkupload', 'migrate.xlsx', data);
    const d = await door(docketNo, { tracking: tracked(8) });
    const docket = await stack.db('dockets').where({ docket_no: docketNo }).first('id');
    const stored: Array<{ id: number; order_id: string; data: string }> = await stack
      .db('orders')
      .where({ docket_id: docket.id })
      .orderBy('id')
      .select('id', 'order_id', 'data');
    // As the Excel upload saved them before issue 24: the checked row, its sheet keys and its row number.
    const schema = bulkRowSchema(false);
    const sheetRows = rows('MIG', 8);
    for (const o of stored) {
      const i = sheetRows.findIndex((r) => r.orderId === o.order_id);
      const row = schema.parse(normalizeBulkRow(sheetRows[i]));
      const old = { ...row, row: Number(JSON.parse(o.data).serialNo) };
      await stack
        .db('orders')
        .where({ id: o.id })
        .update({ data: JSON.stringify(old) });
    }
    // The bug as exporters saw it: the CN23's "To" empty, quantity 0 and net weight 0.0000.
    const res = await fetch(`${stack.url}/api/v1/dockets/${docketNo}/documents/cn23`, {
      headers: { authorization: `Bearer ${exporter}` },
    });
    const broken = pdfText(Buffer.from(await res.arrayBuffer()));
    expect(broken).not.toContain(FIVE[0].name);
    expect(broken).toContain('0.0000');

    await repairOrders(stack.db);
    const repaired = await stack
      .db('orders')
      .where({ docket_id: docket.id })
      .orderBy('id')
      .select('id', 'data');
    // Field for field what the upload stores today (core's bulkRowToOrder).
    expect(repaired.map((r: { data: string }) => JSON.parse(r.data))).toEqual(
      stored.map((r) => JSON.parse(r.data)),
    );
    await expectSameDocuments(stack.url, exporter, d);

    await repairOrders(stack.db);
    const again = await stack.db('orders').where({ docket_id: docket.id }).orderBy('id').select('id', 'data');
    expect(again).toEqual(repaired);
  }, 120_000);
});
