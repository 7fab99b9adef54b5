/**
 * Customs exchange rates and the SDR value (001 §3 "currency (name, short, value)", §7 "currencies
 * (name, short, value); … SDR value", §8 "Currencies"): data the super admin publishes from a CBIC
 * notification (export rates, fortnightly) and the IMF's SDR valuation, kept with their history.
 * A rate is rupees per one unit of the currency, exact to 6 decimals (stored as an integer of
 * millionths of a rupee, so MySQL and SQLite agree). The API, the documents and the back-office
 * page read these rules from here.
 */
import { CURRENCIES, CURRENCY_NAMES } from '../orders/enums';
import { isValidDmyDate } from '../orders/dates';
import { INR_PER_UNIT, SDR_INR } from './constants';
import { indiaDay } from './pickup';

/** The IMF's ISO 4217 code for the Special Drawing Right. */
export const SDR_CODE = 'XDR';
/** Every code a rate can be published for: the 22 order currencies and the SDR. */
export const RATE_CURRENCIES = [...CURRENCIES, SDR_CODE] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];
export const isRateCurrency = (c: string): c is RateCurrency =>
  (RATE_CURRENCIES as readonly string[]).includes(c);

export const rateCurrencyName = (c: RateCurrency): string =>
  c === SDR_CODE ? 'Special Drawing Right (IMF)' : CURRENCY_NAMES[c];

/** The reference the seed writes with core's constants: never mistaken for a notified rate. */
export const INDICATIVE_RATE_REFERENCE = 'INDICATIVE — replace with the current CBIC notification';

/** The constants the seed starts from (core's defaults, see constants.ts), by code. */
export const DEFAULT_EXCHANGE_RATES: Readonly<Record<RateCurrency, number>> = {
  ...(INR_PER_UNIT as Record<(typeof CURRENCIES)[number], number>),
  [SDR_CODE]: SDR_INR,
};

export const EXCHANGE_RATE_LIMITS = {
  /** Rupees per unit are exact to 6 decimals (CBIC notifies some currencies per 100 units: KRW 0.0620). */
  decimals: 6,
  /** Far above any currency's rate (KWD ≈ ₹280): a figure above is a typing slip. */
  maxInr: 100_000,
  referenceMin: 5,
  referenceMax: 200,
  /** How far ahead a notification may be entered (CBIC notifies the day before, the IMF daily). */
  maxDaysAhead: 366,
} as const;

export const EXCHANGE_RATE_MSG = {
  // Spec, verbatim (001 §8 "Currencies").
  oops: 'Oops!',
  noCurrency: 'No Currency Found',
  fetchFailed: 'Some error occurred while fetching currencies',
  // Ours.
  noSdr: 'No SDR value has been published.',
  published: (n: number, date: string) =>
    `${n} exchange rate${n === 1 ? '' : 's'} published, effective from ${date}.`,
  badDate: 'Effective date must be a real date in DD-MM-YYYY.',
  pastDate:
    'Effective date cannot be before today: documents already printed with the current rates would change.',
  farDate: `Effective date can be at most ${EXCHANGE_RATE_LIMITS.maxDaysAhead} days ahead.`,
  reference: `Please enter the notification reference (${EXCHANGE_RATE_LIMITS.referenceMin} to ${EXCHANGE_RATE_LIMITS.referenceMax} characters), e.g. 'CBIC Notification No. 75/2026-Customs (N.T.)'.`,
  noRates: 'Please enter at least one exchange rate.',
  unknownCurrency: (codes: string[]) =>
    `Unknown currency ${codes.join(', ')}: rates can be published only for ${RATE_CURRENCIES.join(', ')}.`,
  badRate: (code: string) =>
    `The rate for ${code} must be a positive number of rupees with at most ${EXCHANGE_RATE_LIMITS.decimals} decimals, below ${EXCHANGE_RATE_LIMITS.maxInr}.`,
} as const;

/** Rupees → millionths of a rupee (exact for up to 6 decimals), or null when not representable. */
export function toMicros(v: number | string): number | null {
  const s = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim();
  // Digits and one dot only (no exponent, sign or separators): what the form allows too.
  const m = /^(\d{1,6})(?:\.(\d{1,6}))?$/.exec(s);
  if (!m) return null;
  const micros = Number(m[1]) * 1_000_000 + Number((m[2] ?? '').padEnd(6, '0'));
  if (micros <= 0 || micros >= EXCHANGE_RATE_LIMITS.maxInr * 1_000_000) return null;
  return micros;
}
export const fromMicros = (micros: number): number => Number((Number(micros) / 1_000_000).toFixed(6));

/** "Digits and dot only": what a rate field accepts while typing. */
export const RATE_INPUT_PATTERN = /^\d{0,6}(\.\d{0,6})?$/;

/**
 * The instant a notification takes effect: 00:00 in India (UTC+05:30) on its date. A docket
 * created at 01:00 IST on that day (19:30 UTC the day before) is under the new rates.
 */
export function effectiveInstant(dmy: string): number | null {
  if (!isValidDmyDate(dmy)) return null;
  const [d, m, y] = dmy.trim().split('-').map(Number);
  return Date.UTC(y, m - 1, d) - 330 * 60_000;
}

/** The India calendar date (DD-MM-YYYY) an effective instant stands for. */
export function effectiveDate(instant: number): string {
  const d = new Date(instant + 330 * 60_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
}

/**
 * The effective date a customer sees, or null for none: the seed's INDICATIVE rows take effect
 * "since always" (instant 0), which is no date at all, not 01-01-1970 (issue 18).
 */
export const shownEffectiveDate = (r: { effectiveFrom: number }): string | null =>
  r.effectiveFrom > 0 ? effectiveDate(r.effectiveFrom) : null;

/**
 * The date rule: today (in India) or later, within a year. Not earlier: a docket's documents use
 * the rates effective when it was created, so a back-dated notification would change figures of
 * documents already printed and filed.
 */
export function effectiveDateError(dmy: string, at: number = Date.now()): string | null {
  const instant = effectiveInstant(dmy);
  if (instant === null) return EXCHANGE_RATE_MSG.badDate;
  const day = instant + 330 * 60_000; // 00:00 UTC of that calendar day, as indiaDay answers
  if (day < indiaDay(at)) return EXCHANGE_RATE_MSG.pastDate;
  if (day > indiaDay(at) + EXCHANGE_RATE_LIMITS.maxDaysAhead * 86_400_000) return EXCHANGE_RATE_MSG.farDate;
  return null;
}

/** One stored rate (a row of the history). */
export interface ExchangeRateRecord {
  id: number;
  currency: RateCurrency;
  /** Rupees per unit. */
  value: number;
  effectiveFrom: number;
  reference: string;
}

/**
 * The rates in force at an instant: per currency the row with the latest effective date not after
 * it (the later published one when two share a date). A currency without any row keeps core's
 * default, so a database without the seed prints what it printed before.
 */
export function ratesAt<R extends ExchangeRateRecord>(
  rows: readonly R[],
  at: number,
): { rates: Record<string, number>; sdrInr: number; rows: Partial<Record<RateCurrency, R>> } {
  const best: Partial<Record<RateCurrency, R>> = {};
  for (const r of rows) {
    if (r.effectiveFrom > at) continue;
    const b = best[r.currency];
    if (!b || r.effectiveFrom > b.effectiveFrom || (r.effectiveFrom === b.effectiveFrom && r.id > b.id))
      best[r.currency] = r;
  }
  const rates: Record<string, number> = {};
  for (const c of CURRENCIES) rates[c] = best[c]?.value ?? DEFAULT_EXCHANGE_RATES[c];
  return { rates, sdrInr: best[SDR_CODE]?.value ?? SDR_INR, rows: best };
}

// The wire shapes (getCurrencies, sdrValue, exchange-rates) are zod schemas in exchange-rates-schema.ts.
