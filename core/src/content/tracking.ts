/** Parcel tracking request (000 §3 "Tracking request: trackingId; answer: success, data, message"). */
import { z } from 'zod';
import { MSG } from '../messages';
import { normalizeTrackingNumber } from '../validators';

export const trackShipmentSchema = z
  .object({ trackingId: z.string({ message: MSG.invalidTrackingNo }).max(60) })
  .transform((v, ctx) => {
    const n = normalizeTrackingNumber(v.trackingId);
    if (!n.ok) {
      ctx.addIssue({ code: 'custom', path: ['trackingId'], message: n.message });
      return z.NEVER;
    }
    return { trackingId: n.trackingId };
  });

/** One line of a tracking answer, newest first. */
export const trackingEventSchema = z
  .object({
    date: z.string().describe('dd-MM-yyyy, India time'),
    time: z.string().describe('HH:mm'),
    office: z.string(),
    event: z.string(),
  })
  .meta({ id: 'TrackingEvent' });
export type TrackingEvent = z.output<typeof trackingEventSchema>;
