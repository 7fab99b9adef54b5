/**
 * The edited IBM workbook is checked by content ("The IBM edit file accepts Excel files only",
 * 001 §5): an .xlsx must be a zip with [Content_Types].xml and xl/ parts that really unpacks
 * within the workbook limits (the upload gate's guarded reader, every part counted) and whose
 * sheets parse; an .xls must be an OLE2 compound file (its magic bytes; we keep it as sent, we
 * do not parse BIFF).
 */
import { sniffExcelKind, type ExcelKind } from '@exportdesk/core';
import {
  countSheets,
  openWorkbook,
  WORKBOOK_LIMITS,
  WorkbookRefusal,
  type WorkbookLimits,
} from '@exportdesk/workbook';

export type ExcelCheck =
  { ok: true; kind: ExcelKind; sheets: number } | { ok: false; reason: 'not-excel' | 'too-big' };

export async function readExcelUpload(
  data: Buffer,
  limits: WorkbookLimits = WORKBOOK_LIMITS,
): Promise<ExcelCheck> {
  const kind = sniffExcelKind(data);
  if (!kind) return { ok: false, reason: 'not-excel' };
  if (kind === 'xls') return { ok: true, kind, sheets: 0 };
  try {
    return { ok: true, kind, sheets: await countSheets(await openWorkbook(data, limits)) };
  } catch (err) {
    // A zip bomb (too big, packed too tight, lying sizes, too many parts) is "too large"; the rest is no workbook.
    const bomb = err instanceof WorkbookRefusal && err.reason !== 'not-zip' && err.reason !== 'unsupported';
    return { ok: false, reason: bomb ? 'too-big' : 'not-excel' };
  }
}
