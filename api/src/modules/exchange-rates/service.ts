/**
 * Customs exchange rates and the SDR value: answered from memory (RevisionCache over every row,
 * reloaded when a publish moves the revision, here or on another instance); a publish writes one
 * notification's rates together or nothing.
 */
import {
  CURRENCIES,
  EXCHANGE_RATE_MSG,
  RATE_CURRENCIES,
  SDR_CODE,
  effectiveDate,
  effectiveDateError,
  effectiveInstant,
  rateCurrencyName,
  ratesAt,
  toMicros,
  type CurrencyRate,
  type ExchangeRateHistoryRow,
  type ExchangeRatesList,
  type ExchangeRatesPublish,
  type RateCurrency,
  type SdrValue,
} from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { invalid, notFound } from '../../errors';
import type { RevisionCache } from '../../lib/revision-cache';
import * as repo from './repo';

/**
 * For other areas: the rates published up to `at` (a docket's are those in force at its creation),
 * read from the table, not the cache, on `q` (inside a unit of work, its transaction).
 */
export const ratesUpTo = (q: Db, at: number) => repo.ratesUpTo(q, at);

/** For other areas: every published rate (ratesAt picks those in force at an instant). */
export const allRates = (q: Db) => repo.allRates(q);

export class ExchangeRatesService {
  constructor(
    private readonly db: Db,
    private readonly cache: RevisionCache<repo.StoredRate[]>,
    private readonly announce: () => Promise<void>,
  ) {}

  /** In force at `at`: the row per code (a notification dated ahead takes over at its midnight without a reload). */
  private inForce(at: number) {
    return ratesAt(this.cache.value(), at).rows;
  }

  /** getCurrencies: the 22 order currencies with the rupee value in force now. */
  currencies(at = Date.now()): CurrencyRate[] {
    const rows = this.inForce(at);
    const out = CURRENCIES.flatMap((c) => {
      const r = rows[c];
      return r
        ? [
            {
              name: rateCurrencyName(c),
              short: c,
              value: r.value,
              effectiveFrom: r.effectiveFrom,
              reference: r.reference,
            },
          ]
        : [];
    });
    if (!out.length) throw notFound(EXCHANGE_RATE_MSG.noCurrency);
    return out;
  }

  sdr(at = Date.now()): SdrValue {
    const r = this.inForce(at)[SDR_CODE];
    if (!r) throw notFound(EXCHANGE_RATE_MSG.noSdr);
    return { value: r.value, effectiveFrom: r.effectiveFrom, reference: r.reference };
  }

  /** The back office's table: what is in force now per code, and every row with its status. */
  list(at = Date.now()): ExchangeRatesList {
    const all = this.cache.value();
    const inForce = this.inForce(at);
    const currentIds = new Set(Object.values(inForce).map((r) => r!.id));
    const row = (r: repo.StoredRate): ExchangeRateHistoryRow => ({
      ...r,
      name: rateCurrencyName(r.currency),
      status: currentIds.has(r.id) ? 'current' : r.effectiveFrom > at ? 'scheduled' : 'superseded',
    });
    return {
      current: RATE_CURRENCIES.flatMap((c) => (inForce[c] ? [row(inForce[c] as repo.StoredRate)] : [])),
      history: all.map(row),
    };
  }

  /** PUT exchange-rates: checked whole first, then written in one transaction and announced. */
  async publish(input: ExchangeRatesPublish, userId: number, at = Date.now()) {
    const dateError = effectiveDateError(input.effectiveFrom, at);
    if (dateError) throw invalid(dateError, { field: 'effectiveFrom' });
    const effectiveFrom = effectiveInstant(input.effectiveFrom)!;
    // The schema has refused unknown codes and bad figures already; keep the order of RATE_CURRENCIES.
    const micros = RATE_CURRENCIES.filter((c) => c in input.rates).map((c) => ({
      currency: c as RateCurrency,
      micros: toMicros(input.rates[c])!,
    }));
    await repo.insertRates(this.db, { effectiveFrom, reference: input.reference, micros, updatedBy: userId });
    await this.announce();
    return {
      list: this.list(at),
      message: EXCHANGE_RATE_MSG.published(micros.length, effectiveDate(effectiveFrom)),
    };
  }
}
