/**
 * Carrier billing (002 §2.3, issue 17): each carrier's invoice spreadsheet as a mapping table,
 * so a new carrier is one entry here plus a test file. `columns` maps our field to the header
 * the carrier prints (matched without regard to case and spacing); `required` headers must all
 * be present, else the file is refused as a changed header. Weights are grams in our rows. Which
 * carriers bill is the carrier vocabulary's `bills`.
 */
import type { BillingCarrier, CarrierId } from '../carriers/vocabulary';

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
  /** The billing pages' name (002 §6 "DHL Billing", "Aramex Billing"), not the carrier's. */
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
  rateCard: { carrier: CarrierId; service: string };
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
