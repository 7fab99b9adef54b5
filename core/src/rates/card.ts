import { findCountry } from './countries';
import { parsePositive } from './rows';
import type { TariffRow } from './types';

/**
 * The rate-card spreadsheet layout an admin uploads ("Rate Upload"), one card per carrier and
 * service, as CSV or the first sheet of an xlsx:
 *
 *   destination | first_slab_g | first_slab_inr | additional_slab_g | additional_slab_inr | max_weight_g (optional)
 *
 * "destination" may also be headed "country" or "zone". The gazette's own layout is accepted as
 * published: country | first_50g_inr | each_additional_50g_inr (slab sizes read from the header).
 * A zones card maps a carrier's zones to countries: zone | country.
 */

export const CARD_MSG = {
  empty: 'The file has no rate rows.',
  columns: (missing: string[]) => `Missing columns: ${missing.join(', ')}.`,
  unknownDestination: (d: string) => `Unknown country or zone: ${d}`,
  duplicate: (d: string) => `Duplicate destination: ${d}`,
  badNumber: (col: string) => `${col} must be a number greater than 0`,
  capBelowFirstSlab: 'max_weight_g is below the first slab',
  tooManyRows: (max: number) => `A rate card holds at most ${max} rows.`,
} as const;

export const CARD_MAX_ROWS = 5000;

export interface CardRowError {
  /** Line in the file, the header being line 1. */
  line: number;
  message: string;
}

export interface ParsedCard {
  rows: TariffRow[];
  errors: CardRowError[];
  /** A problem with the whole file; nothing may be published. */
  fileError?: string;
}

const norm = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

interface Layout {
  destination: string;
  first: { grams: string | number; inr: string };
  extra: { grams: string | number; inr: string };
  cap?: string;
}

function detectLayout(header: string[]): Layout | { missing: string[] } {
  const h = header.map(norm);
  const destination = ['destination', 'country', 'zone'].find((c) => h.includes(c));
  const gazetteFirst = h.find((c) => /^first_\d+g_inr$/.test(c));
  const gazetteExtra = h.find((c) => /^each_additional_\d+g_inr$/.test(c));
  if (destination && gazetteFirst && gazetteExtra) {
    return {
      destination,
      first: { grams: Number(/\d+/.exec(gazetteFirst)![0]), inr: gazetteFirst },
      extra: { grams: Number(/\d+/.exec(gazetteExtra)![0]), inr: gazetteExtra },
      cap: h.includes('max_weight_g') ? 'max_weight_g' : undefined,
    };
  }
  const needed = ['first_slab_g', 'first_slab_inr', 'additional_slab_g', 'additional_slab_inr'];
  const missing = [...(destination ? [] : ['destination']), ...needed.filter((c) => !h.includes(c))];
  if (missing.length) return { missing };
  return {
    destination: destination!,
    first: { grams: 'first_slab_g', inr: 'first_slab_inr' },
    extra: { grams: 'additional_slab_g', inr: 'additional_slab_inr' },
    cap: h.includes('max_weight_g') ? 'max_weight_g' : undefined,
  };
}

/**
 * Check a card's rows. `zones`: the carrier's zone names, which are valid destinations besides
 * countries. Rows keep the product's country names ("Great Britain (UK)" becomes "United Kingdom").
 */
export function parseRateCard(
  header: string[],
  records: Record<string, unknown>[],
  zones: readonly string[] = [],
): ParsedCard {
  const layout = detectLayout(header);
  if ('missing' in layout) return { rows: [], errors: [], fileError: CARD_MSG.columns(layout.missing) };
  if (!records.length) return { rows: [], errors: [], fileError: CARD_MSG.empty };
  if (records.length > CARD_MAX_ROWS)
    return { rows: [], errors: [], fileError: CARD_MSG.tooManyRows(CARD_MAX_ROWS) };
  const zoneNames = new Map(zones.map((z) => [z.trim().toLowerCase(), z]));
  const rows: TariffRow[] = [];
  const errors: CardRowError[] = [];
  const seen = new Set<string>();
  records.forEach((raw, i) => {
    const line = i + 2;
    const rec: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(raw)) rec[norm(k)] = v;
    const name = String(rec[layout.destination] ?? '').trim();
    const destination = findCountry(name)?.country ?? zoneNames.get(name.toLowerCase());
    if (!destination) return void errors.push({ line, message: CARD_MSG.unknownDestination(name) });
    if (seen.has(destination)) return void errors.push({ line, message: CARD_MSG.duplicate(destination) });
    seen.add(destination);
    const num = (col: string | number) => (typeof col === 'number' ? col : parsePositive(rec[col]));
    const cols = [layout.first.grams, layout.first.inr, layout.extra.grams, layout.extra.inr];
    const values = cols.map(num);
    const bad = values.findIndex((v) => v === undefined);
    if (bad >= 0) return void errors.push({ line, message: CARD_MSG.badNumber(String(cols[bad])) });
    const [firstSlabGrams, firstSlabInr, extraSlabGrams, extraSlabInr] = values as number[];
    const row: TariffRow = { destination, firstSlabGrams, firstSlabInr, extraSlabGrams, extraSlabInr };
    const capRaw = layout.cap ? rec[layout.cap] : undefined;
    if (capRaw !== undefined && capRaw !== null && capRaw !== '') {
      const cap = parsePositive(capRaw);
      if (cap === undefined) return void errors.push({ line, message: CARD_MSG.badNumber('max_weight_g') });
      if (cap < firstSlabGrams) return void errors.push({ line, message: CARD_MSG.capBelowFirstSlab });
      row.maxGrams = cap;
    }
    rows.push(row);
  });
  return { rows, errors };
}

export interface ParsedZones {
  zones: Record<string, string[]>;
  errors: CardRowError[];
  fileError?: string;
}

/** A zones card: zone | country, one line per country. */
export function parseZoneCard(header: string[], records: Record<string, unknown>[]): ParsedZones {
  const h = header.map(norm);
  const missing = ['zone', 'country'].filter((c) => !h.includes(c));
  if (missing.length) return { zones: {}, errors: [], fileError: CARD_MSG.columns(missing) };
  if (!records.length) return { zones: {}, errors: [], fileError: CARD_MSG.empty };
  const zones: Record<string, string[]> = {};
  const errors: CardRowError[] = [];
  const seen = new Set<string>();
  records.forEach((raw, i) => {
    const rec: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(raw)) rec[norm(k)] = v;
    const zone = String(rec.zone ?? '').trim();
    const country = findCountry(String(rec.country ?? ''))?.country;
    if (!zone || !country)
      return void errors.push({
        line: i + 2,
        message: CARD_MSG.unknownDestination(String(rec.country ?? '')),
      });
    if (seen.has(country)) return void errors.push({ line: i + 2, message: CARD_MSG.duplicate(country) });
    seen.add(country);
    (zones[zone] ??= []).push(country);
  });
  return { zones, errors };
}
