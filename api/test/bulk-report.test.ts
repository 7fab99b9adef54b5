/**
 * A rejected bulk upload always ends 'rejected' with its row report, however many rows are bad:
 * a forced re-upload of a saved 3000-row workbook (every row a repeat) used to overflow the
 * report column on MySQL ("Data too long for column 'report'"), so the job failed and retried.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MSG } from '@exportdesk/core';
import { call, eventually, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { bulkRows, workbook } from '../../tests/support/workbooks';

let stack: Stack;
let exporter: string;
beforeAll(async () => {
  stack = await startStack();
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
});
afterAll(async () => stack?.stop());

async function upload(data: Buffer, query = '') {
  const res = await fetch(`${stack.url}/api/v1/bulkupload?fileName=orders.xlsx${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${exporter}` },
    body: new Uint8Array(data),
  });
  return { status: res.status, body: (await res.json()) as any };
}

const finished = (jobId: string) =>
  eventually(
    async () => {
      const r = await call(stack.url, 'GET', `/api/v1/jobs/${jobId}`, undefined, exporter);
      const d = r.body.data;
      // A failed attempt is the bug: stop at the first one rather than wait for Bull's retries.
      return d?.state === 'completed' || d?.state === 'failed' || d?.attemptsMade > 0 ? d : null;
    },
    90_000,
    250,
  );

describe('a large row report', () => {
  it('is stored capped, with the full count, and the upload ends rejected (never failed)', async () => {
    const file = await workbook(bulkRows(3000, 80_000));
    const first = await upload(file);
    expect(first.status).toBe(202);
    expect((await finished(first.body.jobId)).result).toMatchObject({ status: 'saved', rowsSaved: 3000 });

    const again = await upload(file, '&force=true');
    expect(again.status).toBe(202);
    const job = await finished(again.body.jobId);
    expect(job.state).toBe('completed');
    expect(job.result).toMatchObject({
      status: 'rejected',
      message: BULK_MSG.rejected(3000, 3000),
      rowsSaved: 0,
      problemCount: 3000,
    });
    const shown = job.result.problems.length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(3000);
    expect(job.result.problems[0]).toMatchObject({ row: 3, field: 'orderId' });

    const row = await stack.db('bulk_uploads').where({ id: again.body.uploadId }).first();
    expect(row.status).toBe('rejected');
    // MySQL's TEXT holds 65,535 bytes: the stored report fits, and is what the job answered.
    expect(Buffer.byteLength(row.report)).toBeLessThanOrEqual(65_535);
    expect(JSON.parse(row.report)).toEqual(job.result);
  });
});
