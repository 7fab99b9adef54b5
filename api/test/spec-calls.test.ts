/**
 * Issue 25 item 1: the spec's given paths answer (000 §7, 001 §7, 002 §7), as the roles the spec
 * gives, on MySQL. The first block is the spec-call list itself: each call answers 2xx with the
 * envelope `{ success, message, data }` as a role that may call it, and 403 (or 401 without a
 * sign-in) for one that may not. The blocks after it check the behaviour of the calls that are new.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateDMY, indiaDay, isValidS10, sampleOrder } from '@exportdesk/core';
import { pushDocket } from '../../tests/support/documents';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
const tokens: Record<string, string> = {};
let docket = '';
let orgId = 0;

/** A valid India Post S10 number for the 8 digits given (the check digit found by trying). */
function s10(eight: string): string {
  for (let d = 0; d <= 9; d++) if (isValidS10(`EE${eight}${d}IN`)) return `EE${eight}${d}IN`;
  throw new Error('no check digit');
}
const indiaPostNo = s10('12345678');

beforeAll(async () => {
  stack = await startStack({ workers: false });
  const who: [string, number, string][] = [
    ['exporter', 1, 'ABCDE1234F'],
    ['customagent', 2, 'customagent'],
    ['exporterUser', 3, 'exporter.user'],
    ['admin', 10, 'admin'],
    ['superadmin', 10, 'superadmin'],
    ['personal', 101, 'personal'],
    ['fpo', 5, 'fpo.delhi'],
  ];
  for (const [key, type, name] of who) tokens[key] = await loginAs(stack.url, type, name);
  docket = await pushDocket(stack.url, tokens.exporter!, [sampleOrder(1, { orderId: 'SPEC-1' })]);
  const org = await post(
    'organization/add',
    { name: 'Spec Org', code: 'SPECORG', permissions: [], isActive: true },
    tokens.admin,
  );
  expect(org.status, JSON.stringify(org.body)).toBe(201);
  orgId = org.body.data.id;
  const t = Date.now();
  await stack.db('tracking_events').insert([
    {
      tracking_id: indiaPostNo,
      event_at: t - 3_600_000,
      office: 'New Delhi FPO',
      event: 'Item Booked',
      created_at: t,
    },
    {
      tracking_id: indiaPostNo,
      event_at: t,
      office: 'New Delhi FPO',
      event: 'Item Dispatched',
      created_at: t,
    },
  ]);
}, 120_000);
afterAll(async () => stack?.stop());

const v1 = '/api/v1';
const post = (path: string, body: unknown, token?: string) =>
  call(stack.url, 'POST', `${v1}/${path}`, body, token);

type Row = {
  path: string;
  /** Who may call it, and the body they send. */
  as: string | null;
  body: () => unknown;
  /** A role refused with 403; null where every signed-in user may call it (then: 401 signed out). */
  refused: string | null;
};

const tomorrow = () => formatDateDMY(new Date(indiaDay() + 86_400_000));
let seq = 0;

const CALLS: Row[] = [
  {
    path: 'authentication/newregistrationUser',
    as: null,
    body: () => ({
      userType: 1,
      userName: `SPECR${String(++seq).padStart(4, '0')}Z`,
      ieCode: `SPECR${String(seq).padStart(4, '0')}Z`,
      name: 'Spec Registrant',
      email: `spec-reg-${seq}@example.com`,
      mobile: '9876543210',
      password: 'Demo@12345',
      confirmPassword: 'Demo@12345',
    }),
    refused: null,
  },
  { path: 'authentication/subscription', as: 'exporter', body: () => ({}), refused: null },
  { path: 'authentication/wallet', as: 'exporter', body: () => ({}), refused: null },
  { path: 'authentication/transactions', as: 'exporter', body: () => ({}), refused: null },
  { path: 'order/allorders', as: 'exporter', body: () => ({ page: 1 }), refused: 'admin' },
  {
    path: 'order/requestPickup',
    as: 'exporter',
    body: () => ({ docket, pickupDate: tomorrow() }),
    refused: 'personal',
  },
  { path: 'order/csbs', as: 'exporter', body: () => ({}), refused: null },
  {
    path: 'save/saveitems',
    as: 'exporter',
    body: () => ({ carrier: 'indiapost', items: [sampleOrder(9100 + ++seq)] }),
    refused: 'admin',
  },
  // Not served before issue 25: built.
  {
    path: 'authentication/updateBnpl',
    as: 'exporter',
    body: () => ({ customerId: '1000234567', contractNo: 'BNPL/DL/2026/17', bookingOffice: 'New Delhi GPO' }),
    refused: 'customagent',
  },
  { path: 'authentication/roles', as: 'exporterUser', body: () => ({}), refused: null },
  {
    path: 'commontracking/getCommonTrackData',
    as: 'exporter',
    body: () => ({ trackingId: indiaPostNo }),
    refused: 'admin',
  },
  {
    path: 'organization/manageSubscription',
    as: 'admin',
    body: () => ({ id: orgId, planId: 'PREMIUM-Y', validTill: '2027-03-31' }),
    refused: 'exporter',
  },
  { path: 'organization/getIntegratedVendors', as: 'admin', body: () => ({}), refused: 'exporter' },
  { path: 'addressbook/userList', as: 'superadmin', body: () => ({ page: 1 }), refused: 'exporter' },
  { path: 'generateCSI', as: 'exporter', body: () => ({ tempSBill: docket }), refused: 'personal' },
  { path: 'getBoxCount', as: 'exporter', body: () => ({}), refused: 'personal' },
  { path: 'lookup/getMainCat', as: 'exporter', body: () => ({}), refused: null },
];

describe('the spec-call list (issue 25 item 1)', () => {
  for (const c of CALLS) {
    it(`POST ${c.path} answers as ${c.as ?? 'anyone'}${c.refused ? `, 403 for ${c.refused}` : ''}`, async () => {
      const r = await post(c.path, c.body(), c.as ? tokens[c.as] : undefined);
      expect(r.status, JSON.stringify(r.body)).toBeGreaterThanOrEqual(200);
      expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
      expect(r.body).toMatchObject({ success: true, message: expect.any(String) });
      expect(r.body).toHaveProperty('data');
      if (c.refused) expect((await post(c.path, c.body(), tokens[c.refused])).status).toBe(403);
      else if (c.as) expect((await post(c.path, c.body())).status).toBe(401);
    });
  }

  it('POST authentication/createrazorpayorder then authentication/verifyPayment pay a plan', async () => {
    // A fresh exporter on a trial (the demo exporter already holds a plan).
    const demo = await stack.db('users').where({ username_key: 'abcde1234f' }).first();
    const now = Date.now();
    // id, the generated exporter_iec (MySQL only) and the unique series code are the database's.
    const copy = { ...demo };
    for (const k of ['id', 'exporter_iec', 'series_code']) delete copy[k];
    const [id] = await stack.db('users').insert({
      ...copy,
      username: 'SPECP1234Z',
      username_key: 'specp1234z',
      ie_code: 'SPECP1234Z',
      email: 'spec-pay@example.com',
      created_at: now,
      updated_at: now,
    });
    await stack.db('subscriptions').insert({
      user_id: id,
      plan_id: 'TRIAL',
      plan_type: 'trial',
      amount: 0,
      status: 'active',
      starts_at: now,
      ends_at: now + 14 * 86_400_000,
      created_at: now,
    });
    const payer = await loginAs(stack.url, 1, 'SPECP1234Z');
    const order = await post(
      'authentication/createrazorpayorder',
      { planId: 'BASIC-MLT-M', planAmount: 425, walletType: 'export' },
      payer,
    );
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body).toMatchObject({ success: true, message: expect.any(String) });
    const res = await fetch(`${stack.url}${v1}/payments/sandbox/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        orderId: order.body.data.order.orderId,
        outcome: 'success',
        returnUrl: '/myaccount',
      }).toString(),
      redirect: 'manual',
    });
    const fields = Object.fromEntries(new URL(res.headers.get('location')!).searchParams);
    const v = await post('authentication/verifyPayment', fields, payer);
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    expect(v.body).toMatchObject({ success: true, message: expect.any(String) });
    expect(v.body).toHaveProperty('data');
    expect((await post('authentication/verifyPayment', fields)).status).toBe(401);
    expect(
      (await post('authentication/createrazorpayorder', { planId: 'BASIC-MLT-M', planAmount: 425 })).status,
    ).toBe(401);
  });

  it('the old paths still answer', async () => {
    const get = (path: string) => call(stack.url, 'GET', `${v1}/${path}`, undefined, tokens.exporter);
    for (const p of [
      'authentication/subscription',
      'authentication/wallet',
      'authentication/transactions',
      'order/allorders',
      'csb',
    ])
      expect((await get(p)).status, p).toBe(200);
  });

  it('an alias validates as its route does (requestPickup without a date)', async () => {
    const r = await post('order/requestPickup', { docket }, tokens.exporter);
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
  });
});

describe('authentication/updateBnpl', () => {
  it('stores the details on the exporter and reads them back', async () => {
    const body = {
      customerId: '2000345678',
      contractNo: 'BNPL/MUM/9',
      bookingOffice: 'Mumbai GPO',
      validTill: '2027-12-31',
    };
    const r = await post('authentication/updateBnpl', body, tokens.exporter);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe('BNPL details updated successfully.');
    const back = await call(stack.url, 'GET', `${v1}/authentication/bnpl`, undefined, tokens.exporter);
    expect(back.body.data).toMatchObject({ ...body, isBnpl: true, updatedAt: expect.any(Number) });
    const row = await stack.db('users').where({ username_key: 'abcde1234f' }).first('bnpl');
    expect(JSON.parse(row.bnpl)).toMatchObject(body);
  });

  it('refuses a customer id that is not digits, with the message', async () => {
    const r = await post(
      'authentication/updateBnpl',
      { customerId: 'AB12', contractNo: 'X' },
      tokens.exporter,
    );
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Please enter a valid BNPL customer id (digits only, 6 to 15).');
  });
});

describe('commontracking/getCommonTrackData', () => {
  it('finds an India Post number in India Post events, newest first', async () => {
    const r = await post('commontracking/getCommonTrackData', { trackingId: indiaPostNo }, tokens.exporter);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({
      trackingId: indiaPostNo,
      carrier: 'indiapost',
      carrierName: 'India Post',
    });
    expect(r.body.data.events.map((e: { event: string }) => e.event)).toEqual([
      'Item Dispatched',
      'Item Booked',
    ]);
  });

  it("finds a courier's number among the bookings and tracks it with that courier", async () => {
    // Courier bookings are made on a docket's parcels (orders rows), as the csb test does.
    const o = await stack.db('orders').where({ order_id: 'SPEC-1' }).first('id', 'exporter_id');
    const parcelId = o.id;
    const owner = { id: o.exporter_id };
    const t = Date.now();
    await stack.db('carrier_bookings').insert({
      parcel_id: parcelId,
      exporter_id: owner.id,
      carrier: 'dhl',
      generation: 1,
      idem_key: `dhl:${parcelId}:1:spec`,
      status: 'booked',
      awb: '1234567890',
      attempts: 1,
      created_by: owner.id,
      created_at: t,
      updated_at: t,
    });
    const r = await post('commontracking/getCommonTrackData', { trackingId: '1234567890' }, tokens.exporter);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({
      trackingId: '1234567890',
      carrier: 'dhl',
      carrierName: 'DHL Express',
    });
    expect(r.body.data.events[0].description).toContain('1234567890');
  });

  it("an unknown number answers the spec's empty-tracking message", async () => {
    const r = await post('commontracking/getCommonTrackData', { trackingId: 'ZZ99887766' }, tokens.exporter);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('No tracking info. available for tracking Id ZZ99887766');
    expect(r.body.data.events).toEqual([]);
  });
});

describe('getBoxCount', () => {
  it("equals the PBE list's box total for the same filter", async () => {
    await pushDocket(stack.url, tokens.exporter!, [
      sampleOrder(2, { orderId: 'SPEC-2' }),
      sampleOrder(3, { orderId: 'SPEC-3' }),
    ]);
    const listTotal = async (q: Record<string, string>) => {
      let boxes = 0;
      let count = 0;
      for (let page = 1; ; page++) {
        const qs = new URLSearchParams({ ...q, page: String(page) }).toString();
        const r = await call(stack.url, 'GET', `${v1}/dockets?${qs}`, undefined, tokens.exporter);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        count = r.body.count;
        boxes += r.body.data.reduce((n: number, d: { boxes: number }) => n + Number(d.boxes), 0);
        if (page >= (r.body.pager?.totalPages ?? 1)) break;
      }
      return { boxes, count };
    };
    const filters: Record<string, string>[] = [
      {},
      { searchType: 'docket', searchInput: docket, isSearch: 'true' },
    ];
    for (const filter of filters) {
      const want = await listTotal(filter);
      const r = await post('getBoxCount', filter, tokens.exporter);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data).toEqual({ boxCount: want.boxes, pbeCount: want.count });
    }
    expect((await listTotal({})).boxes).toBeGreaterThan(0);
  });
});

describe('lookup/getMainCat', () => {
  const mainCat = (body: unknown) => post('lookup/getMainCat', body, tokens.exporter);

  it('drills chapter → heading → subheading', async () => {
    const chapters = await mainCat({});
    expect(chapters.status, JSON.stringify(chapters.body)).toBe(200);
    const codes = chapters.body.data.map((r: { hsnCode: string }) => r.hsnCode);
    expect(codes).toContain('01');
    expect(codes.every((c: string) => c.length === 2)).toBe(true);

    const headings = await mainCat({ catCode: '01' });
    expect(headings.body.catCode).toBe('01');
    const h = headings.body.data.map((r: { hsnCode: string }) => r.hsnCode);
    expect(h).toContain('0101');
    expect(h.every((c: string) => c.length === 4 && c.startsWith('01'))).toBe(true);

    const subs = await mainCat({ catCode: '0101' });
    const sub = subs.body.data.map((r: { hsnCode: string }) => r.hsnCode);
    expect(sub).toContain('010121');
    expect(sub.every((c: string) => c.length === 6 && c.startsWith('0101'))).toBe(true);
  });

  it('searches within a group with isSearch', async () => {
    const r = await mainCat({ isSearch: true, query: 'horses', group: '01' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.length).toBeGreaterThan(0);
    expect(r.body.data.every((x: { hsnCode: string }) => x.hsnCode.startsWith('01'))).toBe(true);
    const short = await mainCat({ isSearch: true, query: 'ho' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Please enter min 3 characters to search!.');
  });
});

describe('the organization calls', () => {
  it('manageSubscription stores the plan; getIntegratedVendors lists the carriers; userList pages users', async () => {
    const m = await post(
      'organization/manageSubscription',
      { id: orgId, planId: 'ORG-GOLD', validTill: '2027-06-30', isActive: false },
      tokens.admin,
    );
    expect(m.body.data.subscription).toMatchObject({
      planId: 'ORG-GOLD',
      validTill: '2027-06-30',
      isActive: false,
    });
    expect(
      (
        await post(
          'organization/manageSubscription',
          { id: 99999, planId: 'X', validTill: '2027-01-01' },
          tokens.admin,
        )
      ).status,
    ).toBe(404);

    const v = await post('organization/getIntegratedVendors', {}, tokens.admin);
    expect(v.body.data.map((x: { code: string }) => x.code)).toEqual([
      'indiapost',
      'dhl',
      'aramex',
      'fedex',
      'xpressbees',
      'delhivery',
    ]);

    const exporterRow = await stack.db('users').where({ username_key: 'abcde1234f' }).first('id');
    await stack.db('users').where({ id: exporterRow.id }).update({ organization_id: orgId });
    const u = await post('addressbook/userList', { organizationId: orgId }, tokens.admin);
    expect(u.body.count).toBe(1);
    expect(u.body.data[0]).toMatchObject({ userName: 'ABCDE1234F', organizationId: orgId });
    const all = await post('addressbook/userList', { search: 'exporter.user' }, tokens.admin);
    expect(all.body.data.map((x: { userName: string }) => x.userName)).toContain('exporter.user');
  });
});

describe('authentication/roles', () => {
  it("answers the userType table and the caller's own row and permissions", async () => {
    const r = await post('authentication/roles', {}, tokens.exporter);
    expect(r.body.data).toMatchObject({ userType: 1, role: 'exporter admin' });
    expect(r.body.data.userTypes).toHaveLength(11);
    expect(r.body.data.permissions).toContain('account.bnpl');
    const admin = await post('authentication/roles', {}, tokens.admin);
    expect(admin.body.data.permissions).toContain('organizations.manage');
    expect(admin.body.data.permissions).not.toContain('account.bnpl');
  });
});
