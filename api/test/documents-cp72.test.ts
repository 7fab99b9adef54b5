/**
 * Parcel post customs forms (001 §7 printallcpform) on MySQL + Redis: a docket with postal parcels
 * (Air Parcel (CD)) gets one CP72 (with the CP71 dispatch note) per postal parcel, with the same
 * figures as the parcel's CN23; dockets without one do not list it and are refused it (403), and
 * so are customs users. The spec's call answers the same bytes as the REST route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleOrder, sampleTrackingNo } from '@exportdesk/core';
import { createQueues } from '@exportdesk/api';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { pdfText, pushDocket } from '../../tests/support/documents';

let stack: Stack;
const tokens: Record<string, string> = {};
/** Air Parcel (CD): parcel AP-1 with two items to the UK, a second parcel to the USA. */
let air: string;
/** EMS Speed Post only. */
let ems: string;
/** One Air Parcel and one EMS parcel in the same docket. */
let mixed: string;

const AIR = 'Air Parcel (CD)';
const usa = {
  consigneeName: 'John Doe',
  consigneeCountry: 'USA',
  consigneeCity: 'Boston',
  consigneeZipCode: '02108',
  consigneeAddress: '1 Beacon Street',
  currency: 'USD',
};

beforeAll(async () => {
  stack = await startStack();
  const users: Record<string, [number, string]> = {
    exporter: [1, 'ABCDE1234F'],
    staff: [3, 'exporter.user'],
    cha: [4, 'cha4'],
    fpo: [5, 'fpo.delhi'],
    cbic: [6, 'cbic'],
    superadmin: [10, 'superadmin'],
  };
  for (const [k, [t, u]] of Object.entries(users)) tokens[k] = await loginAs(stack.url, t, u);
  const push = (orderData: unknown[]) => pushDocket(stack.url, tokens.exporter, orderData);
  air = await push([
    sampleOrder(801, {
      orderId: 'CP-1',
      invoiceNo: 'CPINV-1',
      parcelType: AIR,
      boxId: 'AP-1',
      trackingNo: sampleTrackingNo(801),
    }),
    sampleOrder(802, {
      orderId: 'CP-2',
      invoiceNo: 'CPINV-1',
      parcelType: AIR,
      boxId: 'AP-1',
      trackingNo: sampleTrackingNo(801),
      description: 'Silk stole',
      hsnCode: '62143000',
      fob_foreign: '41.25',
      itemNetWeight: '180',
    }),
    sampleOrder(803, {
      orderId: 'CP-3',
      invoiceNo: 'CPINV-3',
      parcelType: AIR,
      boxId: 'AP-2',
      description: 'Brass diya set',
      hsnCode: '74198090',
      fob_foreign: '31.00',
      grossWeight: '1250',
      itemNetWeight: '1100',
      ...usa,
    }),
  ]);
  ems = await push([
    sampleOrder(811, { orderId: 'CP-11', invoiceNo: 'CPINV-11', parcelType: 'EMS Speed Post', ...usa }),
  ]);
  mixed = await push([
    sampleOrder(821, {
      orderId: 'CP-21',
      invoiceNo: 'CPINV-21',
      parcelType: AIR,
      description: 'Teak coaster set',
      hsnCode: '44190090',
    }),
    sampleOrder(822, {
      orderId: 'CP-22',
      invoiceNo: 'CPINV-22',
      parcelType: 'EMS Speed Post',
      description: 'Tea caddy',
      hsnCode: '09024020',
      ...usa,
    }),
  ]);
});
afterAll(async () => {
  await stack?.stop();
});

async function fetchBytes(path: string, token: string) {
  const res = await fetch(`${stack.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}
async function post(path: string, body: unknown, token: string) {
  const res = await fetch(`${stack.url}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}
const tab = async (docket: string, who = 'exporter') => {
  const r = await call(stack.url, 'GET', `/api/v1/dockets/${docket}/documents`, undefined, tokens[who]);
  expect(r.status).toBe(200);
  return r.body.data;
};
const doc = (docket: string, type: string, q = '', who = 'exporter') =>
  fetchBytes(`/api/v1/dockets/${docket}/documents/${type}${q}`, tokens[who]);

/** The figures a declaration prints for one parcel: each item's net weight and value, the totals. */
function figures(text: string, currency: string) {
  const total = text.match(
    new RegExp(`Total gross weight \\(4\\) / Total value[^)]*\\) ([0-9.]+) kg ([0-9.]+) ${currency}`),
  );
  expect(total, text).not.toBeNull();
  return { gross: total![1], value: total![2] };
}

describe('CP72 / CP71 (printallcpform)', () => {
  it('is listed for the owner side of a docket with a postal parcel, never for others or for letter-post-only dockets', async () => {
    for (const who of ['exporter', 'cha', 'superadmin'])
      expect((await tab(air, who)).documents, who).toContain('cp72');
    for (const who of ['staff', 'fpo', 'cbic'])
      expect((await tab(air, who)).documents, who).not.toContain('cp72');
    expect((await tab(ems)).documents).not.toContain('cp72');
    expect((await tab(ems)).documents).toContain('cn23');
    expect((await tab(mixed)).documents).toContain('cp72');
  });

  it('prints one CP 72 per postal parcel: tracking numbers, HS codes, and the CN23’s figures for the same parcels', async () => {
    const r = await doc(air, 'cp72');
    expect(r.status).toBe(200);
    expect(r.type).toContain('application/pdf');
    const text = pdfText(r.bytes);
    expect(text.match(/CP 72/g)!.length).toBeGreaterThanOrEqual(2);
    for (const s of [
      'CUSTOMS DECLARATION AND DISPATCH NOTE',
      'CP 71',
      sampleTrackingNo(801),
      sampleTrackingNo(803),
      'AP-1',
      'AP-2',
      '62141090',
      '62143000',
      '74198090',
      'Silk stole',
      'Brass diya set',
      'Jane Smith',
      'John Doe',
      'India',
      '[X] Sale of goods',
      "sender's signature",
    ]) {
      expect(text, s).toContain(s);
    }
    const parcels = (await tab(air)).parcels as Array<{ _id: string; trackingNo: string }>;
    expect(parcels.map((p) => p._id)).toEqual(['AP-1', 'AP-2']);
    for (const [p, currency] of [
      [parcels[0]!, 'GBP'],
      [parcels[1]!, 'USD'],
    ] as const) {
      const cp = pdfText((await doc(air, 'cp72', `?boxId=${p._id}`)).bytes);
      const cn = pdfText((await doc(air, 'cn23', `?boxId=${p._id}`)).bytes);
      expect(cp).toContain(p.trackingNo);
      expect(figures(cp, currency)).toEqual(figures(cn, currency));
      // Each item's row (description … net weight, value, HS code) reads the same on both forms.
      const rows = (t: string) =>
        [...t.matchAll(/([0-9]+ pieces) ([0-9.]+) ([0-9.]+) ([0-9]{8})/g)].map((m) => m.slice(1).join(' '));
      expect(rows(cp).length).toBeGreaterThan(0);
      expect(rows(cp)).toEqual(rows(cn));
    }
    // Parcel AP-1: two items, 24.50 + 41.25 GBP; AP-2: 1.25 kg gross, 31.00 USD (the view model's sums).
    expect(figures(pdfText((await doc(air, 'cp72', '?boxId=AP-1')).bytes), 'GBP').value).toBe('65.75');
    expect(figures(pdfText((await doc(air, 'cp72', '?boxId=AP-2')).bytes), 'USD')).toEqual({
      gross: '1.2500',
      value: '31.00',
    });
  });

  it('a mixed docket prints only its postal parcel; a letter-post parcel asked by id is a 400', async () => {
    const parcels = (await tab(mixed)).parcels as Array<{ _id: string; trackingNo: string }>;
    const text = pdfText((await doc(mixed, 'cp72')).bytes);
    expect(text).toContain(parcels[0]!.trackingNo);
    expect(text).toContain('44190090');
    expect(text).not.toContain(parcels[1]!.trackingNo);
    expect(text).not.toContain('09024020');
    expect((await doc(mixed, 'cp72', `?boxId=${parcels[1]!._id}`)).status).toBe(400);
  });

  it('refuses an EMS-only docket and customs users (403)', async () => {
    expect((await doc(ems, 'cp72')).status).toBe(403);
    expect((await post('printallcpform', { tempSBill: ems }, tokens.exporter)).status).toBe(403);
    for (const who of ['fpo', 'cbic']) {
      expect((await tab(air, who)).documents).not.toContain('cp72');
      expect((await doc(air, 'cp72', '', who)).status, who).toBe(403);
      expect((await post('printallcpform', { tempSBill: air }, tokens[who])).status, who).toBe(403);
    }
    expect((await doc(air, 'cp72', '', 'staff')).status).toBe(403);
  });

  it('a docket at the worker threshold renders its CP72s in the documents worker, same content', async () => {
    const key = (await call(stack.url, 'POST', '/api/v1/apikey', {}, tokens.exporter)).body.authKey;
    const r = await call(stack.url, 'POST', '/api/v1/client/saveorderdata', {
      authKey: key,
      orderData: [831, 832, 833].map((n) =>
        sampleOrder(n, { orderId: `CP-${n}`, invoiceNo: `CPINV-${n}`, parcelType: AIR }),
      ),
    });
    const big = r.body.tempSBill as string;
    const threshold = stack.config.documentsInWorkerFromParcels;
    stack.config.documentsInWorkerFromParcels = 3;
    const queues = createQueues(stack.config.redisUrl, stack.config.redisPrefix);
    try {
      const res = await doc(big, 'cp72');
      expect(res.status).toBe(200);
      const text = pdfText(res.bytes);
      for (const n of [831, 832, 833]) expect(text).toContain(sampleTrackingNo(n));
      const jobs = (
        await queues.get<{ type: string; docketNo: string }>('documents').getJobs(['completed'])
      ).filter((j) => j && j.data.type === 'cp72' && j.data.docketNo === big);
      expect(jobs.length).toBe(1);
    } finally {
      stack.config.documentsInWorkerFromParcels = threshold;
      await queues.close();
    }
  });

  it('printallcpform {tempSBill} answers the same bytes as GET …/documents/cp72', async () => {
    const rest = await doc(air, 'cp72');
    const alias = await post('printallcpform', { tempSBill: air }, tokens.exporter);
    expect(alias.status).toBe(200);
    expect(alias.type).toContain('application/pdf');
    expect(alias.bytes.equals(rest.bytes)).toBe(true);
  });
});
