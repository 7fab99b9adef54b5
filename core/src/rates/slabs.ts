import type { Parcel, ServiceRule, TariffRow } from './types';

/**
 * "the first 50 g (or part) plus each further 50 g (or part)" (tariff README): a parcel at or
 * under the first slab pays the first slab; above it, every started further slab is paid whole.
 */
export function slabPrice(row: TariffRow, grams: number): number {
  if (grams <= row.firstSlabGrams) return row.firstSlabInr;
  const extraSlabs = Math.ceil((grams - row.firstSlabGrams) / row.extraSlabGrams);
  return row.firstSlabInr + extraSlabs * row.extraSlabInr;
}

/** "Volumetric divisor for the second express courier: 5" (000 §9): l×w×h/5, in grams. */
export function volumetricGrams(parcel: Parcel, divisor: number): number {
  const { lengthCm = 0, widthCm = 0, heightCm = 0 } = parcel;
  return (lengthCm * widthCm * heightCm) / divisor;
}

/**
 * The weight a service charges: "actual only for ITPS" (tariff README), "the larger of actual
 * weight and length*width*height/5" for the second courier (000 §7). Rounded up to a whole gram
 * so a fraction never slips under a slab boundary.
 */
export function chargeableGrams(rule: ServiceRule, parcel: Parcel): number {
  const actual = parcel.weightGrams;
  if (rule.chargeable === 'actual' || !rule.volumetricDivisor) return Math.ceil(actual);
  return Math.ceil(Math.max(actual, volumetricGrams(parcel, rule.volumetricDivisor)));
}

export function capOf(rule: ServiceRule, row: TariffRow): number {
  return row.maxGrams ?? rule.defaultMaxGrams;
}
