/**
 * Its own file: receiving a bulk file, apart from the order API. The checks that need no parsing
 * (the upload gate, subscription, the same file twice) answer at once; then the file is stored and
 * a `bulk-upload` job queued. The Data Preview reads the same gate's file (`preview.ts`).
 */
import { createHash, randomUUID } from 'node:crypto';
import { BULK_MSG, effectiveDate, type BulkPreview } from '@exportdesk/core';
import type { AppContext } from '../../context';
import { json } from '../../db/knex';
import { conflict, forbidden } from '../../errors';
import { gateBulkWorkbook } from '../../lib/workbook';
import { activeSubscription, isChaType, ownExporter } from './accounts';
import { gateRefusal, previewUpload } from './preview';
import { earlierUpload, insertUpload, type UploadScope } from './repo';

export const bulkJobId = (uploadId: number) => `bu-${uploadId}`;

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
    // The one gate (name, size, kind, every part really inflated within the limits): a bomb is never stored.
    const gate = await gateBulkWorkbook(fileName, data, config.workbook);
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
    try {
      if (!opts.force) await this.refuseSameFile(sha256, scope);
      const d = new Date();
      const key = `uploads/${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.xlsx`;
      await storage.put(key, data);
      uploadId = await insertUpload(db, {
        userId: user.userId,
        fileKey: key,
        fileName: gate.fileName,
        sizeBytes: data.length,
        sha256,
        exporterId: 'exporterId' in scope ? scope.exporterId : null,
        forced: !!opts.force,
      });
    } finally {
      await unlock();
    }
    const jobId = bulkJobId(uploadId);
    // The job id is the upload's: queuing it twice adds nothing.
    await queues.get('bulk-upload').add({ uploadId, userId: user.userId }, { jobId });
    return { uploadId, jobId };
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
