/**
 * Excel bulk upload (001 §3 "Bulk-upload row columns", §5 "Bulk upload", §9): the file rules, the
 * row normalisation the browser did before sending, and one row schema used by the worker, the
 * CLI's dry run and the browser's Data Preview.
 */
import { z } from 'zod';
import { excelSerialToDate, formatDateDMY } from '../format';
import { isValidDmyDate } from './dates';
import { CURRENCIES, PARCEL_TYPES, PBE_TYPES, PRODUCT_CATEGORIES } from './enums';
import { amount, boundMessage, country, oneOf, positive, text } from './fields';
import { fobBound, ORDER_BOUNDS } from './limits';
import { BULK_MSG, ORDER_LIMITS, ORDER_MSG } from './messages';
import { canonicalTrackingNo, checkTrackingNo } from './tracking';

/** "insurance, freight, compensationCess_rate, customDuties_cess, customDuties_exportDutyRate, fob_foreign, igstDetails_rate are set to two decimals, or '0' when not numeric." */
export const TWO_DECIMAL_COLUMNS = [
  'insurance',
  'freight',
  'compensationCess_rate',
  'customDuties_cess',
  'customDuties_exportDutyRate',
  'fob_foreign',
  'igstDetails_rate',
] as const;

/** The spec's columns in order ("consigneeDetails_name, _address, …" spelled out). */
export const BULK_COLUMNS = [
  'pbe',
  'description',
  'quantity_number',
  'quantity_unit',
  'weight',
  'grossWeight',
  'invoiceNo',
  'invoiceDate',
  'consigneeDetails_name',
  'consigneeDetails_address',
  'consigneeDetails_city',
  'consigneeDetails_state',
  'consigneeDetails_zipCode',
  'consigneeDetails_country',
  'ieCode',
  // The spec's last seven columns are the two-decimal ones, in the same order.
  ...TWO_DECIMAL_COLUMNS,
] as const;

/** Ours, optional: an orderId makes re-uploads recognisable; the rest default as noted in bulkRowToOrder (bulk-order.ts). */
export const BULK_EXTRA_COLUMNS = [
  'orderId',
  'boxId',
  'currency',
  'hsnCode',
  'category',
  'parcelType',
  // Issue 24: the parcel's tracking number when the exporter has it already (the labels' barcode).
  'trackingNo',
] as const;

/** "Excel serial date base 25569" — the serial of 01-01-1970. */
export const EXCEL_DATE_BASE = 25569;

/** "File must be .xls or .xlsx, else 'Not a Valid Excel File. Extension must be .xls or .xlsx'." */
export function checkBulkFileName(fileName: string): string | null {
  return /\.(xls|xlsx)$/i.test(String(fileName ?? '').trim()) ? null : BULK_MSG.notExcel;
}

/** "When the first row carries a file marker longer than 5 characters it is skipped." */
export function isFileMarker(firstCell: unknown): boolean {
  return typeof firstCell === 'string' && firstCell.trim().length > 5;
}

/** "Only rows with a pbe value are counted." */
export const countsAsRow = (raw: Record<string, unknown>) =>
  raw.pbe !== undefined && raw.pbe !== null && String(raw.pbe).trim() !== '';

/** "the count must be more than 1 and at most 5000" with the spec's three messages. */
export function checkRowCount(count: number): string | null {
  if (count <= 0) return BULK_MSG.noData;
  if (count === 1) return BULK_MSG.onlyOneEntry;
  if (count > ORDER_LIMITS.bulkMaxRows) return BULK_MSG.tooManyRows;
  return null;
}

const twoDecimals = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n.toFixed(2) : '0';
};

/**
 * As the browser did before sending: serial invoice dates to DD-MM-YYYY, numbers to strings, the
 * seven amount columns to two decimals or '0'. Cells exceljs gives as Date become DD-MM-YYYY too.
 */
export function normalizeBulkRow(raw: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (v === null || v === undefined) continue;
    if (k === 'invoiceDate' && typeof v === 'number') out[k] = excelSerialToDate(v);
    else if (v instanceof Date) out[k] = formatDateDMY(v);
    else out[k] = typeof v === 'string' ? v.trim() : String(v);
  }
  for (const k of TWO_DECIMAL_COLUMNS) out[k] = twoDecimals(raw[k]);
  return out;
}

const CATEGORY_NAMES = PRODUCT_CATEGORIES.map((c) => c.categoryName);

/** One normalised row. The IEC column is required for CHAs only ("The IEC column shows … only for CHA"). */
export function bulkRowSchema(forCha: boolean) {
  const row = z.object({
    pbe: oneOf('pbe', PBE_TYPES),
    description: text('description', { max: 500 }),
    quantity_number: positive('quantity_number', ORDER_BOUNDS.quantity),
    quantity_unit: text('quantity_unit', { max: 30 }),
    weight: positive('weight', ORDER_BOUNDS.grams),
    grossWeight: positive('grossWeight', ORDER_BOUNDS.grams),
    invoiceNo: text('invoiceNo', { max: 40 }),
    invoiceDate: text('invoiceDate', {
      max: 10,
      check: (s) => (isValidDmyDate(s) ? null : ORDER_MSG.date('invoiceDate')),
    }),
    consigneeDetails_name: text('consigneeDetails_name', { max: 120 }),
    consigneeDetails_address: text('consigneeDetails_address', { max: 500 }),
    consigneeDetails_city: text('consigneeDetails_city', { max: 80 }),
    consigneeDetails_state: text('consigneeDetails_state', { optional: true, max: 80 }),
    consigneeDetails_zipCode: text('consigneeDetails_zipCode', { max: 20 }),
    consigneeDetails_country: country('consigneeDetails_country'),
    ieCode: forCha
      ? text('ieCode', {
          max: 10,
          check: (s) => (/^[A-Za-z0-9]{10}$/.test(s) ? null : 'ieCode must be 10 letters or digits'),
        }).transform((s) => s.toUpperCase())
      : z
          .unknown()
          .transform(() => undefined as string | undefined)
          .optional(),
    insurance: amount('insurance', ORDER_BOUNDS.inr),
    freight: amount('freight', ORDER_BOUNDS.inr),
    compensationCess_rate: amount('compensationCess_rate', ORDER_BOUNDS.percent),
    customDuties_cess: amount('customDuties_cess', ORDER_BOUNDS.percent),
    customDuties_exportDutyRate: amount('customDuties_exportDutyRate', ORDER_BOUNDS.percent),
    fob_foreign: positive('fob_foreign', ORDER_BOUNDS.fob),
    igstDetails_rate: amount('igstDetails_rate', ORDER_BOUNDS.percent),
    orderId: text('orderId', { optional: true, max: 64 }),
    boxId: text('boxId', { optional: true, max: 40 }),
    currency: oneOf('currency', CURRENCIES, true),
    hsnCode: text('hsnCode', {
      optional: true,
      max: 8,
      check: (s) => (/^\d{4,8}$/.test(s) ? null : ORDER_MSG.hsn),
    }),
    category: oneOf('category', CATEGORY_NAMES, true),
    parcelType: oneOf('parcelType', PARCEL_TYPES, true),
    trackingNo: text('trackingNo', { optional: true, max: 20, check: checkTrackingNo })
      .transform((s) => (s === undefined ? undefined : canonicalTrackingNo(s)))
      .optional(),
  });
  return row.superRefine((r, ctx) => {
    // FOB in the row's currency (USD when the column is absent, as the upload saves it): limits.ts.
    const fob = fobBound(r.currency ?? 'USD');
    if (Number(r.fob_foreign) > fob.max)
      ctx.addIssue({ code: 'custom', path: ['fob_foreign'], message: boundMessage('fob_foreign', fob) });
  });
}

export type BulkRow = z.output<ReturnType<typeof bulkRowSchema>>;

export interface RowProblem {
  /** The sheet's row number, as Excel shows it. */
  row: number;
  field: string | null;
  message: string;
}

/**
 * Validates every row (all problems of a row, so the error workbook can highlight each bad cell)
 * and orderIds unique within the file.
 */
export function validateBulkRows(
  rows: Array<{ row: number; values: Record<string, unknown> }>,
  forCha: boolean,
) {
  const schema = bulkRowSchema(forCha);
  const valid: Array<{ row: number; data: BulkRow }> = [];
  const problems: RowProblem[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, values } of rows) {
    const r = schema.safeParse(normalizeBulkRow(values));
    if (!r.success) {
      for (const issue of r.error.issues)
        problems.push({ row, field: issue.path.join('.') || null, message: issue.message });
      continue;
    }
    const id = r.data.orderId;
    if (id) {
      const first = firstRowOf.get(id);
      if (first !== undefined) {
        problems.push({ row, field: 'orderId', message: BULK_MSG.duplicateOrderId(id, first) });
        continue;
      }
      firstRowOf.set(id, row);
    }
    valid.push({ row, data: r.data });
  }
  return { valid, problems };
}
