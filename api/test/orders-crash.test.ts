/**
 * "A worker killed mid-job loses nothing and saves nothing twice: the retry gives the same
 * dockets" (issue 5). The workers run in a child process that SIGKILLs itself inside the save
 * transaction (tests/support/worker-child.ts --die-while-saving: the kill comes from the progress
 * callback after the first batch is written); new workers pick the stalled job up once its lock lapses.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, processBulkUpload } from '@exportdesk/api';
import { startWorkers, type Workers } from '@exportdesk/workers';
import { call, eventually, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { bulkRows, workbook } from '../../tests/support/workbooks';
import { storageEnv } from '../../tests/support/worker-process';

// Short Bull locks in this process and the child, so the stalled job is re-delivered in seconds.
process.env.BULL_LOCK_MS = '2000';
process.env.BULL_STALLED_MS = '1000';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let stack: Stack;
let token: string;
let fresh: Workers | null = null;
beforeAll(async () => {
  // The stack's own config too: its workers (the fresh ones below) read the timings from it.
  stack = await startStack({ workers: false, env: { BULL_LOCK_MS: '2000', BULL_STALLED_MS: '1000' } });
  token = await loginAs(stack.url, 1, 'ABCDE1234F');
});
afterAll(async () => {
  await fresh?.stop();
  await stack?.stop();
});

function crashingWorkers(): Promise<number | null> {
  const c = stack.config;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'tests/support/worker-child.ts'), '--die-while-saving'],
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
  return new Promise((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal === 'SIGKILL' ? 9 : _code)),
  );
}

describe('kill the worker mid-job', () => {
  it('rolls back the half-saved upload, and the retry saves every row once under the reserved docket', async () => {
    const exited = crashingWorkers();
    const res = await fetch(`${stack.url}/api/v1/bulkupload?fileName=crash.xlsx`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${token}` },
      body: new Uint8Array(await workbook(bulkRows(3000, 70_000))),
    });
    const { uploadId, jobId } = ((await res.json()) as any).data;
    expect(await exited).toBe(9); // the child died inside the save transaction

    const upload = await stack.db('bulk_uploads').where({ id: uploadId }).first();
    const reserved = Object.values(JSON.parse(upload.reserved)) as string[];
    expect(reserved).toHaveLength(1);
    expect(
      await stack.db('orders').where('order_id', 'like', 'B-7%').count({ n: '*' }).first(),
    ).toMatchObject({ n: 0 });

    fresh = await startWorkers(stack.config);
    const job = await eventually(
      async () => {
        const r = await call(stack.url, 'GET', `/api/v1/jobs/${jobId}`, undefined, token);
        return r.body.data?.state === 'completed' ? r.body.data : null;
      },
      60_000,
      250,
    );
    expect(job.result).toMatchObject({
      status: 'saved',
      rowsSaved: 3000,
      dockets: [{ tempSBill: reserved[0], items: 3000 }],
    });
    // Bull re-delivers a stalled job without counting an attempt: the second run is not a failure.
    expect(job.progress).toMatchObject({ phase: 'saved', rowsSaved: 3000, docketsMade: 1 });

    // Running the job once more (a duplicate delivery) answers the same and saves nothing.
    const again = await processBulkUpload(
      { db: stack.db, storage: createStorage(stack.config) },
      uploadId,
      async () => {},
    );
    expect(again.dockets).toEqual(job.result.dockets);
    // This upload's orders only (the demo dockets' seed has a few of its own).
    expect(
      await stack.db('orders').where('order_id', 'like', 'B-7%').count({ n: '*' }).first(),
    ).toMatchObject({ n: 3000 });
    expect(
      await stack.db('dockets').where({ docket_no: reserved[0] }).count({ n: '*' }).first(),
    ).toMatchObject({ n: 1 });
  });
});
