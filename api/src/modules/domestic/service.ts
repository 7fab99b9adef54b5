/**
 * Domestic shipments (issue 15): the super admin's domestic rate card, versioned like the carrier
 * rate cards (preview → activate, history, rollback), and the list of domestic accounts.
 *
 * Sheet layout (decided here; the spec names no layout): one sheet, .xlsx or .csv, header row
 * `Zone | Up to grams | Rate INR`, one row per zone and weight slab: the rate in rupees for a
 * parcel up to that many grams in that zone. Zones are A–E (A within city, B within state,
 * C metro to metro, D rest of India, E special: North East, J&K), the common Indian courier zoning.
 * A card with any bad row is refused whole with row-numbered messages and nothing is stored.
 */
import type { Db } from '../../db/knex';
import { conflict, invalid, notFound } from '../../errors';
import { WORKBOOK_LIMITS, type WorkbookLimits } from '@exportdesk/workbook';
import { paginate } from '@exportdesk/core';
import { readSheet } from '../rates/spreadsheet';
import * as repo from './repo';

export const DOMESTIC_ZONES = ['A', 'B', 'C', 'D', 'E'] as const;
/** Decision: slabs up to 50 kg, rates up to ₹1,00,000 — beyond is a typo, not a tariff. */
export const MAX_SLAB_GRAMS = 50_000;
export const MAX_RATE_INR = 100_000;

export const DOMESTIC_MSG = {
  columns: 'The sheet needs the columns Zone, Up to grams, Rate INR.',
  noRows: 'The sheet has no rate rows.',
  rowErrors: (n: number) => `${n} ${n === 1 ? 'row has' : 'rows have'} errors; nothing was saved.`,
  preview: 'Preview ready. Activate it to put it in force.',
  activated: 'Domestic rate card activated.',
  rolledBack: 'Domestic rate card rolled back.',
  notFound: 'Domestic rate card version not found.',
  notDraft: 'Only a previewed draft can be activated.',
  notArchived: 'Only an earlier (archived) version can be rolled back to.',
} as const;

export const SAMPLE_CSV = [
  'Zone,Up to grams,Rate INR',
  'A,500,40',
  'A,1000,70',
  'B,500,50',
  'B,1000,90',
  'C,500,60',
  'C,1000,110',
  'D,500,70',
  'D,1000,130',
  'E,500,90',
  'E,1000,170',
].join('\n');

export interface RowError {
  row: number;
  message: string;
}

const keyOf = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');
const WANTED = { zone: 'zone', upto: 'uptograms', rate: 'rateinr' } as const;

/** Header + records → rows, or the row-numbered errors (row 1 is the header). */
export function parseDomesticCard(
  header: string[],
  records: Record<string, unknown>[],
): { rows: repo.DomesticRateRow[]; errors: RowError[]; fileError?: string } {
  const col = (k: string) => header.find((h) => keyOf(h) === k);
  const zoneCol = col(WANTED.zone);
  const upCol = col(WANTED.upto);
  const rateCol = col(WANTED.rate);
  if (!zoneCol || !upCol || !rateCol) return { rows: [], errors: [], fileError: DOMESTIC_MSG.columns };
  const rows: repo.DomesticRateRow[] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  records.forEach((rec, i) => {
    const row = i + 2;
    const raw = (c: string) => String(rec[c] ?? '').trim();
    const [z, g, r] = [raw(zoneCol).toUpperCase(), raw(upCol), raw(rateCol)];
    if (!z && !g && !r) return; // a blank line is not a row
    const problems: string[] = [];
    if (!(DOMESTIC_ZONES as readonly string[]).includes(z))
      problems.push(`Zone must be one of ${DOMESTIC_ZONES.join(', ')}`);
    const grams = Number(g);
    if (!/^\d+$/.test(g) || grams < 1 || grams > MAX_SLAB_GRAMS)
      problems.push(`Up to grams must be a whole number from 1 to ${MAX_SLAB_GRAMS}`);
    const rate = Number(r);
    if (!/^\d+(\.\d{1,2})?$/.test(r) || rate <= 0 || rate > MAX_RATE_INR)
      problems.push(`Rate INR must be an amount above 0 and up to ${MAX_RATE_INR} (2 decimals at most)`);
    if (!problems.length) {
      const key = `${z}|${grams}`;
      const first = seen.get(key);
      if (first) problems.push(`Zone ${z} up to ${grams} g is already given in row ${first}`);
      else seen.set(key, row);
    }
    if (problems.length) errors.push({ row, message: `Row ${row}: ${problems.join('; ')}.` });
    else rows.push({ zone: z, upToGrams: grams, rateInr: rate });
  });
  if (!rows.length && !errors.length) return { rows, errors, fileError: DOMESTIC_MSG.noRows };
  rows.sort((a, b) => a.zone.localeCompare(b.zone) || a.upToGrams - b.upToGrams);
  return { rows, errors };
}

export class DomesticService {
  constructor(
    private readonly db: Db,
    private readonly workbookLimits: WorkbookLimits = WORKBOOK_LIMITS,
  ) {}

  /** Checks the sheet through the workbook gate; a clean card is stored as a draft version. */
  async preview(input: { fileName: string; base64: string }, userId: number) {
    const sheet = await readSheet(input.fileName, Buffer.from(input.base64, 'base64'), this.workbookLimits);
    if ('error' in sheet) throw invalid(sheet.error);
    const parsed = parseDomesticCard(sheet.header, sheet.records);
    if (parsed.fileError) throw invalid(parsed.fileError);
    if (parsed.errors.length)
      throw invalid(DOMESTIC_MSG.rowErrors(parsed.errors.length), { errors: parsed.errors });
    const id = await repo.insertVersion(this.db, {
      status: 'draft',
      rows: parsed.rows,
      sourceName: input.fileName.slice(0, 200),
      createdBy: userId,
    });
    return (await repo.getVersion(this.db, id))!;
  }

  async activate(id: number) {
    const v = await repo.getVersion(this.db, id);
    if (!v) throw notFound(DOMESTIC_MSG.notFound);
    if (v.status !== 'draft' || !(await repo.activateDraft(this.db, id)))
      throw conflict(DOMESTIC_MSG.notDraft);
    return (await repo.getVersion(this.db, id))!;
  }

  /** Rolling back copies an archived version into a new active one, so history only grows. */
  async rollback(id: number, userId: number) {
    const v = await repo.getVersion(this.db, id);
    if (!v) throw notFound(DOMESTIC_MSG.notFound);
    if (v.status !== 'archived') throw conflict(DOMESTIC_MSG.notArchived);
    const newId = await repo.insertVersion(this.db, {
      status: 'active',
      rows: v.rows,
      sourceName: v.sourceName,
      restoredFrom: v.id,
      createdBy: userId,
    });
    return (await repo.getVersion(this.db, newId))!;
  }

  list() {
    return repo.listVersions(this.db);
  }

  async get(id: number) {
    const v = await repo.getVersion(this.db, id);
    if (!v) throw notFound(DOMESTIC_MSG.notFound);
    return v;
  }

  /** Domestic accounts, one page of 20, with the card in force (domestic booking itself is the domestic app's). */
  async accounts(filter: { status?: string; page: number }) {
    const pager = paginate(await repo.countDomesticAccounts(this.db, filter), filter.page);
    const items = await repo.domesticAccounts(this.db, filter, Math.max(0, pager.startIndex), pager.pageSize);
    return { items, pager, activeCard: await repo.activeVersion(this.db) };
  }
}
