/**
 * "Past one machine" (issue 18): two API instances and two workers on one MySQL database and one
 * Redis prefix, as behind a load balancer. What one instance does, the other knows: socket events,
 * revoked tokens, sign-in throttles, concurrent order pushes; and a worker killed mid-job loses
 * nothing. API A is the stack's own; API B and the second worker are started on its config.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as ioClient, type Socket } from 'socket.io-client';
import { DEMO_PASSWORD } from '@exportdesk/api';
import { MSG, sampleOrder } from '@exportdesk/core';
import {
  call,
  eventually,
  loginAs,
  startInstance,
  startStack,
  type Instance,
  type Stack,
} from '../support/stack';
import { bulkRows, workbook } from '../support/workbooks';
import { spawnWorkers, type WorkerProcess } from '../support/worker-process';

let stack: Stack;
let b: Instance;
let a: string;
let bUrl: string;
const sockets: Socket[] = [];
const cleanup: Array<() => Promise<unknown> | void> = [];

beforeAll(async () => {
  // The workers are started by the last test, one per process, so it knows which one to kill.
  // Short Bull locks (every worker runs on this config), so a dead worker's job is re-run in seconds.
  stack = await startStack({
    workers: false,
    env: { LOGIN_SLOW_STEP_MS: '5', BULL_LOCK_MS: '2000', BULL_STALLED_MS: '1000' },
  });
  b = await startInstance(stack);
  a = stack.url;
  bUrl = b.url!;
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  for (const stop of cleanup.reverse()) await stop();
  await b?.stop();
  await stack?.stop();
});

/** A browser tab's socket (Origin: the portal) on one instance. */
async function tab(url: string, token: string): Promise<Socket> {
  const s = ioClient(url, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { origin: stack.config.portalUrl },
  });
  sockets.push(s);
  await new Promise<void>((res, rej) => {
    s.on('connect', () => res());
    s.on('connect_error', rej);
  });
  return s;
}

/** The next `event` on `socket` that `match` accepts, or a failure after `ms` (not the test's timeout). */
function next<T = any>(
  socket: Socket,
  event: string,
  ms: number,
  match: (payload: T) => boolean = () => true,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no '${event}' event within ${ms} ms`)), ms);
    socket.on(event, (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

const login = (url: string, userType: number, userName: string, password: string) =>
  call(url, 'POST', '/api/v1/authentication/login', { userType, userName, password });

describe('two API instances and two workers on one database and one Redis prefix', () => {
  it('a notice published on instance A reaches a tab connected to instance B', async () => {
    const reader = await tab(bUrl, await loginAs(bUrl, 1, 'ABCDE1234F'));
    const got = next(reader, 'notice', 10_000);
    const r = await call(
      a,
      'POST',
      '/api/v1/notices/publish',
      { description: 'Two instances, one notice', isRefresh: false },
      await loginAs(a, 10, 'superadmin'),
    );
    expect(r.status).toBe(201);
    await expect(got).resolves.toMatchObject({
      success: true,
      message: 'Two instances, one notice',
      data: { _id: r.body.data._id },
    });
  });

  it('a token revoked (logout) on A is refused by B, over HTTP and on the socket', async () => {
    const token = await loginAs(a, 11, 'cha11');
    expect((await call(bUrl, 'GET', '/api/v1/authentication/profile', undefined, token)).status).toBe(200);
    expect((await call(a, 'GET', '/api/v1/authentication/logout', undefined, token)).body.success).toBe(true);
    expect((await call(bUrl, 'GET', '/api/v1/authentication/profile', undefined, token)).status).toBe(401);
    await expect(tab(bUrl, token)).rejects.toThrow('unauthorized');
  });

  it('sign-in failures count across both: 5 wrong on A and 5 on B lock the account on both', async () => {
    // Each instance alone has seen 5, below LOGIN_LOCK_AFTER (10): only a shared count locks.
    expect(stack.config.login.lockAfter).toBe(10);
    for (let i = 0; i < 10; i++)
      expect((await login(i % 2 ? bUrl : a, 12, 'agent12', 'wrong-password')).status).toBe(401);
    for (const url of [a, bUrl]) {
      const right = await login(url, 12, 'agent12', DEMO_PASSWORD);
      expect(right.status).toBe(429);
      expect(right.body.message).toContain(MSG.tooManyAttempts);
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('the same order pushed to both at once (one API key) makes one docket and one order', async () => {
    const key = (await call(a, 'POST', '/api/v1/apikey', {}, await loginAs(a, 1, 'ABCDE1234F'))).body.authKey;
    const body = { authKey: key, orderData: [sampleOrder(1, { orderId: 'TWO-1', invoiceNo: 'TWO-INV-1' })] };
    const docketsBefore = Number((await stack.db('dockets').count({ n: '*' }).first())!.n);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(i % 2 ? bUrl : a, 'POST', '/api/v1/client/saveorderdata', body),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    const dockets = new Set(answers.map((r) => r.body.tempSBill));
    expect(dockets.size).toBe(1);
    expect([...dockets][0]).toMatch(/^PMB\d{13}$/);
    expect(Number((await stack.db('dockets').count({ n: '*' }).first())!.n)).toBe(docketsBefore + 1);
    expect(Number((await stack.db('orders').where({ order_id: 'TWO-1' }).count({ n: '*' }).first())!.n)).toBe(
      1,
    );
  });

  it('a worker killed mid-job loses nothing: the other worker finishes the upload and saves every row once', async () => {
    const token = await loginAs(a, 1, 'ABCDE1234F');
    const watcher = await tab(bUrl, token); // the uploader's tab, on the other API instance
    const done = next(watcher, 'bulk-upload', 170_000, (e) => e.done);
    const jobState = async (jobId: string) =>
      (await call(bUrl, 'GET', `/api/v1/jobs/${jobId}`, undefined, token)).body.data;

    // Worker 1 in a child process, alone at first so that it is the one that takes the job.
    const first: WorkerProcess = spawnWorkers(stack.config);
    cleanup.push(() => first.kill());
    await first.ready;
    const rows = 4000;
    const res = await fetch(`${a}/api/v1/bulkupload?fileName=two-instances.xlsx`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${token}` },
      body: new Uint8Array(await workbook(bulkRows(rows, 80_000))),
    });
    expect(res.status).toBe(202);
    const { jobId } = ((await res.json()) as any).data;
    // Mid-job: worker 1 holds it and has reported rows read (the whole job takes seconds).
    await eventually(
      async () => {
        const j = await jobState(jobId);
        return j?.state === 'active' && j.progress?.rowsRead > 0;
      },
      20_000,
      20,
    );

    // Worker 2 joins (in this process), then worker 1 dies with the job in its hands.
    const second = await startInstance(stack, { api: false, workers: true });
    cleanup.push(() => second.stop());
    first.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    const atKill = await jobState(jobId);
    expect(atKill.state).toBe('active'); // unfinished: only its lock, now lapsing, holds it
    expect(['reading', 'validating', 'saving']).toContain(atKill.progress.phase);

    const job = await eventually(
      async () => {
        const j = await jobState(jobId);
        return j?.state === 'completed' || j?.state === 'failed' ? j : null;
      },
      160_000,
      250,
    );
    expect(job.state).toBe('completed');
    expect(job.result).toMatchObject({ status: 'saved', rowsSaved: rows });
    const event = await done;
    expect(event).toMatchObject({ jobId: String(jobId), phase: 'saved', done: true });
    // Every row saved once, under the dockets the job answered.
    expect(
      Number((await stack.db('orders').where('order_id', 'like', 'B-8%').count({ n: '*' }).first())!.n),
    ).toBe(rows);
    const docketNos = (job.result.dockets as Array<{ tempSBill: string; items: number }>).map(
      (d) => d.tempSBill,
    );
    expect(job.result.dockets.reduce((n: number, d: { items: number }) => n + d.items, 0)).toBe(rows);
    expect(
      Number((await stack.db('dockets').whereIn('docket_no', docketNos).count({ n: '*' }).first())!.n),
    ).toBe(docketNos.length);
  }, 180_000); // 10–20 s on an idle machine; generous for a loaded one
});
