/**
 * webhook-delivery: one job per delivery (job id = delivery id, issue 26), with the attempts and
 * exponential backoff the API set when queueing (WEBHOOK_ATTEMPTS, WEBHOOK_BACKOFF_MS: ~25 h).
 * The work is the API's deliverWebhook: a delivery that succeeded is never posted again, and the
 * success is recorded before this returns, so a worker killed before Bull's ack re-runs to nothing.
 */
import { deliverWebhook, type Job } from '@exportdesk/api';
import type { WorkerContext } from '../context';

export async function processWebhookDelivery(ctx: WorkerContext, job: Job<{ deliveryId: string }>) {
  const final = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
  return deliverWebhook(ctx, job.data.deliveryId, final);
}
