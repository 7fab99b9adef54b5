/**
 * Issue 29 item 6, "files on an object store": the API and the workers on two hosts with no
 * shared disk. STORAGE_DRIVER=s3 on a local S3-compatible server (s3rver), the API with one
 * DATA_DIR, the workers in a child process with another. What the worker writes the API serves
 * (a docket's invoices zip, a big docket's labels) and what the API stores the worker reads (a
 * bulk-upload workbook); nothing lands in either DATA_DIR.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleOrder } from '@exportdesk/core';
import { pushDocket } from '../support/documents';
import { storedKeys } from '../support/s3-server';
import { call, jobSettled, loginAs, startStack, type Stack } from '../support/stack';
import { bulkRows, workbook } from '../support/workbooks';
import { spawnWorkers, type WorkerProcess } from '../support/worker-process';

let stack: Stack;
let worker: WorkerProcess;
let workerDataDir: string;
let token: string;

beforeAll(async () => {
  stack = await startStack({
    workers: false,
    storage: 's3', // a local S3-compatible server of this stack's own (tests/support/s3-server.ts)
    // From 3 parcels a docket document is the worker's to render (documents/offload.ts).
    env: { DOCUMENTS_IN_WORKER_FROM_PARCELS: '3', DOCUMENTS_WORKER_WAIT_MS: '60000' },
  });
  workerDataDir = mkdtempSync(path.join(tmpdir(), 'exportdesk-worker-host-'));
  worker = spawnWorkers(stack.config, { DATA_DIR: workerDataDir });
  await worker.ready;
  token = await loginAs(stack.url, 1, 'ABCDE1234F');
}, 120_000);
afterAll(async () => {
  worker?.kill();
  await worker?.exited;
  await stack?.stop();
});

const get = async (p: string) => {
  const res = await fetch(`${stack.url}${p}`, { headers: { authorization: `Bearer ${token}` } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};
describe('API and workers with no shared disk (STORAGE_DRIVER=s3)', () => {
  it('the hosts really have different DATA_DIRs, and health asks the object store', async () => {
    expect(stack.config.storage.driver).toBe('s3');
    expect(workerDataDir).not.toBe(stack.config.dataDir);
    const health = await call(stack.url, 'GET', '/api/v1/health');
    expect(health).toMatchObject({ status: 200, body: { data: { storage: 'up' } } });
  });

  it('a docket’s invoices, zipped by the worker, download through the API with type and length', async () => {
    const docket = await pushDocket(
      stack.url,
      token,
      Array.from({ length: 4 }, (_, i) =>
        sampleOrder(i + 1, { orderId: `S3Z-${i}`, invoiceNo: `S3ZINV-${i}` }),
      ),
    );
    const gen = await call(stack.url, 'POST', '/api/v1/generateInvoicesInBulk', { docket }, token);
    expect(gen.status, JSON.stringify(gen.body)).toBe(202);
    const job = await jobSettled(stack.url, gen.body.data.jobId, token, 90_000);
    expect(job.state, JSON.stringify(job)).toBe('completed');

    const { res, bytes: zip } = await get(`/api/v1/downloadZip/${docket}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/zip/);
    expect(Number(res.headers.get('content-length'))).toBe(zip.length);
    expect(zip.readUInt16LE(zip.length - 22 + 10)).toBe(4); // entries in the zip's end record
    expect(zip.includes(Buffer.from('Invoice_S3ZINV-3.pdf'))).toBe(true);
    expect(await storedKeys(stack.config, `documents/${docket}`)).toContainEqual(
      expect.stringMatching(/^[^/]+\/invoices\.zip$/),
    );
  }, 120_000);

  it('a big docket’s labels, rendered by the worker, are served by the API from the bucket', async () => {
    const docket = await pushDocket(
      stack.url,
      token,
      Array.from({ length: 5 }, (_, i) =>
        sampleOrder(i + 1, { orderId: `S3L-${i}`, invoiceNo: `S3LINV-${i}` }),
      ),
    );
    const first = await get(`/api/v1/dockets/${docket}/documents/labels`);
    expect(first.res.status, first.bytes.toString().slice(0, 300)).toBe(200);
    expect(first.res.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(first.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(first.res.headers.get('content-length'))).toBe(first.bytes.length);
    // The worker rendered it (a documents job of this docket), the API only read it back.
    const rendered = (await stack.api.ctx.queues.get('documents').getJobs(['completed'])).filter(
      (j) => j && String(j.id).startsWith('doc-') && (j.data as { docketNo?: string }).docketNo === docket,
    );
    expect(rendered).toHaveLength(1);
    // Asked again: the same bytes, read from the bucket.
    const again = await get(`/api/v1/dockets/${docket}/documents/labels`);
    expect(again.bytes.equals(first.bytes)).toBe(true);
  }, 120_000);

  it('a workbook uploaded to the API is read by the worker from the bucket and saved', async () => {
    const res = await fetch(`${stack.url}/api/v1/bulkupload?fileName=object-store.xlsx`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${token}` },
      body: new Uint8Array(await workbook(bulkRows(20, 70_000))),
    });
    expect(res.status).toBe(202);
    const { jobId } = ((await res.json()) as { data: { jobId: string } }).data;
    const job = await jobSettled(stack.url, jobId, token, 90_000);
    expect(job.state, JSON.stringify(job)).toBe('completed');
    expect(job.result).toMatchObject({ status: 'saved', rowsSaved: 20 });
    expect((await storedKeys(stack.config, 'uploads')).length).toBeGreaterThan(0);
  }, 120_000);

  it('health answers 503 while the object store does not answer', async () => {
    const storage = stack.api.ctx.storage;
    const ping = storage.ping;
    storage.ping = () => Promise.reject(new Error('connect ECONNREFUSED'));
    try {
      const health = await call(stack.url, 'GET', '/api/v1/health');
      expect(health).toMatchObject({ status: 503, body: { message: 'Degraded', data: { storage: 'down' } } });
    } finally {
      storage.ping = ping;
    }
    expect((await call(stack.url, 'GET', '/api/v1/health')).status).toBe(200);
  });

  it('no file was written to either host’s DATA_DIR', () => {
    expect(existsSync(path.join(stack.config.dataDir, 'files'))).toBe(false);
    expect(existsSync(path.join(workerDataDir, 'files'))).toBe(false);
  });
});
