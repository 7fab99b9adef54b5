/**
 * Its own file: the billing spreadsheets we write. The list download (gendhlbillfile, 002 §7)
 * and the reconciliation report of one file (ours, issue 17): every row with its match, the
 * mismatches filled red (weight) or amber (amount), unmatched rows grey, and a sheet of what each
 * exporter should be debited.
 */
import ExcelJS from 'exceljs';
import { shownArrear, type BillingReport, type CarrierInvoiceRow } from '@exportdesk/core';

const FILL: Record<string, string> = {
  weight: 'FFF8B4B4',
  overbilled: 'FFFFD591',
  underbilled: 'FFFFE8A3',
  unmatched: 'FFE0E0E0',
};

/** 002 §2.3's list columns; weights in kg (÷1000), arrears ÷1.18, rupees with 2 decimals. */
const LIST_COLUMNS: Array<{ header: string; key: string; width: number; numFmt?: string }> = [
  { header: 'Sr. No.', key: 'sr', width: 8 },
  { header: 'Carrier Invoice No.', key: 'invoiceNumber', width: 20 },
  { header: 'Exporter Name', key: 'exporterName', width: 26 },
  { header: 'Ref. ID', key: 'ref', width: 22 },
  { header: 'Declared Weight (kg)', key: 'declared', width: 12, numFmt: '0.000' },
  { header: 'Billed Weight (kg)', key: 'weight', width: 12, numFmt: '0.000' },
  { header: 'Weight Difference (kg)', key: 'weightDiff', width: 12, numFmt: '0.000' },
  { header: 'Amount Debited (INR)', key: 'amountDebited', width: 14, numFmt: '#,##0.00' },
  { header: 'Invoice Amount (INR)', key: 'invoiceAmount', width: 14, numFmt: '#,##0.00' },
  { header: 'Our Rate (INR)', key: 'expectedAmount', width: 14, numFmt: '#,##0.00' },
  { header: 'Arrear / 1.18 (INR)', key: 'arrear', width: 14, numFmt: '#,##0.00' },
  { header: 'Receipt (VAT)', key: 'vat', width: 12, numFmt: '#,##0.00' },
  { header: 'Own Invoice No.', key: 'pmbInvoiceNo', width: 20 },
  { header: 'Match', key: 'match', width: 12 },
  { header: 'Status', key: 'status', width: 11 },
];

const kg = (g: number | null) => (g === null ? null : g / 1000);

function fillList(ws: ExcelJS.Worksheet, rows: CarrierInvoiceRow[]) {
  ws.columns = LIST_COLUMNS.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  ws.getRow(1).font = { bold: true };
  rows.forEach((r, i) => {
    const row = ws.addRow({
      sr: i + 1,
      invoiceNumber: r.invoiceNumber,
      exporterName: r.exporterName ?? '',
      ref: r.shipmentID || r.handoverID || r.awb,
      declared: kg(r.declaredWeight),
      weight: kg(r.weight),
      weightDiff: kg(r.weightDiff),
      amountDebited: r.amountDebited,
      invoiceAmount: r.invoiceAmount,
      expectedAmount: r.expectedAmount,
      arrear: shownArrear(r.arrear),
      vat: r.vat,
      pmbInvoiceNo: r.pmbInvoiceNo ?? '',
      match: r.match,
      status: r.status,
    });
    const argb = FILL[r.match];
    if (argb)
      row.eachCell(
        { includeEmpty: true },
        (c) => (c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb } }),
      );
  });
  ws.views = [{ state: 'frozen', ySplit: 1 }];
}

export async function invoiceListWorkbook(rows: CarrierInvoiceRow[], title: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  fillList(wb.addWorksheet(title.slice(0, 31)), rows);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** One file's reconciliation: its rows (as stored) and a sheet per exporter. */
export async function reconciliationWorkbook(
  report: BillingReport,
  rows: CarrierInvoiceRow[],
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sum = wb.addWorksheet('Summary');
  sum.columns = [
    { header: 'Figure', key: 'k', width: 28 },
    { header: 'Value', key: 'v', width: 16 },
  ];
  sum.getRow(1).font = { bold: true };
  for (const [k, v] of [
    ['Carrier', report.carrier],
    ['Rows read', report.rows],
    ['Rows added', report.added],
    ['Matched', report.matched],
    ['Unmatched', report.unmatched],
    ['Weight mismatch', report.weight],
    ['Over-billed', report.overbilled],
    ['Under-billed', report.underbilled],
  ] as const)
    sum.addRow({ k, v });
  fillList(wb.addWorksheet('Rows'), rows);
  const per = wb.addWorksheet('Per exporter');
  per.columns = [
    { header: 'Exporter', key: 'exporterName', width: 30 },
    { header: 'Rows', key: 'rows', width: 8 },
    { header: 'To debit (INR)', key: 'amount', width: 16, style: { numFmt: '#,##0.00' } },
  ];
  per.getRow(1).font = { bold: true };
  for (const e of report.perExporter) per.addRow(e);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
