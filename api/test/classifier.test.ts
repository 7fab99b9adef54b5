/** POST /api/v1/hsn/classify (issue 16) on MySQL: five suggestions from the seeded HS 2022 table; bad input refused. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSIFIER_MSG } from '@exportdesk/core';
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
  it('ranks five HS subheadings with the duty column for a description', async () => {
    const r = await classify('Assam black tea leaves');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toHaveLength(5);
    expect(r.body.data.map((s: { hsCode: string }) => s.hsCode)).toContain('090240');
    expect(r.body.data[0]).toEqual(
      expect.objectContaining({ confidence: 1, duty: '', description: expect.any(String) }),
    );
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
