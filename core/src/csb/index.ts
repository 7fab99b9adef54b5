/**
 * My CSB (issue 16, `/csb`): the courier shipping bill data (CSB-V, e-commerce exports through
 * couriers) of the user's parcels booked with a courier. The column list follows the CSB-V
 * item/consignment fields of the Courier Imports and Exports (Electronic Declaration and
 * Processing) Regulations, 2010 as amended (CBIC Circular 26/2022-Customs, CSB-V), in the order
 * couriers' upload templates take them. One row per item (order) of a booked parcel.
 */
import { z } from 'zod';
import type { StoredOrderColumns } from '../orders/order';
import { BOOKING_CARRIERS } from '../carriers/vocabulary';

export interface CsbSource extends StoredOrderColumns {
  awb: string;
  carrier: string;
  bookedAt: number;
  exporterName: string;
  exporterAddress: string;
  iec: string;
  gstin: string;
  packages: number;
}

const s = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());
const n = (v: unknown) => {
  const x = Number(v);
  return Number.isFinite(x) ? x : 0;
};

/** IGST payment status as CSB-V takes it: "A" = IGST paid, "LUT" = under LUT/bond. */
function igstStatus(mode: string): 'A' | 'LUT' {
  return /lut|bond/i.test(mode) ? 'LUT' : 'A';
}

export const CSB_COLUMNS = [
  { key: 'hawb', header: 'HAWB No.', get: (r: CsbSource) => r.awb },
  { key: 'carrier', header: 'Courier', get: (r: CsbSource) => r.carrier.toUpperCase() },
  { key: 'consignorName', header: 'Consignor Name', get: (r: CsbSource) => r.exporterName },
  { key: 'consignorAddress', header: 'Consignor Address', get: (r: CsbSource) => r.exporterAddress },
  { key: 'iec', header: 'IEC', get: (r: CsbSource) => r.iec },
  { key: 'gstin', header: 'GSTIN', get: (r: CsbSource) => r.gstin },
  { key: 'consigneeName', header: 'Consignee Name', get: (r: CsbSource) => r.consigneeName },
  {
    key: 'consigneeAddress',
    header: 'Consignee Address',
    get: (r: CsbSource) =>
      [r.data.consigneeAddress, r.data.consigneeCity, r.data.consigneeZipCode]
        .map(s)
        .filter(Boolean)
        .join(', '),
  },
  { key: 'consigneeCountry', header: 'Consignee Country', get: (r: CsbSource) => r.consigneeCountry },
  { key: 'description', header: 'Item Description', get: (r: CsbSource) => s(r.data.description) },
  { key: 'cth', header: 'CTH', get: (r: CsbSource) => s(r.data.hsnCode) },
  { key: 'quantity', header: 'Quantity', get: (r: CsbSource) => n(r.data.quantity) },
  { key: 'unit', header: 'UQC', get: (r: CsbSource) => s(r.data.unit) },
  { key: 'fob', header: 'FOB Value', get: (r: CsbSource) => r.fobForeign },
  { key: 'currency', header: 'Currency', get: (r: CsbSource) => r.currency },
  { key: 'invoiceNo', header: 'Invoice No.', get: (r: CsbSource) => r.invoiceNo },
  { key: 'invoiceDate', header: 'Invoice Date', get: (r: CsbSource) => r.invoiceDate },
  { key: 'igstStatus', header: 'IGST Payment Status', get: (r: CsbSource) => igstStatus(s(r.data.igstMode)) },
  {
    key: 'igstAmount',
    header: 'IGST Amount',
    get: (r: CsbSource) =>
      igstStatus(s(r.data.igstMode)) === 'LUT'
        ? 0
        : Math.round(r.fobForeign * n(r.data.igstDetails_rate)) / 100,
  },
  { key: 'adCode', header: 'AD Code', get: (r: CsbSource) => s(r.data.adCode) },
  {
    key: 'lutBond',
    header: 'LUT/Bond',
    get: (r: CsbSource) => (igstStatus(s(r.data.igstMode)) === 'LUT' ? 'LUT' : ''),
  },
  {
    key: 'ecommerceUrl',
    header: 'E-commerce URL',
    get: (r: CsbSource) => s(r.data.ecommerceUrl ?? r.data.url),
  },
  { key: 'packages', header: 'No. of Packages', get: (r: CsbSource) => r.packages },
  {
    key: 'grossWeight',
    header: 'Gross Weight (g)',
    get: (r: CsbSource) => n(r.data.itemGrossWeight ?? r.data.grossWeight),
  },
] as const;

export type CsbColumnKey = (typeof CSB_COLUMNS)[number]['key'];

/** One CSB-V row: the columns of the CSB-V workbook, by key. */
export const csbRowSchema = z
  .record(
    z.enum(CSB_COLUMNS.map((c) => c.key) as [CsbColumnKey, ...CsbColumnKey[]]),
    z.union([z.string(), z.number()]),
  )
  .meta({ id: 'CsbRow' });
export type CsbRow = z.output<typeof csbRowSchema>;

/** One CSB-V row from a booked parcel's item. */
export function csbRow(src: CsbSource): CsbRow {
  const out = {} as CsbRow;
  for (const c of CSB_COLUMNS) out[c.key] = c.get(src);
  return out;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** GET /api/v1/csb?from=YYYY-MM-DD&to=YYYY-MM-DD&carrier= (booking date, India). */
export const csbQuerySchema = z.object({
  from: z.string().regex(DATE, 'Please select a from date').optional(),
  to: z.string().regex(DATE, 'Please select a to date').optional(),
  carrier: z
    .enum(['', ...BOOKING_CARRIERS])
    .optional()
    .default(''),
});
export type CsbQuery = z.infer<typeof csbQuerySchema>;
