import type { Db } from '../../db/knex';
import { now } from '../../db/knex';

export interface TrackingEventRow {
  eventAt: number;
  office: string;
  event: string;
}

/** A row of `tracking_events` as the drivers hand it back (BIGINT may come as a string). */
interface StoredEvent {
  event_at: number | string;
  office: string;
  event: string;
}

export async function eventsFor(db: Db, trackingId: string): Promise<TrackingEventRow[]> {
  const rows: StoredEvent[] = await db('tracking_events')
    .where({ tracking_id: trackingId })
    .orderBy([
      { column: 'event_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select('event_at', 'office', 'event');
  return rows.map((r) => ({ eventAt: Number(r.event_at), office: r.office, event: r.event }));
}

/** Adds events once: the same parcel, time and event is never stored twice (feeds repeat themselves). */
export async function addEvents(db: Db, trackingId: string, events: TrackingEventRow[]): Promise<void> {
  if (!events.length) return;
  const t = now();
  await db('tracking_events')
    .insert(
      events.map((e) => ({
        tracking_id: trackingId,
        event_at: e.eventAt,
        office: e.office,
        event: e.event,
        created_at: t,
      })),
    )
    .onConflict(['tracking_id', 'event_at', 'event'])
    .ignore();
}

/** A courier booking holding this AWB, newest first (a re-booked parcel keeps its latest AWB). */
export async function bookingByAwb(
  db: Db,
  awb: string,
): Promise<{ parcelId: number; carrier: string } | null> {
  const r: { parcel_id: number | string; carrier: string } | undefined = await db('carrier_bookings')
    .where({ awb })
    .orderBy('id', 'desc')
    .first('parcel_id', 'carrier');
  return r ? { parcelId: Number(r.parcel_id), carrier: r.carrier } : null;
}
