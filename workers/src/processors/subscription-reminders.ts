/**
 * subscription-reminders: an hourly repeatable job (issue 14) that queues the 7- and 1-day expiry
 * mails (the API's queueExpiryReminders; each mail's job id is fixed, so retries and overlapping
 * runs send nothing twice).
 */
import { queueExpiryReminders, type Job, type Queues } from '@exportdesk/api';
import type { WorkerContext } from '../context';

export const REMINDER_EVERY_MS = 3600_000;

export async function processSubscriptionReminders(ctx: WorkerContext, job: Job<{ at?: number }>) {
  const queued = await queueExpiryReminders(ctx, job.data?.at ?? Date.now());
  return { queued };
}

/** Registers the hourly run once (Bull keys a repeatable job by its name and schedule). */
export async function scheduleSubscriptionReminders(queues: Queues) {
  await queues
    .get('subscription-reminders')
    .add({}, { repeat: { every: REMINDER_EVERY_MS }, removeOnComplete: 50, removeOnFail: 50 });
}
