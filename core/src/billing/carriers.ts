/**
 * Carrier billing (002 §2.3, issue 17): each carrier's invoice spreadsheet as a mapping table,
 * so a new carrier is one entry here plus a test file. `columns` maps our field to the header
 * the carrier prints (matched without regard to case and spacing); `required` headers must all
 * be present, else the file is refused as a changed header. Weights are grams in our rows.
 */
import type { RateCarrier } from '../rates/types';

export const BILLING_CARRIERS = ['dhl', 'aramex', 'indiapost'] as const;
export type BillingCarrier = (typeof BILLING_CARRIERS)[number];

/** Our fields of one carrier invoice row (002 §3 "Carrier invoice row" and "Preview row"). */
export type BillingField =
  | 'invoiceNumber'
  | 'handoverID'
  | 'shipmentID'
  | 'awb'
  | 'noe'
  | 'pickupDate'
  | 'weight'
  | 'amount'
  | 'arrear';

export interface CarrierBillingFormat {
  carrier: BillingCarrier;
  /** The name the pages show. */
  label: string;
  /** The portal route of its list (the route table's `…/:page`). */
  route: string;
  /** Our field → the carrier's header text. */
  columns: Partial<Record<BillingField, string>>;
  /** Fields whose header must be present. */
  required: BillingField[];
  /** The weight column's unit: rows keep grams. */
  weightUnit: 'g' | 'kg';
  /** The tariff our own quote comes from (reconciliation's "our rate card vs billed"). */
  rateCard: { carrier: RateCarrier; service: string };
}

export const CARRIER_BILLING_FORMATS: Readonly<Record<BillingCarrier, CarrierBillingFormat>> = {
  dhl: {
    carrier: 'dhl',
    label: 'DHL',
    route: '/billing',
    columns: {
      invoiceNumber: 'Invoice Number',
      handoverID: 'Handover ID',
      shipmentID: 'Shipment ID',
      awb: 'AWB Number',
      noe: 'N.O.E',
      pickupDate: 'Pickup Date',
      weight: 'Chargeable Weight (g)',
      amount: 'Net Amount',
      arrear: 'Arrear',
    },
    required: ['invoiceNumber', 'handoverID', 'pickupDate', 'weight', 'amount'],
    weightUnit: 'g',
    rateCard: { carrier: 'dhl', service: 'express' },
  },
  aramex: {
    carrier: 'aramex',
    label: 'Aramex',
    route: '/aramex-billing',
    columns: {
      invoiceNumber: 'Invoice No',
      handoverID: 'Manifest No',
      shipmentID: 'Reference',
      awb: 'Airwaybill',
      noe: 'Pieces',
      pickupDate: 'Pickup Date',
      weight: 'Charge Weight (kg)',
      amount: 'Total Charges',
      arrear: 'Adjustment',
    },
    required: ['invoiceNumber', 'awb', 'pickupDate', 'weight', 'amount'],
    weightUnit: 'kg',
    rateCard: { carrier: 'aramex', service: 'express' },
  },
  indiapost: {
    carrier: 'indiapost',
    label: 'India Post / EMS',
    route: '/manage-billing',
    columns: {
      invoiceNumber: 'Bill No',
      handoverID: 'Handover ID',
      shipmentID: 'Box ID',
      awb: 'Article No',
      noe: 'N.O.E',
      pickupDate: 'Booking Date',
      weight: 'Weight (g)',
      amount: 'Postage',
      arrear: 'Arrear',
    },
    required: ['invoiceNumber', 'awb', 'pickupDate', 'weight', 'amount'],
    weightUnit: 'g',
    rateCard: { carrier: 'indiapost', service: 'ems' },
  },
};

export const isBillingCarrier = (c: unknown): c is BillingCarrier =>
  typeof c === 'string' && (BILLING_CARRIERS as readonly string[]).includes(c);

/** The carrier a billing route belongs to (`/aramex-billing/2` → aramex). */
export function carrierOfBillingPath(pathname: string): BillingCarrier {
  const first = '/' + (pathname.split('/')[1] ?? '');
  const hit = BILLING_CARRIERS.find((c) => CARRIER_BILLING_FORMATS[c].route === first);
  return hit ?? 'dhl';
}

const headerKey = (h: string) => h.toLowerCase().replace(/[\s._()-]+/g, '');

/**
 * Finds each field's column in a header row. Returns the index per field, or the required
 * headers that are missing (a changed header: nothing of the file is read).
 */
export function mapBillingHeader(
  format: CarrierBillingFormat,
  header: readonly string[],
): { ok: true; index: Partial<Record<BillingField, number>> } | { ok: false; missing: string[] } {
  const keys = header.map((h) => headerKey(String(h ?? '')));
  const index: Partial<Record<BillingField, number>> = {};
  for (const [field, title] of Object.entries(format.columns) as [BillingField, string][]) {
    const i = keys.indexOf(headerKey(title));
    if (i >= 0) index[field] = i;
  }
  const missing = format.required.filter((f) => index[f] === undefined).map((f) => format.columns[f]!);
  return missing.length ? { ok: false, missing } : { ok: true, index };
}
