/**
 * Issue 26: "a killed worker mid-delivery delivers once" and "in production mode, endpoints on
 * private and loopback addresses are refused (no SSRF)". The workers run in a child process killed
 * with SIGKILL while the receiver holds the POST open; new workers take the stalled job once its
 * lock lapses and deliver it; a re-run of the delivered job (a worker killed after recording the
 * success, before Bull's ack) posts nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverWebhook } from '@exportdesk/api';
import { WEBHOOK_MSG, sampleOrder } from '@exportdesk/core';
import { postSigned } from '../src/modules/webhooks/delivery';
import { pushDocket } from '../../tests/support/documents';
import { call, eventually, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { webhookReceiver, type Receiver } from '../../tests/support/webhook-receiver';
import { spawnWorkers, type WorkerProcess } from '../../tests/support/worker-process';

let stack: Stack;
let rx: Receiver;
const children: WorkerProcess[] = [];
beforeAll(async () => {
  rx = await webhookReceiver();
  stack = await startStack({ workers: false, env: { BULL_LOCK_MS: '2000', BULL_STALLED_MS: '1000' } });
});
afterAll(async () => {
  for (const c of children) c.kill();
  await Promise.all(children.map((c) => c.exited));
  await stack?.stop();
  await rx?.close();
});

describe('a worker killed mid-delivery', () => {
  it('delivers once: the stalled job is re-run, a delivered one posts nothing again', async () => {
    const exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
    const add = await call(
      stack.url,
      'POST',
      '/api/v1/webhooks/endpoints',
      { url: rx.url, events: ['docket.created'] },
      exporter,
    );
    expect(add.status).toBe(201);
    rx.respond = (_r, n) => (n === 1 ? 'hold' : 200);
    const first = spawnWorkers(stack.config);
    children.push(first);
    await first.ready;
    const docket = await pushDocket(stack.url, exporter, [sampleOrder(1, { orderId: 'WHK-1' })]);
    await eventually(async () => rx.received.length === 1, 20_000);
    first.kill('SIGKILL');
    await first.exited;

    const second = spawnWorkers(stack.config);
    children.push(second);
    await second.ready;
    const [delivery] = await eventually(async () => {
      const rows = await stack.db('webhook_deliveries').where({ status: 'succeeded' });
      return rows.length ? rows : null;
    }, 30_000);
    expect(rx.received.map((r) => r.status)).toEqual([null, 200]);
    expect(rx.received.every((r) => r.json.data.docketNo === docket)).toBe(true);
    expect(delivery).toMatchObject({ attempts: 1, response_code: 200 });

    // Bull re-running the job after the success was recorded: nothing is posted.
    const again = await deliverWebhook(stack.api.ctx, delivery.id, false);
    expect(again).toEqual({ skipped: 'delivered already' });
    await new Promise((r) => setTimeout(r, 500));
    expect(rx.received).toHaveLength(2);
  });
});

describe('production mode', () => {
  it('refuses http, loopback and private endpoints at creation, and a loopback one at delivery', async () => {
    const prod = await startStack({
      workers: false,
      env: { NODE_ENV: 'production', DEMO_DATA: '1', ALLOW_SANDBOX_DRIVERS: '1' },
    });
    try {
      const exporter = await loginAs(prod.url, 1, 'ABCDE1234F');
      const add = (url: string) =>
        call(prod.url, 'POST', '/api/v1/webhooks/endpoints', { url, events: ['docket.created'] }, exporter);
      const http = await add(rx.url);
      expect(http.status).toBe(400);
      expect(http.body.message).toBe(WEBHOOK_MSG.httpsOnly);
      for (const url of [
        rx.url.replace('http:', 'https:'),
        'https://localhost/hooks',
        'https://[::1]/hooks',
        'https://10.0.0.5/hooks',
        'https://169.254.169.254/latest',
      ]) {
        const r = await add(url);
        expect(r.status, url).toBe(400);
        expect(r.body.message, url).toBe(WEBHOOK_MSG.privateAddress);
      }
      expect(await prod.db('webhook_endpoints')).toHaveLength(0);

      // An endpoint stored before (or re-pointed by DNS): the delivery refuses it after the lookup.
      const [exporterId] = (await prod
        .db('users')
        .where({ username_key: 'abcde1234f' })
        .pluck('id')) as number[];
      const [endpointId] = await prod.db('webhook_endpoints').insert({
        owner_user_id: exporterId,
        exporter_user_id: exporterId,
        url: `${rx.url.replace('http:', 'https:').replace('127.0.0.1', 'localhost')}/`,
        secret: 'whsec_x',
        events: '["docket.created"]',
        enabled: true,
        created_at: Date.now(),
      });
      await prod.db('webhook_events').insert({
        id: 'evt_prod',
        event_key: 'k',
        type: 'docket.created',
        data: '{}',
        created_at: Date.now(),
      });
      await prod.db('webhook_deliveries').insert({
        id: 'whd_prod',
        event_id: 'evt_prod',
        endpoint_id: endpointId,
        status: 'pending',
        attempts: 0,
        created_at: Date.now(),
      });
      const before = rx.received.length;
      await expect(deliverWebhook(prod.api.ctx, 'whd_prod', true)).rejects.toThrow(
        WEBHOOK_MSG.privateAddress,
      );
      expect(rx.received).toHaveLength(before);
      expect(await prod.db('webhook_deliveries').where({ id: 'whd_prod' }).first()).toMatchObject({
        status: 'failed',
        attempts: 1,
      });
    } finally {
      await prod.stop();
    }
  });
});

describe('a receiver that never answers', () => {
  it('is given up after the time-out, as a failed try', async () => {
    const slow = await webhookReceiver();
    slow.respond = () => 'hold';
    try {
      const r = await postSigned(slow.url, 'whsec_x', '{}', { timeoutMs: 300, allowPrivate: true });
      expect(r).toMatchObject({ ok: false, responseCode: null, error: 'No answer within 300 ms.' });
      expect(r.durationMs).toBeLessThan(2000);
      expect(slow.received).toHaveLength(1);
    } finally {
      await slow.close();
    }
  });
});
