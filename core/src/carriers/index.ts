/**
 * Courier bookings (issue 15 "Courier bookings"; 000 §7 carrier groups dhl/*, aramex/*, fedex/*,
 * delhivery/*, xpressbees/*, save/savedhldata). The spec shows the carriers' rate calls only; the
 * booking shapes, statuses and messages below are ours and written down here once. Which carriers
 * book is the carrier vocabulary's (vocabulary.ts).
 */
import { z } from 'zod';
import { boundMessage } from '../orders/fields';
import { type Bound, carrierGramsBound, ORDER_BOUNDS } from '../orders/limits';
import { fieldLabel } from '../labels';
import { isValidPinCode } from '../validators';
import { BOOKING_CARRIERS, type BookingCarrier } from './vocabulary';

export * from './vocabulary';

/**
 * A booking's life: queued (job waiting) → booking (the carrier is being called) → booked (AWB and
 * label stored) → cancelled. A call that failed (timeout, 5xx, refusal) ends `failed` with nothing
 * stored but the message, and may be booked again with the same idempotency key.
 */
export const BOOKING_STATUSES = ['queued', 'booking', 'booked', 'failed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Which statuses allow which action (the API answers 409 with the reason otherwise). */
export function bookingActionAllowed(
  status: BookingStatus | null,
  action: 'book' | 'cancel' | 'label' | 'track',
): boolean {
  switch (action) {
    case 'book':
      // No booking yet, a failed one, or a cancelled one (a cancelled AWB is void: a new one is made).
      return status === null || status === 'failed' || status === 'cancelled';
    case 'cancel':
      // Ours: a queued booking may be withdrawn too; one being called waits for its answer.
      return status === 'booked' || status === 'queued';
    case 'label':
    case 'track':
      return status === 'booked';
  }
}

export const CARRIER_MSG = {
  notFound: 'Parcel not found',
  notYours: 'This parcel is not yours',
  alreadyBooked: (awb: string, carrier: string) =>
    `This parcel is already booked with ${carrier} (AWB ${awb})`,
  inProgress: 'A booking for this parcel is already in progress',
  bookedElsewhere: (carrier: string) =>
    `This parcel is already booked with ${carrier}; cancel it there first`,
  notBooked: 'This parcel is not booked with this carrier',
  cannotCancel: 'Only a booked or queued parcel can be cancelled',
  queued: 'Booking requested',
  booked: (awb: string) => `Parcel booked, AWB ${awb}`,
  cancelled: 'Booking cancelled',
  saved: 'Data saved',
  timeout: 'The carrier did not answer in time; nothing was booked. Please try again.',
  carrierDown: 'The carrier is not available right now; nothing was booked. Please try again.',
  dimensions: 'Length/Width/Height/Weight can not be 0',
} as const;

const KG_BOUND: Bound = { ...ORDER_BOUNDS.grams, max: ORDER_BOUNDS.grams.max / 1000, unit: 'kg' };

const positiveNumber = (f: string, bound: Bound) =>
  z.coerce
    .number({ message: `${fieldLabel(f)} must be a number` })
    .refine((n) => Number.isFinite(n) && n > 0, { message: CARRIER_MSG.dimensions })
    // Issue 23: no box is longer or heavier than these (core/orders/limits.ts; the carrier's own below).
    .refine((n) => n <= bound.max, { message: boundMessage(f, bound) });

/**
 * save/savedhldata: the booking form of /dhl_form/{id} — the parcel's box and what the carrier
 * needs beyond the order (001 §5 "Length/Width/Height/Weight can not be 0" applies here too).
 */
export const carrierFormSchema = z
  .object({
    parcelId: z.coerce.number().int().positive(),
    carrier: z.enum(BOOKING_CARRIERS).default('dhl'),
    length: positiveNumber('length', ORDER_BOUNDS.cm),
    width: positiveNumber('width', ORDER_BOUNDS.cm),
    height: positiveNumber('height', ORDER_BOUNDS.cm),
    /** Kilograms (the carriers' booking calls take kg), at most the carrier's heaviest piece (below). */
    weight: positiveNumber('weight', KG_BOUND),
    /** DHL Express global product code: P (Express Worldwide non-documents) unless chosen otherwise. */
    productCode: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{1,3}$/, 'Enter a valid product code')
      .default('P'),
    contents: z.string().trim().min(1, 'Contents are required').max(70, 'Contents: at most 70 characters'),
    shipperPhone: z
      .string()
      .trim()
      .regex(/^\+?[\d ]{6,20}$/, 'Phone is required'),
    shipperAddress: z.string().trim().min(1, 'Address is required').max(135),
    shipperCity: z.string().trim().min(1, 'City is required').max(45),
    // An Indian PIN code (core's rule: six digits, not starting with 0).
    shipperPostalCode: z.string().trim().refine(isValidPinCode, 'Enter a valid PIN code'),
  })
  .superRefine((f, ctx) => {
    const g = carrierGramsBound(f.carrier);
    const bound = { ...g, max: g.max / 1000, unit: 'kg' };
    if (f.weight > bound.max)
      ctx.addIssue({ code: 'custom', path: ['weight'], message: boundMessage('weight', bound) });
  });
export type CarrierForm = z.output<typeof carrierFormSchema>;

export const bookParcelSchema = z.object({ parcelId: z.coerce.number().int().positive() });

export const carrierListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  search: z.string().trim().max(64).optional(),
  /** all: every parcel not booked elsewhere; booked: this carrier's bookings only. */
  view: z.enum(['all', 'booked']).default('all'),
});

/** Idempotency key of one booking: the parcel, the carrier and the how-many-th booking it is (after a cancel). */
export const bookingKey = (parcelId: number, carrier: BookingCarrier, generation: number) =>
  `${carrier}:${parcelId}:${generation}`;

/** One row of a carrier's parcel list (GET {carrier}/parcels), with its current booking if any. */
export const carrierParcelRowSchema = z.object({
  parcelId: z.number().int(),
  docketNo: z.string(),
  boxId: z.string(),
  orderId: z.string(),
  exporter: z.string(),
  consigneeName: z.string(),
  consigneeCountry: z.string(),
  items: z.number().int(),
  createdAt: z.number(),
  booking: z
    .object({
      carrier: z.enum(BOOKING_CARRIERS),
      status: z.enum(BOOKING_STATUSES),
      awb: z.string().nullable(),
      message: z.string().nullable(),
      updatedAt: z.number(),
    })
    .nullable(),
});
export type CarrierParcelRow = z.output<typeof carrierParcelRowSchema>;

export const carrierTrackingEventSchema = z
  .object({ at: z.string(), code: z.string(), description: z.string(), location: z.string() })
  .meta({ id: 'CarrierTrackingEvent' });
export type CarrierTrackingEvent = z.output<typeof carrierTrackingEventSchema>;
