/**
 * Its own file: a spreadsheet format we write, apart from the behaviour of orders.
 * The sample bulk workbook (001 §2.10 "sample download"): built from core's column list, so the
 * sample can never drift from what the worker reads. Row 1 is a note that doubles as the file
 * marker the reader skips ("a file marker longer than 5 characters"), row 2 the header, rows 3–4
 * two valid example rows (the spec refuses a file with exactly one row). Enumerations get
 * drop-down lists (Excel data validation) on 5000 rows.
 */
import ExcelJS from 'exceljs';
import {
  BULK_COLUMNS,
  BULK_EXTRA_COLUMNS,
  CURRENCIES,
  ORDER_LIMITS,
  PARCEL_TYPES,
  PBE_TYPES,
  PRODUCT_CATEGORIES,
  sampleBulkRow,
} from '@exportdesk/core';

export const SAMPLE_NOTE =
  'ExportDesk bulk upload: keep this note row and the header row; one row per item from row 3; ' +
  `at least 2 and at most ${ORDER_LIMITS.bulkMaxRows} rows; invoiceDate as DD-MM-YYYY; weights in grams; ` +
  'items with the same boxId travel as one parcel.';

const ENUMS: Record<string, readonly string[]> = {
  pbe: PBE_TYPES,
  currency: CURRENCIES,
  parcelType: PARCEL_TYPES,
  category: PRODUCT_CATEGORIES.map((c) => c.categoryName),
};

/** exceljs keeps range validations on the worksheet but leaves them out of its typings. */
type WithValidations = ExcelJS.Worksheet & {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
};

/** The columns a user of this kind fills: the IEC column for CHAs only (001 §5). */
export const sampleColumns = (forCha: boolean): string[] => [
  ...BULK_COLUMNS.filter((c) => forCha || c !== 'ieCode'),
  ...BULK_EXTRA_COLUMNS,
];

export async function sampleWorkbook(forCha: boolean): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'ExportDesk';
  const ws = wb.addWorksheet('Orders', { views: [{ state: 'frozen', ySplit: 2 }] });
  const lists = wb.addWorksheet('Lists', { state: 'hidden' });
  const columns = sampleColumns(forCha);

  ws.addRow([SAMPLE_NOTE]);
  ws.mergeCells(1, 1, 1, Math.min(columns.length, 12));
  ws.getRow(1).font = { italic: true, color: { argb: 'FF5B6782' } };
  const header = ws.addRow(columns);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.eachCell((c) => (c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1554C0' } }));
  for (const n of [1, 2]) {
    const row = sampleBulkRow(n, {
      invoiceDate: '15-01-2026',
      boxId: 'BOX-1',
      orderId: undefined,
      ...(forCha ? { ieCode: 'ABCDE1234F' } : {}),
    });
    ws.addRow(columns.map((c) => row[c] ?? null));
  }
  columns.forEach((c, i) => (ws.getColumn(i + 1).width = Math.max(12, c.length + 2)));

  // Long lists (32 categories) exceed Excel's 255-character inline limit: reference a hidden sheet.
  let listCol = 0;
  for (const [field, values] of Object.entries(ENUMS)) {
    const col = columns.indexOf(field);
    if (col < 0) continue;
    listCol++;
    values.forEach((v, r) => (lists.getCell(r + 1, listCol).value = v));
    const letter = lists.getColumn(listCol).letter;
    const formula = `Lists!$${letter}$1:$${letter}$${values.length}`;
    const colLetter = ws.getColumn(col + 1).letter;
    (ws as WithValidations).dataValidations.add(`${colLetter}3:${colLetter}${ORDER_LIMITS.bulkMaxRows + 2}`, {
      type: 'list',
      allowBlank: field !== 'pbe',
      formulae: [formula],
      showErrorMessage: true,
      errorTitle: field,
      error: `Choose a ${field} from the list.`,
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
