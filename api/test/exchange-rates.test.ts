/**
 * Customs exchange rates and the SDR value on MySQL + Redis (issue 6 follow-up): the spec's
 * getCurrencies and SDR value, the back office's list and publish (super admin only, all or
 * nothing), a second API instance hearing a publish, and the documents: a docket created after
 * the effective date prints the new rupee values (and may need a CN23 where the old SDR value
 * allowed a CN22), an older docket keeps its figures and its stored files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type ApiServer } from '@exportdesk/api';
import {
  CURRENCIES,
  EXCHANGE_RATE_MSG,
  INDICATIVE_RATE_REFERENCE,
  effectiveDate,
  sampleOrder,
} from '@exportdesk/core';
import { call, eventually, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { pdfText } from '../../tests/support/documents';

let stack: Stack;
let other: ApiServer;
let admin: string;
let exporter: string;
let apiKey: string;
let oldDocket: string;

const DAY = 86_400_000;
const today = () => effectiveDate(Date.now());
// One parcel, one invoice of 300 USD: ₹25,230 at the seed's 84.1 = 222 SDR at 113.5 (a CN22);
// at 90 and an SDR of 80 it is ₹27,000 = 337.5 SDR (a CN23).
const order = (invoiceNo: string) =>
  sampleOrder(1, {
    orderId: `X-${invoiceNo}`,
    invoiceNo,
    currency: 'USD',
    fob_foreign: '300.00',
    freight: '0',
  });

async function newDocket(invoiceNo: string) {
  const r = await call(stack.url, 'POST', '/api/v1/client/saveorderdata', {
    authKey: apiKey,
    orderData: [order(invoiceNo)],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.tempSBill as string;
}

async function documentBytes(docket: string, type: string, query = '') {
  const res = await fetch(`${stack.url}/api/v1/dockets/${docket}/documents/${type}${query}`, {
    headers: { authorization: `Bearer ${exporter}` },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(res.status, bytes.toString().slice(0, 200)).toBe(200);
  return bytes;
}

/** The invoice's FOB in rupees next to the 300.00 USD, as its table prints it (Indian grouping: 25,230.00). */
async function invoiceInr(docket: string, invoiceNo: string) {
  const t = pdfText(await documentBytes(docket, 'invoice', `?invoiceNo=${invoiceNo}`));
  return t.match(/300\.00 (\d{1,3}(?:,\d{2})*,\d{3}\.\d{2}|\d{1,3}\.\d{2})/)?.[1];
}
const formOf = async (docket: string) => {
  const t = pdfText(await documentBytes(docket, 'cn22'));
  return t.includes('CN 23') ? 'CN23' : t.includes('CN 22') ? 'CN22' : '?';
};
const rowCount = async () => Number((await stack.db('exchange_rates').count({ n: '*' }).first())!.n);
const put = (body: unknown, token = admin) => call(stack.url, 'PUT', '/api/v1/exchange-rates', body, token);
const usdOn = async (url: string) =>
  (await call(url, 'GET', '/api/v1/getCurrencies', undefined, exporter)).body.data?.find(
    (c: any) => c.short === 'USD',
  )?.value;

beforeAll(async () => {
  // A minute between polls: the second instance can only learn of a publish from Redis in time.
  stack = await startStack({ workers: false, env: { EXCHANGE_RATES_POLL_MS: '60000' } });
  other = await createApi(stack.config);
  admin = await loginAs(stack.url, 10, 'superadmin');
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  apiKey = (await call(stack.url, 'POST', '/api/v1/apikey', {}, exporter)).body.authKey;
  oldDocket = await newDocket('OLD-1');
  // This docket was created two days ago, before any notification published below takes effect.
  await stack
    .db('dockets')
    .where({ docket_no: oldDocket })
    .update({ created_at: Date.now() - 2 * DAY });
});
afterAll(async () => {
  await other?.stop();
  await stack?.stop();
});

describe('the seeded rates (core constants, marked indicative)', () => {
  it('getCurrencies: name, short, value for the 22 order currencies', async () => {
    const r = await call(stack.url, 'GET', '/api/v1/getCurrencies', undefined, exporter);
    expect(r.status).toBe(200);
    expect(r.body.data.map((c: any) => c.short)).toEqual([...CURRENCIES]);
    expect(r.body.data.find((c: any) => c.short === 'USD')).toEqual({
      name: 'US Dollar',
      short: 'USD',
      value: 84.1,
      effectiveFrom: 0,
      reference: INDICATIVE_RATE_REFERENCE,
    });
    expect(r.body.data.find((c: any) => c.short === 'KRW').value).toBe(0.062);
  });
  it('sdrValue: value, effectiveFrom, reference', async () => {
    const r = await call(stack.url, 'GET', '/api/v1/sdrValue', undefined, exporter);
    expect(r.body.data).toEqual({ value: 113.5, effectiveFrom: 0, reference: INDICATIVE_RATE_REFERENCE });
  });
  it('the list (super admin): 23 rows in force, the history', async () => {
    const r = await call(stack.url, 'GET', '/api/v1/exchange-rates', undefined, admin);
    expect(r.status).toBe(200);
    expect(r.body.data.current).toHaveLength(23);
    expect(r.body.data.current.find((c: any) => c.currency === 'XDR')).toMatchObject({
      name: 'Special Drawing Right (IMF)',
      value: 113.5,
      status: 'current',
      updatedBy: null,
    });
    expect(r.body.data.history).toHaveLength(23);
  });
  it('the seed is idempotent and every docket prints what it printed before', async () => {
    expect(await rowCount()).toBe(23);
    expect(await invoiceInr(oldDocket, 'OLD-1')).toBe('25,230.00');
    expect(await formOf(oldDocket)).toBe('CN22');
  });
});

describe('who may publish, and what is refused', () => {
  it('an exporter may read the currencies but not list or publish: 403', async () => {
    expect((await call(stack.url, 'GET', '/api/v1/exchange-rates', undefined, exporter)).status).toBe(403);
    expect(
      (
        await put(
          { effectiveFrom: today(), reference: 'CBIC Notification No. 1/2026', rates: { USD: 90 } },
          exporter,
        )
      ).status,
    ).toBe(403);
    const cha = await loginAs(stack.url, 4, 'cha4');
    expect(
      (
        await put(
          { effectiveFrom: today(), reference: 'CBIC Notification No. 1/2026', rates: { USD: 90 } },
          cha,
        )
      ).status,
    ).toBe(403);
    const plainAdmin = await loginAs(stack.url, 10, 'admin');
    expect(
      (
        await put(
          { effectiveFrom: today(), reference: 'CBIC Notification No. 1/2026', rates: { USD: 90 } },
          plainAdmin,
        )
      ).status,
    ).toBe(403);
    expect((await call(stack.url, 'GET', '/api/v1/getCurrencies')).status).toBe(401);
    expect(await rowCount()).toBe(23);
  });
  it.each([
    [
      'an unknown currency, even beside good ones',
      { rates: { USD: 90, EUR: 99, XYZ: 1 } },
      'Unknown currency XYZ: rates can be published only for AUD, BHD',
    ],
    ['zero', { rates: { USD: 90, EUR: 0 } }, EXCHANGE_RATE_MSG.badRate('EUR')],
    ['a negative rate', { rates: { USD: -90 } }, EXCHANGE_RATE_MSG.badRate('USD')],
    ['seven decimals', { rates: { KRW: 0.0620001 } }, EXCHANGE_RATE_MSG.badRate('KRW')],
    ['a non-number', { rates: { USD: '84,10' } }, EXCHANGE_RATE_MSG.badRate('USD')],
    ['no rates', { rates: {} }, EXCHANGE_RATE_MSG.noRates],
    ['no date', { effectiveFrom: '2026-05-01' }, EXCHANGE_RATE_MSG.badDate],
    ['an impossible date', { effectiveFrom: '31-04-2026' }, EXCHANGE_RATE_MSG.badDate],
    [
      'a date before today',
      { effectiveFrom: effectiveDate(Date.now() - 2 * DAY) },
      EXCHANGE_RATE_MSG.pastDate,
    ],
    [
      'a date over a year ahead',
      { effectiveFrom: effectiveDate(Date.now() + 400 * DAY) },
      EXCHANGE_RATE_MSG.farDate,
    ],
    ['no reference', { reference: ' ' }, EXCHANGE_RATE_MSG.reference],
  ])('%s: 400 with a clear message, nothing written', async (_name, patch, message) => {
    const r = await put({
      effectiveFrom: today(),
      reference: 'CBIC Notification No. 75/2026-Customs (N.T.)',
      rates: { USD: 90 },
      ...patch,
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain(message);
    expect(await rowCount()).toBe(23);
    expect(await usdOn(stack.url)).toBe(84.1);
  });
});

describe('a notification published by the super admin', () => {
  let oldInvoice: Buffer;
  let newDocketNo: string;
  const reference = 'CBIC Notification No. 75/2026-Customs (N.T.)';

  it('is written whole, answered at once here and, through Redis, on another instance', async () => {
    oldInvoice = await documentBytes(oldDocket, 'invoice', '?invoiceNo=OLD-1');
    expect(await usdOn(other.url)).toBe(84.1);
    const r = await put({ effectiveFrom: today(), reference, rates: { USD: 90, EUR: '99.125', XDR: 80 } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe(EXCHANGE_RATE_MSG.published(3, today()));
    expect(await rowCount()).toBe(26);
    expect(r.body.data.current.find((c: any) => c.currency === 'USD')).toMatchObject({
      value: 90,
      reference,
      status: 'current',
      updatedBy: expect.any(String),
    });
    expect(r.body.data.history.filter((c: any) => c.currency === 'USD').map((c: any) => c.status)).toEqual([
      'current',
      'superseded',
    ]);
    expect(await usdOn(stack.url)).toBe(90);
    const sdr = await call(stack.url, 'GET', '/api/v1/sdrValue', undefined, exporter);
    expect(sdr.body.data).toMatchObject({ value: 80, reference });
    // The other instance polls once a minute here: only the Redis announcement gets it there in time.
    await eventually(async () => (await usdOn(other.url)) === 90, 5000);
    const eur = (await call(other.url, 'GET', '/api/v1/getCurrencies', undefined, exporter)).body.data.find(
      (c: any) => c.short === 'EUR',
    );
    expect(eur.value).toBe(99.125);
  });

  it('a docket created after the effective date prints the new rupee values and needs a CN23', async () => {
    newDocketNo = await newDocket('NEW-1');
    expect(await invoiceInr(newDocketNo, 'NEW-1')).toBe('27,000.00');
    expect(await formOf(newDocketNo)).toBe('CN23'); // ₹27,000 / 80 = 337.5 SDR
    const tab = await call(stack.url, 'GET', `/api/v1/dockets/${newDocketNo}/documents`, undefined, exporter);
    expect(tab.body.data.parcels.map((p: any) => p.form)).toEqual(['CN23']);
  });

  it('an older docket keeps its figures, its CN22 and its stored file', async () => {
    expect(await invoiceInr(oldDocket, 'OLD-1')).toBe('25,230.00');
    expect(await formOf(oldDocket)).toBe('CN22');
    // Same revision, so the file stored before the publish is served again (a re-render would differ).
    expect((await documentBytes(oldDocket, 'invoice', '?invoiceNo=OLD-1')).equals(oldInvoice)).toBe(true);
  });

  it('a notification dated ahead is listed as scheduled and changes nothing yet', async () => {
    const tomorrow = effectiveDate(Date.now() + DAY);
    const r = await put({
      effectiveFrom: tomorrow,
      reference: 'CBIC Notification No. 78/2026-Customs (N.T.)',
      rates: { USD: 95 },
    });
    expect(r.status).toBe(200);
    expect(r.body.data.history.find((c: any) => c.currency === 'USD')).toMatchObject({
      value: 95,
      status: 'scheduled',
    });
    expect(r.body.data.current.find((c: any) => c.currency === 'USD').value).toBe(90);
    expect(await usdOn(stack.url)).toBe(90);
    expect(await invoiceInr(newDocketNo, 'NEW-1')).toBe('27,000.00');
  });
});
