/**
 * Why a service has no price for a parcel, in words an exporter reads next to 'Not Available'.
 * The rate engine puts the code on the row (`reason`) and these words beside it (`reasonText`);
 * a client that only has the code (an API answer) calls `unavailableMessage` with it, so the
 * CLI and the portal say the same thing.
 */
export type UnavailableReason = 'no_tariff' | 'over_cap' | 'over_size';

export interface UnavailableDetail {
  /** The product's country name the parcel goes to. */
  country?: string;
  /** The weight cap that was passed, in grams. */
  maxGrams?: number;
  /** The longest-side limit that was passed, in cm. */
  maxSideCm?: number;
}

const kg = (grams: number) => `${Number((grams / 1000).toFixed(3))} kg`;

export function unavailableMessage(
  reason: UnavailableReason | string | undefined,
  d: UnavailableDetail = {},
): string {
  switch (reason) {
    case 'no_tariff':
      return d.country ? `Not served to ${d.country}` : 'Not served to this country';
    case 'over_cap':
      return d.maxGrams
        ? `Over the service's maximum weight (${kg(d.maxGrams)})`
        : "Over the service's maximum weight";
    case 'over_size':
      return d.maxSideCm
        ? `A dimension is over the service's limit (${d.maxSideCm} cm)`
        : "A dimension is over the service's limit";
    default:
      return 'Not available';
  }
}
