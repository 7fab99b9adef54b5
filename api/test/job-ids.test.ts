/**
 * Issue 23 item 9: job ids outlive their database. A bulk upload's job id was `bu-<upload id>`;
 * on a fresh database with the same Redis (a new `.data/`, a restored backup) upload ids start
 * again while Bull keeps the old completed job under that id, so `add` was a no-op: the new upload
 * was answered with the old one's result and stayed 'queued' forever. And whatever follows a job
 * checks that the job it reads is that row's and that user's.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  call,
  eventually,
  jobSettled,
  loginAs,
  REDIS_URL,
  startStack,
  type Stack,
} from '../../tests/support/stack';
import { carrierFile } from '../../tests/support/billing-files';
import { bulkRows, workbook } from '../../tests/support/workbooks';

/** Both databases use this one Redis prefix, as two lifetimes of one site would. */
const prefix = `edtest:shared_${process.pid}_${randomBytes(3).toString('hex')}`;
const env = { REDIS_PREFIX: prefix, RATE_LIMITS: 'off' };

afterAll(async () => {
  // startStack cleans its own prefix only: this shared one is the test's to clean.
  const { Redis } = await import('ioredis');
  const r = new Redis(REDIS_URL);
  const keys = await r.keys(`${prefix}:*`);
  if (keys.length) await r.del(...keys);
  r.disconnect();
});

async function upload(stack: Stack, token: string, rows: number, start: number) {
  const res = await fetch(`${stack.url}/api/v1/bulkupload?fileName=orders.xlsx`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${token}` },
    body: new Uint8Array(await workbook(bulkRows(rows, start))),
  });
  expect(res.status).toBe(202);
  return (await res.json()) as { uploadId: number; jobId: string };
}

/** A carrier invoice file of one row, as the super admin uploads it; answers its file id. */
async function uploadBill(stack: Stack, invoiceNumber: string) {
  const admin = await loginAs(stack.url, 10, 'superadmin');
  const file = await carrierFile('dhl', [
    {
      invoiceNumber,
      shipmentID: 'NOPE-1',
      handoverID: 'H9',
      pickupDate: '2026-10-03',
      weight: 500,
      amount: 900,
    },
  ]);
  const body = { type: 'upload', invoiceData: file.toString('base64'), fileName: 'dhl.xlsx', carrier: 'dhl' };
  const r = await call(stack.url, 'POST', '/api/v1/processbillfile', body, admin);
  expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
  return Number(r.body.data.fileId);
}

/** Waits until the billing file's job has read it (its row is no longer queued or being read). */
const billRead = (stack: Stack, fileId: number) =>
  eventually(async () => {
    const row = await stack.db('billing_files').where({ id: fileId }).first('status');
    return row.status !== 'queued' && row.status !== 'reading' ? row.status : null;
  }, 20_000);

const docketsOf = async (stack: Stack, uploadId: number) =>
  (await stack.db('dockets').where({ upload_id: uploadId }).orderBy('id').select('docket_no')).map(
    (d: { docket_no: string }) => d.docket_no,
  );

describe('a second database on the same Redis prefix', () => {
  it("answers an upload with its own docket, never the earlier database's", async () => {
    const first = await startStack({ env });
    let earlier: { uploadId: number; jobId: string };
    let earlierBill: number;
    try {
      const token = await loginAs(first.url, 1, 'ABCDE1234F');
      earlier = await upload(first, token, 3, 91_000);
      const done = await jobSettled(first.url, earlier.jobId, token, 30_000);
      expect(done.result).toMatchObject({ status: 'saved', rowsSaved: 3 });
      earlierBill = await uploadBill(first, 'DHL-FIRST');
      await billRead(first, earlierBill);
    } finally {
      await first.stop(); // drops its database; its jobs stay in Redis under the shared prefix
    }

    const second = await startStack({ env });
    try {
      const token = await loginAs(second.url, 1, 'ABCDE1234F');
      const now = await upload(second, token, 2, 92_000);
      // The point of the test: the new database hands out the same upload id again.
      expect(now.uploadId).toBe(earlier.uploadId);
      const done = await jobSettled(second.url, now.jobId, token, 30_000);
      expect(done.state).toBe('completed');
      expect(done.result).toMatchObject({ status: 'saved', rowsSaved: 2, uploadId: now.uploadId });
      expect(now.jobId).not.toBe(earlier.jobId);
      const own = await docketsOf(second, now.uploadId);
      expect(own).toHaveLength(1);
      expect(done.result.dockets.map((d: { tempSBill: string }) => d.tempSBill)).toEqual(own);
      const row = await second.db('bulk_uploads').where({ id: now.uploadId }).first();
      expect(row.status).toBe('saved');

      // A billing file (job id once `bf-<file id>`) is read too, not left queued under an old job.
      const bill = await uploadBill(second, 'DHL-SECOND');
      expect(bill).toBe(earlierBill);
      expect(await billRead(second, bill)).toBe('saved');

      // GET jobs/:id refuses a job that is not this row's or this user's.
      const cha = await loginAs(second.url, 4, 'cha4');
      expect((await call(second.url, 'GET', `/api/v1/jobs/${now.jobId}`, undefined, cha)).status).toBe(404);
      const queue = second.api.ctx.queues.get('bulk-upload');
      const userId = Number(row.user_id);
      for (const data of [
        { uploadId: now.uploadId + 1000, userId }, // another row's job under this id
        { uploadId: now.uploadId, userId: userId + 1000 }, // another user's
      ]) {
        await (await queue.getJob(now.jobId))?.remove();
        // Paused delivery is not needed: whatever a worker makes of it, the data stays foreign.
        await queue.add(data, { jobId: now.jobId });
        const r = await call(second.url, 'GET', `/api/v1/jobs/${now.jobId}`, undefined, token);
        expect(r.status, JSON.stringify(data)).toBe(404);
      }

      // A job an earlier database left waiting names this database's upload id under its own key:
      // the worker fails it for good and touches nothing.
      const stray = await queue.add(
        { uploadId: now.uploadId, userId },
        { jobId: 'bu-0123456789abcdef0123456789abcdef' },
      );
      const refused = await eventually(
        async () => ((await stray.getState()) === 'failed' ? stray : null),
        20_000,
      );
      expect((await queue.getJob(String(refused.id)))!.attemptsMade).toBe(1);
      expect(await docketsOf(second, now.uploadId)).toEqual(own);
    } finally {
      await second.stop();
    }
  }, 180_000);
});
