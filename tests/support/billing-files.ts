/**
 * Carrier invoice files in each carrier's real format (core's CARRIER_BILLING_FORMATS headers),
 * made for the billing tests, the e2e spec and bench/billing.mjs.
 */
import ExcelJS from 'exceljs';
import { CARRIER_BILLING_FORMATS, type BillingCarrier, type BillingField } from '@exportdesk/core';

export type BillFileRow = Partial<Record<BillingField, string | number>>;

export async function carrierFile(
  carrier: BillingCarrier,
  rows: BillFileRow[],
  opts: { header?: string[]; creator?: string } = {},
): Promise<Buffer> {
  const format = CARRIER_BILLING_FORMATS[carrier];
  const fields = Object.keys(format.columns) as BillingField[];
  const wb = new ExcelJS.Workbook();
  wb.creator = opts.creator ?? 'carrier';
  const ws = wb.addWorksheet('Invoice');
  ws.addRow(opts.header ?? fields.map((f) => format.columns[f]!));
  for (const r of rows) ws.addRow(fields.map((f) => r[f] ?? ''));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A large file streamed to disk (bench): `n` rows from `row(i)`. */
export async function writeCarrierFile(
  file: string,
  carrier: BillingCarrier,
  n: number,
  row: (i: number) => BillFileRow,
): Promise<void> {
  const format = CARRIER_BILLING_FORMATS[carrier];
  const fields = Object.keys(format.columns) as BillingField[];
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
    useStyles: false,
  });
  const ws = wb.addWorksheet('Invoice');
  ws.addRow(fields.map((f) => format.columns[f]!)).commit();
  for (let i = 0; i < n; i++) {
    const r = row(i);
    ws.addRow(fields.map((f) => r[f] ?? '')).commit();
  }
  ws.commit();
  await wb.commit();
}
