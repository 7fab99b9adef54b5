import type { HsNomenclatureRow } from '@exportdesk/core';
import type { Db } from '../../db/knex';

/** The HS 2022 nomenclature's chapters, headings and subheadings (the index reads no 8-digit lines). */
export async function nomenclature(db: Db): Promise<HsNomenclatureRow[]> {
  const rows: Array<{ hscode: string; description: string; level: number | string }> = await db('hs_codes')
    .whereIn('level', [2, 4, 6])
    .select('hscode', 'description', 'level');
  return rows.map((r) => ({ hscode: String(r.hscode), description: r.description, level: Number(r.level) }));
}
