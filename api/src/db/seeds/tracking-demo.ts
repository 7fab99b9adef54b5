/**
 * Demo tracking events for a few UPU S10 numbers (check digits computed, not typed), one per
 * state the tracking box shows: delivered, in transit, just booked; plus a valid number with no
 * events (the empty answer). Fixed times keep the seed idempotent.
 */
import { s10CheckDigit } from '@exportdesk/core';
import type { Db } from '../knex';
import { addEvents } from '../../modules/tracking/repo';

const s10 = (prefix: string, serial: string) => `${prefix}${serial}${s10CheckDigit(serial)}IN`;
const at = (iso: string) => Date.parse(`${iso}+05:30`);

export const DEMO_TRACKING = {
  delivered: s10('EE', '10000001'),
  inTransit: s10('RR', '20000002'),
  booked: s10('CP', '30000003'),
  none: s10('EE', '40000004'),
} as const;

const EVENTS: Record<string, Array<{ eventAt: number; office: string; event: string }>> = {
  [DEMO_TRACKING.delivered]: [
    { eventAt: at('2026-01-05T11:20:00'), office: 'Jaipur GPO', event: 'Item Booked' },
    { eventAt: at('2026-01-05T19:05:00'), office: 'Jaipur GPO', event: 'Item Bagged' },
    {
      eventAt: at('2026-01-06T23:40:00'),
      office: 'Delhi FPO',
      event: 'Item Received at Foreign Post Office',
    },
    { eventAt: at('2026-01-07T15:10:00'), office: 'Delhi FPO', event: 'Customs Cleared (Export)' },
    {
      eventAt: at('2026-01-08T04:30:00'),
      office: 'Delhi FPO',
      event: 'Item Dispatched to Destination Country',
    },
    {
      eventAt: at('2026-01-11T09:15:00'),
      office: 'New York ISC, United States',
      event: 'Item Received at Destination',
    },
    {
      eventAt: at('2026-01-13T21:45:00'),
      office: 'Brooklyn NY 11201, United States',
      event: 'Item Delivered',
    },
  ],
  [DEMO_TRACKING.inTransit]: [
    { eventAt: at('2026-02-02T10:00:00'), office: 'Moradabad HO', event: 'Item Booked' },
    {
      eventAt: at('2026-02-03T22:10:00'),
      office: 'Mumbai FPO',
      event: 'Item Received at Foreign Post Office',
    },
    {
      eventAt: at('2026-02-04T17:30:00'),
      office: 'Mumbai FPO',
      event: 'Item Dispatched to Destination Country',
    },
  ],
  [DEMO_TRACKING.booked]: [
    { eventAt: at('2026-03-01T12:00:00'), office: 'Ludhiana HO', event: 'Item Booked' },
  ],
  // Parcels of the demo dockets (seeds/demo-dockets.ts), so their docket page tracks something.
  [s10('LP', '61000011')]: [
    { eventAt: at('2026-11-18T11:00:00'), office: 'Jaipur GPO', event: 'Item Booked' },
    {
      eventAt: at('2026-11-19T21:30:00'),
      office: 'Delhi FPO',
      event: 'Item Received at Foreign Post Office',
    },
  ],
  [s10('EE', '62000044')]: [
    { eventAt: at('2026-11-20T10:15:00'), office: 'Jaipur GPO', event: 'Item Booked' },
  ],
};

export async function seedTrackingDemo(db: Db): Promise<void> {
  for (const [id, events] of Object.entries(EVENTS)) await addEvents(db, id, events);
}
