/** 000 §9 EMS tiers "applied to a user's quote when their revenue qualifies" (previous month's revenue). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previousMonth } from '../src/modules/rates/ems-revenue';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
let superadmin: string;
let exporter: string;
let exporterId: number;
beforeAll(async () => {
  stack = await startStack({ workers: false });
  superadmin = await loginAs(stack.url, 10, 'superadmin');
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  exporterId = (await stack.db('users').where({ username_key: 'abcde1234f' }).first('id')).id;
});
afterAll(async () => stack?.stop());

const parcel = { country: 'Australia', weight: 500, length: 10, width: 10, height: 10 };
const ems = async (token?: string) => {
  const r = await call(stack.url, 'POST', '/api/v1/rates/quote', parcel, token);
  return r.body.data.options.find((o: any) => o.carrier === 'indiapost' && o.service === 'ems');
};

describe('EMS discount tiers', () => {
  it('a user without revenue pays the list price', async () => {
    const list = await ems(exporter);
    // Indicative EMS Australia 630 + 155 per further 250 g: 500 g = 785.
    expect(list.total).toBe(785);
    expect(list.discountPercent ?? 0).toBe(0);
    expect(
      (await call(stack.url, 'GET', '/api/v1/rates/ems-tier', undefined, exporter)).body.data,
    ).toMatchObject({ percent: 0, month: previousMonth() });
  });

  it.each([
    [200000, 5],
    [1000000, 5],
    [1000001, 10],
    [5000000, 10],
    [5000001, 15],
  ])(
    "last month's revenue of %i gives %i%% off EMS, at once, for that user only",
    async (amountInr, percent) => {
      const set = await call(
        stack.url,
        'PUT',
        '/api/v1/rates/ems-revenue',
        { userId: exporterId, month: previousMonth(), amountInr },
        superadmin,
      );
      expect(set.body.data).toMatchObject({ percent, appliesNow: true });
      const q = await ems(exporter);
      expect(q.discountPercent).toBe(percent);
      expect(q.total).toBeCloseTo(785 * (1 - percent / 100), 2);
      expect((await ems()).total).toBe(785); // anonymous calculator: list price
      expect((await ems(await loginAs(stack.url, 4, 'cha4'))).total).toBe(785);
    },
  );

  it('only a super admin records revenue, and bad figures change nothing', async () => {
    expect(
      (
        await call(
          stack.url,
          'PUT',
          '/api/v1/rates/ems-revenue',
          { userId: exporterId, month: previousMonth(), amountInr: 9e6 },
          exporter,
        )
      ).status,
    ).toBe(403);
    const bad = await call(
      stack.url,
      'PUT',
      '/api/v1/rates/ems-revenue',
      { userId: exporterId, month: '2026-13', amountInr: 9e6 },
      superadmin,
    );
    expect(bad.body.message).toBe('Month must be YYYY-MM.');
    expect((await ems(exporter)).discountPercent).toBe(15);
  });
});
