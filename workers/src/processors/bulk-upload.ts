/**
 * bulk-upload: one job per uploaded workbook (job id `bu-<job key of its row>`). The work is the API's
 * processBulkUpload; here progress goes to Bull (GET /api/v1/jobs/{id}, the CLI) and to the
 * uploader's browser tabs. A retried job answers what was saved, or saves under the same dockets.
 */
import {
  Notifier,
  emitWebhook,
  processBulkUpload,
  uploadOwnsJob,
  userRoom,
  type BulkProgress,
  type Job,
} from '@exportdesk/api';
import type { WorkerContext } from '../context';

export async function processBulkUploadJob(
  ctx: WorkerContext,
  job: Job<{ uploadId: number; userId: number }>,
) {
  const { uploadId, userId } = job.data;
  // A job an earlier database left in Redis (same prefix) names an upload id that is now another
  // upload's: it fails for good, touching nothing (issue 23 item 9).
  if (!(await uploadOwnsJob(ctx.db, uploadId, String(job.id)))) {
    job.discard();
    throw new Error(`upload ${uploadId} of this database is not job ${String(job.id)}'s`);
  }
  const storage = ctx.storage;
  let last = 0;
  const progress = async (p: BulkProgress) => {
    // At most ten updates a second: a 5000-row file would otherwise send hundreds.
    const t = Date.now();
    if (t - last < 100 && p.phase !== 'saved' && p.phase !== 'rejected') return;
    last = t;
    await job.progress({ ...p });
    ctx.emitter.to(userRoom(userId)).emit('bulk-upload', { jobId: String(job.id), uploadId, ...p });
  };
  const result = await processBulkUpload(
    { db: ctx.db, storage, workbook: ctx.config.workbook },
    uploadId,
    progress,
  );
  // After the commit: one docket-created mail per docket (a retried job finds them in the outbox).
  if (result.status === 'saved') {
    const notifier = new Notifier(ctx);
    for (const d of result.dockets) await notifier.docketCreatedByNo(d.tempSBill, d.items);
  }
  // A retried job answers the stored result: the event's key (the upload) makes it one event.
  if (result.status === 'saved')
    await emitWebhook(ctx, {
      type: 'bulk_upload.finished',
      key: `bulk_upload.finished:${uploadId}`,
      actorId: userId,
      data: {
        uploadId,
        rowsSaved: result.rowsSaved,
        dockets: result.dockets.map((d) => ({ tempSBill: d.tempSBill, ieCode: d.ieCode, items: d.items })),
      },
    });
  else
    await emitWebhook(ctx, {
      type: 'bulk_upload.rejected',
      key: `bulk_upload.rejected:${uploadId}`,
      actorId: userId,
      data: { uploadId, message: result.message, problemCount: result.problemCount },
    });
  ctx.emitter.to(userRoom(userId)).emit('bulk-upload', {
    jobId: String(job.id),
    uploadId,
    phase: result.status,
    done: true,
    message: result.message,
    dockets: result.dockets,
  });
  return result;
}
