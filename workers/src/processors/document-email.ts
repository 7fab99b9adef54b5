/**
 * documents / email (job id `mail-<docket>-<revision>-<recipients>-<minute>`, sendDocViaEmail):
 * stores the docket's documents through the API's own path (`documentsMail`: the same storage keys
 * the docket page is served from) and queues ONE `mail` job under the same id, carrying the files
 * by storage key. A retry renders nothing stored already and adds no second mail job; the mail
 * processor records the outbox row once per id.
 */
import { documentsMail, queueMail, type EmailJob, type Job } from '@exportdesk/api';
import type { WorkerContext } from '../context';

export async function processDocumentEmail(ctx: WorkerContext, job: Job<EmailJob>) {
  const message = await documentsMail(ctx.db, ctx.storage, job.data, ctx.log);
  await job.progress(80);
  const mailJobId = await queueMail(ctx, message, String(job.id));
  return { mailJobId, attachments: message.attachments?.map((a) => a.fileName) ?? [] };
}
