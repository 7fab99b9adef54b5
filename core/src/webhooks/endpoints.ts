/**
 * Webhook endpoints (issue 26): what an exporter admin (or a CHA, for a linked exporter) sends to
 * register one, the messages, and the address rules the API applies at creation and again at
 * delivery time (after DNS) so that production never posts to a private network (SSRF).
 */
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from './events';

/** Ours: enough for every event twice over; a pipeline needing more has a design problem. */
export const WEBHOOK_MAX_ENDPOINTS = 10;
export const WEBHOOK_URL_MAX = 500;

export const WEBHOOK_MSG = {
  badUrl: 'Please enter a valid URL starting with https:// (http:// only outside production).',
  httpsOnly: 'Webhook endpoints must use https://.',
  privateAddress: 'Webhook endpoints may not point to a private, loopback or link-local address.',
  unresolvable: (host: string) => `The host ${host} could not be resolved.`,
  noEvents: 'Please choose at least one event.',
  tooMany: `You can register at most ${WEBHOOK_MAX_ENDPOINTS} webhook endpoints.`,
  notFound: 'Webhook endpoint not found.',
  deliveryNotFound: 'Delivery not found.',
  notLinked: (ieCode: string) => `ieCode ${ieCode} is not an exporter linked to your account.`,
  chaNeedsIec: 'Please choose the linked exporter (ieCode) whose events this endpoint receives.',
  created: 'Webhook endpoint added. Copy the signing secret now: it is shown only once.',
  removed: 'Webhook endpoint removed.',
  testQueued: 'Test event queued.',
  redeliverQueued: 'Delivery queued again.',
  disabled: 'This endpoint is disabled after failing for 3 days. Remove it and add it again once it answers.',
} as const;

export const webhookEndpointSchema = z.object({
  url: z
    .string({ message: WEBHOOK_MSG.badUrl })
    .trim()
    .max(WEBHOOK_URL_MAX, { message: WEBHOOK_MSG.badUrl })
    .refine((s) => {
      try {
        const u = new URL(s);
        return (u.protocol === 'https:' || u.protocol === 'http:') && !!u.hostname && !u.username;
      } catch {
        return false;
      }
    }, WEBHOOK_MSG.badUrl),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { message: WEBHOOK_MSG.noEvents }), { message: WEBHOOK_MSG.noEvents })
    .min(1, { message: WEBHOOK_MSG.noEvents })
    .max(WEBHOOK_EVENT_TYPES.length),
  description: z.string().trim().max(200).optional(),
  /** A CHA names the linked exporter; an exporter admin's endpoints are its own. */
  ieCode: z.string().trim().toUpperCase().max(10).optional(),
});
export type WebhookEndpointInput = z.infer<typeof webhookEndpointSchema>;

export const webhookIdParams = z.object({ id: z.coerce.number().int().positive() });
export const webhookDeliveryParams = z.object({ id: z.string().regex(/^whd_[A-Za-z0-9]{1,40}$/) });
export const webhookTestSchema = z.object({
  type: z.enum(WEBHOOK_EVENT_TYPES).optional(),
});

/**
 * Whether an IP address (v4 or v6 text) is one production never posts to: loopback, private,
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, unspecified, multicast,
 * unique-local v6, and v4 addresses mapped into v6.
 */
export function isPrivateAddress(ip: string): boolean {
  const a = ip.toLowerCase().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) return isPrivateAddress(mapped[1]);
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(a);
  if (v4) {
    const [o1, o2] = [Number(v4[1]), Number(v4[2])];
    return (
      o1 === 0 ||
      o1 === 10 ||
      o1 === 127 ||
      (o1 === 100 && o2 >= 64 && o2 <= 127) ||
      (o1 === 169 && o2 === 254) ||
      (o1 === 172 && o2 >= 16 && o2 <= 31) ||
      (o1 === 192 && o2 === 168) ||
      (o1 === 192 && o2 === 0) ||
      (o1 === 198 && (o2 === 18 || o2 === 19)) ||
      o1 >= 224
    );
  }
  if (!a.includes(':')) return false;
  return (
    a === '::' ||
    a === '::1' ||
    /^f[cd]/.test(a) ||
    /^fe[89ab]/.test(a) ||
    /^ff/.test(a) ||
    a.startsWith('64:ff9b:') ||
    a.startsWith('2001:db8')
  );
}
