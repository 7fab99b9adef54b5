/**
 * billing-file: one job per uploaded carrier invoice file (job id `bf-<fileId>`, issue 17). The
 * work is the API's processBillingFile (streamed, matched, saved in one transaction); progress
 * goes to Bull and to the uploader's tabs. A retried job answers what was saved.
 */
import { processBillingFile, userRoom, type Job } from '@exportdesk/api';
import type { WorkerContext } from '../context';

export async function processBillingFileJob(
  ctx: WorkerContext,
  job: Job<{ fileId: number; userId: number }>,
) {
  const { fileId, userId } = job.data;
  let last = 0;
  const report = await processBillingFile(
    { db: ctx.db, storage: ctx.storage, workbook: ctx.config.workbook },
    fileId,
    async (rows) => {
      const t = Date.now();
      if (t - last < 250) return;
      last = t;
      await job.progress({ rows });
      ctx.emitter.to(userRoom(userId)).emit('billing-file', { fileId, rows });
    },
  );
  ctx.emitter.to(userRoom(userId)).emit('billing-file', { fileId, done: true, rows: report.rows });
  return report;
}
