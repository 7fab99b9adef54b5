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

/**
 * Where a user's automatic mail of `kind` goes: their e-mail, or null when they have none or
 * switched that kind off (notification_preferences; a kind without a row is on).
 */
export async function notificationAddress(db: Db, userId: number, kind: string): Promise<string | null> {
  const u = await db('users').where({ id: userId }).first('email');
  const email = typeof u?.email === 'string' ? u.email.trim() : '';
  if (!email) return null;
  const pref = await db('notification_preferences').where({ user_id: userId, kind }).first('enabled');
  return pref && !Number(pref.enabled) ? null : email;
}

/** The name a mail greets a user by. */
export async function userName(db: Db, userId: number): Promise<string> {
  const u = await db('users').where({ id: userId }).first('name');
  return String(u?.name ?? '');
}

/** The exporter a docket belongs to. */
export async function docketOwner(db: Db, docketNo: string): Promise<number | null> {
  const d = await db('dockets').where({ docket_no: docketNo }).first('exporter_id');
  return d ? Number(d.exporter_id) : null;
}
