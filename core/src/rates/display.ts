import type { CarrierId } from '../carriers/vocabulary';

/** Feature flags of the calculator. "Fifth courier flag: off" (000 §9). */
export interface DisplayFlags {
  delhivery?: boolean;
}
export const DEFAULT_FLAGS: Required<DisplayFlags> = { delhivery: false };

/** "First courier's rates only for USA, United Kingdom and Australia." (000 §9) */
export const DHL_COUNTRIES: readonly string[] = ['USA', 'United Kingdom', 'Australia'];

/** "The first courier's blocks show only when rates exist and the country is USA, United Kingdom or Australia." (000 §4.1) */
export const showDhl = (country: string, ratesdata: ReadonlyArray<unknown> | undefined) =>
  DHL_COUNTRIES.includes(country) && !!ratesdata && ratesdata.length > 0;

/** "The second and third couriers show when their amount is above 0." (000 §4.1) */
export const showAmount = (amount: unknown) => Number(amount) > 0;

/**
 * "The block of the fourth courier shows when either its express or standard rate is above 0;
 * express and standard each show when their own rate is above 0." (000 §4.1)
 */
export function showXpressbees(express: unknown, standard: unknown) {
  const e = Number(express) > 0;
  const s = Number(standard) > 0;
  return { block: e || s, express: e, standard: s };
}

/** "The fifth courier's block shows only if a feature flag is on (currently off) and rates exist." (000 §4.1) */
export const showDelhivery = (flags: DisplayFlags | undefined, data: ReadonlyArray<unknown> | undefined) =>
  !!(flags ?? DEFAULT_FLAGS).delhivery && !!data && data.length > 0;

/**
 * Whether a service belongs in a quote for this country. India Post services always show (a
 * 'Not Available' is an answer the exporter reads); couriers follow the rules above, so an
 * unavailable courier (its amount would be 0) is left out as the calculator leaves it out.
 */
export function isShown(
  q: { carrier: CarrierId; available: boolean },
  country: string,
  flags?: DisplayFlags,
): boolean {
  switch (q.carrier) {
    case 'indiapost':
      return true;
    case 'dhl':
      return q.available && DHL_COUNTRIES.includes(country);
    case 'delhivery':
      return q.available && !!(flags ?? DEFAULT_FLAGS).delhivery;
    default:
      return q.available;
  }
}
