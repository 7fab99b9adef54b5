/**
 * The one upload gate for spreadsheet files (issue 12, "How it works"): the file's name made
 * safe to keep, its kind sniffed from the bytes (an .xlsx zip, an old .xls OLE2 file, or
 * something else renamed), and an .xlsx opened only after every part has really been inflated
 * within the limits (counted, nothing kept). Used by the bulk preview and upload, the worker,
 * the rate-card upload, the IBM edit upload and the CLI, so they refuse the same files alike.
 * Free of Hapi: callers turn a refusal into their own answer.
 */
import { BULK_MSG, checkBulkFileName, cleanFileName, ORDER_LIMITS } from '@exportdesk/core';
import { WORKBOOK_LIMITS, WorkbookRefusal, type RefusalReason, type WorkbookLimits } from './limits';
import { GuardedZip, isOle2, isZip } from './zip';

export type WorkbookKind = 'xlsx' | 'xls' | 'other';

/** What the bytes are, whatever the name says. */
export function sniffWorkbookKind(data: Uint8Array): WorkbookKind {
  if (isZip(data)) return 'xlsx';
  if (isOle2(data)) return 'xls';
  return 'other';
}

/**
 * A name as a browser or a shell may send it, made fit to keep as data: core's one rule for
 * uploaded names (last path part, NFC, no controls or bidi overrides, at most 200 characters).
 */
export const normalizeFileName = (name: string): string => cleanFileName(name, '');

/**
 * Opens an .xlsx for parsing: a zip whose directory is within the limits, with a workbook
 * inside, every part of which really inflates within them. Throws WorkbookRefusal.
 */
export async function openWorkbook(
  data: Buffer,
  limits: WorkbookLimits = WORKBOOK_LIMITS,
): Promise<GuardedZip> {
  const zip = new GuardedZip(data, limits);
  if (!zip.has('xl/workbook.xml')) throw new WorkbookRefusal('not-zip', 'no xl/workbook.xml');
  await zip.inflateAll();
  return zip;
}

/** The bulk-upload message (001 §5 and ours) for a refused workbook. */
export function bulkRefusalMessage(reason: RefusalReason, limits: WorkbookLimits = WORKBOOK_LIMITS): string {
  switch (reason) {
    case 'too-big':
      return limits.maxTotalBytes === ORDER_LIMITS.bulkMaxUnpackedBytes
        ? BULK_MSG.zipBomb
        : BULK_MSG.unpacksOver(Math.round(limits.maxTotalBytes / 1048576));
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

/**
 * The bulk order upload's gate (issue 24): as gateBulkWorkbook, but an old .xls is accepted too
 * (001 §5 "File must be .xls or .xlsx"), read by legacy.ts. The other spreadsheet uploads (rate
 * cards, claims, inventory) keep gateBulkWorkbook and its "save it as .xlsx" answer.
 */
export type BulkOrdersGate =
  | { ok: true; fileName: string; kind: 'xlsx'; zip: GuardedZip }
  | { ok: true; fileName: string; kind: 'xls'; data: Buffer }
  | { ok: false; status: 400 | 413; message: string };

export async function gateBulkOrders(
  fileName: string,
  data: Buffer,
  limits: WorkbookLimits = WORKBOOK_LIMITS,
): Promise<BulkOrdersGate> {
  const kind = data.length && data.length <= ORDER_LIMITS.bulkMaxBytes ? sniffWorkbookKind(data) : 'other';
  const name = normalizeFileName(fileName);
  if (kind === 'xls' && !checkBulkFileName(name)) return { ok: true, fileName: name, kind, data };
  const gate = await gateBulkWorkbook(fileName, data, limits);
  return gate.ok ? { ...gate, kind: 'xlsx' } : gate;
}

export type BulkGate =
  { ok: true; fileName: string; zip: GuardedZip } | { ok: false; status: 400 | 413; message: string };

/**
 * A bulk-upload workbook before anything is stored or parsed: name, emptiness, size, kind, then
 * the guarded opening. 413 when the file itself is too large, 400 otherwise.
 */
export async function gateBulkWorkbook(
  fileName: string,
  data: Buffer,
  limits: WorkbookLimits = WORKBOOK_LIMITS,
): Promise<BulkGate> {
  const name = normalizeFileName(fileName);
  const nameError = checkBulkFileName(name);
  if (nameError) return { ok: false, status: 400, message: nameError };
  if (!data.length) return { ok: false, status: 400, message: BULK_MSG.noData };
  if (data.length > ORDER_LIMITS.bulkMaxBytes) return { ok: false, status: 413, message: BULK_MSG.tooBig };
  const kind = sniffWorkbookKind(data);
  if (kind === 'xls') return { ok: false, status: 400, message: BULK_MSG.oldXls };
  if (kind === 'other') return { ok: false, status: 400, message: BULK_MSG.notXlsxContent };
  try {
    return { ok: true, fileName: name, zip: await openWorkbook(data, limits) };
  } catch (err) {
    if (err instanceof WorkbookRefusal)
      return { ok: false, status: 400, message: bulkRefusalMessage(err.reason, limits) };
    throw err;
  }
}
