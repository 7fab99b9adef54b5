/**
 * Issue 23 item 5 on MySQL (or SQLite with TEST_DATABASE=sqlite) + Redis: the AD-code fee is
 * asked with its details (AD code, bank, branch; core's schema), asking again while an order is
 * open answers that order, 20 simultaneous asks make one order, and a second fee paid (an older
 * order paid in another tab) is refused at verification and never applied.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PLAN_MSG } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
let hash: string;
beforeAll(async () => {
  stack = await startStack({ workers: false });
  hash = (await stack.db('users').where({ username_key: 'abcde1234f' }).first('password_hash')).password_hash;
});
afterAll(async () => {
  await new Promise((r) => setTimeout(r, 1800)); // let the sandbox's delayed webhooks land
  await stack?.stop();
});

const V1 = '/api/v1';
const post = (p: string, body: unknown, token?: string) => call(stack.url, 'POST', `${V1}/${p}`, body, token);
const get = (p: string, token?: string) => call(stack.url, 'GET', `${V1}/${p}`, undefined, token);
const DETAILS = { adCode: '0510006 2900009', bankName: 'State Bank of India', branch: 'Fort, Mumbai' };

let serial = 0;
async function exporter() {
  serial += 1;
  const ie = `ZZZAD${String(serial).padStart(4, '0')}${'ABCDEFGHIJ'[serial % 10]}`;
  const now = Date.now();
  const [id] = await stack.db('users').insert({
    user_type: 1,
    username: ie,
    username_key: ie.toLowerCase(),
    ie_code: ie,
    name: `AD Code Exports ${serial}`,
    email: `adcode${serial}@example.in`,
    mobile: '9876543210',
    password_hash: hash,
    is_active: true,
    is_exporter: true,
    roles: '[]',
    created_at: now,
    updated_at: now,
  });
  return { id: Number(id), token: await loginAs(stack.url, 1, ie) };
}

/** The sandbox checkout's choice, as its form posts it; answers the three signed fields. */
async function sandboxPay(orderId: string, outcome: 'success' | 'failure' = 'success') {
  const res = await fetch(`${stack.url}${V1}/payments/sandbox/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ orderId, outcome, returnUrl: '/adreg' }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return Object.fromEntries(new URL(res.headers.get('location')!).searchParams) as Record<string, string>;
}

const orders = (userId: number) => stack.db('payment_orders').where({ user_id: userId, purpose: 'adcode' });

it('the details are asked with the fee and checked by core’s schema', async () => {
  const u = await exporter();
  const none = await post('lookup/payforadCodeReg', {}, u.token);
  expect(none.status).toBe(400);
  const short = await post('lookup/payforadCodeReg', { ...DETAILS, adCode: '12345' }, u.token);
  expect(short.status).toBe(400);
  expect(short.body.message).toBe(PLAN_MSG.adCodeFormat);
  const noBank = await post('lookup/payforadCodeReg', { ...DETAILS, bankName: ' ' }, u.token);
  expect(noBank.body.message).toBe(PLAN_MSG.adCodeBank);
  expect(await orders(u.id)).toHaveLength(0);

  const r = await post('lookup/payforadCodeReg', DETAILS, u.token);
  expect(r.status).toBe(200);
  expect(r.body.data).toMatchObject({ taxable: 2000, total: 2360 });
  const [row] = await orders(u.id);
  expect(JSON.parse(row.detail).adCode).toEqual({
    adCode: '05100062900009',
    bankName: 'State Bank of India',
    branch: 'Fort, Mumbai',
  });
  expect((await get('lookup/adCodeRegStatus', u.token)).body.data).toMatchObject({
    paid: false,
    details: { adCode: '05100062900009' },
  });
});

it('asking again while an order is open answers that order; 20 at once make one order', async () => {
  const u = await exporter();
  const asks = await Promise.all(
    Array.from({ length: 20 }, () => post('lookup/payforadCodeReg', DETAILS, u.token)),
  );
  expect(asks.map((a) => a.status)).toEqual(Array(20).fill(200));
  const ids = new Set(asks.map((a) => a.body.data.orderId));
  expect(ids.size).toBe(1);
  expect(await orders(u.id)).toHaveLength(1);

  // A later ask (details corrected) answers the same open order, with the new details.
  const again = await post('lookup/payforadCodeReg', { ...DETAILS, branch: 'Nariman Point' }, u.token);
  expect(again.body.data.orderId).toBe([...ids][0]);
  const rows = await orders(u.id);
  expect(rows).toHaveLength(1);
  expect(JSON.parse(rows[0].detail).adCode.branch).toBe('Nariman Point');

  const v = await post('verifyPayment', await sandboxPay(again.body.data.orderId), u.token);
  expect(v.body).toMatchObject({ success: true, message: PLAN_MSG.adCodePaid });
  expect((await post('lookup/payforadCodeReg', DETAILS, u.token)).status).toBe(409);
  expect(await orders(u.id)).toHaveLength(1);
});

it('a second fee paid (an older order, in another tab) is refused at verification', async () => {
  const u = await exporter();
  const first = (await post('lookup/payforadCodeReg', DETAILS, u.token)).body.data.orderId as string;
  // The first checkout fails: the next ask makes a new order...
  await sandboxPay(first, 'failure');
  const second = (await post('lookup/payforadCodeReg', DETAILS, u.token)).body.data.orderId as string;
  expect(second).not.toBe(first);
  const paidFields = await sandboxPay(second);
  const ok = await post('verifyPayment', paidFields, u.token);
  expect(ok.body).toMatchObject({ success: true, message: PLAN_MSG.adCodePaid });
  // ...and the first one, paid after all in another tab, is not applied a second time.
  const again = await post('verifyPayment', await sandboxPay(first), u.token);
  expect(again.status).toBe(409);
  expect(again.body.message).toBe(PLAN_MSG.adCodeAlreadyPaid);
  const rows = await orders(u.id).orderBy('id');
  expect(rows.map((r) => r.status)).toEqual(['refused', 'paid']);
  expect(await stack.db('tax_invoices').where({ user_id: u.id })).toHaveLength(1);
  // Verifying the paid one again still answers as before, and adds nothing.
  expect((await post('verifyPayment', paidFields, u.token)).body.data.activated).toBe(false);
  expect(await stack.db('tax_invoices').where({ user_id: u.id })).toHaveLength(1);
});
