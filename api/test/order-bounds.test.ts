/**
 * Issue 23 item 7 on MySQL + Redis: the order API, the parcel form and docket uploads refuse what
 * no parcel can hold (1e308, 2^64, Infinity, 40 kg, an unknown country) and write nothing; a
 * country alias is stored as the table's name. Item 8: a PDF uploaded as .exe is kept as .pdf.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleOrder } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { pushDocket } from '../../tests/support/documents';

let stack: Stack;
let exporter: string;
let key: string;
beforeAll(async () => {
  stack = await startStack({ workers: false });
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  key = (await call(stack.url, 'POST', '/api/v1/apikey', {}, exporter)).body.authKey;
});
afterAll(async () => stack?.stop());

const counts = async () => ({
  orders: Number((await stack.db('orders').count({ n: '*' }).first())!.n),
  dockets: Number((await stack.db('dockets').count({ n: '*' }).first())!.n),
  parcels: Number((await stack.db('parcels').count({ n: '*' }).first())!.n),
});

/** The body as text: JSON.stringify cannot write 1e999 (Infinity once parsed) or 2^64 exactly. */
async function pushRaw(orderJson: string) {
  const res = await fetch(`${stack.url}/api/v1/client/saveorderdata`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: `{"authKey": ${JSON.stringify(key)}, "orderData": [${orderJson}]}`,
  });
  return { status: res.status, body: (await res.json()) as any };
}
const withField = (n: number, field: string, raw: string) => {
  const o = JSON.stringify(sampleOrder(n));
  return `${o.slice(0, -1)}, ${JSON.stringify(field)}: ${raw}}`;
};

describe('saveorderdata refuses what no parcel can hold, and writes nothing', () => {
  const cases: Array<[string, string, string, RegExp]> = [
    ['fob_foreign', '1e308', '1e308', /^FOB value in invoice currency must be/],
    ['fob_foreign', '2^64', '18446744073709551616', /^FOB value in invoice currency must be/],
    ['fob_foreign', 'Infinity (1e999)', '1e999', /^FOB value in invoice currency must be/],
    ['fob_foreign', '"Infinity"', '"Infinity"', /^FOB value in invoice currency must be/],
    ['fob_foreign', '"NaN"', '"NaN"', /^FOB value in invoice currency must be/],
    [
      'fob_foreign',
      '10 lakh pounds',
      '"1000000"',
      /^FOB value in invoice currency must be at most 20,000 GBP/,
    ],
    ['quantity', '2^64', '18446744073709551616', /^Quantity must be/],
    ['grossWeight', '40 kg', '40000', /^Gross weight must be at most 30,000 g/],
    ['itemNetWeight', '1e308', '1e308', /^Item net weight must be/],
    ['freight', '1e20', '"99999999999999999999"', /^Freight must be at most 10,00,000 INR/],
    ['insurance', '2^53', '9007199254740992', /^Insurance must be/],
    ['igstDetails_rate', '1000 %', '1000', /^IGST rate must be at most 100%/],
    ['consigneeCountry', 'Atlantis', '"Atlantis"', /^Consignee country: "Atlantis" is not a country/],
  ];
  for (const [field, what, raw, message] of cases)
    it(`${field} = ${what}: 400 naming the field, nothing saved`, async () => {
      const before = await counts();
      const r = await pushRaw(`${JSON.stringify(sampleOrder(900))}, ${withField(901, field, raw)}`);
      expect(r.status).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.data.rejected).toEqual([
        { index: 1, orderId: 'ORD-901', field, message: expect.stringMatching(message) },
      ]);
      expect(await counts()).toEqual(before);
    });

  it('an alias is stored as the table’s name ("UK" → United Kingdom, "America" → USA)', async () => {
    const r = await pushRaw(
      [
        JSON.stringify(sampleOrder(950, { consigneeCountry: 'UK' })),
        JSON.stringify(sampleOrder(951, { consigneeCountry: 'America', currency: 'USD' })),
        JSON.stringify(sampleOrder(952, { consigneeCountry: 'united states' })),
      ].join(','),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const rows = await stack
      .db('orders')
      .whereIn('order_id', ['ORD-950', 'ORD-951', 'ORD-952'])
      .orderBy('order_id')
      .select('consignee_country');
    expect(rows.map((x: any) => x.consignee_country)).toEqual(['United Kingdom', 'USA', 'USA']);
  });
});

describe('the parcel form knows its carrier', () => {
  it("a 25 kg parcel is refused for India Post (20 kg) with the carrier's name, taken for DHL", async () => {
    const before = await counts();
    const items = [
      sampleOrder(960, { grossWeight: '25000', itemGrossWeight: '25000', itemNetWeight: '24500' }),
    ];
    const post = await call(
      stack.url,
      'POST',
      '/api/v1/order/createBox',
      { carrier: 'indiapost', items },
      exporter,
    );
    expect(post.status).toBe(400);
    expect(post.body.message).toContain(
      'Gross weight must be at most 20,000 g (the heaviest parcel India Post takes)',
    );
    expect(await counts()).toEqual(before);
    const dhl = await call(stack.url, 'POST', '/api/v1/order/createBox', { carrier: 'dhl', items }, exporter);
    expect(dhl.status, JSON.stringify(dhl.body)).toBe(201);
  });
});

describe('stored files take the extension of their sniffed kind (issue 23 item 8)', () => {
  it('a PDF uploaded as invoice.exe is kept and served as invoice.pdf', async () => {
    const docket = await pushDocket(stack.url, exporter, [
      sampleOrder(970, { orderId: 'EXT-1', invoiceNo: 'EXT-1' }),
    ]);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const up = await fetch(`${stack.url}/api/v1/dockets/${docket}/files?fileName=invoice.exe&desc=Invoice`, {
      method: 'POST',
      headers: { authorization: `Bearer ${exporter}`, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(pdf),
    });
    const body = (await up.json()) as any;
    expect(up.status, JSON.stringify(body)).toBe(201);
    expect(body.data.fileName).toBe('invoice.pdf');
    const row = await stack.db('docket_files').where({ id: body.data.id }).first('file_name', 'file_key');
    expect(row.file_name).toBe('invoice.pdf');
    expect(row.file_key).toMatch(/\.pdf$/);
    const res = await fetch(`${stack.url}/api/v1/dockets/${docket}/files/${body.data.id}`, {
      headers: { authorization: `Bearer ${exporter}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('filename="invoice.pdf"');
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
  });
});
