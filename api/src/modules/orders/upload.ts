/**
 * Receiving a bulk file: the checks that need no parsing (extension, real xlsx content, unpacked
 * size, subscription) answer at once; then the file is stored and a `bulk-upload` job queued.
 */
import { createHash, randomUUID } from 'node:crypto';
import Boom from '@hapi/boom';
import { BULK_MSG, effectiveDate } from '@exportdesk/core';
import type { AppContext } from '../../context';
import { json, now } from '../../db/knex';
import type { Storage } from '../../lib/storage';
import { gateBulkWorkbook } from '../../lib/workbook';
import { activeSubscription, isChaType, ownExporter } from './accounts';
import { earlierUpload, type UploadScope } from './repo';

export const bulkJobId = (uploadId: number) => `bu-${uploadId}`;

export async function createUpload(ctx: AppContext, storage: Storage, user: { userId: number; userType: number }, fileName: string, data: Buffer, opts: { force?: boolean } = {}) {
  // The one gate (name, size, kind, every part really inflated within the limits): a bomb is never stored.
  const gate = await gateBulkWorkbook(fileName, data, ctx.config.workbook);
  if (!gate.ok) throw new Boom.Boom(gate.message, { statusCode: gate.status });
  fileName = gate.fileName;
  // Exporter side: their own plan. A CHA's rows are checked per exporter in the job.
  let scope: UploadScope = { userId: user.userId };
  if (!isChaType(user.userType)) {
    const own = await ownExporter(ctx.db, { id: user.userId, userType: user.userType });
    if (!own) throw Boom.forbidden('Only exporter and CHA accounts can upload orders.');
    if (!(await activeSubscription(ctx.db, own.id))) throw Boom.forbidden(BULK_MSG.noSubscription);
    scope = { exporterId: own.id };
  }
  const sha256 = createHash('sha256').update(data).digest('hex');
  // One file at a time from check to insert (any instance), so a double-click cannot slip past.
  const unlock = await lockFile(ctx, sha256);
  let uploadId: number;
  try {
    if (!opts.force) await refuseSameFile(ctx, sha256, scope);
    const d = new Date();
    const key = `uploads/${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.xlsx`;
    await storage.put(key, data);
    const t = now();
    [uploadId] = await ctx.db('bulk_uploads').insert({
      user_id: user.userId, file_key: key, file_name: fileName.slice(0, 200), size_bytes: data.length, status: 'queued', created_at: t, updated_at: t,
      file_sha256: sha256, exporter_id: 'exporterId' in scope ? scope.exporterId : null, forced: !!opts.force,
    });
  } finally {
    await unlock();
  }
  const jobId = bulkJobId(Number(uploadId));
  // The job id is the upload's: queuing it twice adds nothing.
  await ctx.queues.get('bulk-upload').add({ uploadId: Number(uploadId), userId: user.userId }, { jobId });
  return { uploadId: Number(uploadId), jobId };
}

/** A Redis lock per file hash (15 s at most); not had within 10 s, the upload goes on unlocked. */
async function lockFile(ctx: AppContext, sha256: string): Promise<() => Promise<void>> {
  const key = `${ctx.config.redisPrefix}:bulk-upload-lock:${sha256}`;
  const token = randomUUID();
  for (let waited = 0; waited < 10_000; waited += 25) {
    if (await ctx.redis.set(key, token, 'PX', 15_000, 'NX')) {
      return async () => {
        if ((await ctx.redis.get(key)) === token) await ctx.redis.del(key);
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
async function refuseSameFile(ctx: AppContext, sha256: string, scope: UploadScope) {
  const earlier = await earlierUpload(ctx.db, sha256, scope);
  if (!earlier) return;
  const dockets = json<Array<{ tempSBill: string }>>(earlier.dockets, []).map((d) => d.tempSBill);
  const uploadedAt = Number(earlier.created_at);
  throw Boom.conflict(BULK_MSG.duplicateFile(effectiveDate(uploadedAt), dockets), { duplicateOf: { uploadId: Number(earlier.id), dockets, uploadedAt } });
}
