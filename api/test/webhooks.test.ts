/**
 * Issue 26 "Webhooks": an exporter admin (and a CHA, for a linked exporter) registers endpoints;
 * "a receiver on 127.0.0.1 (allowed outside production mode) gets each event once per change,
 * signed; a receiver that fails 3 times gets it on the 4th try". The killed worker and production
 * mode are in webhooks-crash.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WEBHOOK_EVENT_SCHEMAS,
  WEBHOOK_MSG,
  formatDateDMY,
  indiaDay,
  sampleOrder,
  verifyWebhook,
  type WebhookEventType,
} from '@exportdesk/core';
import { pushDocket } from '../../tests/support/documents';
import { call, eventually, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { webhookReceiver, type Receiver } from '../../tests/support/webhook-receiver';
import { bulkRows, workbook } from '../../tests/support/workbooks';

const V1 = '/api/v1/webhooks';
let stack: Stack;
let rx: Receiver;
let exporter: string;
let endpoint: { id: number; secret: string };

beforeAll(async () => {
  rx = await webhookReceiver();
  stack = await startStack({ env: { WEBHOOK_BACKOFF_MS: '100', WEBHOOK_ATTEMPTS: '5' } });
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  const r = await call(
    stack.url,
    'POST',
    `${V1}/endpoints`,
    {
      url: `${rx.url}/hooks`,
      events: [
        'docket.created',
        'pickup.updated',
        'parcel.scanned',
        'tracking.updated',
        'bulk_upload.finished',
        'bulk_upload.rejected',
        'documents.ready',
        'payment.succeeded',
        'payment.failed',
        'claim.updated',
      ],
    },
    exporter,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  endpoint = { id: r.body.data.id, secret: r.body.data.secret };
});
afterAll(async () => {
  await stack?.stop();
  await rx?.close();
});

/** The events of `type` received so far, each checked: signed with the secret, shaped by core. */
async function receivedOf(
  type: WebhookEventType,
  n: number,
  match: (d: Record<string, unknown>) => boolean = () => true,
) {
  await eventually(async () => {
    const list = rx.received.filter((r) => r.json.type === type && match(r.json.data));
    return list.length >= n ? list : null;
  }, 20_000);
  await new Promise((r) => setTimeout(r, 500)); // any duplicate would arrive meanwhile
  const list = rx.received.filter((r) => r.json.type === type && match(r.json.data));
  for (const r of list) {
    const verdict = await verifyWebhook(endpoint.secret, r.body, r.headers['exportdesk-signature'] as string);
    expect(verdict.ok, r.body).toBe(true);
    expect(WEBHOOK_EVENT_SCHEMAS[type].safeParse(r.json).success, r.body).toBe(true);
  }
  return list;
}

describe('endpoints', () => {
  it('shows the secret once; lists without it; bad input is refused and writes nothing', async () => {
    expect(endpoint.secret).toMatch(/^whsec_/);
    const list = await call(stack.url, 'GET', `${V1}/endpoints`, undefined, exporter);
    expect(list.body.data).toHaveLength(1);
    expect(JSON.stringify(list.body.data)).not.toContain(endpoint.secret);
    const before = (await stack.db('webhook_endpoints')).length;
    const none = await call(stack.url, 'POST', `${V1}/endpoints`, { url: rx.url, events: [] }, exporter);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(WEBHOOK_MSG.noEvents);
    const bad = await call(
      stack.url,
      'POST',
      `${V1}/endpoints`,
      { url: 'ftp://x', events: ['docket.created'] },
      exporter,
    );
    expect(bad.body.message).toBe(WEBHOOK_MSG.badUrl);
    expect((await stack.db('webhook_endpoints')).length).toBe(before);
  });

  it('a CHA names a linked exporter; an unlinked one is refused; an FPO may not', async () => {
    const cha = await loginAs(stack.url, 4, 'cha4');
    const add = (body: object, token = cha) => call(stack.url, 'POST', `${V1}/endpoints`, body, token);
    const body = { url: `${rx.url}/cha`, events: ['docket.created'] };
    expect((await add(body)).body.message).toBe(WEBHOOK_MSG.chaNeedsIec);
    expect((await add({ ...body, ieCode: 'ZZZZZ9999Z' })).status).toBe(403);
    const ok = await add({ ...body, ieCode: 'abcde1234f' });
    expect(ok.status).toBe(201);
    // the exporter does not see the CHA's endpoint, nor may remove it
    expect(
      (await call(stack.url, 'DELETE', `${V1}/endpoints/${ok.body.data.id}`, undefined, exporter)).status,
    ).toBe(404);
    expect(
      (await call(stack.url, 'DELETE', `${V1}/endpoints/${ok.body.data.id}`, undefined, cha)).status,
    ).toBe(200);
    const fpo = await loginAs(stack.url, 5, 'fpo.delhi');
    expect((await add({ ...body, ieCode: 'ABCDE1234F' }, fpo)).status).toBe(403);
  });
});

describe('each event once per change, signed', () => {
  let docket: string;

  it('docket.created: once, though the same orders are pushed twice', async () => {
    const orders = [sampleOrder(1, { orderId: 'WH-1' })];
    docket = await pushDocket(stack.url, exporter, orders);
    expect(await pushDocket(stack.url, exporter, orders)).toBe(docket);
    const got = await receivedOf('docket.created', 1, (d) => d.docketNo === docket);
    expect(got).toHaveLength(1);
    expect(got[0].path).toBe('/hooks');
    expect(got[0].json.id).toMatch(/^evt_/);
  });

  it('pickup.updated: scheduled once per date, then picked up', async () => {
    const date = formatDateDMY(new Date(indiaDay() + 86_400_000));
    for (let i = 0; i < 2; i++)
      expect(
        (await call(stack.url, 'POST', `/api/v1/dockets/${docket}/pickup`, { pickupDate: date }, exporter))
          .status,
      ).toBe(200);
    const scheduled = await receivedOf(
      'pickup.updated',
      1,
      (d) => d.docketNo === docket && d.status === 'Scheduled',
    );
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0].json.data.pickupDate).toBe(date);
  });

  it('parcel.scanned and tracking.updated: once, though scanned twice', async () => {
    const fpo = await loginAs(stack.url, 5, 'fpo.delhi');
    const id = `${docket}-${docket}-0001`;
    for (let i = 0; i < 2; i++)
      expect((await call(stack.url, 'POST', '/api/v1/order/scanParcel', { boxIds: [id] }, fpo)).status).toBe(
        200,
      );
    expect(await receivedOf('parcel.scanned', 1, (d) => d.docketNo === docket)).toHaveLength(1);
    const t = await receivedOf('tracking.updated', 1, (d) => d.docketNo === docket);
    expect(t).toHaveLength(1);
    expect(t[0].json.data.trackingId).toBe(sampleOrder(1).trackingNo);
  });

  it('documents.ready after Generate all', async () => {
    const r = await call(
      stack.url,
      'POST',
      '/api/v1/generateInvoicesInBulk',
      { docket, ieCode: 'ABCDE1234F' },
      exporter,
    );
    expect(r.status).toBe(202);
    expect(await receivedOf('documents.ready', 1, (d) => d.docketNo === docket)).toHaveLength(1);
  });

  it('bulk_upload.finished with its dockets', async () => {
    const res = await fetch(`${stack.url}/api/v1/bulkupload?fileName=orders.xlsx`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${exporter}` },
      body: new Uint8Array(await workbook(bulkRows(2, 91_000))),
    });
    expect(res.status).toBeLessThan(300);
    const [done] = await receivedOf('bulk_upload.finished', 1);
    expect((done.json.data.dockets as unknown[]).length).toBeGreaterThan(0);
  });

  it('payment.failed, then payment.succeeded (the AD code fee at the sandbox checkout)', async () => {
    const details = { adCode: '05100062900009', bankName: 'State Bank of India', branch: 'Fort, Mumbai' };
    const pay = async (outcome: string) => {
      const r = await call(stack.url, 'POST', '/api/v1/lookup/payforadCodeReg', details, exporter);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const res = await fetch(`${stack.url}/api/v1/payments/sandbox/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          orderId: r.body.data.orderId,
          outcome,
          returnUrl: '/myaccount',
        }).toString(),
        redirect: 'manual',
      });
      expect(res.status).toBe(303);
      return {
        orderId: r.body.data.orderId as string,
        back: Object.fromEntries(new URL(res.headers.get('location')!).searchParams),
      };
    };
    const failed = await pay('failure');
    expect(await receivedOf('payment.failed', 1, (d) => d.orderId === failed.orderId)).toHaveLength(1);
    const paid = await pay('success');
    const v = await call(stack.url, 'POST', '/api/v1/verifyPayment', paid.back, exporter);
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    // the sandbox's own provider webhook follows 1.5 s later: it finds the order paid, no second event
    await new Promise((r) => setTimeout(r, 2000));
    expect(await receivedOf('payment.succeeded', 1, (d) => d.orderId === paid.orderId)).toHaveLength(1);
  });
});

describe('retries and the delivery log', () => {
  it('a receiver that fails 3 times gets it on the 4th try; the log shows each attempt', async () => {
    let fails = 0;
    rx.respond = (r) => (r.json.type === 'docket.created' && fails++ < 3 ? 500 : 200);
    try {
      const docket = await pushDocket(stack.url, exporter, [sampleOrder(1, { orderId: 'WH-RETRY' })]);
      const got = await eventually(async () => {
        const l = rx.received.filter((r) => r.json.data?.docketNo === docket);
        return l.length >= 4 ? l : null;
      }, 20_000);
      expect(got.map((r) => r.status)).toEqual([500, 500, 500, 200]);
      expect(new Set(got.map((r) => r.json.id)).size).toBe(1);
      // the receiver has answered; the worker records the attempt a moment later
      const d = await eventually(async () => {
        const log = await call(
          stack.url,
          'GET',
          `${V1}/endpoints/${endpoint.id}/deliveries`,
          undefined,
          exporter,
        );
        const row = log.body.data.find((x: { eventId: string }) => x.eventId === got[0].json.id);
        return row?.status === 'succeeded' ? row : null;
      }, 10_000);
      expect(d).toMatchObject({ status: 'succeeded', attempts: 4, responseCode: 200 });
      const one = await call(stack.url, 'GET', `${V1}/deliveries/${d.id}`, undefined, exporter);
      expect(one.body.data.log.map((a: { responseCode: number }) => a.responseCode)).toEqual([
        500, 500, 500, 200,
      ]);

      // Redeliver: the same event again, as a new delivery in the log.
      const again = await call(stack.url, 'POST', `${V1}/deliveries/${d.id}/redeliver`, undefined, exporter);
      expect(again.status).toBe(200);
      await eventually(
        async () => rx.received.filter((r) => r.json.id === got[0].json.id).length === 5,
        10_000,
      );
    } finally {
      rx.respond = () => 200;
    }
  });

  it('test event: to this endpoint only, of the type asked', async () => {
    const r = await call(
      stack.url,
      'POST',
      `${V1}/endpoints/${endpoint.id}/test`,
      { type: 'claim.updated' },
      exporter,
    );
    expect(r.status).toBe(200);
    const got = await receivedOf('claim.updated', 1, (d) => d.refNo === 'TEST');
    expect(got[0].json.id).toBe(r.body.data.eventId);
  });

  it('a removed endpoint gets nothing more', async () => {
    const other = await webhookReceiver();
    try {
      const add = await call(
        stack.url,
        'POST',
        `${V1}/endpoints`,
        { url: other.url, events: ['docket.created'] },
        exporter,
      );
      expect(
        (await call(stack.url, 'DELETE', `${V1}/endpoints/${add.body.data.id}`, undefined, exporter)).status,
      ).toBe(200);
      const docket = await pushDocket(stack.url, exporter, [sampleOrder(1, { orderId: 'WH-GONE' })]);
      await receivedOf('docket.created', 1, (d) => d.docketNo === docket);
      expect(other.received).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('an endpoint failing for 3 days is disabled and its owner mailed, once', async () => {
    const down = await webhookReceiver();
    down.respond = () => 503;
    try {
      const add = await call(
        stack.url,
        'POST',
        `${V1}/endpoints`,
        { url: down.url, events: ['docket.created'] },
        exporter,
      );
      const id = add.body.data.id;
      await stack
        .db('webhook_endpoints')
        .where({ id })
        .update({ failing_since: Date.now() - 3 * 86_400_000 - 1000 });
      await pushDocket(stack.url, exporter, [sampleOrder(1, { orderId: 'WH-DOWN' })]);
      await eventually(
        async () => (await stack.db('webhook_endpoints').where({ id }).first()).enabled == false,
        15_000,
      );
      const mails = await eventually(async () => {
        const m = await stack.db('mail_outbox').where({ kind: 'webhook-disabled' });
        return m.length ? m : null;
      }, 15_000);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Webhook endpoint disabled');
      expect(mails[0].body_text).toContain(down.url);
      const list = await call(stack.url, 'GET', `${V1}/endpoints`, undefined, exporter);
      expect(list.body.data.find((e: { id: number }) => e.id === id)).toMatchObject({ enabled: false });
      const test = await call(stack.url, 'POST', `${V1}/endpoints/${id}/test`, {}, exporter);
      expect(test.status).toBe(409);
      expect(test.body.message).toBe(WEBHOOK_MSG.disabled);
      expect(down.received).toHaveLength(1); // no retry to a disabled endpoint
    } finally {
      await down.close();
    }
  });
});
