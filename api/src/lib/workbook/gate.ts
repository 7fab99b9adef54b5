/**
 * The one upload gate for spreadsheet files (issue 12, "How it works"): the file's name made
 * safe to keep, its kind sniffed from the bytes (an .xlsx zip, an old .xls OLE2 file, or
 * something else renamed), and an .xlsx opened only after every part has really been inflated
 * within the limits (counted, nothing kept). Used by the bulk preview and upload, the worker,
 * the rate-card upload, the IBM edit upload and the CLI, so they refuse the same files alike.
 * Free of Hapi: callers turn a refusal into their own answer.
 */
import { BULK_MSG, checkBulkFileName, ORDER_LIMITS } from '@exportdesk/core';
import { WORKBOOK_LIMITS, WorkbookRefusal, type RefusalReason, type WorkbookLimits } from './limits';
import { GuardedZip, isOle2, isZip } from './zip';

export type FileKind = 'xlsx' | 'xls' | 'other';

/** What the bytes are, whatever the name says. */
export function sniffFileKind(data: Uint8Array): FileKind {
  if (isZip(data)) return 'xlsx';
  if (isOle2(data)) return 'xls';
  return 'other';
}

/**
 * A name as a browser or a shell may send it, made fit to keep as data: the last path part
 * (browsers send `C:\fakepath\…`), Unicode in one form (NFC), no control characters, lone
 * surrogates or bidi overrides, spaces collapsed, at most 200 characters with the extension kept.
 */
export function normalizeFileName(name: string): string {
  const base = String(name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // Controls, lone surrogates and bidi overrides (a name showing `xlsx.exe` as `exe.xlsx`); ZWJ stays, Indic names use it.
    .replace(/[\p{Cc}\p{Cs}\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\ufeff]/gu, '')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length <= 200) return clean;
  const ext = /\.[^.\s]{1,10}$/.exec(clean)?.[0] ?? '';
  return clean.slice(0, 200 - ext.length).trimEnd() + ext;
}

/**
 * Opens an .xlsx for parsing: a zip whose directory is within the limits, with a workbook
 * inside, every part of which really inflates within them. Throws WorkbookRefusal.
 */
export async function openWorkbook(data: Buffer, limits: WorkbookLimits = WORKBOOK_LIMITS): Promise<GuardedZip> {
  const zip = new GuardedZip(data, limits);
  if (!zip.has('xl/workbook.xml')) throw new WorkbookRefusal('not-zip', 'no xl/workbook.xml');
  await zip.inflateAll();
  return zip;
}

/** The bulk-upload message (001 §5 and ours) for a refused workbook. */
export function bulkRefusalMessage(reason: RefusalReason, limits: WorkbookLimits = WORKBOOK_LIMITS): string {
  switch (reason) {
    case 'too-big':
      return limits.maxTotalBytes === ORDER_LIMITS.bulkMaxUnpackedBytes ? BULK_MSG.zipBomb : BULK_MSG.unpacksOver(Math.round(limits.maxTotalBytes / 1048576));
    case 'too-many-entries':
      return BULK_MSG.tooManyParts(limits.maxEntries);
    case 'ratio':
      return BULK_MSG.overPacked(limits.maxRatio);
    case 'forged':
      return BULK_MSG.forgedSizes;
    default:
      return BULK_MSG.notXlsxContent;
  }
}

export type BulkGate = { ok: true; fileName: string; zip: GuardedZip } | { ok: false; status: 400 | 413; message: string };

/**
 * A bulk-upload workbook before anything is stored or parsed: name, emptiness, size, kind, then
 * the guarded opening. 413 when the file itself is too large, 400 otherwise.
 */
export async function gateBulkWorkbook(fileName: string, data: Buffer, limits: WorkbookLimits = WORKBOOK_LIMITS): Promise<BulkGate> {
  const name = normalizeFileName(fileName);
  const nameError = checkBulkFileName(name);
  if (nameError) return { ok: false, status: 400, message: nameError };
  if (!data.length) return { ok: false, status: 400, message: BULK_MSG.noData };
  if (data.length > ORDER_LIMITS.bulkMaxBytes) return { ok: false, status: 413, message: BULK_MSG.tooBig };
  const kind = sniffFileKind(data);
  if (kind === 'xls') return { ok: false, status: 400, message: BULK_MSG.oldXls };
  if (kind === 'other') return { ok: false, status: 400, message: BULK_MSG.notXlsxContent };
  try {
    return { ok: true, fileName: name, zip: await openWorkbook(data, limits) };
  } catch (err) {
    if (err instanceof WorkbookRefusal) return { ok: false, status: 400, message: bulkRefusalMessage(err.reason, limits) };
    throw err;
  }
}
