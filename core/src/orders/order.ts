/**
 * The public order-saving payload (001 §3 "Public order-saving payload", §7 "API key and public
 * API"): `authKey` plus `orderData[]`, every order validated field by field with a message that
 * names the field. The API, the CLI (`orders push`) and the API documentation page use this.
 */
import { z } from 'zod';
import { isValidHsn } from '../validators';
import { isValidDmyDate } from './dates';
import { CURRENCIES, IGST_MODES, INVOICE_TERMS, PARCEL_TYPES, PBE_TYPES, PRODUCT_CATEGORIES } from './enums';
import { amount, boundMessage, country, oneOf, positive, text } from './fields';
import { fobBound, ORDER_BOUNDS } from './limits';
import { ORDER_LIMITS, ORDER_MSG } from './messages';
import { canonicalTrackingNo, checkTrackingNo } from './tracking';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CATEGORY_NAMES = PRODUCT_CATEGORIES.map((c) => c.categoryName);

export const orderSchema = z
  .object({
    // Required (001 §3).
    pbe: oneOf('pbe', PBE_TYPES),
    description: text('description', { max: 500 }),
    packageDesc: text('packageDesc', { max: 500 }),
    otherCharge: amount('otherCharge', ORDER_BOUNDS.inr),
    hsnCode: text('hsnCode', { max: 8, check: (s) => (isValidHsn(s) ? null : ORDER_MSG.hsn) }),
    unit: text('unit', { max: 30 }),
    quantity: positive('quantity', ORDER_BOUNDS.quantity),
    compensationCess_rate: amount('compensationCess_rate', ORDER_BOUNDS.percent),
    igstDetails_rate: amount('igstDetails_rate', ORDER_BOUNDS.percent),
    customDuties_CessRate: amount('customDuties_CessRate', ORDER_BOUNDS.percent),
    itemNetWeight: positive('itemNetWeight', ORDER_BOUNDS.grams),
    itemGrossWeight: positive('itemGrossWeight', ORDER_BOUNDS.grams),
    exportDutyRate: amount('exportDutyRate', ORDER_BOUNDS.percent),
    freight: amount('freight', ORDER_BOUNDS.inr),
    insurance: amount('insurance', ORDER_BOUNDS.inr),
    dutyCess_rate: amount('dutyCess_rate', ORDER_BOUNDS.percent),
    grossWeight: positive('grossWeight', ORDER_BOUNDS.grams),
    category: oneOf('category', CATEGORY_NAMES),
    parcelType: oneOf('parcelType', PARCEL_TYPES),
    orderId: text('orderId', { max: 64 }),
    consigneeName: text('consigneeName', { max: 120 }),
    consigneeAddress: text('consigneeAddress', { max: 500 }),
    consigneeCity: text('consigneeCity', { max: 80 }),
    consigneeZipCode: text('consigneeZipCode', { max: 20 }),
    // A name, alias or ISO code of core's country table, stored as the table's name (issue 23).
    consigneeCountry: country('consigneeCountry'),
    fob_foreign: positive('fob_foreign', ORDER_BOUNDS.fob),
    currency: oneOf('currency', CURRENCIES),
    invoiceNo: text('invoiceNo', { max: 40 }),
    invoiceDate: text('invoiceDate', {
      max: 10,
      check: (s) => (isValidDmyDate(s) ? null : ORDER_MSG.date('invoiceDate')),
    }),
    invoiceTerms: oneOf('invoiceTerms', INVOICE_TERMS),
    igstMode: oneOf('igstMode', IGST_MODES),
    serialNo: text('serialNo', { max: 40 }),
    // "Tracking number length 13 or 14" (000 §9); an S10-shaped one must carry its check digit.
    trackingNo: text('trackingNo', { max: 20, check: checkTrackingNo }).transform(canonicalTrackingNo),
    // "Mandatory for PBE1: url, trxnId, sku" (checked below).
    url: text('url', { optional: true, max: 500 }),
    trxnId: text('trxnId', { optional: true, max: 64 }),
    sku: text('sku', { optional: true, max: 64 }),
    // Optional (001 §3).
    consigneeBusinessName: text('consigneeBusinessName', { optional: true, max: 120 }),
    consigneeImporterCode: text('consigneeImporterCode', { optional: true, max: 40 }),
    consigneeState: text('consigneeState', { optional: true, max: 80 }),
    consigneeEmail: text('consigneeEmail', {
      optional: true,
      max: 160,
      check: (s) => (EMAIL.test(s) ? null : ORDER_MSG.email),
    }),
    consigneeMobile: text('consigneeMobile', {
      optional: true,
      max: 20,
      check: (s) => (/^\+?[\d ]{6,20}$/.test(s) ? null : ORDER_MSG.mobile),
    }),
    /** "boxId groups items into one parcel; when absent it is generated and each item becomes its own parcel." */
    boxId: text('boxId', { optional: true, max: 40 }),
    /** Ours: with a CHA's key, the IEC of the linked exporter the order belongs to. */
    ieCode: text('ieCode', { optional: true, max: 10 })
      .transform((s) => s?.toUpperCase())
      .optional(),
  })
  .superRefine((o, ctx) => {
    // FOB per order in its own currency: ₹10 lakh at a cautious rate (limits.ts).
    const fob = fobBound(o.currency);
    if (Number(o.fob_foreign) > fob.max)
      ctx.addIssue({ code: 'custom', path: ['fob_foreign'], message: boundMessage('fob_foreign', fob) });
    if (o.pbe !== 'PBE1') return;
    for (const f of ['url', 'trxnId', 'sku'] as const)
      if (!o[f]) ctx.addIssue({ code: 'custom', path: [f], message: ORDER_MSG.pbe1(f) });
  });

export type Order = z.output<typeof orderSchema>;

/** The columns the orders table keeps beside an order's data: what lists and reports read. */
export interface StoredOrderColumns {
  invoiceNo: string;
  invoiceDate: string;
  consigneeName: string;
  consigneeCountry: string;
  currency: string;
  fobForeign: number;
  /** the order's JSON data (API or bulk fields) */
  data: Record<string, unknown>;
}

/** The call's envelope: authKey and an array of at most maxOrdersPerCall orders (each checked apart). */
const callObject = z.object({
  authKey: text('authKey', { max: 200 }),
  orderData: z
    .unknown()
    .transform((v, ctx): unknown[] => {
      if (!Array.isArray(v)) {
        ctx.addIssue({
          code: 'custom',
          message: v === undefined ? ORDER_MSG.required('orderData') : ORDER_MSG.orderDataArray,
        });
        return z.NEVER;
      }
      if (v.length === 0) ctx.addIssue({ code: 'custom', message: ORDER_MSG.orderDataEmpty });
      if (v.length > ORDER_LIMITS.maxOrdersPerCall)
        ctx.addIssue({ code: 'custom', message: ORDER_MSG.tooManyOrders(v.length) });
      return v;
    })
    .meta({
      description: `The orders (at most ${ORDER_LIMITS.maxOrdersPerCall}), each checked on its own: a refused one is named by its index.`,
    }),
});

/** A body that is not an object (an array, a string) gets told the shape instead of a type error. */
export const saveOrderDataSchema = z.unknown().pipe(
  z
    .custom<Record<string, unknown>>((v) => !!v && typeof v === 'object' && !Array.isArray(v), {
      message: ORDER_MSG.bodyShape,
    })
    .pipe(callObject),
);

export interface OrderRejection {
  index: number;
  orderId: string | null;
  field: string | null;
  message: string;
}

/**
 * Every order checked, every problem kept (one per order: its first), and orderIds unique within
 * the call: the pipeline sees all its mistakes at once.
 */
export function validateOrders(orderData: unknown[]): { orders: Order[]; rejected: OrderRejection[] } {
  const orders: Order[] = [];
  const rejected: OrderRejection[] = [];
  const seen = new Set<string>();
  orderData.forEach((raw, index) => {
    const rawId = raw && typeof raw === 'object' ? (raw as { orderId?: unknown }).orderId : undefined;
    const orderId = rawId === undefined || rawId === null ? null : String(rawId).trim() || null;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
      rejected.push({
        index,
        orderId: null,
        field: null,
        message: 'Each entry of orderData must be an order object',
      });
      return;
    }
    const r = orderSchema.safeParse(raw);
    if (!r.success) {
      const issue = r.error.issues[0];
      rejected.push({ index, orderId, field: issue.path.join('.') || null, message: issue.message });
      return;
    }
    if (seen.has(r.data.orderId)) {
      rejected.push({
        index,
        orderId,
        field: 'orderId',
        message: ORDER_MSG.duplicateOrderId(r.data.orderId),
      });
      return;
    }
    seen.add(r.data.orderId);
    orders.push(r.data);
  });
  return { orders, rejected };
}
