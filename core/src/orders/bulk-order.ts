/**
 * One order, whatever the door (issue 24): a checked bulk-sheet row (001 §3 "Bulk-upload row
 * columns") as the order API's `Order` (001 §3 "Public order-saving payload"). The Excel upload
 * (.xlsx and .xls) and the Amazon/eBay/Shopify imports (their reports become bulk rows, see
 * marketplace/index.ts) meet here, so every stored order has the one shape the documents read.
 *
 * The sheet lacks some of the order's fields. Each default below says why it is what it is; none
 * invents a customs fact the exporter did not give (an HSN code is never guessed from nothing).
 */
import type { BulkRow } from './bulk';
import { PRODUCT_CATEGORIES } from './enums';
import type { Order } from './order';

export interface BulkOrderDefaults {
  /** The row's orderId when the sheet has none (the bulk job makes one from the upload and the row). */
  orderId: string;
  /** The sheet's row number, as Excel shows it: the item's serial number on the invoice. */
  serialNo: string;
}

/** Ours: no category column filled means "Other", the spec's own catch-all of the 32 (001 §3). */
export const BULK_DEFAULT_CATEGORY = 'Other';
/**
 * Ours: no parcelType column filled means Int'l Tracked Packets, the India Post service every
 * e-commerce export of the product is booked on by default, and the one with a tracking number.
 */
export const BULK_DEFAULT_PARCEL_TYPE = "Int'l Tracked Packets";
/** Ours: the spec's columns carry no currency (001 §3); USD, the currency most listings are priced in. */
export const BULK_DEFAULT_CURRENCY = 'USD';
/** Ours: a sheet has no terms column; marketplace and bulk orders are paid before they ship. */
export const BULK_DEFAULT_INVOICE_TERMS = 'Advance Payment';
/** Ours: a sheet has no IGST mode column; small exporters ship under a LUT, without paying IGST. */
export const BULK_DEFAULT_IGST_MODE = 'Export under LUT/Bond';

/** The HSN code the spec gives a category (001 §3 "each with a default HSN code"), if any. */
const categoryHsn = (category: string | undefined) =>
  category ? (PRODUCT_CATEGORIES.find((c) => c.categoryName === category)?.hsn ?? undefined) : undefined;

export function bulkRowToOrder(r: BulkRow, d: BulkOrderDefaults): Order {
  return {
    pbe: r.pbe,
    description: r.description,
    // The sheet has one description: the CN22/CN23's contents and the invoice print the same words.
    packageDesc: r.description,
    // No column: an absent charge is none (the browser sent '0' for any amount that was not numeric).
    otherCharge: '0',
    // As given; else the default code of a category the row names (never of the "Other" default).
    hsnCode: r.hsnCode ?? categoryHsn(r.category) ?? '',
    unit: r.quantity_unit,
    quantity: r.quantity_number,
    compensationCess_rate: r.compensationCess_rate,
    igstDetails_rate: r.igstDetails_rate,
    customDuties_CessRate: r.customDuties_cess,
    // One row is one item: its weight is the item's net weight, its grossWeight the item's gross.
    itemNetWeight: r.weight,
    itemGrossWeight: r.grossWeight,
    exportDutyRate: r.customDuties_exportDutyRate,
    freight: r.freight,
    insurance: r.insurance,
    // No column: the sheet's one cess column is the customs duty cess (customDuties_cess above).
    dutyCess_rate: '0',
    // The parcel's gross weight: the documents keep the largest of its items' (never under-declared).
    grossWeight: r.grossWeight,
    category: r.category ?? BULK_DEFAULT_CATEGORY,
    parcelType: r.parcelType ?? BULK_DEFAULT_PARCEL_TYPE,
    orderId: r.orderId ?? d.orderId,
    consigneeName: r.consigneeDetails_name,
    consigneeAddress: r.consigneeDetails_address,
    consigneeCity: r.consigneeDetails_city,
    consigneeZipCode: r.consigneeDetails_zipCode,
    consigneeCountry: r.consigneeDetails_country,
    fob_foreign: r.fob_foreign,
    currency: r.currency ?? BULK_DEFAULT_CURRENCY,
    invoiceNo: r.invoiceNo,
    invoiceDate: r.invoiceDate,
    invoiceTerms: BULK_DEFAULT_INVOICE_TERMS,
    igstMode: BULK_DEFAULT_IGST_MODE,
    serialNo: d.serialNo,
    // The optional column; '' until the post assigns one (the labels say so then).
    trackingNo: r.trackingNo ?? '',
    consigneeState: r.consigneeDetails_state,
    boxId: r.boxId,
    ieCode: r.ieCode,
    // Not in the sheet (PBE1's url, trxnId, sku; the consignee's contacts): absent, as the API allows.
    url: undefined,
    trxnId: undefined,
    sku: undefined,
    consigneeBusinessName: undefined,
    consigneeImporterCode: undefined,
    consigneeEmail: undefined,
    consigneeMobile: undefined,
  };
}
