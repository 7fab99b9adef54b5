/**
 * Every query of the scheme rate schedules: scheme_rate_versions (one per upload) and their
 * scheme_rates rows, mapped to core's shapes here. MySQL and SQLite alike.
 */
import type { Scheme, SchemeVersion } from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { now } from '../../db/knex';

// Rows as the database answers them: MySQL may answer a BIGINT or a DECIMAL as a string.
type Num = number | string;

const numOrNull = (v: Num | null | undefined) => (v === null || v === undefined ? null : Number(v));

/** A scheme_rate_versions row with its uploader's name. */
interface VersionRecord {
  id: Num;
  scheme: Scheme;
  effective_from: Num;
  reference: string;
  source_name: string;
  row_count: Num;
  uploaded_by_name?: string | null;
  created_at: Num;
  rolled_back_at: Num | null;
  demo: boolean | number;
}

const toVersion = (r: VersionRecord): SchemeVersion => ({
  id: Number(r.id),
  scheme: r.scheme,
  effectiveFrom: Number(r.effective_from),
  reference: r.reference,
  sourceName: r.source_name,
  rowCount: Number(r.row_count),
  uploadedBy: r.uploaded_by_name ?? null,
  createdAt: Number(r.created_at),
  rolledBackAt: numOrNull(r.rolled_back_at),
  demo: !!r.demo,
});

/** A line of a schedule: the rate of an 8-digit line or a 6-digit subheading. */
export interface ScheduleLine {
  hsCode: string;
  description: string;
  ratePct: number;
  capPerUnit: number | null;
  capUnit: string | null;
}

export interface RateRow extends ScheduleLine {
  versionId: number;
}

/** A scheme_rates row. */
interface RateRecord {
  version_id: Num;
  hs_code: string;
  description: string;
  rate_pct: Num;
  cap_per_unit: Num | null;
  cap_unit?: string | null;
}

const toLine = (r: RateRecord): ScheduleLine => ({
  hsCode: r.hs_code,
  description: r.description,
  ratePct: Number(r.rate_pct),
  capPerUnit: numOrNull(r.cap_per_unit),
  capUnit: r.cap_unit ?? null,
});

const RATE_COLUMNS = ['version_id', 'hs_code', 'description', 'rate_pct', 'cap_per_unit', 'cap_unit'];

/** Every schedule, the newest effective date first (the later upload on a tie). */
export async function versions(db: Db): Promise<SchemeVersion[]> {
  const rows: VersionRecord[] = await db('scheme_rate_versions as v')
    .leftJoin('users as u', 'u.id', 'v.uploaded_by')
    .orderBy([
      { column: 'v.effective_from', order: 'desc' },
      { column: 'v.id', order: 'desc' },
    ])
    .select('v.*', 'u.name as uploaded_by_name');
  return rows.map(toVersion);
}

/** The rows of these versions for these codes (8-digit lines and their 6-digit subheadings). */
export async function ratesIn(db: Db, versionIds: number[], codes: string[]): Promise<RateRow[]> {
  if (!versionIds.length || !codes.length) return [];
  const out: RateRow[] = [];
  for (let i = 0; i < codes.length; i += 500) {
    const rows: RateRecord[] = await db('scheme_rates')
      .whereIn('version_id', versionIds)
      .whereIn('hs_code', codes.slice(i, i + 500))
      .select(RATE_COLUMNS);
    out.push(...rows.map((r) => ({ versionId: Number(r.version_id), ...toLine(r) })));
  }
  return out;
}

/** One schedule's lines by HS code. */
export async function versionRows(db: Db, versionId: number): Promise<ScheduleLine[]> {
  const rows: RateRecord[] = await db('scheme_rates')
    .where({ version_id: versionId })
    .orderBy('hs_code')
    .select(RATE_COLUMNS);
  return rows.map(toLine);
}

/** One schedule, written whole in one transaction or not at all. */
export async function insertVersion(
  db: Db,
  v: {
    scheme: Scheme;
    effectiveFrom: number;
    reference: string;
    sourceName: string;
    uploadedBy: number | null;
    demo?: boolean;
  },
  lines: ScheduleLine[],
): Promise<number> {
  return db.transaction(async (trx) => {
    const [id] = await trx('scheme_rate_versions').insert({
      scheme: v.scheme,
      effective_from: v.effectiveFrom,
      reference: v.reference,
      source_name: v.sourceName,
      row_count: lines.length,
      uploaded_by: v.uploadedBy,
      created_at: now(),
      demo: !!v.demo,
    });
    const versionId = Number(id);
    for (let i = 0; i < lines.length; i += 500)
      await trx('scheme_rates').insert(
        lines.slice(i, i + 500).map((r) => ({
          version_id: versionId,
          hs_code: r.hsCode,
          description: r.description,
          rate_pct: r.ratePct,
          cap_per_unit: r.capPerUnit,
          cap_unit: r.capUnit,
        })),
      );
    return versionId;
  });
}

/** Marks a schedule rolled back (once); false when there is none or it already was. */
export async function rollBack(db: Db, id: number, userId: number): Promise<boolean> {
  const n = await db('scheme_rate_versions')
    .where({ id })
    .whereNull('rolled_back_at')
    .update({ rolled_back_at: now(), rolled_back_by: userId });
  return n > 0;
}
