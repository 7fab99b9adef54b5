/**
 * Mail goes through the `mail` queue; the workers record it in the outbox and send it by SMTP.
 * With Redis down, `queueMail` throws within ADD_WAIT_MS (lib/queue.ts, issue 18; a 503 "please
 * retry" in the API) and nothing is queued. A caller that wrote something first should either make
 * that harmless to repeat or pass an `idempotencyKey` (the job id, which Bull adds once), so the
 * retry the 503 asks for never mails twice.
 */
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
