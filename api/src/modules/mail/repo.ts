import type { Db } from '../../db/knex';
import { now } from '../../db/knex';

/** A file attached by its storage key: the job in Redis carries the key, never the bytes. */
export interface MailAttachment {
  fileName: string;
  key: string;
  contentType: string;
}

export interface MailMessage {
  kind: string;
  to: string;
  /** one copy address (a CHA who asked for the exporter's documents) */
  cc?: string | null;
  subject: string;
  text: string;
  html?: string;
  /** read from storage when the mail is sent (the outbox records the message text only) */
  attachments?: MailAttachment[];
}

/** Record a message once per job id; a retried job finds its row and does not add another. */
export async function recordOnce(
  db: Db,
  jobId: string,
  m: MailMessage,
): Promise<{ id: number; status: string }> {
  const existing = await db('mail_outbox').where({ job_id: jobId }).first('id', 'status');
  if (existing) return existing;
  await db('mail_outbox')
    .insert({
      job_id: jobId,
      kind: m.kind,
      to_address: m.to,
      subject: m.subject,
      body_text: m.text,
      body_html: m.html ?? null,
      status: 'recorded',
      created_at: now(),
    })
    .onConflict('job_id')
    .ignore();
  return db('mail_outbox').where({ job_id: jobId }).first('id', 'status');
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db('mail_outbox').where({ id }).update({ status: 'sent', sent_at: now(), error: null });
}

export async function markFailed(db: Db, id: number, error: string): Promise<void> {
  await db('mail_outbox')
    .where({ id })
    .update({ status: 'failed', error: error.slice(0, 2000) });
}

export function listOutbox(db: Db, to?: string) {
  const q = db('mail_outbox').orderBy('id', 'desc').limit(100);
  if (to) q.where({ to_address: to });
  return q.select('*');
}
