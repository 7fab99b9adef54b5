/**
 * Receiving a bulk file: the checks that need no parsing (extension, real xlsx content, unpacked
 * size, subscription) answer at once; then the file is stored and a `bulk-upload` job queued.
 */
import { randomUUID } from 'node:crypto';
import Boom from '@hapi/boom';
import { BULK_MSG, checkBulkFileName, ORDER_LIMITS } from '@exportdesk/core';
import type { AppContext } from '../../context';
import { now } from '../../db/knex';
import type { Storage } from '../../lib/storage';
import { checkZip, isOle2 } from '../../lib/zipguard';
import { activeSubscription, isChaType, ownExporter } from './accounts';

export const bulkJobId = (uploadId: number) => `bu-${uploadId}`;

export async function createUpload(ctx: AppContext, storage: Storage, user: { userId: number; userType: number }, fileName: string, data: Buffer) {
  const nameError = checkBulkFileName(fileName);
  if (nameError) throw Boom.badRequest(nameError);
  if (!data.length) throw Boom.badRequest(BULK_MSG.noData);
  if (data.length > ORDER_LIMITS.bulkMaxBytes) throw Boom.entityTooLarge(BULK_MSG.tooBig);
  if (isOle2(data)) throw Boom.badRequest(BULK_MSG.oldXls);
  const zip = checkZip(data, ORDER_LIMITS.bulkMaxUnpackedBytes);
  if (!zip.ok) throw Boom.badRequest(zip.reason === 'too-big' ? BULK_MSG.zipBomb : BULK_MSG.notXlsxContent);
  // Exporter side: their own plan. A CHA's rows are checked per exporter in the job.
  if (!isChaType(user.userType)) {
    const own = await ownExporter(ctx.db, { id: user.userId, userType: user.userType });
    if (!own) throw Boom.forbidden('Only exporter and CHA accounts can upload orders.');
    if (!(await activeSubscription(ctx.db, own.id))) throw Boom.forbidden(BULK_MSG.noSubscription);
  }
  const d = new Date();
  const key = `uploads/${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.xlsx`;
  await storage.put(key, data);
  const t = now();
  const [uploadId] = await ctx.db('bulk_uploads').insert({
    user_id: user.userId, file_key: key, file_name: fileName.slice(0, 200), size_bytes: data.length, status: 'queued', created_at: t, updated_at: t,
  });
  const jobId = bulkJobId(Number(uploadId));
  // The job id is the upload's: queuing it twice adds nothing.
  await ctx.queues.get('bulk-upload').add({ uploadId: Number(uploadId), userId: user.userId }, { jobId });
  return { uploadId: Number(uploadId), jobId };
}
