/**
 * Issue 25 item 1: the spec's given paths answer (000 §7, 001 §7, 002 §7), as the roles the spec
 * gives, on MySQL. The first block is the spec-call list itself: each call answers 2xx with the
 * envelope `{ success, message, data }` as a role that may call it, and 403 (or 401 without a
 * sign-in) for one that may not. The blocks after it check the behaviour of the calls that are new.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateDMY, indiaDay, sampleOrder } from '@exportdesk/core';
import { pushDocket } from '../../tests/support/documents';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
const tokens: Record<string, string> = {};
let docket = '';

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
    const [id] = await stack.db('users').insert({
      ...demo,
      id: undefined,
      exporter_iec: undefined, // generated
      series_code: undefined,
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
