/**
 * Issue 14 plans and payments on MySQL + Redis (and SQLite with TEST_DATABASE=sqlite): every
 * subscription transition, the sandbox checkout, a payment verified twice, a forged and a replayed
 * webhook, plan changes by an exporter user and a CHA, a downgrade then an upgrade in one cycle,
 * the AD code fee, the plan guard, the tax invoice PDF, and 100 concurrent payments giving 100
 * consecutive invoice numbers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_MSG, gstinCheckChar, isValidGstin, sampleOrder } from '@exportdesk/core';
import { createQueues, queueExpiryReminders } from '@exportdesk/api';
import { DEMO_SUPPLIER_GSTIN } from '../src/config';
import { pdfText } from '../../tests/support/documents';
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
const DAY = 86_400_000;
/** What the AD-code form sends with the fee (issue 23). */
const AD_DETAILS = { adCode: '0510006 2900009', bankName: 'State Bank of India', branch: 'Fort, Mumbai' };

let serial = 0;
/** A fresh exporter admin (password Demo@12345), with a 14-day trial unless told otherwise. */
async function exporter(
  opts: { gstState?: string; name?: string; trial?: boolean; address?: Record<string, string> } = {},
) {
  serial += 1;
  const ie = `ZZZPS${String(serial).padStart(4, '0')}${'ABCDEFGHIJ'[serial % 10]}`;
  const now = Date.now();
  let gstin: string | null = null;
  if (opts.gstState) {
    const body = `${opts.gstState}AABCZ${String(1000 + serial).slice(-4)}K1Z`;
    gstin = body + gstinCheckChar(body);
  }
  const [id] = await stack.db('users').insert({
    user_type: 1,
    username: ie,
    username_key: ie.toLowerCase(),
    ie_code: ie,
    name: opts.name ?? `Plan Test Exports ${serial}`,
    email: `plan${serial}@example.in`,
    mobile: '9876543210',
    password_hash: hash,
    is_active: true,
    is_exporter: true,
    gstin,
    roles: '[]',
    pickup_address: opts.address ? JSON.stringify(opts.address) : null,
    created_at: now,
    updated_at: now,
  });
  if (opts.trial !== false)
    await stack.db('subscriptions').insert({
      user_id: id,
      plan_id: 'TRIAL',
      plan_type: 'trial',
      amount: 0,
      status: 'active',
      starts_at: now,
      ends_at: now + 14 * DAY,
      created_at: now,
    });
  return { id: Number(id), token: await loginAs(stack.url, 1, ie) };
}

/** The sandbox checkout's choice, as the page's form posts it; answers the three signed fields. */
async function sandboxPay(orderId: string, outcome: 'success' | 'failure' = 'success') {
  const res = await fetch(`${stack.url}${V1}/payments/sandbox/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ orderId, outcome, returnUrl: '/myaccount' }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  const to = new URL(res.headers.get('location')!);
  return Object.fromEntries(to.searchParams) as Record<string, string>;
}

async function buy(token: string, body: Record<string, unknown>) {
  const r = await post('subscribePlan', { walletType: 'export', ...body }, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const fields = await sandboxPay(r.body.data.order.orderId);
  const v = await post('verifyPayment', fields, token);
  expect(v.status, JSON.stringify(v.body)).toBe(200);
  return { order: r.body.data.order, change: r.body.data.change, verify: v.body.data, fields };
}

const subsOf = (userId: number) => stack.db('subscriptions').where({ user_id: userId }).orderBy('id');

describe('who may change plans (002 §6)', () => {
  it('an exporter user and a CHA are told "This feature is in development phase."', async () => {
    for (const [type, name] of [
      [3, 'exporter.user'],
      [4, 'cha4'],
    ] as const) {
      const token = await loginAs(stack.url, type, name);
      const r = await post(
        'subscribePlan',
        { planId: 'PREMIUM-M', planAmount: 675, walletType: 'export' },
        token,
      );
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('This feature is in development phase.');
    }
    expect(await stack.db('payment_orders').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });
});

describe('subscription transitions', () => {
  it('trial → basic: paid in the sandbox, activated once however often it is verified', async () => {
    const u = await exporter();
    const before = await get('authentication/subscription', u.token);
    expect(before.body.data).toMatchObject({ state: 'trial', plan: { planId: 'TRIAL' } });

    const wrong = await post('subscribePlan', { planId: 'BASIC-MLT-M', planAmount: 1 }, u.token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(PLAN_MSG.wrongAmount);

    const { order, change, verify, fields } = await buy(u.token, { planId: 'BASIC-MLT-M', planAmount: 425 });
    expect(change).toBe('new');
    expect(order).toMatchObject({
      taxable: 425,
      gst: 76.5,
      total: 501.5,
      amount: 50150,
      provider: 'sandbox',
    });
    expect(verify).toMatchObject({ activated: true, planId: 'BASIC-MLT-M' });
    expect(verify.invoiceNo).toMatch(/^SB\/\d\d-\d\d\/\d{6}$/);

    // verified again, and the signed webhook a moment later: nothing new
    const again = await post('verifyPayment', fields, u.token);
    expect(again.body).toMatchObject({ success: true, data: { activated: false } });
    await new Promise((r) => setTimeout(r, 1800));
    const subs = await subsOf(u.id);
    expect(subs.filter((s) => s.payment_order_id !== null)).toHaveLength(1);
    expect(await stack.db('tax_invoices').where({ user_id: u.id })).toHaveLength(1);
    const after = await get('authentication/subscription', u.token);
    expect(after.body.data).toMatchObject({ state: 'active', plan: { planId: 'BASIC-MLT-M', amount: 425 } });
    // wallet: payment in, plan out; balance = sum = 0
    expect((await get('authentication/wallet', u.token)).body.data).toMatchObject({ balance: 0 });
    const tx = (await get('authentication/transactions', u.token)).body.data;
    expect(tx.payments[0]).toMatchObject({ status: 'paid', total: 501.5 });
    expect(tx.ledger).toHaveLength(2);
  });

  it('equal: "You have already subscribed to this Plan."; upgrade asks, then pays the rest of the cycle', async () => {
    const u = await exporter();
    await buy(u.token, { planId: 'BASIC-MLT-M', planAmount: 425 });
    const same = await post('subscribePlan', { planId: 'BASIC-MLT-M', planAmount: 425 }, u.token);
    expect(same.status).toBe(409);
    expect(same.body.message).toBe('You have already subscribed to this Plan.');

    const ask = await post('subscribePlan', { planId: 'PREMIUM-M', planAmount: 675 }, u.token);
    expect(ask.status).toBe(409);
    expect(ask.body).toMatchObject({
      message: 'You have already subscribed to this Plan.',
      data: { change: 'upgrade' },
    });

    const up = await buy(u.token, {
      planId: 'PREMIUM-M',
      planAmount: 675,
      isChangePlan: true,
      isUpgrade: true,
      userRes: 'Yes',
    });
    expect(up.change).toBe('upgrade');
    expect(up.order.taxable).toBeGreaterThan(0);
    expect(up.order.taxable).toBeLessThanOrEqual(250);
    const subs = await subsOf(u.id);
    const basic = subs.find((s) => s.plan_id === 'BASIC-MLT-M');
    const premium = subs.find((s) => s.plan_id === 'PREMIUM-M');
    expect(basic.status).toBe('superseded');
    expect(premium).toMatchObject({ status: 'active' });
    expect(Number(premium.ends_at)).toBe(Number(basic.ends_at));
    const cur = (await get('authentication/subscription', u.token)).body.data;
    expect(cur).toMatchObject({ state: 'active', premium: true, plan: { planId: 'PREMIUM-M' } });
  });

  it('upgrade "Next Month" starts when the cycle ends', async () => {
    const u = await exporter();
    await buy(u.token, { planId: 'BASIC-MLT-M', planAmount: 425 });
    const r = await buy(u.token, {
      planId: 'PREMIUM-M',
      planAmount: 675,
      isChangePlan: true,
      isUpgrade: true,
      userRes: 'Next Month',
    });
    expect(r.order.taxable).toBe(675);
    const [, basic, premium] = await subsOf(u.id);
    expect(Number(premium.starts_at)).toBe(Number(basic.ends_at));
    const cur = (await get('authentication/subscription', u.token)).body.data;
    expect(cur.plan.planId).toBe('BASIC-MLT-M');
    expect(cur.next).toHaveLength(1);
  });

  it('a downgrade waits for the cycle end; an upgrade in the same cycle cancels it with a credit note', async () => {
    const u = await exporter({ gstState: '29' });
    await buy(u.token, { planId: 'BASIC-MLT-M', planAmount: 425 });
    // basic yearly is ₹291.58 a month: less, so a downgrade from the next cycle
    const down = await buy(u.token, { planId: 'BASIC-MLT-Y', planAmount: 3499, isChangePlan: true });
    expect(down.change).toBe('downgrade');
    let cur = (await get('authentication/subscription', u.token)).body.data;
    expect(cur.plan.planId).toBe('BASIC-MLT-M');
    expect(cur.next[0].planId).toBe('BASIC-MLT-Y');

    // then an upgrade to premium, paid now
    const up = await buy(u.token, {
      planId: 'PREMIUM-M',
      planAmount: 675,
      isChangePlan: true,
      isUpgrade: true,
      userRes: 'Yes',
    });
    expect(up.change).toBe('upgrade');
    expect(up.verify.creditNoteNo).toMatch(/^SC\//);
    cur = (await get('authentication/subscription', u.token)).body.data;
    expect(cur.plan.planId).toBe('PREMIUM-M');
    expect(cur.next).toHaveLength(0);
    const credit = (await get('subscription/creditNotes', u.token)).body.data;
    expect(credit).toHaveLength(1);
    expect(credit[0]).toMatchObject({ taxable: 3499, cgst: 314.91, sgst: 314.91, igst: 0, total: 4128.82 });
    expect((await get('authentication/wallet', u.token)).body.data.balance).toBe(4128.82);
  });

  it('expired: read-only; checkforsubscription says so; new orders refused with the plan message', async () => {
    const u = await exporter();
    await stack
      .db('subscriptions')
      .where({ user_id: u.id })
      .update({ ends_at: Date.now() - 1000 });
    const cur = (await get('authentication/subscription', u.token)).body.data;
    expect(cur.state).toBe('expired');
    const check = await get('checkforsubscription', u.token);
    expect(check.body.valid).toBe(false);
    const orders = await get('subscription/feature/orders.create', u.token);
    expect(orders.status).toBe(403);
    expect(orders.body.message).toBe(PLAN_MSG.expired);
    expect((await get('subscription/feature/documents.download', u.token)).status).toBe(200);
    // pushing orders with the account's API key is refused with the plan message; nothing is saved
    const key = (await post('apikey', {}, u.token)).body.authKey;
    const before = await stack.db('orders').count({ n: '*' }).first();
    const push = await post('client/saveorderdata', { authKey: key, orderData: [sampleOrder()] });
    expect(push.status).toBe(403);
    expect(push.body.message).toBe(PLAN_MSG.expired);
    expect(await stack.db('orders').count({ n: '*' }).first()).toEqual(before);
    // a new plan from an expired one is "new"
    const again = await buy(u.token, { planId: 'BASIC-MLT-Y', planAmount: 3499 });
    expect(again.change).toBe('new');
    expect((await get('checkforsubscription', u.token)).body.valid).toBe(true);
  });

  it('premium-only features answer 403 "This feature is not available with your current plan"', async () => {
    const u = await exporter();
    await buy(u.token, { planId: 'BASIC-MLT-M', planAmount: 425 });
    const r = await get('subscription/feature/gstReport', u.token);
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('This feature is not available with your current plan');
    expect((await get('subscription/feature/bulkUpload', u.token)).status).toBe(200);
  });
});

describe('payments: forged and replayed webhooks, failures, the AD code fee', () => {
  it('a forged webhook is refused and changes nothing; a replay is ignored', async () => {
    const u = await exporter();
    const r = await post('subscribePlan', { planId: 'PREMIUM-M', planAmount: 675 }, u.token);
    const orderId = r.body.data.order.orderId;
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_forged', order_id: orderId, amount: 79650 } } },
    });
    const forged = await fetch(`${stack.url}${V1}/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'f'.repeat(64) },
      body,
    });
    expect(forged.status).toBe(400);
    expect((await stack.db('payment_orders').where({ order_id: orderId }).first()).status).toBe('created');

    // a forged verify (signature over other ids) is refused too
    const bad = await post(
      'verifyPayment',
      { razorpay_order_id: orderId, razorpay_payment_id: 'pay_x', razorpay_signature: 'a'.repeat(64) },
      u.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(PLAN_MSG.badSignature);

    // the genuine, signed webhook, delivered twice under one event id
    const { createHmac } = await import('node:crypto');
    const secret = createHmac('sha256', stack.config.jwtSecret).update('sandbox-webhook').digest('hex');
    const good = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_hook1', order_id: orderId, amount: 79650 } } },
    });
    const sig = createHmac('sha256', secret).update(good).digest('hex');
    const send = () =>
      fetch(`${stack.url}${V1}/payments/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': sig,
          'x-razorpay-event-id': 'evt_1',
        },
        body: good,
      }).then(async (res) => ({ status: res.status, body: await res.json() }));
    const first = await send();
    expect(first).toMatchObject({ status: 200, body: { data: { handled: true, activated: true } } });
    const replay = await send();
    expect(replay).toMatchObject({ status: 200, body: { data: { duplicate: true } } });
    expect((await subsOf(u.id)).filter((s) => s.payment_order_id !== null)).toHaveLength(1);
  });

  it('a failed payment changes nothing', async () => {
    const u = await exporter();
    const r = await post('subscribePlan', { planId: 'PREMIUM-M', planAmount: 675 }, u.token);
    const back = await sandboxPay(r.body.data.order.orderId, 'failure');
    expect(back.payment).toBe('failed');
    expect((await get('authentication/subscription', u.token)).body.data.state).toBe('trial');
    expect(await stack.db('tax_invoices').where({ user_id: u.id })).toHaveLength(0);
  });

  it('AD code registration: Rs. 2000 + 18% GST once, then "already paid"', async () => {
    const u = await exporter({ gstState: '07' });
    const r = await post('lookup/payforadCodeReg', AD_DETAILS, u.token);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ taxable: 2000, total: 2360 });
    const fields = await sandboxPay(r.body.data.orderId);
    const v = await post('verifyPayment', fields, u.token);
    expect(v.body).toMatchObject({ success: true, message: PLAN_MSG.adCodePaid });
    const inv = (await get('subscription/taxInvoices', u.token)).body.data[0];
    expect(inv).toMatchObject({ taxable: 2000, igst: 360, cgst: 0, total: 2360 });
    const twice = await post('lookup/payforadCodeReg', AD_DETAILS, u.token);
    expect(twice.status).toBe(409);
    const cha = await loginAs(stack.url, 4, 'cha4');
    expect((await post('lookup/payforadCodeReg', AD_DETAILS, cha)).status).toBe(403);
  });
});

describe('Clients & Users and Manage Agents (super admin)', () => {
  it('plans of listed accounts; CHA links with history; others refused', async () => {
    const admin = await loginAs(stack.url, 10, 'superadmin');
    const u = await exporter();
    const plans = await get(`subscription/plansOf?ids=${u.id}`, admin);
    expect(plans.body.data[u.id]).toMatchObject({ planName: 'Free trial', state: 'trial' });
    expect((await get(`subscription/plansOf?ids=${u.id}`, u.token)).status).toBe(403);
    const cha = await stack.db('users').where({ username_key: 'cha4' }).first('id');
    const ie = (await stack.db('users').where({ id: u.id }).first('ie_code')).ie_code;
    expect((await post('users/cha-links', { chaUserId: cha.id, exporterIeCode: ie }, admin)).status).toBe(
      200,
    );
    const del = await call(
      stack.url,
      'DELETE',
      `${V1}/users/cha-links`,
      { chaUserId: cha.id, exporterIeCode: ie },
      admin,
    );
    expect(del.status).toBe(200);
    const links = (await get(`users/cha-links/${cha.id}`, admin)).body.data;
    expect(links.exporters.some((e: { ieCode: string }) => e.ieCode === ie)).toBe(false);
    expect(links.history.slice(0, 2).map((h: { action: string; by: string }) => [h.action, h.by])).toEqual([
      ['unlink', 'superadmin'],
      ['link', 'superadmin'],
    ]);
    expect((await get(`users/cha-links/${cha.id}`, u.token)).status).toBe(403);
  });
});

describe('expiry reminders (7 and 1 days before)', () => {
  it('one mail per plan and mark, however often the job runs', async () => {
    const u7 = await exporter();
    const u1 = await exporter();
    const at = Date.now();
    await stack
      .db('subscriptions')
      .where({ user_id: u7.id })
      .update({ ends_at: at + 6.5 * DAY });
    await stack
      .db('subscriptions')
      .where({ user_id: u1.id })
      .update({ ends_at: at + 0.5 * DAY });
    const queues = createQueues(stack.config.redisUrl, stack.config.redisPrefix);
    try {
      const ctx = { db: stack.db, queues, config: stack.config };
      await queueExpiryReminders(ctx, at);
      await queueExpiryReminders(ctx, at + 60_000);
      const mail = queues.get<{ kind: string; to: string; subject: string }>('mail');
      const jobs = (await mail.getJobs(['waiting', 'delayed', 'active', 'completed'])).filter((j) =>
        String(j.id).startsWith('sub-reminder:'),
      );
      const subs7 = await subsOf(u7.id);
      const subs1 = await subsOf(u1.id);
      const ids = jobs.map((j) => String(j.id)).sort();
      expect(ids).toEqual(
        [
          `sub-reminder:${subs1[0].id}:${subs1[0].ends_at}:1`,
          `sub-reminder:${subs7[0].id}:${subs7[0].ends_at}:7`,
        ].sort(),
      );
      const seven = jobs.find((j) => String(j.id).endsWith(':7'))!;
      expect(seven.data).toMatchObject({
        kind: 'subscription-reminder',
        to: expect.stringContaining('@example.in'),
      });
      expect(seven.data.subject).toContain('Free trial');
    } finally {
      await queues.close();
    }
  });
});

describe('GST tax invoices', () => {
  it('the PDF: its owner and the super admin only; HTML and SQL in the name print as text', async () => {
    const u = await exporter({ gstState: '29', name: `<b>Bold</b> Exports'); DROP TABLE users;--` });
    const { verify } = await buy(u.token, { planId: 'PREMIUM-Y', planAmount: 5999 });
    const path = `subscription/getTaxInvForSubs/${verify.invoiceNo.replace(/\//g, '-')}`;
    const res = await fetch(`${stack.url}${V1}/${path}`, { headers: { authorization: `Bearer ${u.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const other = await exporter();
    expect((await get(path, other.token)).status).toBe(404);
    const admin = await loginAs(stack.url, 10, 'superadmin');
    const all = await get('subscription/taxInvoices?all=1', admin);
    expect(all.body.data.some((i: { invoiceNo: string }) => i.invoiceNo === verify.invoiceNo)).toBe(true);
    expect((await get('subscription/taxInvoices?all=1', u.token)).status).toBe(403);
    expect(await stack.db('users').count({ n: '*' }).first()).toBeTruthy(); // the table is still there
    const inv = all.body.data.find((i: { invoiceNo: string }) => i.invoiceNo === verify.invoiceNo);
    expect(inv).toMatchObject({ cgst: 539.91, sgst: 539.91, igst: 0, total: 7078.82, sac: '998315' });
  });

  it('carries the place of supply and the buyer; IGST vs CGST+SGST follows the place of supply', async () => {
    const pdfOf = async (token: string, invoiceNo: string) => {
      const path = `subscription/getTaxInvForSubs/${invoiceNo.replace(/\//g, '-')}`;
      const res = await fetch(`${stack.url}${V1}/${path}`, { headers: { authorization: `Bearer ${token}` } });
      return pdfText(Buffer.from(await res.arrayBuffer()));
    };
    const address = {
      line1: '4 Lake View Road',
      line2: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      pinCode: '560001',
    };
    // Registered in Karnataka, the supplier's state: CGST + SGST.
    const reg = await exporter({ gstState: '29', name: 'Lakeview Crafts', address });
    const a = await buy(reg.token, { planId: 'BASIC-MLT-M', planAmount: 425 });
    const text = await pdfOf(reg.token, a.verify.invoiceNo);
    const gstin = (await stack.db('users').where({ id: reg.id }).first('gstin')).gstin;
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('Lakeview Crafts');
    expect(text).toContain('4 Lake View Road');
    expect(text).toContain('Bengaluru, Karnataka, 560001');
    expect(text).toContain(`GSTIN: ${gstin}`);
    expect(text).toContain('CGST @ 9%');
    expect(text).toContain(`GSTIN: ${DEMO_SUPPLIER_GSTIN}`);
    expect(isValidGstin(DEMO_SUPPLIER_GSTIN)).toBe(true);
    // Unregistered, address in Maharashtra: place of supply Maharashtra, so IGST.
    const unreg = await exporter({
      name: 'Pune Weaves',
      address: { ...address, city: 'Pune', state: 'Maharashtra' },
    });
    const b = await buy(unreg.token, { planId: 'BASIC-MLT-M', planAmount: 425 });
    const t2 = await pdfOf(unreg.token, b.verify.invoiceNo);
    expect(t2).toContain('Place of supply: Maharashtra (27)');
    expect(t2).toContain('GSTIN: Unregistered');
    expect(t2).toContain('IGST @ 18%');
    const row = await stack.db('tax_invoices').where({ invoice_no: b.verify.invoiceNo }).first();
    expect(row).toMatchObject({ place_of_supply: '27', recipient_name: 'Pune Weaves' });
    expect(Number(row.cgst)).toBe(0);
  });

  it('100 concurrent payments get 100 consecutive numbers, no gaps or repeats', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => exporter({ trial: false })));
    const orders: Array<{ token: string; orderId: string }> = [];
    for (const u of users)
      for (let i = 0; i < 10; i++) {
        const r = await post('subscribePlan', { planId: 'BASIC-MLT-M', planAmount: 425 }, u.token);
        expect(r.status).toBe(200);
        orders.push({ token: u.token, orderId: r.body.data.order.orderId });
      }
    const before = await stack.db('tax_invoices').where({ kind: 'invoice' }).count({ n: '*' }).first();
    const paid = await Promise.all(orders.map((o) => sandboxPay(o.orderId)));
    const answers = await Promise.all(
      paid.map((f, i) => post('verifyPayment', f, orders[i]!.token).then((r) => r.status)),
    );
    expect(answers.every((s) => s === 200)).toBe(true);
    await new Promise((r) => setTimeout(r, 1800)); // the webhooks race the verifies too
    const rows = await stack.db('tax_invoices').where({ kind: 'invoice' }).orderBy('seq').select('seq', 'fy');
    expect(rows.length).toBe(Number(before!.n) + 100);
    const seqs = rows.map((r) => Number(r.seq));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    const ids = orders.map((o) => o.orderId);
    const paidOrders = await stack.db('payment_orders').whereIn('order_id', ids).where({ status: 'paid' });
    expect(paidOrders).toHaveLength(100);
    const invoices = await stack.db('tax_invoices').whereIn(
      'payment_order_id',
      paidOrders.map((p) => p.id),
    );
    expect(invoices).toHaveLength(100);
    const subs = await stack.db('subscriptions').whereIn(
      'payment_order_id',
      paidOrders.map((p) => p.id),
    );
    expect(subs).toHaveLength(100);
  }, 60_000);
});
