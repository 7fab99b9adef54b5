/**
 * Bounds a customs officer would expect of one export parcel (issue 23 item 7): no order, bulk
 * row, parcel, booking or shipment may carry a figure no parcel can hold. One table, with the
 * reason for each figure beside it; the field builders (fields.ts) and every schema with money,
 * weight, quantity or size read it, and the refusals say the limit in words (`ORDER_MSG.atMost`).
 * Weights are grams and sizes centimetres, as on the wire (001 §3, §5).
 */
import { DEFAULT_SERVICE_RULES } from '../rates/services';
import { CARRIER_NAMES, carrierOf, type CarrierId } from '../carriers/vocabulary';
import type { CURRENCIES } from './enums';

type Currency = (typeof CURRENCIES)[number];

/** The heaviest parcel each carrier takes: the largest cap of its services in the rate engine. */
export const CARRIER_MAX_GRAMS: Readonly<Record<CarrierId, number>> = (() => {
  const out = {} as Record<CarrierId, number>;
  for (const r of DEFAULT_SERVICE_RULES) out[r.carrier] = Math.max(out[r.carrier] ?? 0, r.defaultMaxGrams);
  return out;
})();

export const BOUNDS = {
  /**
   * Any weight of an order, a row or a parcel (item net, item gross, shipment gross): the heaviest
   * any service takes. Couriers' cards cap a piece at 30 kg (max_weight_g 30000); India Post's EMS
   * and air parcel 20 kg by default, ITPS and small packets 2 kg (UPU letter-post limit).
   */
  maxGrams: Math.max(...Object.values(CARRIER_MAX_GRAMS)),
  /**
   * Any side of a box: 3 m. India Post (UPU parcel rules) takes 1.5 m at most; express couriers
   * take longer pieces (FedEx International Priority: 274 cm), so 300 cm is above every service
   * and below anything a counter could accept.
   */
  maxSideCm: 300,
  /**
   * Quantity of one item line: 1,00,000. A 30 kg parcel of 0.3 g beads, or 30,000 g counted in
   * grams, stays below it; "2^64 pieces" does not.
   */
  maxQuantity: 1_00_000,
  /**
   * A rupee amount on one order or parcel (freight, insurance, other charges, a declared value,
   * a shipping charge): ₹10 lakh, customs' CSB-V limit of value per consignment (Courier Imports
   * and Exports (Electronic Declaration and Processing) Amendment Regulations); no charge or value
   * of one parcel comes near it.
   */
  maxInr: 10_00_000,
  /** A rate in percent (IGST, cess, export duty): 100 %. */
  maxPercent: 100,
  /**
   * A rupee amount of an account (a plan's price, a payment, an invoice, a claim's total): ₹10
   * crore, far above any year of one exporter's postal and courier bills, far below 2^53.
   */
  maxAccountInr: 10_00_00_000,
} as const;

/**
 * The rupees a unit of each invoice currency is surely worth (about half its 2025 rate, so a
 * fall of the rupee or of the currency never refuses a lawful order).
 */
const INR_FLOOR: Readonly<Record<Currency, number>> = {
  AUD: 27,
  BHD: 111,
  CAD: 30,
  CNY: 5.8,
  DKK: 6,
  EUR: 45,
  HKD: 5.4,
  JPY: 0.28,
  KRW: 0.031,
  KWD: 136,
  NZD: 25,
  NOK: 3.9,
  GBP: 52,
  QAR: 11.5,
  SAR: 11.2,
  SGD: 32,
  ZAR: 2.3,
  SEK: 4,
  CHF: 47,
  TRY: 1,
  AED: 11.4,
  USD: 42,
};

/** Rounded up to two significant figures: 23,810 → 24,000; 3,22,58,065 → 3,30,00,000. */
const roundUp2 = (n: number) => {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.ceil(n / step) * step;
};

/**
 * FOB per order in its invoice currency: ₹10 lakh (customs' CSB-V limit of value per
 * consignment) at the currency's floor rate above; about twice the limit at today's rates, so
 * the number refused is always above anything customs clears in one consignment.
 */
export const FOB_FOREIGN_MAX: Readonly<Record<Currency, number>> = Object.fromEntries(
  Object.entries(INR_FLOOR).map(([c, floor]) => [c, roundUp2(BOUNDS.maxInr / floor)]),
) as Record<Currency, number>;

/** FOB with no currency known: the highest of the currencies' caps (then the currency's own applies). */
export const FOB_FOREIGN_MAX_ANY = Math.max(...Object.values(FOB_FOREIGN_MAX));

/** A bound as a field checks it: the figure, its unit as the refusal says it ("g", "USD") and why. */
export interface Bound {
  max: number;
  unit?: string;
  why?: string;
}

/** The bounds of the order and bulk-row fields (order.ts, bulk.ts). */
export const ORDER_BOUNDS = {
  grams: { max: BOUNDS.maxGrams, unit: 'g', why: 'the heaviest parcel any service takes' },
  inr: { max: BOUNDS.maxInr, unit: 'INR', why: "customs' CSB-V limit is ₹10 lakh per consignment" },
  percent: { max: BOUNDS.maxPercent, unit: '%' },
  cm: { max: BOUNDS.maxSideCm, unit: 'cm', why: 'longer than any service takes' },
  accountInr: { max: BOUNDS.maxAccountInr, unit: 'INR', why: 'far above any exporter account' },
  quantity: { max: BOUNDS.maxQuantity, why: 'more than one parcel can hold' },
  /** Before the currency is known; then the currency's own bound applies (`fobBound`). */
  fob: {
    max: FOB_FOREIGN_MAX_ANY,
    unit: 'in any currency',
    why: "customs' CSB-V limit is ₹10 lakh per consignment",
  },
} as const satisfies Record<string, Bound>;

/** The FOB bound of one invoice currency. */
export const fobBound = (currency: string): Bound => ({
  max: FOB_FOREIGN_MAX[currency as Currency] ?? FOB_FOREIGN_MAX_ANY,
  unit: currency,
  why: "customs' CSB-V limit is ₹10 lakh per consignment",
});

/** The weight bound of a parcel sent with `carrier` (any id the carrier vocabulary knows). */
export function carrierGramsBound(carrier: string): Bound {
  const c = carrierOf(carrier);
  return c
    ? { max: CARRIER_MAX_GRAMS[c], unit: 'g', why: `the heaviest parcel ${CARRIER_NAMES[c]} takes` }
    : ORDER_BOUNDS.grams;
}

/** Printed the Indian way, as the refusals say it: 10,00,000; 24,000; 0.5. */
export const groupIndian = (n: number) =>
  new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(n);
