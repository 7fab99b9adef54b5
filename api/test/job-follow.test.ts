/**
 * Issue 23 item 10: following a job never reads a half-finished state. GET jobs/:id read the job,
 * then asked Bull its state: a job completing in between was answered `state: completed` with
 * `result: null`, and the CLI crashed on it (2 to 5 small uploads in 10). Here 200 small uploads in
 * a row are followed as closely as a client can, and every answer is checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, slowJobReads, startStack, type Stack } from '../../tests/support/stack';
import { bulkRows, workbook } from '../../tests/support/workbooks';

const UPLOADS = Number(process.env.API_UPLOADS ?? 200);

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack({ env: { RATE_LIMITS: 'off' } });
  token = await loginAs(stack.url, 1, 'ABCDE1234F');
  // The API reads a job, then (after a pause a busy machine makes) the rest of its status.
  slowJobReads(stack, 'bulk-upload');
});
afterAll(async () => stack?.stop());

/** Polls with no pause (the tightest a client can follow) and keeps every answer it got. */
async function follow(jobId: string) {
  const seen: any[] = [];
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    const r = await call(stack.url, 'GET', `/api/v1/jobs/${jobId}`, undefined, token);
    expect(r.status).toBe(200);
    seen.push(r.body.data);
    if (r.body.data.state === 'completed' || r.body.data.state === 'failed') return seen;
  }
  throw new Error(`${jobId} not finished within 30 s: ${JSON.stringify(seen.at(-1))}`);
}

describe('following a job', () => {
  it(`never answers completed without the result: ${UPLOADS} 2-row uploads in a row`, async () => {
    const broken: string[] = [];
    for (let i = 0; i < UPLOADS; i++) {
      const res = await fetch(`${stack.url}/api/v1/bulkupload?fileName=orders-${i}.xlsx`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${token}` },
        body: new Uint8Array(await workbook(bulkRows(2, 300_000 + i * 2))),
      });
      expect(res.status).toBe(202);
      const { uploadId, jobId } = (await res.json()) as { uploadId: number; jobId: string };
      // Three followers at once, as a portal tab, the CLI and a script might: more answers straddle the end.
      const seen = (await Promise.all([follow(jobId), follow(jobId), follow(jobId)])).flat();
      for (const s of seen)
        if (s.state === 'completed' && !(s.result && typeof s.result === 'object' && s.result.status))
          broken.push(`upload ${i} (${jobId}): ${JSON.stringify(s)}`);
      const last = seen.find((s) => s.state === 'completed' || s.state === 'failed');
      if (last.state !== 'completed' || broken.length) continue;
      // Its own docket: the one this upload made in the database.
      expect(last.result).toMatchObject({ status: 'saved', uploadId, rowsSaved: 2 });
      const own = await stack.db('dockets').where({ upload_id: uploadId }).select('docket_no');
      expect(last.result.dockets.map((d: { tempSBill: string }) => d.tempSBill)).toEqual(
        own.map((d: { docket_no: string }) => d.docket_no),
      );
    }
    expect(broken).toEqual([]);
  }, 600_000);
});
