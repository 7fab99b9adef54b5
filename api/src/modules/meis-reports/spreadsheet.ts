/**
 * The MEIS Excel (a named reason for an extra file: a spreadsheet format): the sheet the exporter
 * downloads (downloadMeisExcel), completes (ITC HS code) and uploads back (meisFormGenerate), and
 * the applications' sheet (downloadMeisExcelAfterUpload). Rows stream through exceljs's writer,
 * so 10,000 orders never sit in memory as a workbook.
 */
import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';

export const MEIS_COLUMNS = [
  { header: 'Id', key: 'id', width: 10 },
  { header: 'Docket No', key: 'docketNo', width: 16 },
  { header: 'Order ID', key: 'orderId', width: 16 },
  { header: 'Shipping Bill No', key: 'sbNo', width: 16 },
  { header: 'Shipping Bill Date', key: 'sbDate', width: 14 },
  { header: 'Description', key: 'description', width: 30 },
  { header: 'ITC HS Code', key: 'hsCode', width: 12 },
  { header: 'Invoice No', key: 'invoiceNo', width: 14 },
  { header: 'Invoice Date', key: 'invoiceDate', width: 12 },
  { header: 'Quantity', key: 'quantity', width: 10 },
  { header: 'FOB (INR)', key: 'fobInr', width: 14 },
  { header: 'Scheme', key: 'scheme', width: 8 },
  { header: 'Rate of Entitlement (%)', key: 'ratePct', width: 12 },
  { header: 'Cap per Unit (INR)', key: 'cap', width: 12 },
  { header: 'Entitlement Amount (INR)', key: 'amount', width: 16 },
] as const;

export type MeisSheetRow = Partial<Record<(typeof MEIS_COLUMNS)[number]['key'], string | number | null>>;

/** Writes one sheet of rows to `out` as they come; resolves once the file is complete. */
export async function writeSheet(
  out: Writable,
  sheetName: string,
  columns: ReadonlyArray<{ header: string; key: string; width: number }>,
  rows: Iterable<Record<string, unknown>> | AsyncIterable<Record<string, unknown>>,
): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const ws = wb.addWorksheet(sheetName);
  ws.columns = columns.map((c) => ({ ...c }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  for await (const r of rows) ws.addRow(r).commit();
  ws.commit();
  await wb.commit();
}

export const APPLICATION_COLUMNS = [
  { header: 'MEIS Ref. No.', key: 'refNo', width: 22 },
  { header: 'IE Code', key: 'ieCode', width: 12 },
  { header: 'Status', key: 'status', width: 18 },
  { header: 'Docket No', key: 'docketNo', width: 16 },
  { header: 'Order ID', key: 'orderId', width: 16 },
  { header: 'Shipping Bill Date', key: 'sbDate', width: 14 },
  { header: 'Description', key: 'description', width: 30 },
  { header: 'ITC HS Code', key: 'hsCode', width: 12 },
  { header: 'FOB (INR)', key: 'fobInr', width: 14 },
  { header: 'Scheme', key: 'scheme', width: 8 },
  { header: 'Rate of Entitlement (%)', key: 'ratePct', width: 12 },
  { header: 'Entitlement Amount (INR)', key: 'amount', width: 16 },
  { header: 'Reviewed By', key: 'reviewedBy', width: 16 },
] as const;
