import { describe, expect, it } from 'vitest';
import {
  EMS_DISCOUNT_TIERS,
  TariffIndex,
  applyEmsDiscount,
  defaultRule,
  emsDiscountPercent,
  quoteService,
} from '../src/rates';
import { testBook } from './rates-fixtures';

// 000 §9: "EMS discount tiers by monthly international EMS revenue: 2,00,000 to 10,00,000 gets 5%;
// 10,00,001 to 50,00,000 gets 10%; above 50,00,000 gets 15%."
describe('EMS discount tiers (000 §9)', () => {
  it.each([
    [0, 0],
    [1_99_999, 0],
    [2_00_000, 5],
    [10_00_000, 5],
    [10_00_000.5, 10], // above the 5% tier's top
    [10_00_001, 10],
    [50_00_000, 10],
    [50_00_001, 15],
    [5_00_00_000, 15],
  ])('revenue %d earns %d%%', (revenue, percent) => {
    expect(emsDiscountPercent(revenue)).toBe(percent);
  });

  it('the modal table lists the three tiers', () => {
    expect(EMS_DISCOUNT_TIERS.map((t) => [t.fromInr, t.toInr, t.percent])).toEqual([
      [200000, 1000000, 5],
      [1000001, 5000000, 10],
      [5000001, null, 15],
    ]);
  });

  it('garbage revenue earns nothing', () => {
    expect(emsDiscountPercent(Number.NaN)).toBe(0);
  });

  it('applied to a qualifying user’s EMS quote, and only to EMS', () => {
    const index = new TariffIndex(testBook());
    const parcel = { country: 'Australia', weightGrams: 250 };
    const ems = quoteService(defaultRule('indiapost', 'ems')!, index, parcel, {
      emsMonthlyRevenueInr: 10_00_001,
    });
    expect(ems).toMatchObject({ cost: 567, listPrice: 630, discountPercent: 10 });
    const itps = quoteService(defaultRule('indiapost', 'itps')!, index, parcel, {
      emsMonthlyRevenueInr: 10_00_001,
    });
    expect(itps.cost).toBe(395 + 4 * 45);
    expect(itps.discountPercent).toBeUndefined();
    expect(applyEmsDiscount(785, 50_00_001)).toBe(667.25);
  });
});
