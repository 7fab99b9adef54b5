/** Bulk-upload workbooks made at test time (never committed): the spec's columns, optional file marker. */
import { PassThrough } from 'node:stream';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { BULK_COLUMNS, sampleBulkRow } from '@exportdesk/core';

export const FILE_MARKER = 'EXPORTDESK BULK UPLOAD v1';
const COLUMNS = [...BULK_COLUMNS, 'orderId', 'boxId'];

export async function workbook(
  rows: Array<Record<string, unknown>>,
  opts: { marker?: boolean; columns?: string[] } = {},
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const ws = wb.addWorksheet('Orders');
  const columns = opts.columns ?? COLUMNS;
  if (opts.marker !== false) ws.addRow([FILE_MARKER]).commit();
  ws.addRow(columns).commit();
  for (const r of rows) ws.addRow(columns.map((c) => r[c] ?? null)).commit();
  ws.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

/**
 * The same sheet as `workbook` written by SheetJS with its default options: every part STORED,
 * not deflated, as many web apps export (issue 12, item 11).
 */
export function sheetjsWorkbook(
  rows: Array<Record<string, unknown>>,
  opts: { marker?: boolean; columns?: string[] } = {},
): Buffer {
  const columns = opts.columns ?? COLUMNS;
  const aoa: unknown[][] = [
    ...(opts.marker !== false ? [[FILE_MARKER]] : []),
    columns,
    ...rows.map((r) => columns.map((c) => r[c] ?? null)),
  ];
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(aoa), 'Orders');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export const bulkRows = (
  n: number,
  start = 1,
  overrides: (i: number) => Record<string, unknown> = () => ({}),
) => Array.from({ length: n }, (_, i) => sampleBulkRow(start + i, overrides(start + i)));

/** The same sheet as an old Excel 97-2003 workbook (.xls, BIFF8 in OLE2), as SheetJS writes it (issue 24). */
export function xlsWorkbook(
  rows: Array<Record<string, unknown>>,
  opts: { marker?: boolean; columns?: string[] } = {},
): Buffer {
  const columns = opts.columns ?? COLUMNS;
  const aoa: unknown[][] = [
    ...(opts.marker !== false ? [[FILE_MARKER]] : []),
    columns,
    ...rows.map((r) => columns.map((c) => r[c] ?? null)),
  ];
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(aoa), 'Orders');
  return XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}
