import type { Knex } from 'knex';

/**
 * A docket's FOB in rupees (001 §3 "Search/download filter: fromInr, toInr"; §9 "Currency shown
 * as INR"): its orders' FOB converted at the customs exchange rates in force when it was made,
 * so the list's FOB range compares rupees, not a sum of mixed currencies. Existing dockets are
 * filled from their orders here.
 *
 * Self-contained: the query and arithmetic below are frozen copies of what this migration used
 * when it landed (exchange-rates repo `ratesUpTo`, core's `ratesAt`, `foreignToInr`, `round2` and
 * the default rates), so later changes to those never change what this migration writes.
 */

/** Rupees per unit when no published rate exists (core's INDICATIVE defaults when this landed). */
const DEFAULT_INR_PER_UNIT: Readonly<Record<string, number>> = {
  AUD: 55.4,
  BHD: 223.6,
  CAD: 61.2,
  CNY: 11.7,
  DKK: 12.6,
  EUR: 94.2,
  HKD: 10.8,
  JPY: 0.57,
  KRW: 0.062,
  KWD: 274.9,
  NZD: 50.6,
  NOK: 8.1,
  GBP: 110.3,
  QAR: 23.1,
  SAR: 22.4,
  SGD: 64.9,
  ZAR: 4.7,
  SEK: 8.6,
  CHF: 101.6,
  TRY: 2.1,
  AED: 22.9,
  USD: 84.1,
};

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

interface RateRow {
  id: number;
  currency: string;
  value: number;
  effectiveFrom: number;
}

/** The rates in force at `at`: per currency the latest effective row (the later id on a tie), else the default. */
async function ratesAt(knex: Knex, at: number): Promise<Record<string, number>> {
  const rows: RateRow[] = (
    await knex('exchange_rates')
      .where('effective_from', '<=', at)
      .select('id', 'currency', 'inr_micros', 'effective_from')
  ).map(
    (r: {
      id: number | string;
      currency: string;
      inr_micros: number | string;
      effective_from: number | string;
    }) => ({
      id: Number(r.id),
      currency: r.currency,
      value: Number((Number(r.inr_micros) / 1_000_000).toFixed(6)),
      effectiveFrom: Number(r.effective_from),
    }),
  );
  const best: Record<string, RateRow> = {};
  for (const r of rows) {
    if (r.effectiveFrom > at) continue;
    const b = best[r.currency];
    if (!b || r.effectiveFrom > b.effectiveFrom || (r.effectiveFrom === b.effectiveFrom && r.id > b.id))
      best[r.currency] = r;
  }
  const rates: Record<string, number> = {};
  for (const c of Object.keys(DEFAULT_INR_PER_UNIT)) rates[c] = best[c]?.value ?? DEFAULT_INR_PER_UNIT[c]!;
  return rates;
}

function foreignToInr(amount: number, currency: string, rates: Readonly<Record<string, number>>): number {
  const rate = rates[currency];
  if (!rate) throw new RangeError(`no exchange rate for ${currency}`);
  return round2(amount * rate);
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('dockets', (t) => {
    t.decimal('fob_inr', 16, 2).index();
  });
  const dockets = await knex('dockets').select('id', 'created_at');
  for (const d of dockets) {
    const at = Number(d.created_at);
    const rates = await ratesAt(knex, at);
    const orders: Array<{ currency: string; fob_foreign: number | string }> = await knex('orders')
      .where({ docket_id: d.id })
      .select('currency', 'fob_foreign');
    const inr = round2(
      orders.reduce((s, o) => s + foreignToInr(Number(o.fob_foreign), o.currency, rates), 0),
    );
    await knex('dockets').where({ id: d.id }).update({ fob_inr: inr });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('dockets', (t) => {
    t.dropColumn('fob_inr');
  });
}
