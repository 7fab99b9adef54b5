/** Orders in on MySQL + Redis: API keys, saveorderdata, dockets under concurrency, bulk upload, PBE list (issue 5). */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LIMITS, sampleOrder } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack, jobSettled } from '../../tests/support/stack';
import { bulkRows, workbook } from '../../tests/support/workbooks';
import { zipBomb } from '../../tests/support/zipbomb';

let stack: Stack;
let exporter: string;
let key: string;
beforeAll(async () => {
  stack = await startStack();
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  key = (await call(stack.url, 'POST', '/api/v1/apikey', {}, exporter)).body.authKey;
});
afterAll(async () => stack?.stop());

const push = (orderData: unknown, authKey = key) =>
  call(stack.url, 'POST', '/api/v1/client/saveorderdata', { authKey, orderData });
const orderCount = async () => Number((await stack.db('orders').count({ n: '*' }).first())!.n);

async function upload(data: Buffer, fileName = 'orders.xlsx', token = exporter) {
  const res = await fetch(`${stack.url}/api/v1/bulkupload?fileName=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${token}` },
    body: new Uint8Array(data),
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** Hapi answers 413 before reading a too-large body; fetch would report the reset, not the answer. */
function rawPost(path: string, body: Buffer): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${stack.url}${path}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/octet-stream',
          authorization: `Bearer ${exporter}`,
          'content-length': body.length,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', (err: any) =>
      err.code === 'EPIPE' || err.code === 'ECONNRESET' ? undefined : reject(err),
    );
    req.end(body);
  });
}

async function finished(jobId: string, token = exporter) {
  return jobSettled(stack.url, jobId, token);
}

describe('API key page calls (001 §4 "API key section")', () => {
  it('shows the key once, stores it hashed, and a regenerated key revokes the old one at once', async () => {
    const info = await call(stack.url, 'GET', '/api/v1/apikey', undefined, exporter);
    expect(info.body.data).toMatchObject({ exists: true, last4: key.slice(-4) });
    // "a key longer than 10 characters counts as present"
    expect(key.length).toBeGreaterThan(10);
    expect(JSON.stringify(await stack.db('api_keys').select())).not.toContain(key);

    const fresh = (await call(stack.url, 'POST', '/api/v1/apikey', {}, exporter)).body.authKey;
    const old = await push([sampleOrder(900)], key);
    expect(old.status).toBe(401);
    expect(old.body.message).toBe('Invalid authKey. Generate a key on the API page and send it as authKey.');
    key = fresh;
    expect((await push([sampleOrder(900)])).status).toBe(200);
  });

  it('refuses roles without the permission', async () => {
    const fpo = await loginAs(stack.url, 5, 'fpo.delhi');
    expect((await call(stack.url, 'GET', '/api/v1/apikey', undefined, fpo)).status).toBe(403);
  });
});

describe('POST /api/v1/client/saveorderdata', () => {
  it('saves orders and answers type and tempSBill (PMB + 13 digits); items sharing a boxId are one parcel', async () => {
    const r = await push([
      sampleOrder(1, { boxId: 'BOX-A' }),
      sampleOrder(2, { boxId: 'BOX-A' }),
      sampleOrder(3),
    ]);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      success: true,
      type: 'PBE2',
      tempSBill: expect.stringMatching(/^PMB\d{13}$/),
    });
    expect(r.body.data.dockets[0].boxIds).toEqual(['BOX-A', `${r.body.tempSBill}-0002`]);
  });

  it('a re-push of the same orders creates nothing and answers the same docket', async () => {
    const first = await push([sampleOrder(10), sampleOrder(11)]);
    const before = await orderCount();
    const again = await push([sampleOrder(10), sampleOrder(11)]);
    expect(again.body).toMatchObject({
      success: true,
      tempSBill: first.body.tempSBill,
      message: 'These orders were saved before; the same docket is returned.',
    });
    expect(again.body.data).toMatchObject({ created: 0, existing: 2 });
    expect(await orderCount()).toBe(before);
  });

  it('concurrent pushes get distinct dockets; concurrent re-pushes of one order save it once', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => push([sampleOrder(100 + i)])));
    const dockets = answers.map((a) => a.body.tempSBill);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(dockets).size).toBe(12);

    const same = await Promise.all(
      Array.from({ length: 8 }, () => push([sampleOrder(200), sampleOrder(201)])),
    );
    expect(same.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(same.map((a) => a.body.tempSBill)).size).toBe(1);
    expect(
      Number(
        (await stack.db('orders').whereIn('order_id', ['ORD-200', 'ORD-201']).count({ n: '*' }).first())!.n,
      ),
    ).toBe(2);
  });

  // field → bad value → message; nothing is written for any of them.
  it.each([
    ['pbe', 'PBE9', 'PBE type must be one of: PBE1, PBE2'],
    [
      'currency',
      'INR',
      'Currency must be one of: AUD, BHD, CAD, CNY, DKK, EUR, HKD, JPY, KRW, KWD, NZD, NOK, GBP, QAR, SAR, SGD, ZAR, SEK, CHF, TRY, AED, USD',
    ],
    ['invoiceDate', '30-02-2026', 'Invoice date must be a real date in DD-MM-YYYY'],
    [
      'invoiceTerms',
      '60 days',
      'Invoice terms must be one of: Advance Payment, Payment term 90 days, Payment term 30 days, Payment term 15 days',
    ],
    [
      'igstMode',
      'LUT',
      'IGST mode must be one of: Not Applicable, Export with Payment of IGST, Export under LUT/Bond',
    ],
    [
      'parcelType',
      'Courier',
      "Parcel type must be one of: Air Parcel (CD), EMS Speed Post, Int'l Small Packets (RD), Int'l Tracked Packets",
    ],
    ['hsnCode', '12', 'HSN code: Invalid HSN (Min 4 and max 8 digits)'],
    ['quantity', '0', 'Quantity must be a number above 0'],
    ['grossWeight', 'heavy', 'Gross weight must be a number of 0 or more'],
    ['consigneeName', '', 'Consignee name is required'],
    ['trackingNo', 'EM12345678', 'Tracking number: Invalid Tracking No.'],
    ['consigneeEmail', 'not-an-email', 'Consignee email: Enter valid email address'],
  ])('%s = %j → %s', async (field, value, message) => {
    const before = await orderCount();
    const r = await push([sampleOrder(300), sampleOrder(301, { [field]: value })]);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(`orderData[1]: ${message}`);
    expect(r.body.data.rejected).toEqual([{ index: 1, orderId: 'ORD-301', field, message }]);
    expect(await orderCount()).toBe(before);
  });

  it('PBE1 needs url, trxnId and sku', async () => {
    const r = await push([sampleOrder(310, { pbe: 'PBE1', url: 'https://shop.example/1', trxnId: 'TX1' })]);
    expect(r.body.message).toBe('orderData[0]: SKU is required for PBE1 orders');
    const ok = await push([
      sampleOrder(310, { pbe: 'PBE1', url: 'https://shop.example/1', trxnId: 'TX1', sku: 'S1' }),
    ]);
    expect(ok.body).toMatchObject({ success: true, type: 'PBE1' });
  });

  it('refuses bad calls with a clear message and writes nothing', async () => {
    const before = await orderCount();
    expect((await push([sampleOrder(400)], 'wrong-key-123456')).body.message).toBe(
      'Invalid authKey. Generate a key on the API page and send it as authKey.',
    );
    expect((await push({ orderId: 'x' })).body).toMatchObject({
      success: false,
      message: 'orderData must be an array of order objects',
    });
    expect(
      (await call(stack.url, 'POST', '/api/v1/client/saveorderdata', [sampleOrder(1)])).body.message,
    ).toBe('Send a JSON object: { "authKey": "<your key>", "orderData": [ <orders> ] }');
    expect(
      (await call(stack.url, 'POST', '/api/v1/client/saveorderdata', { orderData: [] })).body.message,
    ).toBe('authKey is required');
    expect((await call(stack.url, 'POST', '/api/v1/client/saveorderdata', '{"authKey": ')).status).toBe(400);
    const many = Array.from({ length: 10_000 }, (_, i) => sampleOrder(10_000 + i));
    const big = await push(many);
    expect(big.status).toBe(400);
    expect(big.body.message).toBe(
      `Too many orders in one call: 10000. At most ${ORDER_LIMITS.maxOrdersPerCall} orders are accepted per call; split them into several calls.`,
    );
    const dup = await push([sampleOrder(401), sampleOrder(401)]);
    expect(dup.body.data.rejected[0]).toMatchObject({
      index: 1,
      message: 'Order ID ORD-401 appears more than once in this call',
    });
    expect(await orderCount()).toBe(before);
  });

  it('a CHA key pushes for a linked exporter named by ieCode, and only for one', async () => {
    const cha = await loginAs(stack.url, 4, 'cha4');
    const chaKey = (await call(stack.url, 'POST', '/api/v1/apikey', {}, cha)).body.authKey;
    const r = await push([sampleOrder(500, { ieCode: 'ABCDE1234F' })], chaKey);
    expect(r.body).toMatchObject({ success: true, tempSBill: expect.stringMatching(/^PMB/) });
    const bad = await push([sampleOrder(501, { ieCode: 'ZZZZZ9999Z' })], chaKey);
    expect(bad.body.data.rejected[0]).toMatchObject({
      field: 'ieCode',
      message: 'ieCode ZZZZZ9999Z is not an exporter linked to your account.',
    });
  });

  it('lists the product categories, currencies and shipping methods for the documentation page', async () => {
    expect((await call(stack.url, 'GET', '/api/v1/client/categories')).body.data).toHaveLength(32);
    expect((await call(stack.url, 'GET', '/api/v1/client/currencies')).body.data).toHaveLength(22);
  });
});

describe('bulk upload (001 §5 "Bulk upload")', () => {
  it('saves a real 5000-row workbook in one job: every row, its dockets, progress to the end', async () => {
    const file = await workbook(bulkRows(5000, 1, (i) => ({ boxId: `BX-${Math.ceil(i / 2)}` })));
    const started = Date.now();
    const up = await upload(file);
    expect(up.status).toBe(202);
    const job = await finished(up.body.jobId);
    expect(job.result).toMatchObject({
      status: 'saved',
      rowsTotal: 5000,
      rowsSaved: 5000,
      message: '5000 rows saved under 1 docket(s).',
    });
    expect(job.progress).toMatchObject({ phase: 'saved', rowsSaved: 5000, docketsMade: 1 });
    const docket = job.result.dockets[0];
    expect(docket).toMatchObject({
      tempSBill: expect.stringMatching(/^PMB\d{13}$/),
      items: 5000,
      boxes: 2500,
      ieCode: 'ABCDE1234F',
    });
    expect(
      Number(
        (await stack
          .db('orders as o')
          .join('dockets as d', 'd.id', 'o.docket_id')
          .where('d.docket_no', docket.tempSBill)
          .count({ n: '*' })
          .first())!.n,
      ),
    ).toBe(5000);
    console.log(`5000-row bulk upload on MySQL: ${Date.now() - started} ms`);
  });

  it('refuses a file that is not a workbook, a zip bomb and a 50 MB file at once, storing nothing', async () => {
    expect((await upload(Buffer.from('pbe,description\nPBE2,x\n'), 'orders.csv')).body.message).toBe(
      'Not a Valid Excel File. Extension must be .xls or .xlsx',
    );
    expect((await upload(Buffer.from('pbe,description\nPBE2,x\n'), 'orders.xlsx')).body.message).toBe(
      'Not a Valid Excel File. The content is not an Excel workbook (a CSV or another file renamed .xlsx?).',
    );
    expect((await upload(zipBomb(), 'orders.xlsx')).body.message).toBe(
      'Not a Valid Excel File. The workbook unpacks to more than 200 MB, which no 5000-row sheet needs.',
    );
    const huge = await rawPost('/api/v1/bulkupload?fileName=orders.xlsx', Buffer.alloc(50 * 1024 * 1024, 1));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('The request is too large. The limit is 20480 KB.');
    expect(await stack.db('bulk_uploads').count({ n: '*' }).first()).toMatchObject({ n: 1 });
  });

  it.each([
    ['5001 rows', 5001, 'File size to large, Max 5000 records are allowed.'],
    ['one row', 1, 'This file conatains 1st entry without description.'],
    ['no rows', 0, 'This file does not have any Data'],
  ])('%s → the spec message, nothing saved', async (_name, n, message) => {
    const before = await orderCount();
    const up = await upload(await workbook(bulkRows(n, 20_000)));
    const job = await finished(up.body.jobId);
    expect(job.result).toMatchObject({ status: 'rejected', message });
    expect(await orderCount()).toBe(before);
  });

  it('reports every bad row (wrong cell types, repeated orderIds) and saves none of the file', async () => {
    const rows = bulkRows(10, 30_000);
    rows[2].orderId = rows[0].orderId;
    rows[4].weight = 'heavy';
    rows[5].invoiceDate = 'yesterday';
    rows[6].fob_foreign = { formula: '1+1', result: 2 }; // a formula counts by its result: fine
    const before = await orderCount();
    const job = await finished((await upload(await workbook(rows))).body.jobId);
    expect(job.result.status).toBe('rejected');
    expect(job.result.message).toBe(
      '3 of 10 rows are invalid; nothing was saved. Fix the rows listed and upload again.',
    );
    expect(job.result.problems).toEqual([
      { row: 5, field: 'orderId', message: 'orderId B-30000 is repeated (first on row 3).' },
      { row: 7, field: 'weight', message: 'Weight must be a number of 0 or more' },
      { row: 8, field: 'invoiceDate', message: 'Invoice date must be a real date in DD-MM-YYYY' },
    ]);
    expect(await orderCount()).toBe(before);
  });

  it('a CHA uploads only for linked exporters named in the IEC column', async () => {
    const cha = await loginAs(stack.url, 11, 'cha11');
    const good = await finished(
      (await upload(await workbook(bulkRows(3, 40_000)), 'cha.xlsx', cha)).body.jobId,
      cha,
    );
    expect(good.result).toMatchObject({ status: 'rejected', problemCount: 3 });
    expect(good.result.problems[0]).toEqual({ row: 3, field: 'ieCode', message: 'IEC is required' });
    const cols = [
      'ieCode',
      'pbe',
      'description',
      'quantity_number',
      'quantity_unit',
      'weight',
      'grossWeight',
      'invoiceNo',
      'invoiceDate',
      'consigneeDetails_name',
      'consigneeDetails_address',
      'consigneeDetails_city',
      'consigneeDetails_zipCode',
      'consigneeDetails_country',
      'fob_foreign',
      'orderId',
    ];
    const ok = await finished(
      (
        await upload(
          await workbook(
            bulkRows(3, 40_000, () => ({ ieCode: 'ABCDE1234F' })),
            { columns: cols },
          ),
          'cha.xlsx',
          cha,
        )
      ).body.jobId,
      cha,
    );
    expect(ok.result).toMatchObject({ status: 'saved', rowsSaved: 3 });
    const stranger = await finished(
      (
        await upload(
          await workbook(
            bulkRows(2, 40_100, () => ({ ieCode: 'QQQQQ1111Q' })),
            { columns: cols },
          ),
          'cha.xlsx',
          cha,
        )
      ).body.jobId,
      cha,
    );
    expect(stranger.result.problems[0].message).toBe(
      'ieCode QQQQQ1111Q is not an exporter linked to your account.',
    );
  });

  it('needs a valid subscription', async () => {
    await stack.db('subscriptions').update({ status: 'expired' });
    try {
      const r = await upload(await workbook(bulkRows(2, 50_000)));
      expect(r).toMatchObject({
        status: 403,
        body: {
          message:
            'A valid subscription is required for bulk upload. Please subscribe to a plan and try again.',
        },
      });
      expect(
        (await call(stack.url, 'GET', '/api/v1/checkforsubscription', undefined, exporter)).body,
      ).toMatchObject({ valid: false, data: null });
    } finally {
      await stack.db('subscriptions').update({ status: 'active' });
    }
  });
});

describe('PBE list (001 §5 "Export proof list", §8, §9)', () => {
  const list = (q: string, token = exporter) =>
    call(stack.url, 'GET', `/api/v1/dockets?${q}`, undefined, token);

  it('pages the exporter dockets with the spec pager and counts them', async () => {
    const r = await list('page=1');
    expect(r.body.message).toMatch(/^Total \d+ Record\(s\) Found$/);
    expect(r.body.data).toHaveLength(Math.min(20, r.body.count));
    expect(r.body.pager).toMatchObject({ currentPage: 1, pageSize: 20, startPage: 1 });
    expect(r.body.data[0]).toMatchObject({
      tempSBill: expect.stringMatching(/^PMB/),
      exporterDetails: { ieCode: 'ABCDE1234F', name: 'Demo Handicrafts Pvt Ltd' },
      shippingBillDetails: { bill: null, date: null },
    });
  });

  it("searches by IEC, docket and company (3 characters at least, else 'Invalid Request'; 'No record found')", async () => {
    expect((await list('isSearch=true&searchType=company&searchInput=De')).body).toMatchObject({
      success: false,
      message: 'Invalid Request',
    });
    expect(
      (await list('isSearch=true&searchType=company&searchInput=Handicrafts')).body.count,
    ).toBeGreaterThan(0);
    expect((await list('isSearch=true&searchType=iec&searchInput=ZZZZ')).body).toMatchObject({
      success: true,
      message: 'No record found',
      data: [],
    });
    const one = (await list('page=1')).body.data[0].tempSBill;
    expect((await list(`isSearch=true&searchType=docket&searchInput=${one}`)).body).toMatchObject({
      count: 1,
      message: 'Total 1 Record(s) Found',
    });
    const fob = await list('fromInr=1000&toInr=1000000');
    expect(fob.body.data.every((d: any) => d.fob >= 1000)).toBe(true);
  });

  it('Download Excel is a reports job; an empty range says so', async () => {
    const none = await call(
      stack.url,
      'POST',
      '/api/v1/dockets/download',
      { fromDate: '01-01-2001', toDate: '02-01-2001' },
      exporter,
    );
    expect(none.body.message).toBe('No data found between selected date, Select other date & try again');
    const r = await call(stack.url, 'POST', '/api/v1/dockets/download', {}, exporter);
    expect(r.body.message).toBe('Please wait, Download will start shortly');
    const job = await finished(r.body.jobId);
    expect(job.result.fileName).toMatch(/^ExportDesk_PBE_\d{2}-\d{2}-\d{4}\.xlsx$/);
    const file = await fetch(`${stack.url}/api/v1/jobs/${r.body.jobId}/file`, {
      headers: { authorization: `Bearer ${exporter}` },
    });
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    // The stored file's length (on the disk or an object store), so a download shows its progress.
    expect(Number(file.headers.get('content-length'))).toBe(bytes.length);
    expect(file.headers.get('content-type')).toMatch(/spreadsheetml/);
  });
});
