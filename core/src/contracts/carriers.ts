/**
 * Courier bookings (issue 15; 000 §7 groups dhl/*, aramex/*, fedex/*, delhivery/*, xpressbees/*,
 * save/savedhldata): the same seven calls for each booking carrier, generated per carrier as the
 * API registers them, plus the initiated list and the booking form's save.
 */
import { z } from 'zod';
import {
  BOOKING_CARRIERS,
  BOOKING_STATUSES,
  CARRIER_NAMES,
  bookParcelSchema,
  carrierFormSchema,
  carrierListQuerySchema,
  carrierParcelRowSchema,
  carrierTrackingEventSchema,
  type BookingCarrier,
} from '../carriers';
import { pagerSchema } from '../pager';
import { contract, fileAnswer } from './contract';

const TAG = 'Courier bookings';
const parcelParams = z.object({ parcelId: z.coerce.number().int().positive() });

/** A parcel's current booking with one carrier (null when it has none with it). */
export const carrierBookingSchema = z
  .object({
    bookingId: z.number().int(),
    carrier: z.enum(BOOKING_CARRIERS),
    status: z.enum(BOOKING_STATUSES),
    awb: z.string().nullable(),
    message: z.string().nullable().describe("The carrier's refusal, or our note, when not booked"),
    attempts: z.number().int(),
    updatedAt: z.number(),
  })
  .meta({ id: 'CarrierBooking' });
export type CarrierBooking = z.output<typeof carrierBookingSchema>;

export const carrierParcelPageSchema = z.object({
  items: z.array(carrierParcelRowSchema),
  total: z.number().int(),
  pager: pagerSchema,
  message: z.string(),
});

/** The /dhl_form page: the parcel, its saved form with this carrier, its booking. */
export const carrierBookingFormSchema = z.object({
  parcel: z.object({
    parcelId: z.number().int(),
    docketNo: z.string(),
    boxId: z.string(),
    consigneeName: z.string(),
    consigneeCountry: z.string(),
    items: z.array(z.object({ orderId: z.string(), description: z.string() })),
    fob: z.number(),
    currency: z.string(),
    grossWeight: z.union([z.string(), z.number()]).nullable().describe('As the order gave it'),
  }),
  form: carrierFormSchema.nullable(),
  booking: carrierBookingSchema.nullable(),
});
export type CarrierBookingForm = z.output<typeof carrierBookingFormSchema>;

export const carrierInitiatedRowSchema = z.object({
  parcelId: z.number().int(),
  carrier: z.enum(BOOKING_CARRIERS),
  docketNo: z.string(),
  boxId: z.string(),
  consigneeName: z.string(),
  consigneeCountry: z.string(),
  exporter: z.string(),
  savedAt: z.number(),
  lastStatus: z.enum(BOOKING_STATUSES).nullable(),
  lastMessage: z.string().nullable(),
});
export type CarrierInitiatedRow = z.output<typeof carrierInitiatedRowSchema>;

/** The seven calls of one booking carrier, at `{carrier}/...`. */
function bookingContracts<C extends BookingCarrier>(carrier: C) {
  const who = CARRIER_NAMES[carrier];
  const common = { tag: TAG, auth: 'bearer', permission: 'carriers.book' } as const;
  return {
    parcels: contract({
      ...common,
      name: `${carrier}Parcels`,
      summary: `Parcels that may be booked with ${who}, or those booked with it`,
      method: 'GET',
      path: `${carrier}/parcels`,
      query: carrierListQuerySchema,
      answer: carrierParcelPageSchema,
    }),
    bookingForm: contract({
      ...common,
      name: `${carrier}BookingForm`,
      summary: `A parcel's ${who} booking form: the parcel, the saved form, the booking`,
      method: 'GET',
      path: `${carrier}/bookingform/{parcelId}`,
      params: parcelParams,
      answer: carrierBookingFormSchema,
    }),
    booking: contract({
      ...common,
      name: `${carrier}Booking`,
      summary: `A parcel's current ${who} booking (null when none)`,
      method: 'GET',
      path: `${carrier}/booking/{parcelId}`,
      params: parcelParams,
      answer: carrierBookingSchema.nullable(),
    }),
    book: contract({
      ...common,
      name: `${carrier}BookShipment`,
      summary: `Book a parcel with ${who}: queued, follow it with the booking call`,
      method: 'POST',
      path: `${carrier}/bookShipment`,
      payload: bookParcelSchema,
      answer: z.object({
        bookingId: z.number().int(),
        jobId: z.string(),
        status: z.literal('queued'),
        message: z.string(),
      }),
    }),
    cancel: contract({
      ...common,
      name: `${carrier}CancelShipment`,
      summary: `Cancel a parcel's ${who} booking`,
      method: 'POST',
      path: `${carrier}/cancelShipment`,
      payload: bookParcelSchema,
      answer: z.null(),
    }),
    label: contract({
      ...common,
      name: `${carrier}Label`,
      summary: `The ${who} label of a booked parcel (PDF)`,
      method: 'GET',
      path: `${carrier}/label/{parcelId}`,
      params: parcelParams,
      answer: fileAnswer('application/pdf'),
    }),
    track: contract({
      ...common,
      name: `${carrier}Track`,
      summary: `Where a parcel booked with ${who} is: the carrier's scans`,
      method: 'GET',
      path: `${carrier}/track/{parcelId}`,
      params: parcelParams,
      answer: z.object({ awb: z.string(), events: z.array(carrierTrackingEventSchema) }),
    }),
  };
}
export type BookingContracts = ReturnType<typeof bookingContracts>;

/** Each booking carrier's calls, by carrier. */
export const BOOKING_CONTRACTS = Object.fromEntries(
  BOOKING_CARRIERS.map((c) => [c, bookingContracts(c)]),
) as Record<BookingCarrier, BookingContracts>;

export const CARRIER_CONTRACTS = {
  initiated: contract({
    name: 'carrierInitiatedList',
    summary: 'Parcels whose booking form is saved but which are not booked yet',
    method: 'GET',
    path: 'carriers/initiated',
    tag: TAG,
    auth: 'bearer',
    permission: 'carriers.book',
    query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
    answer: z.object({
      items: z.array(carrierInitiatedRowSchema),
      total: z.number().int(),
      pager: pagerSchema,
      message: z.string(),
    }),
  }),
  saveForm: contract({
    name: 'savedhldata',
    summary: "Save a parcel's booking form for a carrier (any booking carrier)",
    method: 'POST',
    path: 'save/savedhldata',
    tag: TAG,
    auth: 'bearer',
    permission: 'carriers.book',
    payload: carrierFormSchema,
    answer: z.null(),
  }),
};
