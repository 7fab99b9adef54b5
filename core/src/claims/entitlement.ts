/**
 * MEIS/RoDTEP entitlement (001 §5 "Entitlement amount per row = rate of entitlement multiplied by
 * the order's fob, shown as INR with 2 decimals") and the scheme in force on a date.
 *
 * The rate of entitlement is a percentage of FOB (Appendix 3B Table 2: 2, 3, 5, 7 %); so the
 * amount is FOB (INR) × rate / 100. RoDTEP rates carry a per-unit cap (₹ per kg, piece, …): the
 * amount is then the smaller of the percentage and cap × quantity (in the cap's unit).
 */
import { round2 } from '../documents/money';

export const SCHEMES = ['MEIS', 'RODTEP'] as const;
export type Scheme = (typeof SCHEMES)[number];

/** RoDTEP replaced MEIS for exports from 1 January 2021 (shipping bill date, IST). */
export const RODTEP_FROM = Date.UTC(2020, 11, 31, 18, 30); // 2021-01-01T00:00 IST

export const schemeOn = (shippingBillDate: number): Scheme =>
  shippingBillDate >= RODTEP_FROM ? 'RODTEP' : 'MEIS';

export interface SchemeRate {
  hsCode: string;
  ratePct: number;
  /** RoDTEP cap in rupees per unit, null when uncapped. */
  capPerUnit: number | null;
  capUnit: string | null;
}

/** rate × FOB / 100, capped (RoDTEP) at capPerUnit × quantity; INR, 2 decimals. */
export function entitlementAmount(
  fobInr: number,
  rate: Pick<SchemeRate, 'ratePct' | 'capPerUnit'>,
  quantity = 1,
) {
  const byRate = round2((fobInr * rate.ratePct) / 100);
  if (rate.capPerUnit === null || rate.capPerUnit === undefined) return byRate;
  return Math.min(byRate, round2(rate.capPerUnit * quantity));
}

/** "Description is cut to its first 20 characters followed by '...'" (shorter ones stay whole). */
export function meisDescription(s: string | null | undefined): string {
  const t = (s ?? '').trim();
  return t.length > 20 ? `${t.slice(0, 20)}...` : t;
}

/** ITC HS codes are 8 digits; a schedule row may also name a 6-digit subheading for all its lines. */
export const normalizeHsCode = (v: unknown): string => String(v ?? '').replace(/[\s.]/g, '');
export const isHsCode = (s: string) => /^\d{6}(\d{2})?$/.test(s);
