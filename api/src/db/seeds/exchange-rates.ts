/**
 * Exchange rates for a fresh database: core's constants (INR_PER_UNIT, SDR_INR) as rows effective
 * since 1970, labelled INDICATIVE so nobody takes them for notified rates. Every docket then prints
 * exactly what it printed before this table existed (same figures, same document revision) until
 * the super admin publishes a CBIC notification. Idempotent: only a currency without any row is
 * written, so published rates are never touched.
 */
import {
  DEFAULT_EXCHANGE_RATES,
  INDICATIVE_RATE_REFERENCE,
  RATE_CURRENCIES,
  toMicros,
} from '@exportdesk/core';
import type { Db } from '../knex';
import { now } from '../knex';

export async function seedExchangeRates(db: Db): Promise<void> {
  const have = new Set(
    (await db('exchange_rates').distinct('currency')).map((r: { currency: string }) => r.currency),
  );
  const missing = RATE_CURRENCIES.filter((c) => !have.has(c));
  if (!missing.length) return;
  const t = now();
  await db('exchange_rates').insert(
    missing.map((c) => ({
      currency: c,
      inr_micros: toMicros(DEFAULT_EXCHANGE_RATES[c])!,
      effective_from: 0,
      reference: INDICATIVE_RATE_REFERENCE,
      updated_by: null,
      created_at: t,
    })),
  );
}
