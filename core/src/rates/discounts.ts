/**
 * EMS discount tiers by monthly international EMS revenue (000 §9): "2,00,000 to 10,00,000 gets
 * 5%; 10,00,001 to 50,00,000 gets 10%; above 50,00,000 gets 15%". Bounds in INR, inclusive.
 */
export interface EmsDiscountTier {
  fromInr: number;
  /** Inclusive upper bound; null: no upper bound. */
  toInr: number | null;
  percent: number;
}

export const EMS_DISCOUNT_TIERS: readonly EmsDiscountTier[] = [
  { fromInr: 200_000, toInr: 1_000_000, percent: 5 },
  { fromInr: 1_000_001, toInr: 5_000_000, percent: 10 },
  { fromInr: 5_000_001, toInr: null, percent: 15 },
];

/** "all tiers allow all EMS destinations served by India Post" (000 §2.3). */
export const EMS_DISCOUNT_NOTE = 'All tiers allow all EMS destinations served by India Post.';

/**
 * The percent a revenue earns. A fractional revenue between two tiers (10,00,000.50) is "above"
 * the lower tier's top, so it takes the higher tier: a tier starts where the previous one ends.
 */
export function emsDiscountPercent(monthlyEmsRevenueInr: number): number {
  const r = Number(monthlyEmsRevenueInr);
  if (!Number.isFinite(r)) return 0;
  let percent = 0;
  let previousTop: number | null = null;
  for (const tier of EMS_DISCOUNT_TIERS) {
    const reached = previousTop === null ? r >= tier.fromInr : r > previousTop;
    if (reached) percent = tier.percent;
    previousTop = tier.toInr;
  }
  return percent;
}

/** The discounted EMS price, rounded to paise. */
export function applyEmsDiscount(priceInr: number, monthlyEmsRevenueInr: number): number {
  const percent = emsDiscountPercent(monthlyEmsRevenueInr);
  return roundPaise(priceInr * (1 - percent / 100));
}

export const roundPaise = (n: number) => Math.round(n * 100) / 100;
