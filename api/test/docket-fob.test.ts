/**
 * A docket's FOB in rupees (001 §3 "fromInr, toInr"; §9 "Currency shown as INR"): its orders' FOB
 * at the customs exchange rates in force when it was made; the list's FOB range compares rupees.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { round2, sampleOrder } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { pushDocket } from '../../tests/support/documents';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = await loginAs(stack.url, 1, 'ABCDE1234F');
});
afterAll(async () => {
  await stack?.stop();
});

it('sums the orders in rupees, whatever their currencies, and filters on that', async () => {
  const rates = Object.fromEntries(
    ((await call(stack.url, 'GET', '/api/v1/getCurrencies', undefined, token)).body.data as any[]).map(
      (c) => [c.short, c.value],
    ),
  );
  const docket = await pushDocket(stack.url, token, [
    sampleOrder(1, { orderId: 'FOB-1', currency: 'USD', fob_foreign: '100.00' }),
    sampleOrder(2, { orderId: 'FOB-2', currency: 'GBP', fob_foreign: '10.00' }),
  ]);
  const expected = round2(100 * rates.USD + 10 * rates.GBP);
  const list = async (q: string) =>
    (await call(stack.url, 'GET', `/api/v1/dockets?${q}`, undefined, token)).body.data as any[];
  const row = (await list('')).find((d) => d.tempSBill === docket);
  expect(row.fob).toBeCloseTo(expected, 2);
  expect(
    (await list(`fromInr=${Math.floor(expected - 1)}&toInr=${Math.ceil(expected + 1)}`)).map(
      (d) => d.tempSBill,
    ),
  ).toContain(docket);
  // The foreign sum (110) is not what the range compares.
  expect((await list('fromInr=100&toInr=120')).map((d) => d.tempSBill)).not.toContain(docket);
});

it('the migration fills the rupee FOB of dockets made before it', async () => {
  const m063 = await import('../../api/src/db/migrations/063_docket_fob_inr');
  const before = await stack.db('dockets').select('docket_no', 'fob_inr').orderBy('id');
  expect(before.length).toBeGreaterThan(0);
  await m063.down(stack.db);
  await m063.up(stack.db);
  const after = await stack.db('dockets').select('docket_no', 'fob_inr').orderBy('id');
  expect(after.map((d: any) => [d.docket_no, Number(d.fob_inr)])).toEqual(
    before.map((d: any) => [d.docket_no, Number(d.fob_inr)]),
  );
});
