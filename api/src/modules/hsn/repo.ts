import type { Db } from '../../db/knex';
import { bool } from '../../db/knex';
import { hsDutyFor, HS_RESULT_LIMIT, type HsRow } from '@exportdesk/core';

/** A row of `hs_codes` as the drivers hand it back. */
interface StoredHsCode {
  hscode: string;
  description: string;
  is_handicraft: unknown;
  level: number | string;
  section: string;
}

const toRow = (r: StoredHsCode): HsRow => ({
  hsnCode: r.hscode,
  itcCode: String(r.hscode).length === 8 ? r.hscode : null,
  description: r.description,
  isHandicraft: bool(r.is_handicraft),
  duty: hsDutyFor(r.hscode),
  level: Number(r.level),
  section: r.section,
});

/** Codes starting with the digits typed, shortest (chapter, heading) first. */
export async function byCodePrefix(db: Db, prefix: string): Promise<HsRow[]> {
  const rows: StoredHsCode[] = await db('hs_codes')
    .where('hscode', 'like', `${prefix}%`)
    .orderBy([{ column: 'level' }, { column: 'hscode' }])
    .limit(HS_RESULT_LIMIT);
  return rows.map(toRow);
}

/**
 * Descriptions holding every word (anywhere, any letter case). Words are letters and digits only
 * (core refuses the rest), so they are safe inside LIKE patterns.
 */
export async function byWords(db: Db, words: string[]): Promise<HsRow[]> {
  const q = db('hs_codes');
  for (const w of words) q.whereRaw('LOWER(description) LIKE ?', [`%${w.toLowerCase()}%`]);
  const rows: StoredHsCode[] = await q.orderBy('hscode').limit(HS_RESULT_LIMIT);
  return rows.map(toRow);
}

/** The HS tree one level down: chapters under 'TOTAL', headings under a chapter, and so on. */
export async function childrenOf(db: Db, parent: string): Promise<HsRow[]> {
  const rows: StoredHsCode[] = await db('hs_codes')
    .where({ parent })
    .orderBy('hscode')
    .limit(HS_RESULT_LIMIT);
  return rows.map(toRow);
}

/** A code prefix or words, within a group (a chapter or heading code; '' for the whole tree). */
export async function searchWithin(db: Db, group: string, q: { code?: string; words?: string[] }) {
  const b = db('hs_codes');
  if (group) b.where('hscode', 'like', `${group}%`);
  if (q.code) b.where('hscode', 'like', `${q.code}%`);
  for (const w of q.words ?? []) b.whereRaw('LOWER(description) LIKE ?', [`%${w.toLowerCase()}%`]);
  const rows: StoredHsCode[] = await b
    .orderBy([{ column: 'level' }, { column: 'hscode' }])
    .limit(HS_RESULT_LIMIT);
  return rows.map(toRow);
}
