/**
 * mail: record every message in the outbox (once per job id, so a retry adds nothing) and send
 * it by SMTP when SMTP_URL is set. Without SMTP the outbox is the mailbox (dev, tests, demo).
 * Attachments travel as storage keys and are read only when the message is sent.
 */
import nodemailer from 'nodemailer';
import { markMailFailed, markMailSent, recordMail, type Job, type MailMessage } from '@exportdesk/api';
import type { SmtpTransport, WorkerContext } from '../context';

/** The SMTP transport of one workers instance (it connects on its first send), none without SMTP_URL. */
export const smtpTransport = (smtpUrl: string | null): SmtpTransport | null =>
  smtpUrl ? (nodemailer.createTransport(smtpUrl) as SmtpTransport) : null;

export async function processMail(
  ctx: WorkerContext,
  job: Job<MailMessage>,
): Promise<{ outboxId: number; status: string }> {
  const m = job.data;
  const row = await recordMail(ctx.db, String(job.id), m);
  await job.progress(50);
  const transport = ctx.smtp;
  if (!transport || row.status === 'sent') return { outboxId: row.id, status: row.status };
  try {
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
    await transport.sendMail({
      from: ctx.config.mailFrom,
      to: m.to,
      cc: m.cc || undefined,
      subject: m.subject,
      text: m.text,
      html: m.html,
      attachments,
    });
    await markMailSent(ctx.db, row.id);
    await job.progress(100);
    return { outboxId: row.id, status: 'sent' };
  } catch (err) {
    await markMailFailed(ctx.db, row.id, String((err as Error).message));
    throw err; // Bull retries with backoff; the outbox keeps the error for the user to see
  }
}
