/**
 * billing-file: one job per uploaded carrier invoice file (job id `bf-<job key of its row>`, issue
 * 17). The work is the API's processBillingFile (streamed, matched, saved in one transaction);
 * progress goes to Bull and to the uploader's tabs. A retried job answers what was saved.
 */
import { billingFileOwnsJob, processBillingFile, userRoom, type Job } from '@exportdesk/api';
import type { WorkerContext } from '../context';

export async function processBillingFileJob(
  ctx: WorkerContext,
  job: Job<{ fileId: number; userId: number }>,
) {
  const { fileId, userId } = job.data;
  // A job an earlier database left in Redis (same prefix) names another file now: it fails for
  // good, touching nothing (issue 23 item 9).
  if (!(await billingFileOwnsJob(ctx.db, fileId, String(job.id)))) {
    job.discard();
    throw new Error(`billing file ${fileId} of this database is not job ${String(job.id)}'s`);
  }
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
