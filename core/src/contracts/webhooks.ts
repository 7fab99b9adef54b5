/**
 * Webhooks (issue 26): an exporter admin's (or a CHA's) HTTPS endpoints, the test event, the
 * delivery log and redelivery. The events themselves are in the document's `webhooks` section
 * (core/src/webhooks/events.ts).
 */
import { z } from 'zod';
import {
  WEBHOOK_EVENT_TYPES,
  webhookDeliveryParams,
  webhookEndpointSchema,
  webhookIdParams,
  webhookTestSchema,
} from '../webhooks';
import { contract } from './contract';

const TAG = 'Webhooks';
const API = 'https://exportdesk.example/api/v1';

export const webhookEndpointViewSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    description: z.string().nullable(),
    events: z.array(z.string()),
    enabled: z.boolean(),
    exporterId: z.number().int().describe('The exporter whose events it receives'),
    failingSince: z.number().nullable().describe('Failing without a success since (ms), else null'),
    disabledAt: z.number().nullable().describe('Disabled after 3 days of failures (ms), else null'),
    createdAt: z.number(),
  })
  .meta({ id: 'WebhookEndpoint' });

export const webhookDeliverySchema = z
  .object({
    id: z.string(),
    eventId: z.string(),
    eventType: z.string(),
    endpointId: z.number().int(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    attempts: z.number().int(),
    responseCode: z.number().int().nullable(),
    durationMs: z.number().nullable(),
    error: z.string().nullable(),
    lastAttemptAt: z.number().nullable(),
    deliveredAt: z.number().nullable(),
    createdAt: z.number(),
  })
  .meta({ id: 'WebhookDelivery' });

const attempt = z.object({
  responseCode: z.number().int().nullable(),
  durationMs: z.number(),
  error: z.string().nullable(),
  at: z.number(),
});

export const WEBHOOK_CONTRACTS = {
  list: contract({
    name: 'listWebhookEndpoints',
    summary: 'Your webhook endpoints',
    method: 'GET',
    path: 'webhooks/endpoints',
    tag: TAG,
    auth: 'bearer',
    permission: 'webhooks.manage',
    public: true,
    answer: z.array(webhookEndpointViewSchema),
    examples: {
      curl: `curl -sS ${API}/webhooks/endpoints -H "x-api-key: $EXPORTDESK_API_KEY"`,
      cli: 'exportdesk webhooks list --json',
    },
  }),
  add: contract({
    name: 'addWebhookEndpoint',
    summary: 'Add an HTTPS endpoint for the events chosen; its signing secret is shown once',
    method: 'POST',
    path: 'webhooks/endpoints',
    tag: TAG,
    auth: 'bearer',
    permission: 'webhooks.manage',
    public: true,
    status: 201,
    payload: webhookEndpointSchema,
    answer: webhookEndpointViewSchema.extend({
      secret: z.string().describe('whsec_…: verify ExportDesk-Signature with it; shown only now'),
    }),
    examples: {
      curl: `curl -sS -X POST ${API}/webhooks/endpoints -H "x-api-key: $EXPORTDESK_API_KEY" -H 'Content-Type: application/json' -d '{"url":"https://ci.example.com/hooks","events":["docket.created"]}'`,
      cli: 'exportdesk webhooks add https://ci.example.com/hooks --events docket.created',
    },
  }),
  remove: contract({
    name: 'removeWebhookEndpoint',
    summary: 'Remove an endpoint: it receives nothing more',
    method: 'DELETE',
    path: 'webhooks/endpoints/{id}',
    tag: TAG,
    auth: 'bearer',
    permission: 'webhooks.manage',
    public: true,
    params: webhookIdParams,
    answer: z.null(),
    examples: { cli: 'exportdesk webhooks remove 12' },
  }),
  test: contract({
    name: 'testWebhookEndpoint',
    summary: 'Send a sample event to an endpoint',
    method: 'POST',
    path: 'webhooks/endpoints/{id}/test',
    tag: TAG,
    auth: 'bearer',
    permission: 'webhooks.manage',
    public: true,
    params: webhookIdParams,
    payload: webhookTestSchema,
    answer: z.object({ eventId: z.string(), deliveryId: z.string(), type: z.enum(WEBHOOK_EVENT_TYPES) }),
    examples: { cli: 'exportdesk webhooks test 12 --type docket.created' },
  }),
  deliveries: contract({
    name: 'listWebhookDeliveries',
    summary: "An endpoint's delivery log, newest first (the last 100)",
    method: 'GET',
    path: 'webhooks/endpoints/{id}/deliveries',
    tag: TAG,
    auth: 'bearer',
    permission: 'webhooks.manage',
    public: true,
    params: webhookIdParams,
    answer: z.array(webhookDeliverySchema),
    examples: { cli: 'exportdesk webhooks deliveries 12 --json' },
  }),
  delivery: contract({
    name: 'getWebhookDelivery',
    summary: 'One delivery with every attempt',
    method: 'GET',
    path: 'webhooks/deliveries/{id}',
    tag: TAG,
    auth: 'bearer',
    permission: 'webhooks.manage',
    public: true,
    params: webhookDeliveryParams,
    answer: webhookDeliverySchema.extend({ log: z.array(attempt) }),
  }),
  redeliver: contract({
    name: 'redeliverWebhook',
    summary: 'Deliver an event again (a new delivery of the same event id)',
    method: 'POST',
    path: 'webhooks/deliveries/{id}/redeliver',
    tag: TAG,
    auth: 'bearer',
    permission: 'webhooks.manage',
    public: true,
    params: webhookDeliveryParams,
    answer: z.object({ deliveryId: z.string(), eventId: z.string() }),
    examples: { cli: 'exportdesk webhooks redeliver whd_…' },
  }),
};
