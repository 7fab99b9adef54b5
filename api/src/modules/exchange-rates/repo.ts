/** Exchange rate rows (knex; MySQL and SQLite). Append-only: a publish inserts, nothing is updated. */
import { fromMicros, type ExchangeRateRecord, type RateCurrency } from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { now } from '../../db/knex';

export interface StoredRate extends ExchangeRateRecord {
  updatedBy: string | null;
  createdAt: number;
}

/** A row as the drivers hand it back: BIGINT may come as a string. */
interface RateRow {
  id: number | string;
  currency: string;
  inr_micros: number | string;
  effective_from: number | string;
  reference: string;
}

const toRecord = (r: RateRow): ExchangeRateRecord => ({
  id: Number(r.id),
  currency: r.currency as RateCurrency,
  value: fromMicros(Number(r.inr_micros)),
  effectiveFrom: Number(r.effective_from),
  reference: r.reference,
});

/** The revision of the table: rows are only ever added, so the highest id moves on every publish. */
export async function revision(db: Db): Promise<number> {
  const r = await db('exchange_rates').max({ id: 'id' }).first();
  return Number(r?.id ?? 0);
}

/** Every row with who published it (the cache holds them all: 23 rows a fortnight). */
export async function allRates(db: Db): Promise<StoredRate[]> {
  const rows: Array<
    RateRow & {
      created_at: number | string;
      updated_by_name: string | null;
      updated_by_username: string | null;
    }
  > = await db('exchange_rates as x')
    .leftJoin('users as u', 'u.id', 'x.updated_by')
    .orderBy([
      { column: 'x.effective_from', order: 'desc' },
      { column: 'x.id', order: 'desc' },
    ])
    .select(
      'x.id',
      'x.currency',
      'x.inr_micros',
      'x.effective_from',
      'x.reference',
      'x.created_at',
      'u.name as updated_by_name',
      'u.username as updated_by_username',
    );
  return rows.map((r) => ({
    ...toRecord(r),
    updatedBy: r.updated_by_name ?? r.updated_by_username ?? null,
    createdAt: Number(r.created_at),
  }));
}

/**
 * The rows a document dated `at` may use (effective on or before it). The loader reads them on
 * every load, in the API and in the workers alike, so there is no cache to keep in step there.
 */
export async function ratesUpTo(db: Db, at: number): Promise<ExchangeRateRecord[]> {
  const rows: RateRow[] = await db('exchange_rates')
    .where('effective_from', '<=', at)
    .select('id', 'currency', 'inr_micros', 'effective_from', 'reference');
  return rows.map(toRecord);
}

export interface NewRates {
  effectiveFrom: number;
  reference: string;
  micros: Array<{ currency: RateCurrency; micros: number }>;
  updatedBy: number | null;
}

/** One notification: every rate written in one transaction, or none. */
export async function insertRates(db: Db, n: NewRates): Promise<void> {
  const t = now();
  await db.transaction(async (trx) => {
    await trx('exchange_rates').insert(
      n.micros.map((m) => ({
        currency: m.currency,
        inr_micros: m.micros,
        effective_from: n.effectiveFrom,
        reference: n.reference,
        updated_by: n.updatedBy,
        created_at: t,
      })),
    );
  });
}

export async function hasAny(db: Db): Promise<boolean> {
  return !!(await db('exchange_rates').first('id'));
}
