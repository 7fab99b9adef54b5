/** Every query of the domestic area: the versioned domestic rate card and the domestic accounts. */
import type { DomesticAccount, DomesticCardVersion, DomesticRateRow } from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { json, now } from '../../db/knex';

// The wire shapes are core's (contracts/domestic.ts): the rows here are answered as they are.
export type DomesticCardStatus = DomesticCardVersion['status'];
export type { DomesticAccount, DomesticCardVersion, DomesticRateRow };

const COLUMNS = [
  'id',
  'version',
  'status',
  'row_count',
  'source_name',
  'restored_from',
  'created_by',
  'created_at',
  'activated_at',
];

// Rows as the database answers them: MySQL may answer a BIGINT as a string.
type Id = number | string;

/** A domestic_rate_cards row (COLUMNS). */
interface VersionRecord {
  id: Id;
  version: Id;
  status: DomesticCardStatus;
  row_count: Id;
  source_name?: string | null;
  restored_from?: Id | null;
  created_by?: Id | null;
  created_at: Id;
  activated_at?: Id | null;
}

const toVersion = (r: VersionRecord): DomesticCardVersion => ({
  id: Number(r.id),
  version: Number(r.version),
  status: r.status,
  rowCount: Number(r.row_count),
  sourceName: r.source_name ?? null,
  restoredFrom: r.restored_from === null || r.restored_from === undefined ? null : Number(r.restored_from),
  createdBy: r.created_by === null || r.created_by === undefined ? null : Number(r.created_by),
  createdAt: Number(r.created_at),
  activatedAt: r.activated_at === null || r.activated_at === undefined ? null : Number(r.activated_at),
});

export async function listVersions(db: Db): Promise<DomesticCardVersion[]> {
  return (await db('domestic_rate_cards').select(COLUMNS).orderBy('version', 'desc')).map(toVersion);
}

export async function getVersion(
  db: Db,
  id: number,
): Promise<(DomesticCardVersion & { rows: DomesticRateRow[] }) | null> {
  const r = await db('domestic_rate_cards').where({ id }).first();
  return r ? { ...toVersion(r), rows: json<DomesticRateRow[]>(r.rows, []) } : null;
}

export async function activeVersion(db: Db): Promise<DomesticCardVersion | null> {
  const r = await db('domestic_rate_cards').where({ status: 'active' }).first(COLUMNS);
  return r ? toVersion(r) : null;
}

/** A new version (the next number); an active one archives the current one in the same transaction. */
export async function insertVersion(
  db: Db,
  v: {
    status: 'draft' | 'active';
    rows: DomesticRateRow[];
    sourceName: string | null;
    restoredFrom?: number | null;
    createdBy: number;
  },
): Promise<number> {
  return db.transaction(async (trx) => {
    const last = await trx('domestic_rate_cards').max({ v: 'version' }).first();
    const t = now();
    if (v.status === 'active')
      await trx('domestic_rate_cards').where({ status: 'active' }).update({ status: 'archived' });
    const [id] = await trx('domestic_rate_cards').insert({
      version: Number(last?.v ?? 0) + 1,
      status: v.status,
      rows: JSON.stringify(v.rows),
      row_count: v.rows.length,
      source_name: v.sourceName,
      restored_from: v.restoredFrom ?? null,
      created_by: v.createdBy,
      created_at: t,
      activated_at: v.status === 'active' ? t : null,
    });
    return Number(id);
  });
}

/** Draft → active, the current active version archived; false when the id is no longer a draft. */
export async function activateDraft(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    const draft = await trx('domestic_rate_cards').where({ id, status: 'draft' }).first('id');
    if (!draft) return false;
    await trx('domestic_rate_cards').where({ status: 'active' }).update({ status: 'archived' });
    await trx('domestic_rate_cards').where({ id }).update({ status: 'active', activated_at: now() });
    return true;
  });
}

const domesticQuery = (db: Db, filter: { status?: string }) => {
  const q = db('users').whereNotNull('domestic_status');
  if (filter.status) q.where({ domestic_status: filter.status });
  return q;
};

export async function countDomesticAccounts(db: Db, filter: { status?: string }): Promise<number> {
  const r = await domesticQuery(db, filter).count({ n: '*' }).first();
  return Number((r as { n?: unknown } | undefined)?.n ?? 0);
}

/** The users columns domesticAccounts reads (SQLite answers a boolean as 0 or 1). */
interface AccountRecord {
  id: Id;
  name: string;
  ie_code?: string | null;
  email?: string | null;
  domestic_gstin?: string | null;
  domestic_status: string;
  is_domestic_active: boolean | number;
  domestic_requested_at?: Id | null;
  domestic_decided_at?: Id | null;
}

/** Accounts that asked for domestic shipping (any status), newest request first, one page. */
export async function domesticAccounts(
  db: Db,
  filter: { status?: string },
  offset: number,
  limit: number,
): Promise<DomesticAccount[]> {
  const rows = await domesticQuery(db, filter)
    .orderBy([
      { column: 'domestic_requested_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .offset(offset)
    .limit(limit)
    .select(
      'id',
      'name',
      'ie_code',
      'email',
      'domestic_gstin',
      'domestic_status',
      'is_domestic_active',
      'domestic_requested_at',
      'domestic_decided_at',
    );
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return rows.map((r: AccountRecord) => ({
    userId: Number(r.id),
    name: String(r.name),
    ieCode: r.ie_code ?? null,
    email: r.email ?? null,
    gstin: r.domestic_gstin ?? null,
    status: String(r.domestic_status),
    active: r.is_domestic_active === true || r.is_domestic_active === 1,
    requestedAt: num(r.domestic_requested_at),
    decidedAt: num(r.domestic_decided_at),
  }));
}
