/**
 * Issue 26: "Each delivery is a JSON event (id, type, created, data per the event's schema …)
 * signed with HMAC-SHA256 over the timestamp and body (header like `ExportDesk-Signature:
 * t=…,v1=…`)"; "In production mode, endpoints on private and loopback addresses are refused".
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  WEBHOOK_EVENT_SCHEMAS,
  WEBHOOK_EVENT_TYPES,
  isPrivateAddress,
  signWebhook,
  verifyWebhook,
  webhookEndpointSchema,
} from '../src';

describe('webhook signatures', () => {
  const secret = 'whsec_test';
  const body = JSON.stringify({ id: 'evt_1', type: 'docket.created', created: 1, data: {} });

  it('is HMAC-SHA256 over `${t}.${body}` in hex, as Node computes it', async () => {
    const header = await signWebhook(secret, body, 1_700_000_000);
    const hex = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(header).toBe(`t=1700000000,v1=${hex}`);
  });

  it('verifies within the tolerance; refuses a changed body, another secret, an old timestamp', async () => {
    const t = Math.floor(Date.now() / 1000);
    const header = await signWebhook(secret, body, t);
    expect(await verifyWebhook(secret, body, header)).toEqual({ ok: true, t });
    expect((await verifyWebhook(secret, `${body} `, header)).ok).toBe(false);
    expect((await verifyWebhook('whsec_other', body, header)).ok).toBe(false);
    expect((await verifyWebhook(secret, body, header, { now: t + 301 })).ok).toBe(false);
    expect((await verifyWebhook(secret, body, 'nonsense')).ok).toBe(false);
    expect((await verifyWebhook(secret, body, undefined)).ok).toBe(false);
  });
});

describe('webhook events', () => {
  it('has a described envelope schema for each of the ten types', () => {
    expect(Object.keys(WEBHOOK_EVENT_SCHEMAS)).toEqual([...WEBHOOK_EVENT_TYPES]);
    expect(WEBHOOK_EVENT_TYPES).toHaveLength(10);
    for (const s of Object.values(WEBHOOK_EVENT_SCHEMAS)) expect(s.description).toBeTruthy();
    const ok = WEBHOOK_EVENT_SCHEMAS['docket.created'].safeParse({
      id: 'evt_1',
      type: 'docket.created',
      created: 1,
      data: { docketNo: 'PMB1234567890123', exporterId: 3, orders: 2 },
    });
    expect(ok.success).toBe(true);
  });
});

describe('webhook endpoints', () => {
  it('needs a URL and at least one known event', () => {
    expect(
      webhookEndpointSchema.safeParse({ url: 'https://x.example/h', events: ['docket.created'] }).success,
    ).toBe(true);
    expect(webhookEndpointSchema.safeParse({ url: 'ftp://x', events: ['docket.created'] }).success).toBe(
      false,
    );
    expect(webhookEndpointSchema.safeParse({ url: 'https://x.example', events: [] }).success).toBe(false);
    expect(webhookEndpointSchema.safeParse({ url: 'https://x.example', events: ['nope'] }).success).toBe(
      false,
    );
  });

  it('knows private, loopback and link-local addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ])
      expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of ['8.8.8.8', '172.32.0.1', '2606:4700::1111', '100.128.0.1'])
      expect(isPrivateAddress(ip), ip).toBe(false);
  });
});
