/**
 * The arithmetic every export document shares, so an invoice, the CN23, the PBE and the packing
 * list print the same figures: rupee values on one rate, SDR for the CN22/CN23 choice, weights in kg.
 */
import { CN22_MAX_SDR, INR_PER_UNIT, SDR_INR } from './constants';

export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** Foreign amount to rupees, rounded to paise. */
export function foreignToInr(
  amount: number,
  currency: string,
  rates: Readonly<Record<string, number>> = INR_PER_UNIT,
): number {
  const rate = rates[currency];
  if (!rate) throw new RangeError(`no exchange rate for ${currency}`);
  return round2(amount * rate);
}

/** "CN22 up to the 300 SDR limit, CN23 above." */
export function customsDeclarationForm(valueInr: number, sdrInr = SDR_INR): 'CN22' | 'CN23' {
  return valueInr / sdrInr <= CN22_MAX_SDR ? 'CN22' : 'CN23';
}

/** "Gross weight is divided by 1000 (grams to kilograms); weight totals shown to 4 decimals." */
export const gramsToKg = (grams: number) => (Number(grams) / 1000).toFixed(4);
export const fixed2 = (n: number) => round2(n).toFixed(2);
