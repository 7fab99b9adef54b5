/**
 * The edited IBM workbook is checked by content ("The IBM edit file accepts Excel files only",
 * 001 §5): an .xlsx must be a zip with [Content_Types].xml and xl/ parts that unpacks to a sane
 * size (zip-bomb guard) and that exceljs can open; an .xls must be an OLE2 compound file (its
 * magic bytes; we keep it as sent, we do not parse BIFF).
 */
import ExcelJS from 'exceljs';
import { sniffExcelKind, type ExcelKind } from '@exportdesk/core';
import { checkZip } from '../lib/zipguard';

/** Unpacked size an edited workbook may reach: 5 MB of xlsx is at most ~60 MB of XML in practice. */
const MAX_UNPACKED = 100 * 1024 * 1024;

export type ExcelCheck = { ok: true; kind: ExcelKind; sheets: number } | { ok: false; reason: 'not-excel' | 'too-big' };

export async function readExcelUpload(data: Buffer): Promise<ExcelCheck> {
  const kind = sniffExcelKind(data);
  if (!kind) return { ok: false, reason: 'not-excel' };
  if (kind === 'xls') return { ok: true, kind, sheets: 0 };
  const zip = checkZip(data, MAX_UNPACKED);
  if (!zip.ok) return { ok: false, reason: zip.reason === 'too-big' ? 'too-big' : 'not-excel' };
  try {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(data as any);
    return { ok: true, kind, sheets: wb.worksheets.length };
  } catch {
    return { ok: false, reason: 'not-excel' };
  }
}
