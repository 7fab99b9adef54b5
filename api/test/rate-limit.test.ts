/**
 * Rate limits (issue 12 item 7): the order API per key, counted in Redis across two API instances;
 * quotes per user or address, the rate batch and document renders per user; 429 + Retry-After
 * with core's message; every limit configurable, and RATE_LIMITS=off turns them off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type ApiServer } from '@exportdesk/api';
import { MSG, sampleOrder } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
let second: ApiServer;
beforeAll(async () => {
  stack = await startStack({ workers: false });
  // A second instance on the same database and Redis prefix, as behind a load balancer.
  second = await createApi({ ...stack.config, port: 0 });
});
afterAll(async () => {
  await second?.stop();
  await stack?.stop();
});

/** Run `n` calls, `width` at a time. */
async function pool<T>(n: number, width: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await fn(i);
      }
    }),
  );
  return out;
}

describe('order API (saveorderdata): 600 a minute per API key', () => {
  it('accepts exactly 600 of 700 calls from one key across two instances; the rest 429 with Retry-After; another key is unaffected', async () => {
    const key = (
      await call(stack.url, 'POST', '/api/v1/apikey', {}, await loginAs(stack.url, 1, 'ABCDE1234F'))
    ).body.authKey;
    await call(stack.url, 'POST', '/api/v1/authentication/register', {
      userType: 1,
      userName: 'mumbai.exports',
      ieCode: 'AAACM1234Q',
      name: 'Mumbai Exports',
      email: 'mumbai@example.com',
      mobile: '9876500000',
      password: 'Mumbai@2026',
      fpo: 'inbom5',
    });
    const otherKey = (
      await call(
        stack.url,
        'POST',
        '/api/v1/apikey',
        {},
        await loginAs(stack.url, 1, 'mumbai.exports', 'Mumbai@2026'),
      )
    ).body.authKey;
    // The same order each time: the API is idempotent per orderId, so every accepted call is cheap.
    const body = { authKey: key, orderData: [sampleOrder(1, { orderId: 'RL-1', invoiceNo: 'RL-INV-1' })] };
    const answers = await pool(700, 20, (i) =>
      call(i % 2 ? second.url : stack.url, 'POST', '/api/v1/client/saveorderdata', body),
    );

    const accepted = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    expect(accepted.length).toBe(600);
    expect(refused.length).toBe(100);
    for (const r of refused) {
      const retry = Number(r.headers.get('retry-after'));
      expect(retry).toBeGreaterThanOrEqual(1);
      expect(retry).toBeLessThanOrEqual(60);
      expect(r.body.success).toBe(false);
      expect(r.body.message).toBe(MSG.rateLimited(600, 60, 'API key', retry));
      expect(r.headers.get('ratelimit-remaining')).toBe('0');
    }
    expect(accepted.every((a) => a.headers.get('ratelimit-limit') === '600')).toBe(true);
    // Both instances took part in the count.
    expect(answers.filter((a, i) => i % 2 === 1 && a.status === 200).length).toBeGreaterThan(100);

    const other = await call(second.url, 'POST', '/api/v1/client/saveorderdata', {
      authKey: otherKey,
      orderData: [sampleOrder(2, { orderId: 'RL-2', invoiceNo: 'RL-INV-2' })],
    });
    expect(other.status).toBe(200);
    expect(other.headers.get('ratelimit-remaining')).toBe('599');
  }, 120_000);
});

describe('configurable limits on quotes, the rate batch and document renders', () => {
  let small: Stack;
  beforeAll(async () => {
    small = await startStack({
      workers: false,
      env: {
        RATE_LIMIT_QUOTE: '3',
        RATE_LIMIT_QUOTE_BATCH: '1',
        RATE_LIMIT_RENDERS: '2',
        RATE_LIMIT_WINDOW_SECONDS: '30',
      },
    });
  });
  afterAll(async () => small?.stop());
  const quote = { country: 'USA', weight: 500, length: 10, width: 10, height: 10 };

  it('counts anonymous quotes per address and a signed-in user on its own', async () => {
    const anon = await pool(4, 4, () => call(small.url, 'POST', '/api/v1/rates/quote', quote));
    expect(anon.map((a) => a.status).sort()).toEqual([200, 200, 200, 429]);
    const refused = anon.find((a) => a.status === 429)!;
    expect(refused.body.message).toBe(
      MSG.rateLimited(3, 30, 'address', Number(refused.headers.get('retry-after'))),
    );
    const token = await loginAs(small.url, 1, 'ABCDE1234F');
    const mine = await call(small.url, 'POST', '/api/v1/rates/quote', quote, token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('ratelimit-remaining')).toBe('2');
  });

  it('limits the rate batch and document renders per user', async () => {
    const token = await loginAs(small.url, 1, 'ABCDE1234F');
    const batch = { rows: [{ country: 'USA', weight: 500, length: 10, width: 10, height: 10 }] };
    expect((await call(small.url, 'POST', '/api/v1/rates/quote/batch', batch, token)).status).toBe(200);
    const over = await call(small.url, 'POST', '/api/v1/rates/quote/batch', batch, token);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(
      MSG.rateLimited(1, 30, 'account', Number(over.headers.get('retry-after'))),
    );
    // A render is counted before the docket is looked up: the third call of a minute is refused.
    const render = () => call(small.url, 'GET', '/api/v1/dockets/PMB0000000/documents/pbe', undefined, token);
    expect((await render()).status).not.toBe(429);
    expect((await render()).status).not.toBe(429);
    expect((await render()).status).toBe(429);
  });

  it('lets the portal (another origin) read the RateLimit headers and Retry-After', async () => {
    const res = await fetch(`${small.url}/api/v1/rates/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify(quote),
    });
    expect(res.headers.get('ratelimit-limit')).toBe('3');
    // A browser hides every header CORS does not expose from the page's script.
    const exposed = (res.headers.get('access-control-expose-headers') ?? '')
      .toLowerCase()
      .split(',')
      .map((h) => h.trim());
    expect(exposed).toEqual(
      expect.arrayContaining(['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'retry-after']),
    );
    // Downloads keep their names in the portal; MEIS generation shows its reference number.
    expect(exposed).toEqual(expect.arrayContaining(['content-disposition', 'x-meis-ref-no']));
  });

  it('RATE_LIMITS=off turns every limit off', async () => {
    const off = await startStack({ workers: false, env: { RATE_LIMITS: 'off', RATE_LIMIT_QUOTE: '1' } });
    try {
      const answers = await pool(5, 5, () => call(off.url, 'POST', '/api/v1/rates/quote', quote));
      expect(answers.every((a) => a.status === 200 && !a.headers.has('ratelimit-limit'))).toBe(true);
    } finally {
      await off.stop();
    }
  });
});
