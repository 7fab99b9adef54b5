/**
 * Carrier billing rules (002 §2.3, §4, §5, §7; issue 17): the upload gate of the page, the VAT
 * entry, the carrier invoice status machine, one row of a carrier file, the reconciliation of a
 * billed row against our parcel, and our own invoice numbers per financial year.
 */
import type { BillingField, CarrierBillingFormat } from './carriers';
import { ORDER_BOUNDS } from '../orders/limits';

export const BILLING_MSG = {
  /** 002 §5 / §7, verbatim. */
  readError: 'Error while reading file, try again',
  vatNotAbove0: 'Enter VAT value greater then 0.',
  // Ours: the spec shows no text for these.
  changedHeader: (missing: string[]) =>
    `The file's header has changed: missing ${missing.join(', ')}. Nothing was read.`,
  noRows: 'The file has no invoice rows.',
  sameFile: 'This file was uploaded already: nothing was added.',
  uploaded: (rows: number, added: number) => `${rows} row${rows === 1 ? '' : 's'} read, ${added} added.`,
  queued: 'The file is being processed; the list will show its rows shortly.',
  unknownInvoice: 'No carrier invoice with this number.',
  allPaid: 'Every invoice under this number is paid already.',
  generateFirst: 'Generate the invoices first: only a Generated invoice can be marked as paid.',
  nothingToGenerate: 'Nothing to generate: every row of this invoice has its own invoice number.',
  noMatchedRows: 'No row of this invoice is matched to an exporter: nothing to generate.',
  noVatRows: 'No Generated VAT invoice under this number.',
  generated: (n: number) => `${n} invoice${n === 1 ? '' : 's'} generated.`,
  paid: (n: number) => `${n} invoice${n === 1 ? '' : 's'} marked as paid.`,
  vatGenerated: (no: string) => `VAT added, invoice ${no} generated.`,
  invoiceNoRequired: 'Please enter an invoice number.',
  unknownBox: 'No row of this invoice has this box id.',
} as const;

/** 002 §5: "stay disabled until the file content is over 500 characters and the name is at least 5". */
export const BILLING_FILE_RULES = { minContentChars: 501, minNameChars: 5, shownNameChars: 36 } as const;

export const billingFileReady = (contentChars: number, name: string) =>
  contentChars >= BILLING_FILE_RULES.minContentChars && name.length >= BILLING_FILE_RULES.minNameChars;

/** "A long name is shortened to 36 characters." */
export const shortBillingName = (name: string) =>
  name.length > BILLING_FILE_RULES.shownNameChars ? name.slice(0, BILLING_FILE_RULES.shownNameChars) : name;

/** "The input accepts digits, dot and space only": what the box keeps of a keystroke or a paste. */
export const keepVatChars = (s: string) => s.replace(/[^0-9. ]/g, '');

/**
 * "greater than 0, else 'Enter VAT value greater then 0.'" Spaces are dropped; anything but
 * digits and one dot ("1e3", "-5", "1.2.3") is refused as not above 0. Returns the value or null.
 */
export function parseVat(input: unknown): number | null {
  const s = String(input ?? '').replace(/ /g, '');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(s)) return null;
  const n = Number(s);
  // At most one consignment's value (issue 23: core/orders/limits.ts): VAT above it is a typo.
  return Number.isFinite(n) && n > 0 && n <= ORDER_BOUNDS.inr.max ? Math.round(n * 100) / 100 : null;
}

/** 002 §4: 'created' → 'Generated' (own invoice number issued) → 'Paid'. Nothing goes back. */
export const CARRIER_INVOICE_STATUSES = ['created', 'Generated', 'Paid'] as const;
export type CarrierInvoiceStatus = (typeof CARRIER_INVOICE_STATUSES)[number];
export type CarrierInvoiceAction = 'generate' | 'paid' | 'vat-generate' | 'vat-paid';

/**
 * The next status, or null when the action is refused in this state. Gen. Invoices and the VAT
 * generate apply to created rows; Mark as paid and Mark VAT Inv. as paid to Generated ones
 * (the VAT one only to rows with a VAT amount).
 */
export function nextInvoiceStatus(
  status: CarrierInvoiceStatus,
  action: CarrierInvoiceAction,
  hasVat = false,
): CarrierInvoiceStatus | null {
  if (action === 'generate' || action === 'vat-generate') return status === 'created' ? 'Generated' : null;
  if (action === 'paid') return status === 'Generated' ? 'Paid' : null;
  return status === 'Generated' && hasVat ? 'Paid' : null;
}

/** India's financial year (April–March) of an instant, as "2026-27". */
export function financialYear(at: number): string {
  const d = new Date(at + 5.5 * 3600_000); // IST
  const y = d.getUTCMonth() >= 3 ? d.getUTCFullYear() : d.getUTCFullYear() - 1;
  return `${y}-${String((y + 1) % 100).padStart(2, '0')}`;
}

/** Our own invoice number: consecutive per financial year, e.g. "ED/2026-27/00001". */
export const ownInvoiceNumber = (fy: string, n: number) => `ED/${fy}/${String(n).padStart(5, '0')}`;

/** One carrier row, as read (weights in grams, amounts in rupees). */
export interface CarrierBillRow {
  line: number;
  invoiceNumber: string;
  handoverID: string;
  shipmentID: string;
  awb: string;
  noe: string;
  pickupDate: string;
  weightG: number;
  amount: number;
  arrear: number;
}

const text = (v: unknown) => String(v ?? '').trim();
const num = (v: unknown) => {
  const n = Number(String(v ?? '').replace(/[,₹\s]/g, ''));
  return Number.isFinite(n) ? n : NaN;
};

/** A row's cells (by the header's index) made into a CarrierBillRow, or its error. */
export function readBillRow(
  format: CarrierBillingFormat,
  index: Partial<Record<BillingField, number>>,
  cells: readonly unknown[],
  line: number,
): { row: CarrierBillRow } | { error: string } {
  const cell = (f: BillingField) => (index[f] === undefined ? '' : cells[index[f]!]);
  const weight = num(cell('weight'));
  const amount = num(cell('amount'));
  const arrearCell = text(cell('arrear'));
  const arrear = arrearCell === '' ? 0 : num(arrearCell);
  const row: CarrierBillRow = {
    line,
    invoiceNumber: text(cell('invoiceNumber')),
    handoverID: text(cell('handoverID')),
    shipmentID: text(cell('shipmentID')),
    awb: text(cell('awb')).replace(/\s+/g, '').toUpperCase(),
    noe: text(cell('noe')),
    pickupDate: text(cell('pickupDate')).slice(0, 10),
    weightG: Math.round(format.weightUnit === 'kg' ? weight * 1000 : weight),
    amount: Math.round(amount * 100) / 100,
    arrear: Math.round(arrear * 100) / 100,
  };
  if (!row.invoiceNumber) return { error: `Row ${line}: ${format.columns.invoiceNumber} is empty` };
  if (!row.handoverID && !row.shipmentID && !row.awb)
    return { error: `Row ${line}: no shipment id, handover id or AWB` };
  if (!Number.isFinite(weight) || weight < 0) return { error: `Row ${line}: weight is not a number` };
  if (!Number.isFinite(amount)) return { error: `Row ${line}: amount is not a number` };
  if (!Number.isFinite(arrear)) return { error: `Row ${line}: arrear is not a number` };
  return { row };
}

/** The row's identity: the same row of the same file (or of a re-sent copy) is added once. */
export const billRowKey = (carrier: string, r: CarrierBillRow) =>
  [carrier, r.invoiceNumber, r.handoverID, r.shipmentID, r.awb].join('|').slice(0, 250);

/**
 * Reconciliation tolerances (ours; the spec is silent). A carrier rounds a parcel up to its next
 * slab, so a weight is a mismatch only past 50 g and 5 % of ours; an amount past ₹5 and 2 % of
 * our own quote for the billed weight — smaller gaps are rounding and fuel-surcharge noise.
 */
export const RECONCILE_TOLERANCE = { weightG: 50, weightPct: 5, amountInr: 5, amountPct: 2 } as const;

export type MatchStatus = 'matched' | 'unmatched' | 'overbilled' | 'underbilled' | 'weight';

/** The parcel a row matched: our declared weight and our quote (null when no tariff covers it). */
export interface MatchedParcel {
  declaredWeightG: number;
  expectedAmount: number | null;
}

export interface Reconciled {
  status: MatchStatus;
  weightDiffG: number | null;
  amountDiff: number | null;
}

/** One row against its parcel: weight first (a heavier parcel explains a dearer bill), then amount. */
export function reconcileRow(row: CarrierBillRow, parcel: MatchedParcel | null): Reconciled {
  if (!parcel) return { status: 'unmatched', weightDiffG: null, amountDiff: null };
  const t = RECONCILE_TOLERANCE;
  const weightDiffG = row.weightG - parcel.declaredWeightG;
  const amountDiff =
    parcel.expectedAmount === null ? null : Math.round((row.amount - parcel.expectedAmount) * 100) / 100;
  if (Math.abs(weightDiffG) > Math.max(t.weightG, (parcel.declaredWeightG * t.weightPct) / 100))
    return { status: 'weight', weightDiffG, amountDiff };
  if (amountDiff !== null && parcel.expectedAmount !== null) {
    const limit = Math.max(t.amountInr, (parcel.expectedAmount * t.amountPct) / 100);
    if (amountDiff > limit) return { status: 'overbilled', weightDiffG, amountDiff };
    if (amountDiff < -limit) return { status: 'underbilled', weightDiffG, amountDiff };
  }
  return { status: 'matched', weightDiffG, amountDiff };
}

/** 002 §3: "weight (grams, shown divided by 1000)", "arrear (shown divided by 1.18)". */
export const shownBillWeight = (grams: number) => (Number(grams) / 1000).toFixed(3);
export const shownArrear = (arrear: number) => Math.round((Number(arrear) / 1.18) * 100) / 100;
