/**
 * Courier bookings (issue 15) on MySQL + Redis: the MyDHL driver on recorded answers (served from
 * 127.0.0.1, no network), a carrier that times out or answers 500 mid-booking (nothing half-done),
 * retries with backoff, no double booking under two concurrent Book calls, cancel and rebook.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleOrder } from '@exportdesk/core';
import { call, eventually, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { CarrierError } from '../src/modules/carriers/drivers';
import { messageReference, myDhlDriver } from '../src/modules/carriers/mydhl';

const FIX = path.join(path.dirname(new URL(import.meta.url).pathname), 'fixtures', 'mydhl');
const fixture = (name: string) => readFileSync(path.join(FIX, name), 'utf8');

/** The recorded MyDHL answers, one mode at a time: what the next create-shipment calls get. */
type Mode = '201' | '400' | '500' | 'timeout' | '500-then-201';
let mode: Mode = '201';
let creates: Array<{ headers: IncomingMessage['headers']; body: any }> = [];
let dhl: Server;
let dhlUrl: string;

function startDhl(): Promise<void> {
  dhl = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      const send = (status: number, file: string) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(fixture(file));
      };
      if (req.method === 'GET' && /\/shipments\/\d+\/tracking/.test(req.url ?? ''))
        return send(200, 'tracking-200.json');
      if (req.method !== 'POST' || !req.url?.endsWith('/shipments'))
        return send(404, 'create-shipment-400.json');
      creates.push({ headers: req.headers, body: JSON.parse(text) });
      if (mode === 'timeout') return; // never answers: the driver's timeout fires
      if (mode === '500' || (mode === '500-then-201' && creates.length === 1))
        return send(500, 'create-shipment-500.json');
      if (mode === '400') return send(400, 'create-shipment-400.json');
      send(201, 'create-shipment-201.json');
    });
  });
  return new Promise((r) =>
    dhl.listen(0, '127.0.0.1', () => {
      dhlUrl = `http://127.0.0.1:${(dhl.address() as AddressInfo).port}/mydhlapi/test`;
      r();
    }),
  );
}

let stack: Stack;
let exporter: string;
let parcels: number[] = [];

const form = (parcelId: number, over: Record<string, unknown> = {}) => ({
  parcelId,
  carrier: 'dhl',
  length: 30,
  width: 20,
  height: 10,
  weight: 1.2,
  productCode: 'P',
  contents: 'Cotton scarves',
  shipperPhone: '+91 9876543210',
  shipperAddress: '12 Textile Market, Chandni Chowk',
  shipperCity: 'New Delhi',
  shipperPostalCode: '110006',
  ...over,
});

const booking = async (carrier: string, parcelId: number) =>
  (await call(stack.url, 'GET', `/api/v1/${carrier}/booking/${parcelId}`, undefined, exporter)).body.data;

const settled = (carrier: string, parcelId: number) =>
  eventually(
    async () => {
      const b = await booking(carrier, parcelId);
      return b && (b.status === 'booked' || b.status === 'failed') ? b : null;
    },
    20_000,
    50,
  );

beforeAll(async () => {
  await startDhl();
  stack = await startStack({
    config: {
      carriers: {
        dhlDriver: 'mydhl',
        mydhl: { baseUrl: dhlUrl, username: 'apiuser', password: 'apisecret', account: '123456789' },
        timeoutMs: 300,
        attempts: 3,
        backoffMs: 20,
      },
    },
  });
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  const key = (await call(stack.url, 'POST', '/api/v1/apikey', {}, exporter)).body.authKey;
  const orders = [1, 2, 3, 4, 5, 6].map((n) => sampleOrder(7700 + n));
  const pushed = await call(stack.url, 'POST', '/api/v1/client/saveorderdata', {
    authKey: key,
    orderData: orders,
  });
  expect(pushed.status).toBe(200);
  const list = await call(stack.url, 'GET', '/api/v1/dhl/parcels?page=1', undefined, exporter);
  expect(list.status).toBe(200);
  // Ours only (the demo seed has dockets of its own).
  parcels = list.body.data.items
    .filter((i: any) => /^ORD-77\d\d$/.test(i.orderId))
    .map((i: any) => i.parcelId)
    .sort((a: number, b: number) => a - b);
  expect(parcels).toHaveLength(6);
}, 60_000);
afterAll(async () => {
  await stack?.stop();
  dhl?.close();
});
beforeEach(() => {
  mode = '201';
  creates = [];
});

describe('MyDHL driver on recorded answers', () => {
  const driver = myDhlDriver(
    {
      baseUrl: 'https://express.api.dhl.com/mydhlapi/test',
      username: 'u',
      password: 'p',
      account: '123456789',
      timeoutMs: 1000,
    },
    async (url, init) => {
      const u = String(url);
      if (u.includes('/tracking')) return new Response(fixture('tracking-200.json'), { status: 200 });
      const body = JSON.parse(String(init?.body));
      if (body.productCode !== 'P') return new Response(fixture('create-shipment-400.json'), { status: 400 });
      expect(body).toMatchObject({
        productCode: 'P',
        accounts: [{ typeCode: 'shipper', number: '123456789' }],
        pickup: { isRequested: false },
        content: { isCustomsDeclarable: true, unitOfMeasurement: 'metric', packages: [{ weight: 1.2 }] },
      });
      const h = init?.headers as Record<string, string>;
      expect(h['Message-Reference']).toBe(messageReference('dhl:1:1'));
      expect(h.Authorization).toBe(`Basic ${Buffer.from('u:p').toString('base64')}`);
      return new Response(
        fixture(body.productCode === 'P' ? 'create-shipment-201.json' : 'create-shipment-400.json'),
        {
          status: body.productCode === 'P' ? 201 : 400,
        },
      );
    },
  );
  const req = {
    idemKey: 'dhl:1:1',
    reference: 'PMB0000000000001/B1',
    shipper: {
      name: 'Demo',
      phone: '9876543210',
      line1: 'x',
      city: 'Delhi',
      postalCode: '110001',
      countryCode: 'IN',
    },
    receiver: { name: 'Jane', phone: '0', line1: 'y', city: 'London', postalCode: 'NW1', countryCode: 'GB' },
    productCode: 'P',
    weightKg: 1.2,
    dims: { length: 30, width: 20, height: 10 },
    contents: 'Scarves',
    declaredValue: 24.5,
    currency: 'GBP',
    shipDate: '2026-11-26',
    invoiceNo: 'INV-1',
    invoiceDate: '2026-01-15',
    hsnCode: '62141090',
  };

  it('books: the AWB and the base64 label of the 201; tracking events from the tracking answer', async () => {
    const r = await driver.book(req);
    expect(r.awb).toBe('1234567890');
    expect(r.label.subarray(0, 5).toString()).toBe('%PDF-');
    const events = await driver.track('1234567890');
    expect(events[0]).toEqual({
      at: '2026-11-25T18:32:00',
      code: 'PU',
      description: 'Shipment picked up',
      location: 'New Delhi-IN',
    });
    expect(messageReference('dhl:1:1')).toHaveLength(32);
  });

  it("a 400 is a refusal with DHL's detail, not retried", async () => {
    const err = await driver.book({ ...req, productCode: 'X' }).catch((e) => e);
    expect(err).toBeInstanceOf(CarrierError);
    expect(err.retryable).toBe(false);
    expect(err.message).toBe(
      'DHL Express refused the shipment: Multiple problems found, see Additional Details',
    );
  });
});

describe('Book, label, track through the API and the carrier-booking job', () => {
  it('refuses a 0 cm box with the spec message and saves nothing', async () => {
    const r = await call(
      stack.url,
      'POST',
      '/api/v1/save/savedhldata',
      form(parcels[0], { height: 0 }),
      exporter,
    );
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Length/Width/Height/Weight can not be 0');
    expect(await stack.db('carrier_forms').count({ n: '*' }).first()).toMatchObject({ n: 0 });
    const book = await call(
      stack.url,
      'POST',
      '/api/v1/dhl/bookShipment',
      { parcelId: parcels[0] },
      exporter,
    );
    expect(book.status).toBe(409);
    expect(book.body.message).toBe('Please fill the booking form first');
  });

  it('books once: AWB from DHL, label stored, tracking read', async () => {
    const saved = await call(stack.url, 'POST', '/api/v1/save/savedhldata', form(parcels[0]), exporter);
    expect(saved.body.message).toBe('Data saved');
    // Initiated (form saved), not booked yet: on /initiatelist.
    const initiated = await call(stack.url, 'GET', '/api/v1/carriers/initiated', undefined, exporter);
    expect(initiated.body.data.items.map((i: any) => [i.parcelId, i.carrier])).toEqual([[parcels[0], 'dhl']]);
    const r = await call(stack.url, 'POST', '/api/v1/dhl/bookShipment', { parcelId: parcels[0] }, exporter);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      status: 'queued',
      jobId: expect.stringMatching(/^cb-[0-9a-f]{32}-1$/),
    });
    const b = await settled('dhl', parcels[0]);
    expect(b).toMatchObject({ status: 'booked', awb: '1234567890' });
    expect(creates).toHaveLength(1);
    expect(
      (await call(stack.url, 'GET', '/api/v1/carriers/initiated', undefined, exporter)).body.data.items,
    ).toEqual([]);
    expect(creates[0].body.customerDetails.receiverDetails.postalAddress.countryCode).toBe('GB');
    expect(creates[0].headers['message-reference']).toBe(messageReference(`dhl:${parcels[0]}:1`));

    const label = await fetch(`${stack.url}/api/v1/dhl/label/${parcels[0]}`, {
      headers: { authorization: `Bearer ${exporter}` },
    });
    expect(label.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await label.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const track = await call(stack.url, 'GET', `/api/v1/dhl/track/${parcels[0]}`, undefined, exporter);
    expect(track.body.data.events.map((e: any) => e.code)).toEqual(['PU', 'PL']);

    // Booked: a second Book is refused, and another carrier is told where it is booked.
    const again = await call(
      stack.url,
      'POST',
      '/api/v1/dhl/bookShipment',
      { parcelId: parcels[0] },
      exporter,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This parcel is already booked with DHL Express (AWB 1234567890)');
    await call(
      stack.url,
      'POST',
      '/api/v1/save/savedhldata',
      form(parcels[0], { carrier: 'aramex' }),
      exporter,
    );
    const other = await call(
      stack.url,
      'POST',
      '/api/v1/aramex/bookShipment',
      { parcelId: parcels[0] },
      exporter,
    );
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('This parcel is already booked with DHL Express; cancel it there first');
    expect(creates).toHaveLength(1);
  });

  it('a 500 then a 201: retried with backoff, booked once', async () => {
    mode = '500-then-201';
    await call(stack.url, 'POST', '/api/v1/save/savedhldata', form(parcels[1]), exporter);
    await call(stack.url, 'POST', '/api/v1/dhl/bookShipment', { parcelId: parcels[1] }, exporter);
    expect(await settled('dhl', parcels[1])).toMatchObject({
      status: 'booked',
      awb: '1234567890',
      attempts: 1,
    });
    expect(creates).toHaveLength(2);
    // Both calls carried the same Message-Reference: one booking as DHL sees it.
    expect(new Set(creates.map((c) => c.headers['message-reference'])).size).toBe(1);
  });

  for (const m of ['500', 'timeout'] as const) {
    it(`a carrier that ${m === '500' ? 'answers 500' : 'times out'} on every try: failed, nothing half-done; rebook works`, async () => {
      const parcelId = m === '500' ? parcels[2] : parcels[3];
      mode = m;
      await call(stack.url, 'POST', '/api/v1/save/savedhldata', form(parcelId), exporter);
      await call(stack.url, 'POST', '/api/v1/dhl/bookShipment', { parcelId }, exporter);
      const b = await settled('dhl', parcelId);
      expect(b.status).toBe('failed');
      expect(b.awb).toBeNull();
      expect(b.message).toBe(
        m === '500'
          ? 'DHL Express is not available right now (HTTP 500); nothing was booked. Please try again.'
          : 'The carrier did not answer in time; nothing was booked. Please try again.',
      );
      expect(creates).toHaveLength(3);
      const row = await stack.db('carrier_bookings').where({ parcel_id: parcelId }).first();
      expect(row).toMatchObject({ status: 'failed', awb: null, label_key: null });
      const label = await call(stack.url, 'GET', `/api/v1/dhl/label/${parcelId}`, undefined, exporter);
      expect(label.status).toBe(409);

      // The carrier is back: Book again reuses the same row and idempotency key.
      mode = '201';
      const r = await call(stack.url, 'POST', '/api/v1/dhl/bookShipment', { parcelId }, exporter);
      expect(r.body.data.jobId).toMatch(/-2$/);
      expect(await settled('dhl', parcelId)).toMatchObject({ status: 'booked', awb: '1234567890' });
      const rows = await stack.db('carrier_bookings').where({ parcel_id: parcelId });
      expect(rows).toHaveLength(1);
      expect(rows[0].idem_key).toBe(`dhl:${parcelId}:1`);
    });
  }

  it('two concurrent Book calls: one booking, one carrier call', async () => {
    await call(stack.url, 'POST', '/api/v1/save/savedhldata', form(parcels[4]), exporter);
    const [a, b] = await Promise.all([
      call(stack.url, 'POST', '/api/v1/dhl/bookShipment', { parcelId: parcels[4] }, exporter),
      call(stack.url, 'POST', '/api/v1/dhl/bookShipment', { parcelId: parcels[4] }, exporter),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((x) => x.status === 409)!.body.message).toMatch(
      /^(A booking for this parcel is already in progress|This parcel is already booked with DHL Express \(AWB 1234567890\))$/,
    );
    await settled('dhl', parcels[4]);
    expect(await stack.db('carrier_bookings').where({ parcel_id: parcels[4] })).toHaveLength(1);
    expect(creates).toHaveLength(1);
  });

  it('cancel voids the booking; the sandbox carrier then books it with a deterministic AWB', async () => {
    const c = await call(stack.url, 'POST', '/api/v1/dhl/cancelShipment', { parcelId: parcels[0] }, exporter);
    expect(c.body.message).toBe('Booking cancelled');
    const r = await call(
      stack.url,
      'POST',
      '/api/v1/aramex/bookShipment',
      { parcelId: parcels[0] },
      exporter,
    );
    expect(r.body.message).toBe('Booking requested');
    const b = await settled('aramex', parcels[0]);
    expect(b.status).toBe('booked');
    expect(b.awb).toMatch(/^\d{10}$/);
    const list = await call(stack.url, 'GET', '/api/v1/aramex/parcels?view=booked', undefined, exporter);
    expect(list.body.data.items.map((i: any) => i.parcelId)).toEqual([parcels[0]]);
    expect(list.body.data.items[0].booking).toMatchObject({ carrier: 'aramex', status: 'booked' });
    const dhlList = await call(stack.url, 'GET', '/api/v1/dhl/parcels', undefined, exporter);
    expect(dhlList.body.data.items.map((i: any) => i.parcelId)).not.toContain(parcels[0]);
  });
});
