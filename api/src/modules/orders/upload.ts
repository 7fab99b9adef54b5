/**
 * Its own file: receiving a bulk file, apart from the order API. The checks that need no parsing
 * (the upload gate, subscription, the same file twice) answer at once; then the file is stored and
 * a `bulk-upload` job queued. The Data Preview reads the same gate's file (`preview.ts`).
 */
import { createHash, randomUUID } from 'node:crypto';
import { BULK_MSG, effectiveDate, type BulkPreview, type BulkResult } from '@exportdesk/core';
import type { AppContext } from '../../context';
import { json } from '../../db/knex';
import { conflict, forbidden } from '../../errors';
import { mintJobKey } from '../../lib/queue';
import { gateBulkOrders } from '@exportdesk/workbook';
import { activeSubscription, isChaType, ownExporter } from './accounts';
import { gateRefusal, previewUpload } from './preview';
import {
  earlierUpload,
  insertUpload,
  staleQueuedUploads,
  uploadJobKey,
  withdrawUpload,
  type UploadScope,
} from './repo';

/**
 * A bulk upload's job id: its row's random job key (migration 130), never the upload id, which
 * starts again on a fresh database while Redis keeps the old job (issue 23 item 9).
 */
export const bulkJobId = (jobKey: string) => `bu-${jobKey}`;

/**
 * Whether a bulk-upload job is this database's job for its upload: the row it names carries the
 * key its id was made from. A job left in Redis by an earlier database (a fresh `.data/`, a
 * restored backup) names an upload id that now means another upload, which it must never touch.
 */
export async function uploadOwnsJob(db: AppContext['db'], uploadId: number, jobId: string): Promise<boolean> {
  const key = await uploadJobKey(db, uploadId);
  return key !== null && jobId === bulkJobId(key);
}

/** How old a still-'queued' upload must be before the sweep re-adds its job (issue 18). */
export const REQUEUE_AFTER_MS = 60_000;

/**
 * The workers' sweep: queues again every upload still 'queued' after `olderThanMs` whose job is
 * missing (the API died between the insert and the add, or Redis lost the job) or failed before
 * the upload was touched (e.g. the database was down when it started: still 'queued' means nothing
 * of it was done). A job waiting or running is left alone, and the job id is the row's, so two
 * sweeps at once add nothing twice. Returns how many were queued again.
 */
export async function requeueStaleUploads(
  deps: Pick<AppContext, 'db' | 'queues'>,
  olderThanMs = REQUEUE_AFTER_MS,
  limit = 100,
): Promise<number> {
  const queue = deps.queues.get('bulk-upload');
  let requeued = 0;
  for (const r of await staleQueuedUploads(deps.db, Date.now() - olderThanMs, limit)) {
    const jobId = bulkJobId(r.jobKey);
    const job = await queue.getJob(jobId);
    if (job && (await job.getState()) !== 'failed') continue;
    if (job) await job.retry();
    else await queue.add({ uploadId: r.id, userId: r.userId }, { jobId });
    requeued += 1;
  }
  return requeued;
}

/** What an upload needs of the context: the database, the one storage, Redis (a lock), the queue. */
export type UploadDeps = Pick<AppContext, 'db' | 'storage' | 'redis' | 'queues' | 'config'>;

export class BulkUploadService {
  constructor(private readonly deps: UploadDeps) {}

  /** The Data Preview: the gate, the rows and core's checks; nothing stored. */
  preview(userType: number, fileName: string, data: Buffer): Promise<BulkPreview> {
    return previewUpload(userType, fileName, data, this.deps.config.workbook);
  }

  async upload(
    user: { userId: number; userType: number },
    fileName: string,
    data: Buffer,
    // sha256: a marketplace import's own report hash (the workbook made from it differs byte-wise each time).
    opts: { force?: boolean; sha256?: string } = {},
  ) {
    const { db, storage, queues, config } = this.deps;
    // The one gate (name, size, kind, every part really inflated within the limits): a bomb is never
    // stored. An old .xls is let through too (001 §5), and read by SheetJS in the job.
    const gate = await gateBulkOrders(fileName, data, config.workbook);
    if (!gate.ok) throw gateRefusal(gate);
    // Exporter side: their own plan. A CHA's rows are checked per exporter in the job.
    let scope: UploadScope = { userId: user.userId };
    if (!isChaType(user.userType)) {
      const own = await ownExporter(db, { id: user.userId, userType: user.userType });
      if (!own) throw forbidden('Only exporter and CHA accounts can upload orders.');
      if (!(await activeSubscription(db, own.id))) throw forbidden(BULK_MSG.noSubscription);
      scope = { exporterId: own.id };
    }
    const sha256 = opts.sha256 ?? createHash('sha256').update(data).digest('hex');
    // One file at a time from check to insert (any instance), so a double-click cannot slip past.
    const unlock = await this.lockFile(sha256);
    let uploadId: number;
    const jobKey = mintJobKey();
    try {
      if (!opts.force) await this.refuseSameFile(sha256, scope);
      const d = new Date();
      const key = `uploads/${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${gate.kind}`;
      await storage.put(key, data);
      uploadId = await insertUpload(db, {
        userId: user.userId,
        fileKey: key,
        fileName: gate.fileName,
        sizeBytes: data.length,
        sha256,
        exporterId: 'exporterId' in scope ? scope.exporterId : null,
        forced: !!opts.force,
        jobKey,
      });
    } finally {
      await unlock();
    }
    const jobId = bulkJobId(jobKey);
    try {
      // The job id is the row's: queuing it twice adds nothing.
      await queues.get('bulk-upload').add({ uploadId, userId: user.userId }, { jobId });
    } catch (err) {
      // Redis down (a 503 within ADD_WAIT_MS, lib/queue.ts) or another failure: see closeUnqueued.
      if (!(await this.closeUnqueued(uploadId))) return { uploadId, jobId };
      throw err;
    }
    return { uploadId, jobId };
  }

  /**
   * Issue 18: the row is in, the file stored, but its job could not be added. The user is told to
   * retry (503), so the row must not stay 'queued' (the same file again would be refused as "still
   * being processed", and a forced copy would be saved twice once the job turned up). It is closed
   * as rejected, with a report saying why and nothing saved, because every reader already treats
   * that honestly: GET jobs/bu-<key> says completed with this message (the portal and the CLI show
   * it), the same file may come again (a rejected upload is no duplicate), and a job that still
   * reaches Redis late (a command written as the connection dropped) finds the upload done and
   * saves nothing (processBulkUpload answers a rejected upload's stored report). A new 'failed'
   * status would be read as 'unknown' by GET jobs and processed by such a late job.
   *
   * True: the caller answers the add's failure. Only a 'queued' row is closed: false means a worker
   * already took the job (it got through after all), and the caller answers success. If the database is unreachable too, the row stays
   * 'queued' and the workers' sweep (requeueStaleUploads) queues it within a minute or two: a retry
   * meanwhile is told the file is "still being processed", which is then true.
   */
  private async closeUnqueued(uploadId: number): Promise<boolean> {
    const report: BulkResult = {
      uploadId,
      status: 'rejected',
      message: BULK_MSG.notQueued,
      rowsTotal: 0,
      rowsSaved: 0,
      dockets: [],
      problems: [],
      problemCount: 0,
    };
    try {
      return await withdrawUpload(this.deps.db, uploadId, {
        report: JSON.stringify(report),
        message: BULK_MSG.notQueued,
      });
    } catch {
      return true; // left 'queued' for the sweep; the caller still answers the add's failure
    }
  }

  /** A Redis lock per file hash (15 s at most); not had within 10 s, the upload goes on unlocked. */
  private async lockFile(sha256: string): Promise<() => Promise<void>> {
    const { redis, config } = this.deps;
    const key = `${config.redisPrefix}:bulk-upload-lock:${sha256}`;
    const token = randomUUID();
    for (let waited = 0; waited < 10_000; waited += 25) {
      if (await redis.set(key, token, 'PX', 15_000, 'NX')) {
        return async () => {
          if ((await redis.get(key)) === token) await redis.del(key);
        };
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    return async () => {};
  }

  /**
   * The same file (SHA-256) already uploaded in this scope and not refused: 409 naming the earlier
   * upload and its docket(s); the portal and the CLI ask, then send force=true (issue 12 item 8).
   */
  private async refuseSameFile(sha256: string, scope: UploadScope) {
    const earlier = await earlierUpload(this.deps.db, sha256, scope);
    if (!earlier) return;
    const dockets = json<Array<{ tempSBill: string }>>(earlier.dockets, []).map((d) => d.tempSBill);
    const uploadedAt = Number(earlier.created_at);
    throw conflict(BULK_MSG.duplicateFile(effectiveDate(uploadedAt), dockets), {
      duplicateOf: { uploadId: Number(earlier.id), dockets, uploadedAt },
    });
  }
}
