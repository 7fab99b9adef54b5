/** Tracking a parcel (000 §2.2, §7) and scanning parcels at the FPO (001 §2.15). */
import { z } from 'zod';
import { carrierTrackingEventSchema } from '../carriers';
import { trackingEventSchema, trackShipmentSchema } from '../content/tracking';
import { scanParcelSchema, scanResultSchema } from '../shipabroad/scan';
import { commonTrackSchema } from '../spec-calls';
import { contract } from './contract';

/** commontracking/getCommonTrackData's answer: one number, whichever carrier carries it. */
export const commonTrackAnswerSchema = z
  .object({
    trackingId: z.string(),
    carrier: z.string().describe("The carrier's code: indiapost, dhl, aramex…"),
    carrierName: z.string(),
    events: z
      .union([z.array(trackingEventSchema), z.array(carrierTrackingEventSchema)])
      .describe(
        "India Post's events (date, time, office, event) or the courier's (at, code, description, location)",
      ),
  })
  .meta({ id: 'CommonTrackAnswer' });
export type CommonTrackAnswer = z.output<typeof commonTrackAnswerSchema>;

const API = 'https://exportdesk.example/api/v1';

export const TRACKING_CONTRACTS = {
  trackShipment: contract({
    name: 'trackShipment',
    summary: "An India Post parcel's events, newest first (the landing page's tracking box)",
    method: 'POST',
    path: 'order/trackshipment',
    tag: 'Tracking',
    auth: 'none',
    public: true,
    payload: trackShipmentSchema,
    answer: z.array(trackingEventSchema),
    examples: {
      curl: `curl -sS -X POST ${API}/order/trackshipment -H 'Content-Type: application/json' -d '{"trackingId":"EE123456789IN"}'`,
    },
  }),
  getCommonTrackData: contract({
    name: 'getCommonTrackData',
    summary: "Track any carrier's number: a courier AWB of your bookings or an India Post number",
    method: 'POST',
    path: 'commontracking/getCommonTrackData',
    tag: 'Tracking',
    auth: 'bearer',
    permission: 'carriers.book',
    payload: commonTrackSchema,
    answer: commonTrackAnswerSchema,
  }),
  scanParcel: contract({
    name: 'scanParcel',
    summary: 'Record parcels as scanned at the foreign post office',
    description:
      'One id answers its own message; a list answers a count, or the failures first. `success` is false when any id was refused.',
    method: 'POST',
    path: 'order/scanParcel',
    tag: 'Scans',
    auth: 'bearer',
    permission: 'parcels.scan',
    payload: scanParcelSchema,
    answer: z.object({ results: z.array(scanResultSchema) }),
    // A scan of several ids answers 200 with the refusals inside: success false, the list says which.
    extra: { success: z.boolean() },
    examples: { cli: 'exportdesk scan PMB2400000000001-BOX1 --json' },
  }),
};
