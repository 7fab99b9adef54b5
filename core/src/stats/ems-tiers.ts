/**
 * EMS revenue tiers for analytics (issue 17): how many user-months of the period's EMS revenue
 * (the `rates/ems-revenue` figures) fall in each discount tier of 000 §9, and their revenue. The
 * tier of a figure is `emsDiscountPercent`'s, the same rule a quote applies.
 */
import { EMS_DISCOUNT_TIERS, emsDiscountPercent } from '../rates/discounts';

export interface EmsTierRow {
  percent: number;
  label: string;
  userMonths: number;
  revenueInr: number;
}

const lakh = (n: number) => `₹${(n / 100_000).toLocaleString('en-IN')} lakh`;

export function emsTierSummary(rows: ReadonlyArray<{ amountInr: number }>): EmsTierRow[] {
  const tiers: EmsTierRow[] = [
    {
      percent: 0,
      label: `Below ${lakh(EMS_DISCOUNT_TIERS[0].fromInr)} (no discount)`,
      userMonths: 0,
      revenueInr: 0,
    },
    ...EMS_DISCOUNT_TIERS.map((t) => ({
      percent: t.percent,
      label: `${t.percent}% (${t.toInr === null ? `above ${lakh(t.fromInr - 1)}` : `${lakh(t.fromInr)}–${lakh(t.toInr)}`})`,
      userMonths: 0,
      revenueInr: 0,
    })),
  ];
  for (const r of rows) {
    const tier = tiers.find((t) => t.percent === emsDiscountPercent(r.amountInr))!;
    tier.userMonths++;
    tier.revenueInr = Math.round((tier.revenueInr + r.amountInr) * 100) / 100;
  }
  return tiers;
}
