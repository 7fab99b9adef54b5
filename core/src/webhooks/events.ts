/**
 * Webhook events (issue 26): the ten event types a pipeline may subscribe to, each with the zod
 * schema of its `data`, and the envelope every delivery carries. Plain zod objects with
 * `.describe()` summaries, so the OpenAPI document lists them under `webhooks` from here.
 */
import { z } from 'zod';

export const WEBHOOK_EVENT_TYPES = [
  'docket.created',
  'bulk_upload.finished',
  'bulk_upload.rejected',
  'documents.ready',
  'pickup.updated',
  'parcel.scanned',
  'tracking.updated',
  'claim.updated',
  'payment.succeeded',
  'payment.failed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

const docketNo = z.string().describe('The docket number (PMB + 13 digits).');

export const WEBHOOK_DATA_SCHEMAS = {
  'docket.created': z
    .object({
      docketNo,
      exporterId: z.number().int(),
      orders: z.number().int().describe('Orders in the docket.'),
    })
    .describe('A docket was made from pushed orders, a bulk upload or parcels.'),
  'bulk_upload.finished': z
    .object({
      uploadId: z.number().int(),
      rowsSaved: z.number().int(),
      dockets: z.array(z.object({ tempSBill: docketNo, ieCode: z.string(), items: z.number().int() })),
    })
    .describe('A bulk upload was saved: the dockets it made.'),
  'bulk_upload.rejected': z
    .object({ uploadId: z.number().int(), message: z.string(), problemCount: z.number().int() })
    .describe('A bulk upload was refused; nothing was saved. `message` says why.'),
  'documents.ready': z
    .object({ docketNo, invoices: z.number().int().describe('Invoices in the zip.') })
    .describe('All export invoices of a docket were generated (the zip is ready to download).'),
  'pickup.updated': z
    .object({
      docketNo,
      status: z.enum(['Scheduled', 'Picked Up']),
      pickupDate: z.string().nullable().describe('DD-MM-YYYY, when scheduled.'),
    })
    .describe('A pickup was scheduled (or moved) or marked picked up.'),
  'parcel.scanned': z
    .object({
      docketNo,
      boxId: z.string(),
      scanId: z.string(),
      scannedAt: z.number().int().describe('Epoch milliseconds.'),
      fpo: z.string().nullable(),
    })
    .describe('A parcel was scanned at the Foreign Post Office for the first time.'),
  'tracking.updated': z
    .object({
      trackingId: z.string(),
      docketNo: docketNo.nullable(),
      event: z.string(),
      office: z.string(),
      eventAt: z.number().int().describe('Epoch milliseconds.'),
    })
    .describe("A new event on a parcel's tracking."),
  'claim.updated': z
    .object({ refNo: z.string(), status: z.string(), updatedAt: z.number().int() })
    .describe('The status of a MEIS/RoDTEP claim changed.'),
  'payment.succeeded': z
    .object({
      orderId: z.string(),
      purpose: z.string(),
      total: z.number().describe('Rupees, GST included.'),
      invoiceNo: z.string().nullable(),
    })
    .describe('A payment was verified and applied.'),
  'payment.failed': z
    .object({ orderId: z.string(), purpose: z.string(), total: z.number() })
    .describe('A payment failed at the checkout.'),
} as const satisfies Record<WebhookEventType, z.ZodType>;

export type WebhookEventData<T extends WebhookEventType> = z.infer<(typeof WEBHOOK_DATA_SCHEMAS)[T]>;

/** The envelope of one event, as POSTed to an endpoint (and forwarded by `exportdesk listen`). */
export const webhookEnvelope = <T extends WebhookEventType>(type: T) =>
  z
    .object({
      id: z.string().describe('The event id (evt_…): the same on every delivery of this event.'),
      type: z.literal(type),
      created: z.number().int().describe('Unix seconds when the event happened.'),
      data: WEBHOOK_DATA_SCHEMAS[type],
    })
    .describe(WEBHOOK_DATA_SCHEMAS[type].description ?? type);

/** Event type → the schema of its whole delivery body (for the OpenAPI `webhooks` section). */
export const WEBHOOK_EVENT_SCHEMAS = Object.fromEntries(
  WEBHOOK_EVENT_TYPES.map((t) => [t, webhookEnvelope(t)]),
) as { [T in WebhookEventType]: ReturnType<typeof webhookEnvelope<T>> };

export interface WebhookEvent<T extends WebhookEventType = WebhookEventType> {
  id: string;
  type: T;
  created: number;
  data: WebhookEventData<T>;
}

export const isWebhookEventType = (s: string): s is WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(s);

/** Sample data per event type: the test event an owner sends to an endpoint, and the docs. */
export const WEBHOOK_SAMPLE_DATA: { [T in WebhookEventType]: WebhookEventData<T> } = {
  'docket.created': { docketNo: 'PMB0000000000000', exporterId: 0, orders: 1 },
  'bulk_upload.finished': {
    uploadId: 0,
    rowsSaved: 1,
    dockets: [{ tempSBill: 'PMB0000000000000', ieCode: 'TEST000000', items: 1 }],
  },
  'bulk_upload.rejected': { uploadId: 0, message: 'A test event.', problemCount: 1 },
  'documents.ready': { docketNo: 'PMB0000000000000', invoices: 1 },
  'pickup.updated': { docketNo: 'PMB0000000000000', status: 'Scheduled', pickupDate: '01-01-2030' },
  'parcel.scanned': {
    docketNo: 'PMB0000000000000',
    boxId: '1',
    scanId: 'PMB0000000000000-1',
    scannedAt: 0,
    fpo: null,
  },
  'tracking.updated': {
    trackingId: 'EE000000000IN',
    docketNo: 'PMB0000000000000',
    event: 'A test event.',
    office: 'Test',
    eventAt: 0,
  },
  'claim.updated': { refNo: 'TEST', status: 'Under Review', updatedAt: 0 },
  'payment.succeeded': { orderId: 'order_test', purpose: 'plan', total: 1, invoiceNo: null },
  'payment.failed': { orderId: 'order_test', purpose: 'plan', total: 1 },
};
