/**
 * Scheme rates as data (issue 16): MEIS Appendix 3B Table 2 and the RoDTEP schedule, one uploaded
 * workbook per version, in force from its date until a later version of the same scheme; a
 * rolled-back version is skipped, so the one before it is in force again (history kept).
 * A later schedule replaces the earlier one whole, as a new Appendix does: an HS code it leaves
 * out has no rate from then on. The other claim rooms ask `rateBook` for the rate in force.
 */
import {
  MEIS_MSG,
  isHsCode,
  normalizeHsCode,
  schemeOn,
  type Scheme,
  type SchemeRate,
  type SchemeRateUpload,
} from '@exportdesk/core';
import { readUploadedSheet } from '../../lib/uploaded-sheet';
import type { Db } from '../../db/knex';
import { invalid, notFound } from '../../errors';
import * as repo from './repo';

/** The columns a schedule's workbook must have ('Cap per Unit (INR)' and 'Cap Unit' optional). */
export const SCHEME_RATE_COLUMNS = ['ITC HS Code', 'Description', 'Rate of Entitlement (%)'] as const;

const IST_MS = 330 * 60_000;
/** 'YYYY-MM-DD' → that day's midnight in India. */
export const istMidnight = (ymd: string) => {
  const [y, m, d] = ymd.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!) - IST_MS;
};
/** An instant as its day in India, 'DD-MM-YYYY' (the sheets, the PDFs and the messages). */
export const istDate = (ms: number) => {
  const d = new Date(ms + IST_MS);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
};

export interface FoundRate extends SchemeRate {
  scheme: Scheme;
  versionId: number;
}

/** Every row checked before anything is written; the first problem is the answer. */
export function parseSchedule(header: string[], records: Record<string, unknown>[]): repo.ScheduleLine[] {
  const missing = SCHEME_RATE_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) throw invalid(MEIS_MSG.missingColumns(missing));
  if (!records.length) throw invalid(MEIS_MSG.noRateRows);
  const seen = new Map<string, number[]>();
  const out: repo.ScheduleLine[] = [];
  records.forEach((rec, i) => {
    const row = i + 2; // row 1 is the header
    const hs = normalizeHsCode(rec['ITC HS Code']);
    if (!isHsCode(hs)) throw invalid(MEIS_MSG.badHs(row));
    seen.set(hs, [...(seen.get(hs) ?? []), row]);
    const rate = Number(rec['Rate of Entitlement (%)']);
    if (rec['Rate of Entitlement (%)'] === '' || !Number.isFinite(rate) || rate < 0 || rate > 100)
      throw invalid(MEIS_MSG.badRate(row));
    const capRaw = rec['Cap per Unit (INR)'];
    const cap = capRaw === undefined || capRaw === '' ? null : Number(capRaw);
    if (cap !== null && (!Number.isFinite(cap) || cap <= 0)) throw invalid(MEIS_MSG.badCap(row));
    out.push({
      hsCode: hs,
      description: String(rec['Description'] ?? '').slice(0, 300),
      ratePct: Math.round(rate * 1000) / 1000,
      capPerUnit: cap,
      capUnit: cap === null ? null : String(rec['Cap Unit'] ?? '').slice(0, 20) || null,
    });
  });
  for (const [hs, rows] of seen) if (rows.length > 1) throw invalid(MEIS_MSG.duplicateHs(hs, rows));
  return out;
}

export class SchemeRatesService {
  constructor(private readonly db: Db) {}

  list() {
    return repo.versions(this.db);
  }

  async rows(id: number) {
    const rows = await repo.versionRows(this.db, id);
    if (!rows.length) throw notFound('Schedule not found.');
    return rows;
  }

  /** Rates for many (HS code, shipping bill date) pairs with two queries. */
  async rateBook(wanted: Array<{ hsCode: string; at: number }>) {
    const active = (await repo.versions(this.db)).filter((v) => v.rolledBackAt === null);
    const versionFor = (at: number) => {
      const scheme = schemeOn(at);
      // versions() is sorted newest effective date first (the later upload on a tie).
      return active.find((v) => v.scheme === scheme && v.effectiveFrom <= at) ?? null;
    };
    const ids = new Set<number>();
    const codes = new Set<string>();
    for (const w of wanted) {
      const v = versionFor(w.at);
      if (v) ids.add(v.id);
      codes.add(w.hsCode);
      codes.add(w.hsCode.slice(0, 6));
    }
    const rows = await repo.ratesIn(this.db, [...ids], [...codes]);
    const byKey = new Map(rows.map((r) => [`${r.versionId}:${r.hsCode}`, r]));
    return (hsCode: string, at: number): FoundRate | null => {
      const v = versionFor(at);
      if (!v) return null;
      const r = byKey.get(`${v.id}:${hsCode}`) ?? byKey.get(`${v.id}:${hsCode.slice(0, 6)}`);
      return r
        ? {
            scheme: v.scheme,
            versionId: v.id,
            hsCode: r.hsCode,
            ratePct: r.ratePct,
            capPerUnit: r.capPerUnit,
            capUnit: r.capUnit,
          }
        : null;
    };
  }

  async upload(input: SchemeRateUpload, userId: number) {
    const sheet = await readUploadedSheet(input.fileName, Buffer.from(input.base64, 'base64'));
    const rows = parseSchedule(sheet.header, sheet.records);
    const effectiveFrom = istMidnight(input.effectiveFrom);
    const id = await repo.insertVersion(
      this.db,
      {
        scheme: input.scheme,
        effectiveFrom,
        reference: input.reference || input.fileName,
        sourceName: sheet.fileName,
        uploadedBy: userId,
      },
      rows,
    );
    return { id, message: MEIS_MSG.rateUploaded(rows.length, input.scheme, istDate(effectiveFrom)) };
  }

  async rollBack(id: number, userId: number) {
    if (!(await repo.rollBack(this.db, id, userId)))
      throw notFound('Schedule not found or already rolled back.');
    return this.list();
  }
}
