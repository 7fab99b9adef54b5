/**
 * "A worker killed mid-generation" (issue 6): the workers run in a child process that is
 * SIGKILLed once the invoice job has reported progress; new workers pick the stalled job up when
 * its lock lapses, the docket ends Generated with a complete, well-formed zip.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sampleOrder } from '@exportdesk/core';
import { createQueues, type Queues } from '@exportdesk/api';
import { startWorkers, type Workers } from '@exportdesk/workers';
import { call, eventually, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { storageEnv } from '../../tests/support/worker-process';

process.env.BULL_LOCK_MS = '2000';
process.env.BULL_STALLED_MS = '1000';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let stack: Stack;
let queues: Queues;
let fresh: Workers | null = null;
beforeAll(async () => {
  // The stack's own config too: its workers (the fresh ones below) read the timings from it.
  stack = await startStack({ workers: false, env: { BULL_LOCK_MS: '2000', BULL_STALLED_MS: '1000' } });
  queues = createQueues(stack.config.redisUrl, stack.config.redisPrefix);
});
afterAll(async () => {
  await fresh?.stop();
  await queues?.close();
  await stack?.stop();
});

it('the stalled job is re-run by new workers and the zip holds every invoice once', async () => {
  const token = await loginAs(stack.url, 1, 'ABCDE1234F');
  const authKey = (await call(stack.url, 'POST', '/api/v1/apikey', {}, token)).body.authKey;
  const INVOICES = 40;
  const orders = Array.from({ length: INVOICES }, (_, i) =>
    sampleOrder(i + 1, { orderId: `K-${i}`, invoiceNo: `KINV-${i}` }),
  );
  const docket = (
    await call(stack.url, 'POST', '/api/v1/client/saveorderdata', { authKey, orderData: orders })
  ).body.tempSBill;

  const c = stack.config;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'tests/support/worker-child.ts')],
    {
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
    },
  );
  const exited = new Promise((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  const { jobId } = (await call(stack.url, 'POST', '/api/v1/generateInvoicesInBulk', { docket }, token)).body
    .data;
  const queue = queues.get('documents');
  // Kill it mid-way: after its first progress report (25 of 40 invoices), before the zip is done.
  await eventually(async () => Number((await queue.getJob(jobId))?.progress()) > 0, 90_000, 50);
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
  expect(
    (await call(stack.url, 'GET', `/api/v1/dockets/${docket}/documents`, undefined, token)).body.data
      .isAllInvoicesGen,
  ).toBe('Processing');

  fresh = await startWorkers(stack.config);
  await eventually(
    async () =>
      (await call(stack.url, 'GET', `/api/v1/dockets/${docket}/documents`, undefined, token)).body.data
        .isAllInvoicesGen === 'Generated',
    120_000,
    250,
  );
  const res = await fetch(`${stack.url}/api/v1/downloadZip/${docket}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const zip = Buffer.from(await res.arrayBuffer());
  expect(res.status).toBe(200);
  expect(zip.readUInt16LE(zip.length - 22 + 10)).toBe(INVOICES);
  expect(zip.includes(Buffer.from('Invoice_KINV-0.pdf'))).toBe(true);
  expect(zip.includes(Buffer.from('Invoice_KINV-39.pdf'))).toBe(true);
});
