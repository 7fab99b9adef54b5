/**
 * POST /api/v1/hsn/classify (issues 16, 24) on MySQL: five suggestions from the seeded HS 2022
 * table with a calibrated match, "check this code" when weak; bad input refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_BELOW, CLASSIFIER_MSG } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack({ workers: false });
  token = await loginAs(stack.url, 1, 'ABCDE1234F');
});
afterAll(async () => stack?.stop());

const classify = (description: unknown, t: string | undefined = token) =>
  call(stack.url, 'POST', '/api/v1/hsn/classify', { description }, t);

describe('hsn/classify', () => {
  it('ranks five HS subheadings with a calibrated match and why the Duty column is empty', async () => {
    const r = await classify('Assam black tea leaves');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe('Success');
    expect(r.body.data).toHaveLength(5);
    expect(r.body.data.map((s: { hsCode: string }) => s.hsCode)).toContain('090240');
    expect(r.body.data[0]).toEqual(
      expect.objectContaining({
        duty: '',
        dutyNote: CLASSIFIER_MSG.dutyAtEight,
        check: false,
        description: expect.any(String),
      }),
    );
    expect(r.body.data[0].hsCode.slice(0, 4)).toBe('0902');
    expect(r.body.data[0].confidence).toBeGreaterThanOrEqual(CHECK_BELOW);
    expect(r.body.data[0].confidence).toBeLessThan(1);
  });

  it('lets the product noun decide (a leather wallet is 4202.31) and says "check this code" when weak', async () => {
    const wallet = await classify('handmade leather wallet');
    expect(wallet.body.data[0]).toEqual(expect.objectContaining({ hsCode: '420231', check: false }));
    const weak = await classify('blue thing');
    expect(weak.status).toBe(200);
    expect(weak.body.message).toBe(CLASSIFIER_MSG.check);
    expect(weak.body.data[0].check).toBe(true);
  });

  it('refuses 2,000 characters, an empty description and a visitor', async () => {
    const long = await classify('silk '.repeat(400));
    expect(long.status).toBe(400);
    expect(long.body.message).toContain(CLASSIFIER_MSG.tooLong);
    const empty = await classify('  ');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain(CLASSIFIER_MSG.tooShort);
    expect((await classify('silk saree', '')).status).toBe(401);
  });
});
