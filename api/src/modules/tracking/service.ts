/** Parcel tracking (000 §2.2, §7 POST order/trackshipment). Never imports Hapi. */
import { noTrackingInfoMessage, type TrackingEvent } from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { eventsFor } from './repo';

/** India time (UTC+5:30 all year): dates as the product shows them, dd-MM-yyyy and HH:mm. */
const IST_OFFSET_MS = 330 * 60_000;
const two = (n: number) => String(n).padStart(2, '0');

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
