import { findCountry } from './countries';
import type { Parcel } from './types';

/**
 * One row of a batch check (CLI, API batch, calculator) from loosely typed input: a CSV or
 * spreadsheet row, or JSON. Accepts the calculator's names (country, weight, length, width,
 * height), a combined dims "10x10x10", and the bulk-upload columns (consigneeDetails_country,
 * grossWeight) so an order sheet can be checked as it is.
 */

export const ROW_REASON = {
  unknownCountry: 'Unknown country',
  badWeight: 'Weight must be a number greater than 0',
  badSize: (field: string) => `${field} must be a number greater than 0`,
  badDims: 'Dims must be three numbers greater than 0, like 10x10x10',
  weightNotSupported: 'Weight not supported by any available delivery type',
} as const;

export type RowResult = { ok: true; parcel: Parcel } | { ok: false; reason: string };

const COUNTRY_KEYS = [
  'country',
  'consigneedetails_country',
  'consigneecountry',
  'destination',
  'countryname',
];
const WEIGHT_KEYS = ['weight', 'weightgrams', 'weight_g', 'grossweight', 'weights'];

const pick = (rec: Record<string, unknown>, keys: string[]) => {
  for (const k of keys) if (rec[k] !== undefined && rec[k] !== null && rec[k] !== '') return rec[k];
  return undefined;
};

/** "numeric fields accept only digits, dot and space" (000 §5): spaces are dropped, nothing else is tolerated. */
export function parsePositive(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const s = value.replace(/\s+/g, '');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(s)) return undefined;
  const n = Number(s);
  return n > 0 ? n : undefined;
}

function lowerKeys(rec: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rec)) out[k.trim().toLowerCase()] = v;
  return out;
}

export function parseQuoteRow(input: Record<string, unknown>): RowResult {
  const rec = lowerKeys(input);
  const name = pick(rec, COUNTRY_KEYS);
  const country = typeof name === 'string' ? findCountry(name) : undefined;
  if (!country) return { ok: false, reason: ROW_REASON.unknownCountry };
  const weightGrams = parsePositive(pick(rec, WEIGHT_KEYS));
  if (weightGrams === undefined) return { ok: false, reason: ROW_REASON.badWeight };
  const parcel: Parcel = { country: country.country, weightGrams };

  const dims = rec.dims ?? rec.dimensions;
  if (dims !== undefined && dims !== '') {
    const parts = String(dims).split(/[x×*]/i).map(parsePositive);
    if (parts.length !== 3 || parts.some((p) => p === undefined))
      return { ok: false, reason: ROW_REASON.badDims };
    [parcel.lengthCm, parcel.widthCm, parcel.heightCm] = parts as number[];
    return { ok: true, parcel };
  }
  // Sizes are optional (an order sheet has none); one that is given must be a positive number.
  for (const [field, key] of [
    ['Length', 'length'],
    ['Width', 'width'],
    ['Height', 'height'],
  ] as const) {
    const raw = rec[key];
    if (raw === undefined || raw === null || raw === '') continue;
    const n = parsePositive(raw);
    if (n === undefined) return { ok: false, reason: ROW_REASON.badSize(field) };
    parcel[`${key}Cm`] = n;
  }
  return { ok: true, parcel };
}
