/**
 * Issue 18: Bull's `add` while Redis is down. It fails within a few seconds (not ioredis's minutes
 * of retries) and the request answers 503 'Service temporarily unavailable, please retry' with
 * Retry-After. A bulk upload whose job could not be queued is closed as rejected ("upload again"),
 * so the same file comes again freely and a job landing late saves nothing; an upload left
 * 'queued' without a job (the API died before its add) is queued again by the workers' sweep.
 * The Redis stopped here is the test's own (as in redis-down.test.ts), never the shared one.
 */
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MSG, MSG, sampleOrder } from '@exportdesk/core';
import { createQueues, type Queues } from '@exportdesk/api';
import {
  call,
  eventually,
  loginAs,
  startInstance,
  startStack,
  type Stack,
  jobSettled,
} from '../../tests/support/stack';
import { freePort, startRedis, stopRedis } from '../../tests/support/redis-server';
import { bulkRows, workbook } from '../../tests/support/workbooks';

/** How long a promise takes to settle, and its error. */
async function timed(p: Promise<unknown>): Promise<{ ms: number; err: unknown }> {
  const t = Date.now();
  try {
    await p;
    return { ms: Date.now() - t, err: null };
  } catch (err) {
    return { ms: Date.now() - t, err };
  }
}

describe('Queue add while Redis is down', () => {
  it('fails within a few seconds with the "please retry" error once Redis has crashed', async () => {
    const port = await freePort();
    let redis = await startRedis(port);
    const queues = createQueues(`redis://127.0.0.1:${port}`, 'edtest-qdown');
    try {
      const mail = queues.get('mail');
      expect((await mail.add({ kind: 'warm-up' }, { jobId: 'warm-up' })).id).toBe('warm-up');
      await stopRedis(redis);
      // Just after the crash (the client may not have seen it yet) ...
      const first = await timed(mail.add({ kind: 'x' }, { jobId: 'at-the-crash' }));
      expect(first.err).toMatchObject({
        kind: 'unavailable',
        message: MSG.serviceUnavailable,
        retryAfterSec: 5,
      });
      expect(first.ms).toBeLessThan(5_000);
      // ... and while it is known to be down.
      const client = mail.client;
      await eventually(async () => (client.status === 'ready' ? null : true), 5_000, 20);
      const during = await timed(mail.add({ kind: 'x' }, { jobId: 'while-down' }));
      expect(during.err).toMatchObject({ kind: 'unavailable', message: MSG.serviceUnavailable });
      expect(during.ms).toBeLessThan(5_000);
      // Once Redis is back, the add refused while it was known down never shows up: nothing of
      // it waited in ioredis's offline queue. (A command already written at the crash may still
      // be resent: callers make that harmless, see lib/queue.ts.)
      redis = await startRedis(port);
      await eventually(
        async () => (await mail.add({ kind: 'after' }, { jobId: 'after' }).catch(() => null)) ?? null,
        15_000,
        200,
      );
      expect(await mail.getJob('while-down')).toBeNull();
    } finally {
      await queues.close();
      await stopRedis(redis);
    }
  });

  it('fails within a few seconds when Redis takes the connection but never answers', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((s) => void sockets.push(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const { port } = silent.address() as net.AddressInfo;
    const queues = createQueues(`redis://127.0.0.1:${port}`, 'edtest-qsilent', undefined, {
      addWaitMs: 1_500,
    });
    try {
      const { ms, err } = await timed(queues.get('mail').add({ kind: 'x' }));
      expect(err).toMatchObject({ kind: 'unavailable', message: MSG.serviceUnavailable });
      expect(ms).toBeGreaterThanOrEqual(1_400);
      expect(ms).toBeLessThan(3_000);
      // a job's status (GET /jobs/:id) is bounded the same way
      const status = await timed(queues.get('reports').getJob('rp-1'));
      expect(status.err).toMatchObject({ kind: 'unavailable', message: MSG.serviceUnavailable });
      expect(status.ms).toBeLessThan(3_000);
    } finally {
      for (const s of sockets) s.destroy();
      silent.close();
      await Promise.race([queues.close(), new Promise((r) => setTimeout(r, 1_000))]);
    }
  });
});

describe('bulk upload while the queue is down', () => {
  let stack: Stack;
  let exporter: string;
  let port: number;
  let redis: ChildProcess;
  beforeAll(async () => {
    stack = await startStack();
    exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
    port = await freePort();
    redis = await startRedis(port);
  });
  afterAll(async () => {
    await stack?.stop();
    await stopRedis(redis);
  });

  async function upload(data: Buffer) {
    const started = Date.now();
    const res = await fetch(`${stack.url}/api/v1/bulkupload?fileName=orders.xlsx`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${exporter}` },
      body: new Uint8Array(data),
    });
    return {
      status: res.status,
      headers: res.headers,
      body: (await res.json()) as any,
      ms: Date.now() - started,
    };
  }

  const finished = (jobId: string) => jobSettled(stack.url, jobId, exporter);

  it('answers 503 within seconds, closes the upload as "upload again", and the retry goes through', async () => {
    // Redis drops between the upload's insert and its add: the API's queues point at a Redis that
    // crashes (the lock and the sign-in keep the shared one, as when only the add meets the outage).
    const ctx = stack.api.ctx as { queues: Queues };
    const real = ctx.queues;
    const down = createQueues(`redis://127.0.0.1:${port}`, stack.config.redisPrefix);
    await down.get('bulk-upload').isReady();
    await down.get('bulk-upload').getJobCounts(); // connected
    await stopRedis(redis);
    const file = await workbook(bulkRows(2, 81_000));
    let during: Awaited<ReturnType<typeof upload>>;
    ctx.queues = down;
    try {
      during = await upload(file);
    } finally {
      ctx.queues = real;
      await Promise.race([down.close(), new Promise((r) => setTimeout(r, 1_000))]);
    }
    expect(during.status).toBe(503);
    expect(during.body).toMatchObject({ success: false, message: MSG.serviceUnavailable, data: null });
    expect(Number(during.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(during.ms).toBeLessThan(6_000);

    // The row is not left 'queued' with no job: it says what happened, and nothing was saved.
    const row = await stack.db('bulk_uploads').orderBy('id', 'desc').first();
    expect(row).toMatchObject({ status: 'rejected', message: BULK_MSG.notQueued });
    expect(JSON.parse(row.report)).toMatchObject({
      status: 'rejected',
      message: BULK_MSG.notQueued,
      dockets: [],
    });
    const jobId = `bu-${row.job_key}`;

    // A job that still lands late (a command written as the connection dropped) saves nothing.
    await real.get('bulk-upload').add({ uploadId: Number(row.id), userId: Number(row.user_id) }, { jobId });
    const late = await finished(jobId);
    expect(late.result).toMatchObject({ status: 'rejected', message: BULK_MSG.notQueued });
    expect(
      Number((await stack.db('dockets').where({ upload_id: row.id }).count({ n: '*' }).first())!.n),
    ).toBe(0);

    // The retry the 503 asked for is a new upload (no "already uploaded" 409), and is saved.
    const again = await upload(file);
    expect(again.status).toBe(202);
    expect(again.body.uploadId).not.toBe(Number(row.id));
    const job = await finished(again.body.jobId);
    expect(job.result.status).toBe('saved');
    expect(job.result.dockets).toHaveLength(1);
  });
});

describe('an upload left queued without a job', () => {
  let stack: Stack;
  let exporter: string;
  beforeAll(async () => {
    stack = await startStack({ workers: false });
    exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  });
  afterAll(async () => stack?.stop());

  it('is queued again by the workers and saved, once it is a minute old', async () => {
    const file = await workbook(bulkRows(2, 82_000));
    const res = await fetch(`${stack.url}/api/v1/bulkupload?fileName=orders.xlsx`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${exporter}` },
      body: new Uint8Array(file),
    });
    expect(res.status).toBe(202);
    const { uploadId, jobId } = (await res.json()) as { uploadId: number; jobId: string };
    // As if the API had died between the insert and the add (or Redis had lost the job).
    await (await stack.api.ctx.queues.get('bulk-upload').getJob(jobId))!.remove();
    // A young one is left alone (its add may still be on its way) ...
    let workers = await startInstance(stack, { api: false, workers: true });
    try {
      await new Promise((r) => setTimeout(r, 500));
      expect((await stack.db('bulk_uploads').where({ id: uploadId }).first()).status).toBe('queued');
      expect(await stack.api.ctx.queues.get('bulk-upload').getJob(jobId)).toBeNull();
      // ... one a minute old is queued again: the sweep runs at the workers' start and every 30 s.
      await stack
        .db('bulk_uploads')
        .where({ id: uploadId })
        .update({ created_at: Date.now() - 120_000 });
      await workers.stop();
      workers = await startInstance(stack, { api: false, workers: true });
      const saved = await eventually(
        async () => {
          const r = await stack.db('bulk_uploads').where({ id: uploadId }).first();
          return r.status === 'saved' ? r : null;
        },
        60_000,
        200,
      );
      expect(Number(saved.rows_saved)).toBe(2);
      const status = await call(stack.url, 'GET', `/api/v1/jobs/${jobId}`, undefined, exporter);
      expect(status.body.data).toMatchObject({ state: 'completed', result: { status: 'saved' } });
    } finally {
      await workers.stop();
    }
  });
});

describe('invoices and the contact form while the queue is down', () => {
  let stack: Stack;
  let exporter: string;
  let docket: string;
  let redis: ChildProcess;
  let down: Queues;
  let real: Queues;
  beforeAll(async () => {
    stack = await startStack();
    exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
    const authKey = (await call(stack.url, 'POST', '/api/v1/apikey', {}, exporter)).body.authKey;
    docket = (
      await call(stack.url, 'POST', '/api/v1/client/saveorderdata', {
        authKey,
        orderData: [sampleOrder(1, { orderId: 'QD-1', invoiceNo: 'QD-INV-1' })],
      })
    ).body.tempSBill;
    const port = await freePort();
    redis = await startRedis(port);
    down = createQueues(`redis://127.0.0.1:${port}`, stack.config.redisPrefix);
    await down.get('documents').getJobCounts();
    await down.get('mail').getJobCounts();
    await stopRedis(redis);
    const ctx = stack.api.ctx as { queues: Queues };
    real = ctx.queues;
    ctx.queues = down;
  });
  afterAll(async () => {
    (stack.api.ctx as { queues: Queues }).queues = real;
    await Promise.race([down?.close(), new Promise((r) => setTimeout(r, 1_000))]);
    await stack?.stop();
  });

  it('Generate invoices answers 503 and the docket does not read "Processing" for a job that never was', async () => {
    const gen = await call(stack.url, 'POST', '/api/v1/generateInvoicesInBulk', { docket }, exporter);
    expect(gen.status).toBe(503);
    expect(gen.body.message).toBe(MSG.serviceUnavailable);
    const docs = await call(stack.url, 'GET', `/api/v1/dockets/${docket}/documents`, undefined, exporter);
    expect(docs.body.data.isAllInvoicesGen).not.toBe('Processing');
  });

  it('the contact form keeps its one ticket and answers success: a retry would only make a second', async () => {
    const before = Number((await stack.db('tickets').count({ n: '*' }).first())!.n);
    const r = await call(stack.url, 'POST', '/api/v1/authentication/contactFormEmail', {
      name: 'Ravi',
      cname: 'Ravi Handicrafts',
      email: 'ravi@example.in',
      mobile: '9876543210',
      message: 'Please call me about EMS rates.',
    });
    expect(r.status).toBe(200);
    const ticket = await stack.db('tickets').where({ ticket_no: r.body.data.ticketId }).first();
    expect(ticket).toMatchObject({ type: 'Contact Us Form', company: 'Ravi Handicrafts' });
    expect(Number((await stack.db('tickets').count({ n: '*' }).first())!.n)).toBe(before + 1);
  });
});
