/**
 * Issue 23 items 2 and 3 on a running API: the sandbox OTP inbox answers a signed-in super admin
 * only (the authorisation matrix's sandbox rows: every demo role), and never in production mode,
 * not even on a staging site that allows sandbox drivers; such a site says so (health's `sandbox`,
 * the portal's ribbon) and prints SPECIMEN on its tax invoices; health tells the super admin alone
 * what production mode would refuse. Registration there needs OTP-proved contacts (item 8).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckChar } from '@exportdesk/core';
import { DEMO_ACCOUNTS } from '@exportdesk/api';
import { pdfText } from '../../tests/support/documents';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

const A = '/api/v1/authentication';
const TARGET = 'inbox.reader@example.in';
const inbox = (s: Stack, token?: string) =>
  call(s.url, 'GET', `${A}/sandbox/otp?channel=email&target=${encodeURIComponent(TARGET)}`, undefined, token);

/** A staging site: production mode with sandbox drivers allowed and otherwise real-looking settings. */
const STAGING = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  ALLOW_SANDBOX_DRIVERS: '1',
  PORTAL_URL: 'https://portal.staging.exportdesk.in',
  SUPPLIER_GSTIN: '27AAACE1234F1Z' + gstinCheckChar('27AAACE1234F1Z'),
};

let dev: Stack;
let staging: Stack;
beforeAll(async () => {
  [dev, staging] = await Promise.all([
    startStack({ workers: false }),
    startStack({ workers: false, env: STAGING }),
  ]);
});
afterAll(async () => {
  await new Promise((r) => setTimeout(r, 1800)); // let the sandbox checkout's delayed webhooks land
  await Promise.all([dev?.stop(), staging?.stop()]);
});

describe('authorisation matrix: the sandbox OTP inbox as each role', () => {
  it('answers the super admin only; every other role 403, no sign-in 401', async () => {
    expect((await call(dev.url, 'POST', `${A}/sendotp`, { channel: 'email', target: TARGET })).status).toBe(
      200,
    );
    expect((await inbox(dev)).status).toBe(401);
    const seen: Array<[string, number]> = [];
    for (const a of DEMO_ACCOUNTS) {
      const token = await loginAs(dev.url, a.userType, a.username);
      const r = await inbox(dev, token);
      seen.push([a.username, r.status]);
      if (a.username === 'superadmin') expect(r.body.data.otp).toMatch(/^\d{6}$/);
      else expect(r.body.data ?? null, a.username).toBeNull();
    }
    expect(seen).toEqual(DEMO_ACCOUNTS.map((a) => [a.username, a.username === 'superadmin' ? 200 : 403]));
  });
});

describe('production mode (a staging site on sandbox drivers)', () => {
  it('has no sandbox OTP inbox, not even for the super admin', async () => {
    expect(
      (await call(staging.url, 'POST', `${A}/sendotp`, { channel: 'email', target: TARGET })).status,
    ).toBe(200);
    const admin = await loginAs(staging.url, 10, 'superadmin');
    expect((await inbox(staging, admin)).status).toBe(404);
    expect((await inbox(staging)).status).toBe(404);
  });

  it('a self-registered account waits for OTP-proved contacts (REGISTER_REQUIRES_OTP on by default)', async () => {
    const form = {
      userType: 2,
      userName: 'unproved.agent',
      name: 'Unproved Agents',
      email: 'unproved@example.in',
      mobile: '9000000077',
      password: 'Agent#2026pass',
    };
    expect((await call(staging.url, 'POST', `${A}/register`, form)).status).toBe(201);
    const login = { userType: 2, userName: form.userName, password: form.password };
    expect((await call(staging.url, 'POST', `${A}/login`, login)).body).toMatchObject({
      success: false,
      isActive: false,
    });
  });

  it('health says "sandbox" to everyone; what production mode refuses only to the super admin', async () => {
    const open = await call(staging.url, 'GET', '/api/v1/health');
    expect(open.status).toBe(200);
    expect(open.body.data).toMatchObject({ sandbox: true });
    expect(open.body.data.production).toBeUndefined();
    const exporter = await loginAs(staging.url, 1, 'ABCDE1234F');
    expect((await call(staging.url, 'GET', '/api/v1/health', undefined, exporter)).body.data.production).toBe(
      undefined,
    );
    expect(
      (await call(staging.url, 'GET', '/api/v1/health', undefined, await loginAs(staging.url, 10, 'admin')))
        .body.data.production,
    ).toBeUndefined();

    const admin = await loginAs(staging.url, 10, 'superadmin');
    const mine = (await call(staging.url, 'GET', '/api/v1/health', undefined, admin)).body.data.production;
    // the test stack's JWT secret is short; nothing else is refused on this staging site
    expect(mine).toMatchObject({ mode: true, ready: false, reasons: [{ setting: 'JWT_SECRET' }] });

    const devHealth = await call(
      dev.url,
      'GET',
      '/api/v1/health',
      undefined,
      await loginAs(dev.url, 10, 'superadmin'),
    );
    expect(devHealth.body.data.sandbox).toBe(false);
    expect(devHealth.body.data.production.mode).toBe(false);
    expect(devHealth.body.data.production.reasons.map((r: { setting: string }) => r.setting)).toEqual(
      expect.arrayContaining(['OTP_DRIVER', 'PAYMENT_DRIVER', 'PORTAL_URL', 'SUPPLIER_GSTIN']),
    );
  });

  /** The demo exporter buys a plan in the sandbox checkout; the tax invoice PDF's text. */
  async function planInvoiceText(s: Stack): Promise<string> {
    const token = await loginAs(s.url, 1, 'ABCDE1234F');
    // the seed gives the demo exporter a yearly plan: start it from none, so this is a new purchase
    const me = await s.db('users').where({ username_key: 'abcde1234f' }).first('id');
    await s.db('subscriptions').where({ user_id: me.id }).del();
    const order = await call(
      s.url,
      'POST',
      '/api/v1/subscribePlan',
      { planId: 'BASIC-MLT-M', planAmount: 425, walletType: 'export' },
      token,
    );
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const paid = await fetch(`${s.url}/api/v1/payments/sandbox/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        orderId: order.body.data.order.orderId,
        outcome: 'success',
        returnUrl: '/myaccount',
      }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const fields = Object.fromEntries(new URL(paid.headers.get('location')!).searchParams);
    const verify = await call(s.url, 'POST', '/api/v1/verifyPayment', fields, token);
    expect(verify.status, JSON.stringify(verify.body)).toBe(200);
    const no = String(verify.body.data.invoiceNo).replace(/\//g, '-');
    const res = await fetch(`${s.url}/api/v1/subscription/getTaxInvForSubs/${no}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    return pdfText(Buffer.from(await res.arrayBuffer()));
  }

  it('marks the tax invoice SPECIMEN; a development site does not', async () => {
    const text = await planInvoiceText(staging);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('SPECIMEN');
    expect(text).toContain('Not a valid tax invoice.');
    const plain = await planInvoiceText(dev);
    expect(plain).toContain('TAX INVOICE');
    expect(plain).not.toContain('SPECIMEN');
  });
});
