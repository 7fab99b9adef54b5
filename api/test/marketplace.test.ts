/**
 * Marketplace imports (issue 15; 001 §2.10) on MySQL + Redis: Amazon's order report (tab-separated
 * and as .xls), eBay's orders CSV and Shopify's orders CSV — real-format samples in
 * fixtures/marketplace — through the bulk upload's job; the same file twice; a changed header.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { utils, write } from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startStack, type Stack, jobSettled } from '../../tests/support/stack';

const FIX = path.join(path.dirname(new URL(import.meta.url).pathname), 'fixtures', 'marketplace');
const sample = (name: string) => readFileSync(path.join(FIX, name));

let stack: Stack;
let exporter: string;
beforeAll(async () => {
  stack = await startStack();
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
}, 60_000);
afterAll(async () => stack?.stop());

async function send(callPath: string, fileName: string, data: Buffer, extra = '') {
  const res = await fetch(`${stack.url}${callPath}?fileName=${encodeURIComponent(fileName)}${extra}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${exporter}` },
    body: new Uint8Array(data),
  });
  return { status: res.status, body: (await res.json()) as any };
}

const finished = (jobId: string) => jobSettled(stack.url, jobId, exporter);

const ordersLike = (prefix: string) =>
  stack.db('orders').where('order_id', 'like', `${prefix}%`).orderBy('order_id').select();

describe('marketplace imports through the bulk upload', () => {
  it("Amazon's order report: one parcel per order, the report's rows as order fields", async () => {
    const r = await send(
      '/api/v1/amazon/processamazon',
      'amazon-order-report.txt',
      sample('amazon-order-report.txt'),
    );
    expect(r.status).toBe(202);
    expect(r.body.message).toBe('Upload received. Your rows are being checked.');
    expect(r.body.data).toMatchObject({ rows: 3, source: 'amazon' });
    const job = await finished(r.body.data.jobId);
    expect(job.result).toMatchObject({ status: 'saved' });
    const rows = await ordersLike('AMZ-');
    expect(rows.map((o: any) => o.order_id)).toEqual([
      'AMZ-46329524102474',
      'AMZ-46329524102475',
      'AMZ-51844210937706',
    ]);
    // The two lines of one Amazon order travel as one parcel.
    expect(rows[0].box_id).toBe(rows[1].box_id);
    expect(rows[2].box_id).not.toBe(rows[0].box_id);
    expect(rows.map((o: any) => [o.consignee_country, o.currency, Number(o.fob_foreign)])).toEqual([
      ['USA', 'USD', 49.98],
      ['USA', 'USD', 18.5],
      ['United Kingdom', 'GBP', 21],
    ]);
    const data = JSON.parse(rows[0].data);
    expect(data).toMatchObject({
      pbe: 'PBE1',
      invoiceNo: '114-3941689-8772232',
      invoiceDate: '20-11-2026',
      // Stored in the order API's fields (issue 24), as every door stores an order.
      quantity: '2',
      itemNetWeight: '1000', // 2 items × the default 500 g
      itemGrossWeight: '1000',
      consigneeAddress: '742 Evergreen Terrace, Apt 2',
      freight: '12.00',
    });
  });

  it('the same report twice adds nothing: the duplicate-file answer of the bulk upload', async () => {
    const before = (await ordersLike('AMZ-')).length;
    const r = await send(
      '/api/v1/amazon/processamazon',
      'amazon-order-report.txt',
      sample('amazon-order-report.txt'),
    );
    expect(r.status).toBe(409);
    expect(r.body.message).toMatch(/already uploaded|same file/i);
    expect((await ordersLike('AMZ-')).length).toBe(before);
  });

  it('an Amazon report with a changed header: a clear message, nothing stored', async () => {
    const uploads = Number((await stack.db('bulk_uploads').count({ n: '*' }).first())!.n);
    const changed = Buffer.from(
      sample('amazon-order-report.txt').toString().replace('ship-country', 'ship-country-code'),
    );
    const r = await send('/api/v1/amazon/processamazon', 'orders.txt', changed);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(
      "The Amazon order report's header has changed: 'ship-country' is missing. Upload the report as downloaded, with its header row unchanged.",
    );
    expect(Number((await stack.db('bulk_uploads').count({ n: '*' }).first())!.n)).toBe(uploads);
    const wrongKind = await send('/api/v1/amazon/processamazon', 'orders.pdf', changed);
    expect(wrongKind.body.message).toBe(
      'Not a valid Amazon order report. The file must be .txt, .tsv, .xls, .xlsx.',
    );
  });

  it('the Amazon report saved as .xls (Excel 97-2003) reads through SheetJS', async () => {
    const text = sample('amazon-order-report.txt')
      .toString()
      .replace(/114-3941689-8772232/g, '114-0000000-0000001')
      .replace(/205-1187452-3310987/g, '205-0000000-0000002')
      .replace(/4632952410247/g, '9932952410247')
      .replace(/51844210937706/g, '99844210937706');
    const table = text
      .trim()
      .split(/\r?\n/)
      .map((l) => l.split('\t'));
    const wb = utils.book_new();
    utils.book_append_sheet(wb, utils.aoa_to_sheet(table), 'Orders');
    const xls = Buffer.from(write(wb, { type: 'buffer', bookType: 'biff8' }));
    const r = await send('/api/v1/amazon/processamazon', 'orders.xls', xls);
    expect(r.status).toBe(202);
    expect((await finished(r.body.data.jobId)).result).toMatchObject({ status: 'saved' });
    expect((await ordersLike('AMZ-99')).length).toBe(3);
  });

  it("eBay's orders CSV: blank first line and trailer lines skipped, currency from the price", async () => {
    const r = await send(
      '/api/v1/ebay/processebay',
      'ebay-orders-report.csv',
      sample('ebay-orders-report.csv'),
      '&itemWeight=250',
    );
    expect(r.status).toBe(202);
    expect(r.body.data.rows).toBe(2);
    await finished(r.body.data.jobId);
    const rows = await ordersLike('EBAY-');
    expect(rows.map((o: any) => [o.consignee_country, o.currency, Number(o.fob_foreign)])).toEqual([
      ['USA', 'USD', 34],
      ['Canada', 'CAD', 45],
    ]);
    expect(JSON.parse(rows[1].data)).toMatchObject({
      invoiceDate: '23-11-2026',
      itemNetWeight: '750',
      freight: '12.00',
    });
  });

  it("Shopify's orders CSV: an order's lines in one parcel, its address carried to every line", async () => {
    const r = await send(
      '/api/v1/save/importShopifyOrder',
      'orders_export.csv',
      sample('shopify-orders-export.csv'),
    );
    expect(r.status).toBe(202);
    await finished(r.body.data.jobId);
    const rows = await ordersLike('SHOP-');
    expect(rows).toHaveLength(3);
    const [a, b, c] = rows.map((o: any) => ({ ...o, d: JSON.parse(o.data) }));
    expect(a.box_id).toBe(b.box_id);
    expect(b.d).toMatchObject({
      consigneeName: 'Emma Schmidt',
      consigneeZipCode: '01067',
      consigneeCountry: 'Germany',
      invoiceDate: '19-11-2026',
      freight: '0.00', // the order's shipping is on its first line only
    });
    expect(Number(a.fob_foreign)).toBe(40);
    expect(c.consignee_country).toBe('Japan');
  });
});
