/**
 * Mail goes through the `mail` queue; the workers record it in the outbox and send it by SMTP.
 * With Redis down, `queueMail` throws within ADD_WAIT_MS (lib/queue.ts, issue 18; a 503 "please
 * retry" in the API) and nothing is queued. A caller that wrote something first should either make
 * that harmless to repeat or pass an `idempotencyKey` (the job id, which Bull adds once), so the
 * retry the 503 asks for never mails twice.
 */
import { randomUUID } from 'node:crypto';
import type { NotificationKind, RenderedMail } from '@exportdesk/core';
import type { AppContext } from '../../context';
import type { Db } from '../../db/knex';
import {
  markFailed,
  markSent,
  notificationAddress,
  recordOnce,
  type MailAttachment,
  type MailMessage,
} from './repo';

export type { MailAttachment, MailMessage } from './repo';

/** The workers' side of the outbox: a queued message recorded once per job id (a retry adds nothing). */
export const recordMail = (db: Db, jobId: string, m: MailMessage) => recordOnce(db, jobId, m);
/** …then what became of it: sent, or the SMTP error the user may read. */
export const markMailSent = (db: Db, outboxId: number) => markSent(db, outboxId);
export const markMailFailed = (db: Db, outboxId: number, error: string) => markFailed(db, outboxId, error);

export async function queueMail(
  ctx: Pick<AppContext, 'queues'>,
  message: MailMessage,
  idempotencyKey?: string,
): Promise<string> {
  const jobId = idempotencyKey ?? `mail:${randomUUID()}`;
  await ctx.queues.get<MailMessage>('mail').add(message, { jobId });
  return jobId;
}

export interface Notification {
  userId: number;
  kind: NotificationKind;
  /** the event, e.g. `docket.created:<docketNo>`: with the user, the outbox's unique job id */
  event: string;
  mail: RenderedMail;
  attachments?: MailAttachment[];
}

/**
 * An automatic mail of an event (issue 27): to the user's e-mail unless they switched that kind
 * off, at most once per user and event (the job id, unique in the outbox, is `<event>:u<user>`).
 * Call it after the event's transaction committed. It never throws: a mail that cannot be queued
 * (Redis down) is logged and the user's action still succeeds.
 */
export async function notify(
  ctx: Pick<AppContext, 'db' | 'queues' | 'log'>,
  n: Notification,
): Promise<boolean> {
  try {
    const to = await notificationAddress(ctx.db, n.userId, n.kind);
    if (!to) return false;
    await queueMail(
      ctx,
      {
        kind: n.kind,
        to,
        subject: n.mail.subject,
        text: n.mail.text,
        html: n.mail.html,
        attachments: n.attachments,
      },
      `${n.event}:u${n.userId}`,
    );
    return true;
  } catch (err) {
    ctx.log.warn({ err, event: n.event, userId: n.userId }, 'notification mail not queued');
    return false;
  }
}
