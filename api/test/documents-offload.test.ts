/**
 * Big documents are rendered by the documents worker, not on the API's event loop (issue 6:
 * "rendered in the API for one document and in the workers for many"). The workers run in a
 * child process here, as in production, so the API's own loop is what we look at.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MSG, sampleOrder } from '@exportdesk/core';
import { createQueues, type Queues } from '@exportdesk/api';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { storageEnv } from '../../tests/support/worker-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PARCELS = 120;
let stack: Stack;
let queues: Queues;
let child: ChildProcess | null = null;
let token: string;
let big: string;
let small: string;

beforeAll(async () => {
  stack = await startStack({
    workers: false,
    env: { DOCUMENTS_IN_WORKER_FROM_PARCELS: '50', DOCUMENTS_WORKER_WAIT_MS: '60000' },
  });
  queues = createQueues(stack.config.redisUrl, stack.config.redisPrefix);
  token = await loginAs(stack.url, 1, 'ABCDE1234F');
  const authKey = (await call(stack.url, 'POST', '/api/v1/apikey', {}, token)).body.authKey;
  const push = async (n: number, tag: string) =>
    (
      await call(stack.url, 'POST', '/api/v1/client/saveorderdata', {
        authKey,
        orderData: Array.from({ length: n }, (_, i) =>
          sampleOrder(i + 1, { orderId: `${tag}-${i}`, invoiceNo: `${tag}INV-${i}` }),
        ),
      })
    ).body.tempSBill as string;
  big = await push(PARCELS, 'OFF');
  small = await push(3, 'ONA');
}, 120_000);
afterAll(async () => {
  child?.kill('SIGKILL');
  await queues?.close();
  await stack?.stop();
});

function startWorkerProcess() {
  const c = stack.config;
  child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'tests/support/worker-child.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: c.databaseUrl,
      REDIS_URL: c.redisUrl,
      REDIS_PREFIX: c.redisPrefix,
      DATA_DIR: c.dataDir,
      ...storageEnv(c), // the API's file storage (TEST_STORAGE=s3: its bucket)
      JWT_SECRET: c.jwtSecret,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise<void>((resolve, reject) => {
    child!.stdout!.on('data', (d) => String(d).includes('workers ready') && resolve());
    child!.on('exit', (code) => reject(new Error(`worker child exited ${code}`)));
  });
}

const get = async (p: string) => {
  const res = await fetch(`${stack.url}${p}`, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    bytes: Buffer.from(await res.arrayBuffer()),
  };
};
const renderJobs = async () =>
  (await queues.get<any>('documents').getJobs(['completed', 'failed', 'waiting', 'active'])).filter(
    (j) => j && String(j.id).startsWith('doc-'),
  );

describe('a document of many parcels', () => {
  it('without a worker, the request gives up with a clear 503 and the API keeps answering', async () => {
    stack.config.documentsWorkerWaitMs = 1500;
    const res = await get(`/api/v1/dockets/${big}/documents/labels`);
    expect(res.status).toBe(503);
    expect(JSON.parse(res.bytes.toString()).message).toBe(DOCUMENT_MSG.stillRendering);
    expect((await get('/api/v1/health')).status).toBe(200);
    stack.config.documentsWorkerWaitMs = 60_000;
  });

  it('is rendered by the worker process while the API stays responsive, then served from storage', async () => {
    await startWorkerProcess(); // also picks up the job the previous test left waiting
    let slowest = 0;
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const t0 = performance.now();
        await get('/api/v1/health');
        slowest = Math.max(slowest, performance.now() - t0);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const t0 = performance.now();
    const res = await get(`/api/v1/dockets/${big}/documents/cn23`);
    const took = performance.now() - t0;
    polling = false;
    await poll;
    expect(res.status).toBe(200);
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const jobs = await renderJobs();
    expect(
      jobs.some(
        (j) =>
          j.data.type === 'cn23' &&
          j.data.docketNo === big &&
          (j.returnvalue as any)?.size === res.bytes.length,
      ),
    ).toBe(true);
    console.info(
      `cn23 of ${PARCELS} parcels through the worker: ${Math.round(took)} ms; slowest health answer meanwhile ${Math.round(slowest)} ms`,
    );

    // The second request is a read of the stored file: no new job.
    const before = (await renderJobs()).length;
    const again = await get(`/api/v1/dockets/${big}/documents/cn23`);
    expect(again.bytes.equals(res.bytes)).toBe(true);
    expect((await renderJobs()).length).toBe(before);
  }, 120_000);

  it('the harmonized label of a big docket goes through the worker too, with its category and date', async () => {
    const res = await get(
      `/api/v1/dockets/${big}/documents/harmonized-label?category=Gift&mailingDate=24-11-2026`,
    );
    expect(res.status).toBe(200);
    const job = (await renderJobs()).find((j) => j.data.type === 'harmonized-label');
    expect(job?.data.opts.harmonized).toMatchObject({ category: 'Gift', mailingDate: '24-11-2026' });
    expect((job?.returnvalue as any)?.size).toBe(res.bytes.length);
  }, 120_000);

  it('a small docket and a single parcel of a big one are still rendered by the API itself', async () => {
    const before = (await renderJobs()).length;
    expect((await get(`/api/v1/dockets/${small}/documents/labels`)).status).toBe(200);
    const box = (await call(stack.url, 'GET', `/api/v1/dockets/${big}/documents`, undefined, token)).body.data
      .parcels[0]._id;
    expect(
      (await get(`/api/v1/dockets/${big}/documents/labels?boxId=${encodeURIComponent(box)}`)).status,
    ).toBe(200);
    expect((await renderJobs()).length).toBe(before);
  });
});
