/**
 * Its own file: a report for the browser, read from the upload gate's file, with no upload behind it.
 * The Data Preview of the bulk upload page (001 §2.10, §5): the chosen file read by the worker's
 * own reader and checked with core's row schema, nothing stored. The browser renders this report
 * instead of parsing the workbook itself: exceljs' browser build (≈260 KB gzipped) would weigh
 * as much as the whole shipping section, and the reader would have to be written twice.
 */
import { BULK_MSG, normalizeBulkRow, validateBulkRows, type BulkPreview } from '@exportdesk/core';
import { invalid, tooLarge } from '../../errors';
import {
  gateBulkOrders,
  readGatedBulkRows,
  WORKBOOK_LIMITS,
  type BulkOrdersGate,
  type WorkbookLimits,
} from '@exportdesk/workbook';
import { isChaType } from './accounts';

export type { BulkPreview };

/** The upload gate's refusal as a domain error (413 for the size, 400 for the rest), for an upload and a preview alike. */
export function gateRefusal(gate: Extract<BulkOrdersGate, { ok: false }>) {
  return gate.status === 413 ? tooLarge(gate.message) : invalid(gate.message);
}

/** The same gate as an upload (name, size, kind, real unpacked size; .xls too), then the rows. */
export async function previewUpload(
  userType: number,
  fileName: string,
  data: Buffer,
  limits: WorkbookLimits = WORKBOOK_LIMITS,
): Promise<BulkPreview> {
  const gate = await gateBulkOrders(fileName, data, limits);
  if (!gate.ok) throw gateRefusal(gate);
  const sheet = await readGatedBulkRows(gate);
  if (sheet.error) throw invalid(sheet.error);
  const forCha = isChaType(userType);
  const { problems } = validateBulkRows(sheet.rows, forCha);
  problems.sort((a, b) => a.row - b.row);
  const badRows = new Set(problems.map((p) => p.row)).size;
  return {
    forCha,
    rowsTotal: sheet.counted,
    rows: sheet.rows.map((r) => ({ row: r.row, values: normalizeBulkRow(r.values) })),
    problems,
    message: badRows
      ? BULK_MSG.rejected(badRows, sheet.counted)
      : `${sheet.counted} rows are ready to upload.`,
  };
}
