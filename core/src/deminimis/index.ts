/**
 * Duty-free import allowance (issue 16, `/dutyfreeimportallowance`): the de minimis table as data
 * (`data.ts`), a search over it and the rule that flags an order above its destination's threshold.
 * The order's value is converted with the customs exchange rates (rupees per unit, as the API's
 * getCurrencies gives them).
 */
import { z } from 'zod';
import { DE_MINIMIS, type DeMinimisRow } from './data';
import { findCountry } from '../rates/countries';

export { DE_MINIMIS, deMinimisRowSchema, type DeMinimisRow } from './data';

const norm = (s: string) => s.trim().toLowerCase();

/** The rows whose code, country or currency contains the text (all rows for an empty text), by country name. */
export function searchDeMinimis(text = '', rows: readonly DeMinimisRow[] = DE_MINIMIS): DeMinimisRow[] {
  const q = norm(text);
  const hit = (r: DeMinimisRow) => !q || [r.code, r.country, r.currency].some((f) => norm(f).includes(q));
  return rows.filter(hit).sort((a, b) => a.country.localeCompare(b.country, 'en'));
}

/** A destination's row by ISO alpha-2 code or country name (case-insensitive). */
export function deMinimisFor(destination: string): DeMinimisRow | undefined {
  // "USA", "U.S.", "United States of America": the one country alias table of core (issue 18)
  const code = findCountry(destination)?.code;
  const q = norm(destination);
  return DE_MINIMIS.find(
    (r) => (code !== undefined && r.code === code) || norm(r.code) === q || norm(r.country) === q,
  );
}

export interface DeMinimisFlag {
  above: boolean;
  /** e.g. "Above duty-free allowance (US 800 USD)" when above */
  label: string | null;
  /** the order's value in the threshold's currency, 2 decimals; null when it could not be converted */
  converted: number | null;
  row: DeMinimisRow | null;
}

/**
 * Compares an order's value with its destination's duty threshold. `rupeesPer` gives the customs
 * rate (INR per unit) of a currency code; INR is 1. No row, no duty threshold, or a currency without
 * a rate: not flagged (`converted` null when conversion failed). Above = strictly greater.
 */
export function deMinimisFlag(
  value: number,
  currency: string,
  destination: string,
  rupeesPer: (code: string) => number | undefined,
): DeMinimisFlag {
  const row = deMinimisFor(destination) ?? null;
  if (!row || row.duty === null) return { above: false, label: null, converted: null, row };
  const rate = (c: string) => (c.toUpperCase() === 'INR' ? 1 : rupeesPer(c.toUpperCase()));
  const from = rate(currency);
  const to = rate(row.currency);
  if (!from || !to || !Number.isFinite(value)) return { above: false, label: null, converted: null, row };
  const converted = Math.round(((value * from) / to) * 100) / 100;
  const above = converted > row.duty;
  return {
    above,
    label: above ? `Above duty-free allowance (${row.code} ${row.duty} ${row.currency})` : null,
    converted,
    row,
  };
}

/** GET /api/v1/deminimis?q=: an optional search text. */
export const deMinimisQuerySchema = z.object({ q: z.string().trim().max(60).optional().default('') });
export type DeMinimisQuery = z.infer<typeof deMinimisQuerySchema>;
