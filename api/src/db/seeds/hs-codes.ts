/**
 * The HS 2022 table (api/src/db/data/hs/README.md) and our eight-digit demo rows. Idempotent:
 * rows already present are skipped (INSERT ... ignore), and a complete table is not read again.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { csvRecords } from '@exportdesk/core';
import { repoRoot } from '../../config';
import type { Db } from '../knex';

const DATA = () => path.join(repoRoot(), 'api', 'src', 'db', 'data', 'hs');
const read = (file: string) => csvRecords(readFileSync(path.join(DATA(), file), 'utf8')).records;
const BATCH = 500;

async function insertIgnoring(db: Db, table: string, key: string, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += BATCH)
    await db(table)
      .insert(rows.slice(i, i + BATCH))
      .onConflict(key)
      .ignore();
}

export async function seedHsCodes(db: Db): Promise<void> {
  const sections = read('sections.csv').map((r) => ({ section: r.section.trim(), name: r.name.trim() }));
  // The file ends with a 'TOTAL' pseudo-row (all commodities); only real codes are kept.
  const hs = read('harmonized-system-2022.csv')
    .filter((r) => /^\d+$/.test(r.hscode.trim()))
    .map((r) => ({
      hscode: r.hscode.trim(),
      description: r.description.trim(),
      parent: r.parent.trim(),
      level: Number(r.level),
      section: r.section.trim(),
      is_handicraft: false,
      source: 'hs2022',
    }));
  const bySix = new Map(hs.filter((r) => r.level === 6).map((r) => [r.hscode, r]));
  const itc = read('itc-demo.csv').map((r) => {
    const parent = bySix.get(r.hscode.slice(0, 6));
    // "an 8-digit code is valid when its first six digits are a level-6 code here"
    if (!parent || !/^\d{8}$/.test(r.hscode))
      throw new Error(`itc-demo.csv: ${r.hscode} has no level-6 parent in HS 2022`);
    return {
      hscode: r.hscode,
      description: r.description.trim(),
      parent: parent.hscode,
      level: 8,
      section: parent.section,
      is_handicraft: r.isHandicraft === '1',
      source: 'itc-demo',
    };
  });

  const have: { n?: number | string } | undefined = await db('hs_codes').count({ n: '*' }).first();
  if (Number(have?.n ?? 0) >= hs.length + itc.length) return;
  await insertIgnoring(db, 'hs_sections', 'section', sections);
  await insertIgnoring(db, 'hs_codes', 'hscode', [...hs, ...itc]);
}
