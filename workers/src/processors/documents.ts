/**
 * documents: "Generate" all export invoices of a docket (job id `inv-<docket>-<uuid>`). Renders
 * every invoice into a zip in storage, marks the docket Generated and sends the live `data` event
 * with the docketNo; a job that fails for good marks it Failed with the reason, so the page shows
 * the server's message and the user can generate again.
 */
import {
  emitWebhook,
  failInvoiceRun,
  finishInvoiceRun,
  generateInvoicesZip,
  userRoom,
  type EmailJob,
  type Job,
  type RenderJob,
} from '@exportdesk/api';
import { DOCUMENT_MSG } from '@exportdesk/core';
import type { WorkerContext } from '../context';
import { processDocumentEmail } from './document-email';
import { processDocumentRender } from './document-render';

interface DocumentsJob {
  kind: 'invoices';
  docketNo: string;
  userId: number;
}

export async function processDocuments(ctx: WorkerContext, job: Job<DocumentsJob | RenderJob | EmailJob>) {
  if (job.data.kind === 'render') return processDocumentRender(ctx, job as Job<RenderJob>);
  if (job.data.kind === 'email') return processDocumentEmail(ctx, job as Job<EmailJob>);
  if (job.data.kind !== 'invoices')
    throw new Error(`unknown documents job: ${(job.data as { kind: string }).kind}`);
  return generateAllInvoices(ctx, job as Job<DocumentsJob>);
}

async function generateAllInvoices(ctx: WorkerContext, job: Job<DocumentsJob>) {
  const { docketNo, userId } = job.data;
  const jobId = String(job.id);
  try {
    const r = await generateInvoicesZip(ctx.db, ctx.storage, docketNo, {
      pool: ctx.renderPool,
      onProgress: (done, total) => job.progress(Math.round((done / total) * 100)),
    });
    await finishInvoiceRun(ctx.db, r.docketId, jobId, {
      status: 'Generated',
      zipKey: r.zipKey,
      invoiceCount: r.invoiceCount,
      revision: r.revision,
    });
    // The webhook first: the tab's live event is the last thing before the job completes, so a
    // page (or test) that reads the job on that event finds it done.
    await emitWebhook(ctx, {
      type: 'documents.ready',
      key: `documents.ready:${docketNo}:${jobId}`,
      docketNo,
      data: { docketNo, invoices: r.invoiceCount },
    });
    ctx.emitter
      .to(userRoom(userId))
      .emit('data', { success: true, message: DOCUMENT_MSG.invoicesReady(docketNo), docketNo });
    return { docketNo, zipKey: r.zipKey, invoices: r.invoiceCount };
  } catch (err) {
    const final = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    if (final) {
      const message = DOCUMENT_MSG.invoicesFailed(docketNo, (err as Error).message);
      await failInvoiceRun(ctx.db, docketNo, jobId, message);
      ctx.emitter.to(userRoom(userId)).emit('data', { success: false, message, docketNo });
    }
    throw err;
  }
}
