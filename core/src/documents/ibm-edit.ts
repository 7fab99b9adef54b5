/**
 * The exporter's edited International Bulk Mail workbook (001 §5 "The IBM edit file accepts Excel
 * files only", §7 lookup/uploadibmFile, lookup/downloadibmfile). Recognised by content, never by
 * its name: an .xlsx is a zip holding [Content_Types].xml and xl/ parts, an .xls an OLE2 file.
 */
import { z } from 'zod';

export const IBM_EDIT_LIMITS = {
  /** Ours: the spec names no limit for this file; a docket's workbook of a few thousand rows is far below. */
  maxBytes: 5 * 1024 * 1024,
} as const;

export const IBM_EDIT_MSG = {
  /** The spec's rule, in the wording of its other Excel checks. */
  excelOnly: 'Only Excel files (.xls or .xlsx) are allowed.',
  tooLarge: 'File is too large, max 5MB file is permitted',
  empty: 'The file is empty. Please choose the Excel file again.',
  noFile: 'Please Select a File to Upload.',
  notUploaded: 'No edited IBM file has been uploaded for this docket.',
  uploaded: 'IBM file uploaded.',
} as const;

export type ExcelKind = 'xlsx' | 'xls';
export const EXCEL_MIME: Record<ExcelKind, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};

/** The names of a zip's entries from its central directory, or null when it is not a well-formed zip. */
export function zipEntryNames(b: Uint8Array): string[] | null {
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (b.length < 22 || v.getUint32(0, true) !== 0x04034b50) return null;
  let eocd = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 65535); i--) {
    if (v.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = v.getUint16(eocd + 10, true);
  let p = v.getUint32(eocd + 16, true);
  const names: string[] = [];
  const dec = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (p + 46 > b.length || v.getUint32(p, true) !== 0x02014b50) return null;
    const len = v.getUint16(p + 28, true);
    if (p + 46 + len > b.length) return null;
    names.push(dec.decode(b.subarray(p + 46, p + 46 + len)));
    p += 46 + len + v.getUint16(p + 30, true) + v.getUint16(p + 32, true);
  }
  return names;
}

/** 'xlsx', 'xls' or null, from the bytes alone (a renamed PDF is null). */
export function sniffExcelKind(b: Uint8Array): ExcelKind | null {
  const ole2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
  if (b.length >= 512 && ole2.every((x, i) => b[i] === x)) return 'xls';
  const names = zipEntryNames(b);
  if (names && names.includes('[Content_Types].xml') && names.some((n) => n.startsWith('xl/'))) return 'xlsx';
  return null;
}

const docketNo = z.string({ message: 'docketNo is required' }).trim().toUpperCase();

/** lookup/uploadibmFile as JSON: {docketNo, fileName, fileType, base64}. */
export const uploadIbmJsonSchema = z.object({
  docketNo,
  fileName: z.string().trim().max(200).optional(),
  fileType: z.string().trim().max(120).optional(),
  base64: z
    .string({ message: IBM_EDIT_MSG.noFile })
    .max(Math.ceil((IBM_EDIT_LIMITS.maxBytes * 4) / 3) + 1024, { message: IBM_EDIT_MSG.tooLarge }),
});

/** lookup/downloadibmfile {docketNo}. */
export const downloadIbmSchema = z.object({ docketNo });

/** The edited workbook as the documents tab lists it (`updatedIbm`). */
export const updatedIbmSchema = z
  .object({
    fileName: z.string(),
    uploadedAt: z.number(),
    uploadedBy: z.string().describe("The uploader's name"),
  })
  .meta({ id: 'UpdatedIbm' });
export type UpdatedIbm = z.output<typeof updatedIbmSchema>;
