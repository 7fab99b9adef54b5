/**
 * The rules and messages of a Ship Abroad shipment (001 §5, §9), verbatim. One schema for the
 * API and the portal's form; the pickup-date window; the four shipping methods with their
 * delivery promises.
 */
import { z } from 'zod';
import { INDIA_POST_SERVICES, type IndiaPostService } from '../carriers/vocabulary';
import { findCountry } from '../rates/countries';
import { INDIA_POST_PROMISES } from '../rates/promises';
import { formatDateDMY } from '../format';
import { dmyToEpoch, isValidDmyDate } from '../orders/dates';
import { boundMessage } from '../orders/fields';
import { type Bound, ORDER_BOUNDS } from '../orders/limits';
import { categoryHsn, normalizeShipmentHsn, SHIP_ABROAD_CATEGORIES } from './categories';
import { IN_TRANSIT_STATUSES } from './status';

export const SHIPMENT_MSG = {
  customerIdRequired: 'Customer ID is required',
  customerIdLength: 'Customer ID should be of 8 digits',
  nameRequired: 'Name is Required.',
  phoneRequired: 'Phone is required',
  invalidEmail: 'Enter valid email address',
  required: (what: string) => `${what} is required`,
  invalidHsn: 'Invalid HSN (Min 4 and max 8 digits)',
  zeroSize: 'Length/Width/Height/Weight can not be 0',
  dateRequired: 'Date is required',
  trackingRequired: 'Tracking ID is required',
  noMethod: 'No shipping method available',
  notAvailable: 'Not Available',
  dataSaved: 'Data saved',
  dateSaved: 'Date saved',
  trackingUpdated: 'Tracking ID updated',
  shipmentUpdated: 'Shipment Updated',
  // Ours (the spec shows no text for these):
  chooseMethod: 'Please choose a shipping method',
  methodUnavailable: 'The chosen shipping method is not available for this parcel',
  unknownCountry: 'Enter a valid country',
  unknownCategory: 'Product category is required',
  deleted: 'Shipment deleted',
  notFound: 'Shipment not found',
  weekend: 'Pickups are not available on Saturdays and Sundays',
  window: (from: string, to: string) => `Pickup date must be between ${from} and ${to}`,
  declineReason: 'Please enter the reason for declining',
  confirmed: 'Pickup confirmed',
  declined: 'Pickup declined',
  acknowledged: 'Pickup scheduled',
  transitSaved: 'Status updated',
} as const;

/** "Numeric key presses accept only digits, dot and space." */
export const NUMERIC_KEY = /^[\d. ]$/;
export const isNumericKey = (key: string) => key.length > 1 || NUMERIC_KEY.test(key);

const text = (what: string, max = 200) =>
  z
    .string({ error: SHIPMENT_MSG.required(what) })
    .trim()
    .min(1, { message: SHIPMENT_MSG.required(what) })
    .max(max);

/** A number typed with digits, dot and space (spaces dropped); a JSON number passes as is. */
const numeric = (msg: string, min: number, label: string, bound: Bound) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (/^[\d. ]+$/.test(v) ? Number(v.replace(/ /g, '')) : NaN) : v),
    z
      .number({ error: msg })
      .refine((n) => Number.isFinite(n) && n >= min, { message: msg })
      // Bounds a customs officer expects (issue 23): core/orders/limits.ts says why each.
      .refine((n) => n <= bound.max, { message: boundMessage(label, bound) }),
  );

export const customerIdField = z
  .string({ error: SHIPMENT_MSG.customerIdRequired })
  .trim()
  .min(1, { message: SHIPMENT_MSG.customerIdRequired })
  // "minimum length 8"; the message says digits, so digits it is (ours: at most 20).
  .regex(/^\d{8,20}$/, { message: SHIPMENT_MSG.customerIdLength });

/** The form's fields as the spec's "add order by super user" call names them (001 §7). */
const shipmentFields = {
  customerId: customerIdField,
  consigneeName: z
    .string({ error: SHIPMENT_MSG.nameRequired })
    .trim()
    .min(1, { message: SHIPMENT_MSG.nameRequired })
    .max(120),
  consigneeMobile: z
    .string({ error: SHIPMENT_MSG.phoneRequired })
    .trim()
    .min(1, { message: SHIPMENT_MSG.phoneRequired })
    .regex(/^\+?[\d -]{6,20}$/, { message: SHIPMENT_MSG.phoneRequired }),
  consigneeEmail: z
    .string()
    .trim()
    .max(160)
    .refine((v) => v === '' || z.email().safeParse(v).success, { message: SHIPMENT_MSG.invalidEmail })
    .optional()
    .default(''),
  consigneeCountry: text('Country', 80).refine((c) => !!findCountry(c), {
    message: SHIPMENT_MSG.unknownCountry,
  }),
  consigneeState: text('State', 80),
  consigneeCity: text('City', 80),
  consigneeAddress: text('Address', 300),
  consigneeZipcode: text('Pincode', 12),
  packageDesc: text('Item description', 200),
  productCategory: z
    .string({ error: SHIPMENT_MSG.unknownCategory })
    .refine((c) => SHIP_ABROAD_CATEGORIES.some((p) => p.name === c), {
      message: SHIPMENT_MSG.unknownCategory,
    }),
  hsn: z.string({ error: SHIPMENT_MSG.invalidHsn }).trim(),
  consigneeValue: numeric(SHIPMENT_MSG.required('Value'), 1, 'Value', ORDER_BOUNDS.inr),
  length: numeric(SHIPMENT_MSG.zeroSize, 1, 'Length', ORDER_BOUNDS.cm),
  width: numeric(SHIPMENT_MSG.zeroSize, 1, 'Width', ORDER_BOUNDS.cm),
  height: numeric(SHIPMENT_MSG.zeroSize, 1, 'Height', ORDER_BOUNDS.cm),
  weight: numeric(SHIPMENT_MSG.zeroSize, 1, 'Weight', ORDER_BOUNDS.grams),
};

/** HSN 4 to 8 digits after the Coffee/Tea leading 0 (001 §5 "between 100 and 100000000"). */
const withHsn = <T extends { hsn: string; productCategory: string }>(v: T, ctx: z.RefinementCtx) => {
  const hsn = normalizeShipmentHsn(v.hsn || categoryHsn(v.productCategory) || '', v.productCategory);
  if (!/^\d{4,8}$/.test(hsn))
    ctx.addIssue({ code: 'custom', path: ['hsn'], message: SHIPMENT_MSG.invalidHsn });
  return { ...v, hsn };
};

/** Step one of the carousel: the details, checked before the price is asked for. */
export const shipmentDetailsSchema = z.object(shipmentFields).transform((v, ctx) => withHsn(v, ctx));
export type ShipmentDetails = z.output<typeof shipmentDetailsSchema>;
export type ShipmentDetailsInput = z.input<typeof shipmentDetailsSchema>;

/** The four India Post services of the carrier vocabulary: a friend's parcel goes by post. */
export const SHIPPING_METHODS = INDIA_POST_SERVICES;
export type ShippingMethod = IndiaPostService;

/** Step two: the details and the chosen method (the charge is the server's own quote, never the client's). */
const saveFields = {
  ...shipmentFields,
  shippingMethod: z.enum(SHIPPING_METHODS, { error: SHIPMENT_MSG.chooseMethod }),
  shippingCharges: z.unknown().optional(),
};
export const shipmentSaveSchema = z.object(saveFields).transform((v, ctx) => withHsn(v, ctx));
export type ShipmentSave = z.output<typeof shipmentSaveSchema>;

/** The price call's payload: "height, length, weight, width (strings), Country". */
export const shipmentPriceSchema = z.object({
  length: numeric(SHIPMENT_MSG.zeroSize, 1, 'Length', ORDER_BOUNDS.cm),
  width: numeric(SHIPMENT_MSG.zeroSize, 1, 'Width', ORDER_BOUNDS.cm),
  height: numeric(SHIPMENT_MSG.zeroSize, 1, 'Height', ORDER_BOUNDS.cm),
  weight: numeric(SHIPMENT_MSG.zeroSize, 1, 'Weight', ORDER_BOUNDS.grams),
  Country: text('Country', 80).refine((c) => !!findCountry(c), { message: SHIPMENT_MSG.unknownCountry }),
});

/** The four India Post quote fields (000 §3 answer fields), with the delivery promises of 001 §9. */
const QUOTE_FIELDS: Record<ShippingMethod, string> = {
  ems: 'costForEMSSpeedPost',
  airParcel: 'costForInternationalAirParcel',
  airService: 'costForAirservice',
  itps: 'costForInternationalTrackedPackets',
};
export const SHIPPING_METHOD_INFO = Object.fromEntries(
  SHIPPING_METHODS.map((m) => {
    const p = INDIA_POST_PROMISES[m];
    return [m, { field: QUOTE_FIELDS[m], label: p.label, promise: p.deliveryTime, tracking: p.tracking }];
  }),
) as Record<ShippingMethod, { field: string; label: string; promise: string; tracking: boolean }>;

export interface ShippingOption {
  method: ShippingMethod;
  label: string;
  promise: string;
  tracking: boolean;
  /** rupees, or null when "Not Available" */
  cost: number | null;
  display: string;
}

/** The quote's four fields as options: a non-numeric (or absent) cost is 'Not Available'. */
export function shippingOptions(quote: Record<string, unknown>): ShippingOption[] {
  return SHIPPING_METHODS.map((method) => {
    const info = SHIPPING_METHOD_INFO[method];
    const raw = quote[info.field];
    const n =
      typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
    const cost = Number.isFinite(n) && n > 0 ? n : null;
    return {
      method,
      label: info.label,
      promise: info.promise,
      tracking: info.tracking,
      cost,
      display: cost === null ? SHIPMENT_MSG.notAvailable : `Rs ${cost.toFixed(2)}`,
    };
  });
}

const DAY = 86_400_000;
const IST = 330 * 60_000;

/** The pickup window in India: "today (tomorrow if past 12:00) up to 4 days ahead", as epoch days (UTC midnight). */
export function pickupWindow(at: number = Date.now()): { from: number; to: number } {
  const local = new Date(at + IST);
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const from = local.getUTCHours() >= 12 ? today + DAY : today;
  return { from, to: today + 4 * DAY };
}

/**
 * The Ship Abroad pickup date (DD-MM-YYYY): required, in the window, never on a weekend. The
 * weekend rule is the spec's "other picker" (001 §5); we apply it here too because India Post
 * does not collect business pickups on Saturdays and Sundays.
 */
export function shipmentPickupDateError(
  dmy: string | undefined | null,
  at: number = Date.now(),
): string | null {
  if (!dmy || !isValidDmyDate(dmy)) return SHIPMENT_MSG.dateRequired;
  const day = dmyToEpoch(dmy)!;
  const { from, to } = pickupWindow(at);
  if (day < from || day > to)
    return SHIPMENT_MSG.window(formatDateDMY(new Date(from)), formatDateDMY(new Date(to)));
  const wd = new Date(day).getUTCDay();
  if (wd === 0 || wd === 6) return SHIPMENT_MSG.weekend;
  return null;
}

/** The days a picker offers (DD-MM-YYYY), for the portal's date buttons. */
export function pickupDays(at: number = Date.now()): string[] {
  const { from, to } = pickupWindow(at);
  const out: string[] = [];
  for (let d = from; d <= to; d += DAY) {
    const wd = new Date(d).getUTCDay();
    if (wd !== 0 && wd !== 6) out.push(formatDateDMY(new Date(d)));
  }
  return out;
}

export const shipmentPickupSchema = z.object({
  refno: z.string().trim().min(1).max(30),
  pickupDate: z
    .string({ error: SHIPMENT_MSG.dateRequired })
    .trim()
    .min(1, { message: SHIPMENT_MSG.dateRequired }),
});

export const shipmentTrackingSchema = z.object({
  refno: z.string().trim().min(1).max(30),
  trackingNo: z
    .string({ error: SHIPMENT_MSG.trackingRequired })
    .trim()
    .min(1, { message: SHIPMENT_MSG.trackingRequired })
    .max(40),
});

export const shipmentRefSchema = z.object({ refno: z.string().trim().min(1).max(30) });
/** "update personal export ship abroad: same fields as add plus refno". */
export const shipmentUpdateSchema = z
  .object({ ...saveFields, refno: z.string().trim().min(1).max(30) })
  .transform((v, ctx) => withHsn(v, ctx));
export type ShipmentUpdate = z.output<typeof shipmentUpdateSchema>;

/** The super admin's answer to a pickup: acknowledge, confirm, or decline with a reason. */
export const shipmentPickupAnswerSchema = z
  .object({
    refno: z.string().trim().min(1).max(30),
    action: z.enum(['acknowledgePickup', 'confirmPickup', 'declinePickup']),
    reason: z.string().trim().max(300).optional().default(''),
  })
  .refine((v) => v.action !== 'declinePickup' || v.reason.length > 0, {
    message: SHIPMENT_MSG.declineReason,
    path: ['reason'],
  });

/** A transit update: the new in-transit status and its comment (a dated comment of 001 §3). */
export const shipmentTransitSchema = z.object({
  refno: z.string().trim().min(1).max(30),
  status: z.enum(IN_TRANSIT_STATUSES),
  comment: z.string().trim().max(300).optional().default(''),
});
export const shipmentListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
