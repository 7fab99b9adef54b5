/**
 * Issue 23 item 4: the authorisation matrix's impersonation rows, on MySQL (or SQLite) + Redis.
 * A read-only "View as" token (an exporter admin's, taken by the super admin) walks every route
 * of the API: every route marked as handing out a credential or starting a payment refuses it
 * with a clear 403 whatever its method, every other write refuses it as read-only, and no GET
 * answers it a token, a hand-off code or a payment order. The hand-off code that replaced the
 * token in the domestic app's URL works once and only once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, ACCOUNT_MSG } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
let viewAs: string;
let exporter: string;
let exporterId: number;

interface Row {
  method: string;
  path: string;
  grants?: 'token' | 'payment';
  signedIn: boolean;
}
let routes: Row[] = [];

beforeAll(async () => {
  stack = await startStack({ workers: false, env: { RATE_LIMITS: 'off' } });
  exporterId = (await stack.db('users').where({ username_key: 'abcde1234f' }).first('id')).id;
  // An approved domestic account: its domesticStatus is the one that used to hand out a token.
  await stack.db('users').where({ id: exporterId }).update({
    domestic_status: 'approved',
    is_domestic: true,
    is_domestic_active: true,
    gstin: '07AABCZ1234K1Z5',
  });
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  const superadmin = await loginAs(stack.url, 10, 'superadmin');
  const taken = await call(stack.url, 'POST', `/api/v1/users/${exporterId}/impersonate`, {}, superadmin);
  expect(taken.status).toBe(200);
  viewAs = taken.body.data.token;
  routes = stack.api.server.table().map((r) => ({
    method: r.method.toUpperCase(),
    path: r.path,
    grants: r.settings.plugins?.exportdesk?.grants,
    signedIn: (r.settings.auth as { strategies?: string[] } | false | undefined)
      ? ((r.settings.auth as { strategies?: string[] }).strategies ?? []).includes('jwt')
      : false,
  }));
});
afterAll(async () => {
  await new Promise((r) => setTimeout(r, 500));
  await stack?.stop();
});

/** A path with its parameters filled (the checks run before any parameter is read). */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1');
/** No body: an upload route refuses a JSON one (415) before any check; an empty one reaches them. */
const hit = (r: Row, token: string) => call(stack.url, r.method, concrete(r.path), undefined, token);
const JWT = /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/;

describe('impersonation rows of the matrix', () => {
  it('routes that mint a credential or start a payment are marked so', () => {
    const marked = routes.filter((r) => r.grants).map((r) => `${r.grants} ${r.method} ${r.path}`);
    expect(marked).toEqual(
      expect.arrayContaining([
        'token GET /api/v1/authentication/domesticStatus',
        'token POST /api/v1/authentication/changePassword',
        'token POST /api/v1/apikey',
        'token POST /api/v1/users/{id}/impersonate',
        'payment POST /api/v1/lookup/payforadCodeReg',
        'payment POST /api/v1/verifyPayment',
        'payment POST /api/v1/subscribePlan',
        'payment POST /api/v1/createrazorpayorder',
      ]),
    );
  });

  it('a read-only session is refused on every marked route, with a message saying why', async () => {
    const marked = routes.filter((r) => r.grants && r.signedIn);
    expect(marked.length).toBeGreaterThanOrEqual(8);
    for (const r of marked) {
      const res = await hit(r, viewAs);
      expect({ route: `${r.method} ${r.path}`, status: res.status, message: res.body.message }).toEqual({
        route: `${r.method} ${r.path}`,
        status: 403,
        message: r.grants === 'token' ? MSG.readOnlyNoToken : MSG.readOnlyNoPayment,
      });
    }
    expect(await stack.db('payment_orders').where({ user_id: exporterId })).toHaveLength(0);
  });

  it('every other signed-in write refuses it as read-only', async () => {
    const writes = routes.filter((r) => r.signedIn && !r.grants && r.method !== 'GET' && r.method !== 'HEAD');
    expect(writes.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const r of writes) {
      const res = await hit(r, viewAs);
      // 415: an upload route's content-type gate refuses the empty body even before sign-in is read
      const refused = (res.status === 403 && res.body.message === MSG.readOnlySession) || res.status === 415;
      if (!refused) wrong.push(`${r.method} ${r.path}: ${res.status} ${res.body.message}`);
    }
    expect(wrong).toEqual([]);
  });

  it('no GET answers it a token, a hand-off code or a payment order', async () => {
    const reads = routes.filter(
      (r) => r.signedIn && r.method === 'GET' && !r.grants && !r.path.endsWith('/logout'),
    );
    expect(reads.length).toBeGreaterThan(40);
    const leaks: string[] = [];
    for (const r of reads) {
      const res = await hit(r, viewAs);
      const text = JSON.stringify(res.body);
      if (JWT.test(text) || /[?&](code|token)=/.test(text)) leaks.push(`${r.method} ${r.path}`);
    }
    expect(leaks).toEqual([]);
    expect(await stack.db('payment_orders').where({ user_id: exporterId })).toHaveLength(0);
    // The session still reads, as before.
    expect((await call(stack.url, 'GET', '/api/v1/authentication/profile', undefined, viewAs)).status).toBe(
      200,
    );
  });

  it('the user’s own session is not affected: its marked GET still answers', async () => {
    const r = await call(stack.url, 'GET', '/api/v1/authentication/domesticStatus', undefined, exporter);
    expect(r.status).toBe(200);
    expect(r.body.data.redirectUrl).toMatch(/\?code=[\w-]{20,}$/);
    expect(r.body.data.redirectUrl).not.toMatch(JWT);
  });
});

describe('the one-time hand-off code', () => {
  const codeOf = async () => {
    const r = await call(stack.url, 'GET', '/api/v1/authentication/domesticStatus', undefined, exporter);
    return new URL(r.body.data.redirectUrl).searchParams.get('code')!;
  };
  const exchange = (code: string) => call(stack.url, 'POST', '/api/v1/authentication/exchangeCode', { code });

  it('is traded by POST for a working token, once and only once, even when raced', async () => {
    const code = await codeOf();
    const tries = await Promise.all(Array.from({ length: 5 }, () => exchange(code)));
    expect(tries.map((t) => t.status).sort()).toEqual([200, 400, 400, 400, 400]);
    const won = tries.find((t) => t.status === 200)!;
    const token = won.body.data.token as string;
    expect(won.body.data.expiresAt).toBeLessThanOrEqual(Date.now() + 300_000 + 5000);
    const me = await call(stack.url, 'GET', '/api/v1/authentication/profile', undefined, token);
    expect(me.body.data.userId ?? me.body.data._id).toBe(exporterId);
    const late = await exchange(code);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(ACCOUNT_MSG.handoffInvalid);
    // the GET form (a code in a URL again) does not exist
    expect((await call(stack.url, 'GET', `/api/v1/authentication/exchangeCode?code=${code}`)).status).toBe(
      404,
    );
  });

  it('is worthless once the user is signed out everywhere, or when unknown', async () => {
    const code = await codeOf();
    await stack.api.ctx.revocations.revokeUser(exporterId);
    for (const c of [code, 'x'.repeat(43), 'short']) {
      const r = await exchange(c);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(ACCOUNT_MSG.handoffInvalid);
    }
  });
});
