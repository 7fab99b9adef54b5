/**
 * The Data Preview of the bulk upload page (001 §2.10, §5): the chosen file read by the worker's
 * own reader and checked with core's row schema, nothing stored. The browser renders this report
 * instead of parsing the workbook itself: exceljs' browser build (≈260 KB gzipped) would weigh
 * as much as the whole shipping section, and the reader would have to be written twice.
 */
import { Readable } from 'node:stream';
import Boom from '@hapi/boom';
import { BULK_MSG, checkBulkFileName, normalizeBulkRow, ORDER_LIMITS, validateBulkRows, type BulkPreview } from '@exportdesk/core';
import { checkZip, isOle2 } from '../../lib/zipguard';
import { readBulkSheet } from './bulk';
import { isChaType } from './accounts';

export type { BulkPreview };

/** The same file checks as an upload (extension, real xlsx, unpacked size), then the rows. */
export async function previewUpload(userType: number, fileName: string, data: Buffer): Promise<BulkPreview> {
  const nameError = checkBulkFileName(fileName);
  if (nameError) throw Boom.badRequest(nameError);
  if (!data.length) throw Boom.badRequest(BULK_MSG.noData);
  if (isOle2(data)) throw Boom.badRequest(BULK_MSG.oldXls);
  const zip = checkZip(data, ORDER_LIMITS.bulkMaxUnpackedBytes);
  if (!zip.ok) throw Boom.badRequest(zip.reason === 'too-big' ? BULK_MSG.zipBomb : BULK_MSG.notXlsxContent);
  const sheet = await readBulkSheet(Readable.from(data));
  if (sheet.error) throw Boom.badRequest(sheet.error);
  const forCha = isChaType(userType);
  const { problems } = validateBulkRows(sheet.rows, forCha);
  problems.sort((a, b) => a.row - b.row);
  const badRows = new Set(problems.map((p) => p.row)).size;
  return {
    forCha,
    rowsTotal: sheet.counted,
    rows: sheet.rows.map((r) => ({ row: r.row, values: normalizeBulkRow(r.values) })),
    problems,
    message: badRows ? BULK_MSG.rejected(badRows, sheet.counted) : `${sheet.counted} rows are ready to upload.`,
  };
}
