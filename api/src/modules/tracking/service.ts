/** Parcel tracking (000 §2.2, §7 POST order/trackshipment). Never imports Hapi. */
import {
  INTEGRATED_VENDORS,
  isBookingCarrier,
  noTrackingInfoMessage,
  type CommonTrackAnswer,
  type TrackingEvent,
} from '@exportdesk/core';
import type { Db } from '../../db/knex';
import type { CarriersService, CarrierUser } from '../carriers/service';
import { addEvents, bookingByAwb, eventsFor, type TrackingEventRow } from './repo';

/** India time (UTC+5:30 all year): dates as the product shows them, dd-MM-yyyy and HH:mm. */
const IST_OFFSET_MS = 330 * 60_000;
const two = (n: number) => String(n).padStart(2, '0');

export type { TrackingEventRow } from './repo';

/** For the scans area: a scan's tracking events, appended to the tracking id's history. */
export const addTrackingEvents = (db: Db, trackingId: string, events: TrackingEventRow[]) =>
  addEvents(db, trackingId, events);

export function toTrackingEvent(e: { eventAt: number; office: string; event: string }): TrackingEvent {
  const d = new Date(e.eventAt + IST_OFFSET_MS);
  return {
    date: `${two(d.getUTCDate())}-${two(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`,
    time: `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`,
    office: e.office,
    event: e.event,
  };
}

export class TrackingService {
  constructor(private readonly db: Db) {}

  /** An empty answer is a success with no data and the spec's message (000 §8 "Tracking answer empty"). */
  async track(trackingId: string): Promise<{ data: TrackingEvent[]; message: string }> {
    const events = (await eventsFor(this.db, trackingId)).map(toTrackingEvent);
    return { data: events, message: events.length ? 'Success' : noTrackingInfoMessage(trackingId) };
  }
}

/**
 * commontracking/getCommonTrackData (000 §7): one box for any carrier's number. A number one of
 * our courier bookings holds is tracked with that courier (the booking's own tracking, which
 * checks the parcel is the user's); any other is looked up in India Post's events.
 */
export class CommonTrackingService {
  constructor(
    private readonly db: Db,
    private readonly indiaPost: TrackingService,
    private readonly carriers: CarriersService,
  ) {}

  async track(user: CarrierUser, trackingId: string): Promise<{ data: CommonTrackAnswer; message: string }> {
    const booking = await bookingByAwb(this.db, trackingId);
    if (booking && isBookingCarrier(booking.carrier)) {
      const r = await this.carriers.track(user, booking.carrier, booking.parcelId);
      return {
        data: {
          trackingId,
          carrier: booking.carrier,
          carrierName: nameOf(booking.carrier),
          events: r.events,
        },
        message: r.events.length ? 'Success' : noTrackingInfoMessage(trackingId),
      };
    }
    const r = await this.indiaPost.track(trackingId);
    return {
      data: { trackingId, carrier: 'indiapost', carrierName: nameOf('indiapost'), events: r.data },
      message: r.message,
    };
  }
}

const nameOf = (code: string) => INTEGRATED_VENDORS.find((v) => v.code === code)?.name ?? code;
