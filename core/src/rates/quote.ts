import { findCountry } from './countries';
import { applyEmsDiscount, emsDiscountPercent, roundPaise } from './discounts';
import { isShown, type DisplayFlags } from './display';
import { serviceName } from './names';
import { maxSideOf } from './services';
import { capOf, chargeableGrams, slabPrice } from './slabs';
import type { TariffIndex } from './tariff-index';
import { NOT_AVAILABLE, type NotAvailable, type Parcel, type ServiceRule } from './types';
import { type CarrierId } from '../carriers/vocabulary';
import { unavailableMessage, type UnavailableReason } from './unavailable';

/** One service's answer for one parcel. Prices in INR; GST separate where the service has it. */
export interface ServiceQuote {
  carrier: CarrierId;
  service: string;
  label: string;
  available: boolean;
  reason?: UnavailableReason;
  /** Why there is no price, in words (unavailable rows only): "Not served to USA", … */
  reasonText?: string;
  /** Price before GST, after any EMS discount; 'Not Available' when the service cannot carry it. */
  cost: number | NotAvailable;
  gstRate: number;
  gst: number;
  total: number | NotAvailable;
  chargeableGrams: number;
  deliveryTime: string;
  tracking: boolean;
  demo: boolean;
  indicative: boolean;
  /** EMS only, when the user's revenue earns a tier (000 §9). */
  discountPercent?: number;
  listPrice?: number;
}

export interface QuoteOptions {
  /** The user's monthly international EMS revenue, for the discount tiers. */
  emsMonthlyRevenueInr?: number;
  flags?: DisplayFlags;
}

/** A service's price for a parcel, or why it has none. */
export function quoteService(
  rule: ServiceRule,
  index: TariffIndex,
  parcel: Parcel,
  opts: QuoteOptions = {},
): ServiceQuote {
  const grams = chargeableGrams(rule, parcel);
  const row = index.row(rule.carrier, rule.service, parcel.country);
  // 'Not Available' for "a service and country it has no row for" (tariff README), over a weight
  // cap, or a side over the service's size limit.
  const side =
    parcel.lengthCm === undefined ? 0 : Math.max(parcel.lengthCm, parcel.widthCm ?? 0, parcel.heightCm ?? 0);
  const maxSide = side ? maxSideOf(rule) : undefined;
  const reason: UnavailableReason | undefined = !row
    ? 'no_tariff'
    : grams > capOf(rule, row)
      ? 'over_cap'
      : maxSide !== undefined && side > maxSide
        ? 'over_size'
        : undefined;
  let cost: number | NotAvailable = NOT_AVAILABLE;
  let gst = 0;
  let total: number | NotAvailable = NOT_AVAILABLE;
  let percent = 0;
  let listPrice = 0;
  if (row && !reason) {
    listPrice = slabPrice(row, grams);
    const revenue = opts.emsMonthlyRevenueInr ?? 0;
    percent = rule.carrier === 'indiapost' && rule.service === 'ems' ? emsDiscountPercent(revenue) : 0;
    cost = percent ? applyEmsDiscount(listPrice, revenue) : listPrice;
    gst = roundPaise(cost * rule.gstRate);
    total = roundPaise(cost + gst);
  }
  // One literal of one shape: this runs for every service of every quote (hot path).
  const q: ServiceQuote = {
    carrier: rule.carrier,
    service: rule.service,
    // The names table's words, so CLI, portal and documents agree; a card's own label for a service it does not know.
    label: serviceName(rule.carrier, rule.service, rule.label),
    available: !reason,
    reason,
    cost,
    gstRate: rule.gstRate,
    gst,
    total,
    chargeableGrams: grams,
    deliveryTime: rule.deliveryTime,
    tracking: rule.tracking,
    demo: rule.demo,
    indicative: rule.indicative,
  };
  if (reason)
    q.reasonText = unavailableMessage(reason, {
      country: parcel.country,
      maxGrams: row ? capOf(rule, row) : undefined,
      maxSideCm: maxSide,
    });
  if (percent) {
    q.discountPercent = percent;
    q.listPrice = listPrice;
  }
  return q;
}

export interface ParcelQuote {
  country: string;
  /** Every service shown for this destination (display rules applied), in the book's order. */
  options: ServiceQuote[];
  /** The lowest total among available options; undefined when nothing can carry the parcel. */
  cheapest?: ServiceQuote;
}

/** Every carrier and service for one parcel, the spec's display rules applied (000 §4.1). */
export function quoteParcel(index: TariffIndex, parcel: Parcel, opts: QuoteOptions = {}): ParcelQuote {
  const country = findCountry(parcel.country)?.country ?? parcel.country;
  const p = { ...parcel, country };
  const options: ServiceQuote[] = [];
  let cheapest: ServiceQuote | undefined;
  for (const rule of index.services()) {
    const q = quoteService(rule, index, p, opts);
    if (!isShown(q, country, opts.flags)) continue;
    options.push(q);
    if (q.available && (!cheapest || (q.total as number) < (cheapest.total as number))) cheapest = q;
  }
  return { country, options, cheapest };
}
