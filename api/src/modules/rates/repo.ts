/** Rate card versions and the book revision (knex; MySQL and SQLite). */
import type { RateCard, ServiceRule, TariffRow, ZoneMap, CarrierId, CardRowError } from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { json, now } from '../../db/knex';

export type CardStatus = 'draft' | 'published' | 'archived';
export type CardLabel = 'official' | 'indicative' | 'demo';
export const ZONES_SERVICE = 'zones';

export interface CardVersion {
  id: number;
  carrier: string;
  service: string;
  version: number;
  status: CardStatus;
  label: CardLabel;
  rowCount: number;
  errors: CardRowError[];
  sourceName: string | null;
  restoredFrom: number | null;
  createdBy: number | null;
  createdAt: number;
  publishedAt: number | null;
}

export interface CardVersionWithRows extends CardVersion {
  rule: ServiceRule | null;
  rows: TariffRow[] | Record<string, string[]>;
}

/** A rate_cards row as the database answers it (MySQL may answer a BIGINT as a string). */
interface CardVersionRecord {
  id: number | string;
  carrier: string;
  service: string;
  version: number | string;
  status: CardStatus;
  label: CardLabel;
  row_count: number | string;
  errors: unknown;
  source_name?: string | null;
  restored_from?: number | null;
  created_by?: number | null;
  created_at: number | string;
  published_at?: number | string | null;
}

const toVersion = (r: CardVersionRecord): CardVersion => ({
  id: Number(r.id),
  carrier: r.carrier,
  service: r.service,
  version: Number(r.version),
  status: r.status,
  label: r.label,
  rowCount: Number(r.row_count),
  errors: json<CardRowError[]>(r.errors, []),
  sourceName: r.source_name ?? null,
  restoredFrom: r.restored_from ?? null,
  createdBy: r.created_by ?? null,
  createdAt: Number(r.created_at),
  publishedAt: r.published_at === null || r.published_at === undefined ? null : Number(r.published_at),
});

const LIST_COLUMNS = [
  'id',
  'carrier',
  'service',
  'version',
  'status',
  'label',
  'row_count',
  'errors',
  'source_name',
  'restored_from',
  'created_by',
  'created_at',
  'published_at',
];

export async function revision(db: Db): Promise<number> {
  const r = await db('rate_book_state').where({ id: 1 }).first('revision');
  return r ? Number(r.revision) : 0;
}

/** Every published card and zone map: the whole book, read once per revision. */
export async function loadPublished(
  db: Db,
): Promise<{ revision: number; cards: RateCard[]; zoneMaps: ZoneMap[] }> {
  const [rev, rows] = await Promise.all([
    revision(db),
    db('rate_cards').where({ status: 'published' }).orderBy('id'),
  ]);
  const cards: RateCard[] = [];
  const zoneMaps: ZoneMap[] = [];
  for (const r of rows) {
    if (r.service === ZONES_SERVICE)
      zoneMaps.push({ carrier: r.carrier as CarrierId, zones: json(r.rows, {}) });
    else
      cards.push({
        rule: json<ServiceRule | null>(r.rule, null) as ServiceRule,
        rows: json<TariffRow[]>(r.rows, []),
        version: Number(r.version),
      });
  }
  return { revision: rev, cards, zoneMaps };
}

export async function listVersions(
  db: Db,
  filter: { carrier?: string; service?: string } = {},
): Promise<CardVersion[]> {
  const q = db('rate_cards')
    .select(LIST_COLUMNS)
    .orderBy([{ column: 'carrier' }, { column: 'service' }, { column: 'version', order: 'desc' }]);
  if (filter.carrier) q.where('carrier', filter.carrier);
  if (filter.service) q.where('service', filter.service);
  return (await q).map(toVersion);
}

export async function getVersion(db: Db, id: number): Promise<CardVersionWithRows | null> {
  const r = await db('rate_cards').where({ id }).first();
  if (!r) return null;
  return { ...toVersion(r), rule: json<ServiceRule | null>(r.rule, null), rows: json(r.rows, []) };
}

export async function hasAnyVersion(db: Db, carrier: string, service: string): Promise<boolean> {
  return !!(await db('rate_cards').where({ carrier, service }).first('id'));
}

export interface NewCard {
  carrier: string;
  service: string;
  status: CardStatus;
  label: CardLabel;
  rule: ServiceRule | null;
  rows: TariffRow[] | Record<string, string[]>;
  rowCount: number;
  errors?: CardRowError[];
  sourceName?: string | null;
  restoredFrom?: number | null;
  createdBy?: number | null;
}

/** Insert a new version (the next number for its card); published ones replace the current one. */
export async function insertVersion(db: Db, card: NewCard): Promise<number> {
  return db.transaction(async (trx) => {
    const last = await trx('rate_cards')
      .where({ carrier: card.carrier, service: card.service })
      .max({ v: 'version' })
      .first();
    const version = Number(last?.v ?? 0) + 1;
    const t = now();
    if (card.status === 'published') await archiveCurrent(trx, card.carrier, card.service);
    const [id] = await trx('rate_cards').insert({
      carrier: card.carrier,
      service: card.service,
      version,
      status: card.status,
      label: card.label,
      rule: card.rule ? JSON.stringify(card.rule) : null,
      rows: JSON.stringify(card.rows),
      row_count: card.rowCount,
      errors: JSON.stringify(card.errors ?? []),
      source_name: card.sourceName ?? null,
      restored_from: card.restoredFrom ?? null,
      created_by: card.createdBy ?? null,
      created_at: t,
      published_at: card.status === 'published' ? t : null,
    });
    if (card.status === 'published') await bumpRevision(trx);
    return Number(id);
  });
}

/** Publish a draft: the card's current version is archived, the revision moves on. */
export async function publishDraft(db: Db, id: number): Promise<void> {
  await db.transaction(async (trx) => {
    const r = await trx('rate_cards').where({ id, status: 'draft' }).first('carrier', 'service');
    if (!r) throw new Error('not a draft');
    await archiveCurrent(trx, r.carrier, r.service);
    await trx('rate_cards').where({ id }).update({ status: 'published', published_at: now() });
    await bumpRevision(trx);
  });
}

async function archiveCurrent(trx: Db, carrier: string, service: string) {
  await trx('rate_cards').where({ carrier, service, status: 'published' }).update({ status: 'archived' });
}

async function bumpRevision(trx: Db) {
  await trx('rate_book_state')
    .where({ id: 1 })
    .update({ revision: trx.raw('revision + 1'), updated_at: now() });
}

/** Zone names of a carrier's published zone map: valid destinations on its tariff cards. */
export async function publishedZoneNames(db: Db, carrier: string): Promise<string[]> {
  const r = await db('rate_cards')
    .where({ carrier, service: ZONES_SERVICE, status: 'published' })
    .first('rows');
  return r ? Object.keys(json<Record<string, string[]>>(r.rows, {})) : [];
}

// ── EMS revenue (the EMS discount tiers) ─────────────────────────────────────────────────────────

/** What moves when EMS revenue from `fromMonth` (YYYY-MM) on changes: row count, latest change, total. */
export async function emsRevenueRevision(
  db: Db,
  fromMonth: string,
): Promise<{ n: number; t: number; s: number }> {
  const r = await db('ems_revenue')
    .where('month', '>=', fromMonth)
    .first(db.raw('count(*) as n'), db.raw('max(updated_at) as t'), db.raw('sum(amount_inr) as s'));
  const row = r as { n?: unknown; t?: unknown; s?: unknown } | undefined;
  return { n: Number(row?.n ?? 0), t: Number(row?.t ?? 0), s: Number(row?.s ?? 0) };
}

export async function emsRevenueFrom(
  db: Db,
  fromMonth: string,
): Promise<Array<{ userId: number; month: string; amountInr: number }>> {
  const rows: Array<{ user_id: unknown; month: unknown; amount_inr: unknown }> = await db('ems_revenue')
    .where('month', '>=', fromMonth)
    .select('user_id', 'month', 'amount_inr');
  return rows.map((r) => ({
    userId: Number(r.user_id),
    month: String(r.month),
    amountInr: Number(r.amount_inr),
  }));
}

/** One user's revenue for a month, replaced when set again. */
export async function upsertEmsRevenue(
  db: Db,
  r: { userId: number; month: string; amountInr: number; source: string },
): Promise<void> {
  await db('ems_revenue')
    .insert({
      user_id: r.userId,
      month: r.month,
      amount_inr: r.amountInr,
      source: r.source,
      updated_at: now(),
    })
    .onConflict(['user_id', 'month'])
    .merge(['amount_inr', 'source', 'updated_at']);
}
