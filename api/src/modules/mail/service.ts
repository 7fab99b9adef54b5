/** Mail goes through the `mail` queue; the workers record it in the outbox and send it by SMTP. */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import type { MailMessage } from './repo';

export async function queueMail(
  ctx: Pick<AppContext, 'queues'>,
  message: MailMessage,
  idempotencyKey?: string,
): Promise<string> {
  const jobId = idempotencyKey ?? `mail:${randomUUID()}`;
  await ctx.queues.get<MailMessage>('mail').add(message, { jobId });
  return jobId;
}
