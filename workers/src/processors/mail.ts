/**
 * mail: record every message in the outbox (once per job id, so a retry adds nothing) and send
 * it by SMTP when SMTP_URL is set. Without SMTP the outbox is the mailbox (dev, tests, demo).
 * Attachments travel as storage keys and are read only when the message is sent.
 */
import nodemailer from 'nodemailer';
import { mailRepo, type Job } from '@exportdesk/api';
import type { WorkerContext } from '../context';

type Transport = { sendMail(m: Record<string, unknown>): Promise<unknown> };
let transport: Transport | null = null;

export async function processMail(
  ctx: WorkerContext,
  job: Job<mailRepo.MailMessage>,
): Promise<{ outboxId: number; status: string }> {
  const m = job.data;
  const row = await mailRepo.recordOnce(ctx.db, String(job.id), m);
  await job.progress(50);
  if (!ctx.config.smtpUrl || row.status === 'sent') return { outboxId: row.id, status: row.status };
  try {
    transport ??= nodemailer.createTransport(ctx.config.smtpUrl) as Transport;
    // Attachments are read from storage now (a 20 MB mail never sits in Redis); a retry reads them again.
    const storage = m.attachments?.length ? ctx.storage : null;
    const attachments = storage
      ? await Promise.all(
          m.attachments!.map(async (a) => ({
            filename: a.fileName,
            contentType: a.contentType,
            content: await storage.read(a.key),
          })),
        )
      : undefined;
    await transport!.sendMail({
      from: ctx.config.mailFrom,
      to: m.to,
      cc: m.cc || undefined,
      subject: m.subject,
      text: m.text,
      html: m.html,
      attachments,
    });
    await mailRepo.markSent(ctx.db, row.id);
    await job.progress(100);
    return { outboxId: row.id, status: 'sent' };
  } catch (err) {
    await mailRepo.markFailed(ctx.db, row.id, String((err as Error).message));
    throw err; // Bull retries with backoff; the outbox keeps the error for the user to see
  }
}
