/** GET /api/v1/deminimis (issue 16, duty-free import allowance): the core table, searchable, signed in only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DE_MINIMIS } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack({ workers: false });
  token = await loginAs(stack.url, 1, 'ABCDE1234F');
});
afterAll(async () => stack?.stop());

const list = (q: string, t: string | undefined = token) =>
  call(stack.url, 'GET', `/api/v1/deminimis${q ? `?q=${encodeURIComponent(q)}` : ''}`, undefined, t);

describe('deminimis', () => {
  it('lists every destination with thresholds, currency, date and source', async () => {
    const r = await list('');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toHaveLength(DE_MINIMIS.length);
    const us = r.body.data.find((x: { code: string }) => x.code === 'US');
    expect(us).toMatchObject({ country: 'United States', duty: 800, currency: 'USD', asOf: '2025-08-29' });
    expect(us.source).toContain('Section 321');
  });

  it('searches by country, code or currency; nothing found says so', async () => {
    const r = await list('kingdom');
    expect(r.body.data.map((x: { code: string }) => x.code)).toEqual(['GB']);
    const eur = await list('EUR');
    expect(eur.body.data.length).toBeGreaterThanOrEqual(14);
    const none = await list('qqqq');
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    expect(none.body.message).toBe('No Record Found');
  });

  it('refuses a visitor and an over-long search', async () => {
    expect((await list('us', '')).status).toBe(401);
    expect((await list('x'.repeat(61))).status).toBe(400);
  });
});
