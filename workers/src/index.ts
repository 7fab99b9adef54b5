/**
 * Starts every processor in this process (not sandboxed: Bull's sandbox loads CJS files, and
 * our processors share the API's ESM services). One processor file per kind of work.
 */
import { Emitter } from '@socket.io/redis-emitter';
import {
  createDb,
  createLogger,
  createQueues,
  createRenderPool,
  createRedis,
  createStorage,
  requeueStaleUploads,
  socketKey,
  userRoom,
  type Config,
  type Job,
  type QueueName,
} from '@exportdesk/api';
import type { WorkerContext } from './context';
import { processMail, smtpTransport } from './processors/mail';
import { processBulkUploadJob } from './processors/bulk-upload';
import { processReport } from './processors/reports';
import { processDocuments } from './processors/documents';
import { processBillingFileJob } from './processors/billing-file';
import { processCarrierBookingJob } from './processors/carrier-booking';
import { processWebhookDelivery } from './processors/webhook-delivery';
import {
  processSubscriptionReminders,
  scheduleSubscriptionReminders,
} from './processors/subscription-reminders';
import { processStatsDaily, scheduleStatsDaily } from './processors/stats-daily';

// A queue's name decides its jobs' data (the API adds it, one processor reads it): each processor
// names that type, and Job<never> admits them all in one table.
type Processor = (ctx: WorkerContext, job: Job<never>) => Promise<unknown>;

/** Queue name → processor and concurrency. Append new kinds of work here. */
export const PROCESSORS: Partial<Record<QueueName, { run: Processor; concurrency: number }>> = {
  mail: { run: processMail, concurrency: 4 },
  // One workbook at a time per worker: each holds up to 5000 rows and one transaction.
  'bulk-upload': { run: processBulkUploadJob, concurrency: 1 },
  reports: { run: processReport, concurrency: 2 },
  // Rendering is CPU-bound, so more would only share the core; but two, so that one big document
  // a user is waiting for interleaves with a long Generate-all run (both yield between pages/invoices).
  documents: { run: processDocuments, concurrency: 2 },
  // One carrier file at a time: each is one transaction over up to 100,000 rows.
  'billing-file': { run: processBillingFileJob, concurrency: 1 },
  // Courier bookings wait on the carrier's network, not the CPU: several at once.
  'carrier-booking': { run: processCarrierBookingJob, concurrency: 4 },
  // Plan expiry reminders (issue 14): one hourly run that only queues mails.
  'subscription-reminders': { run: processSubscriptionReminders, concurrency: 1 },
  // Webhook POSTs wait on the receivers' networks (10 s time-out each): many at once.
  'webhook-delivery': { run: processWebhookDelivery, concurrency: 16 },
  // Daily aggregates (issue 29): one rebuild at a time, so two never replace the same day at once.
  'stats-daily': { run: processStatsDaily, concurrency: 1 },
};

/**
 * How often the workers look for bulk uploads left 'queued' without a job (issue 18): the API died
 * between the upload's insert and its `add`, or Redis lost the job. A sweep in every worker process
 * rather than at API start: it keeps running while the API is up, it is where the jobs are run,
 * and re-adding is idempotent (job id = upload id), so several worker processes sweeping at once
 * add nothing twice. An upload whose `add` failed while the API could still answer is not swept:
 * the API closed it as rejected ("upload again") with its 503 (orders/upload.ts closeUnqueued).
 */
export const UPLOAD_SWEEP_EVERY_MS = 30_000;

export interface Workers {
  ctx: WorkerContext;
  stop(): Promise<void>;
}

export async function startWorkers(config: Config): Promise<Workers> {
  const log = createLogger(config.logLevel, 'workers');
  // First: a storage setting it cannot use stops the start before any connection is opened.
  const storage = createStorage(config);
  const db = createDb(config.databaseUrl);
  const redis = createRedis(config.redisUrl, 'workers-emitter');
  const queues = createQueues(config.redisUrl, config.redisPrefix, config.queueLocks);
  const emitter = new Emitter(redis, { key: socketKey(config.redisPrefix) });
  const events = {
    toUser: (userId: number, event: string, payload: unknown) =>
      emitter.to(userRoom(userId)).emit(event, payload),
  };
  const smtp = smtpTransport(config.smtpUrl);
  const renderPool = createRenderPool();
  const ctx: WorkerContext = { config, db, queues, emitter, events, log, storage, smtp, renderPool };

  for (const [name, p] of Object.entries(PROCESSORS) as [
    QueueName,
    { run: Processor; concurrency: number },
  ][]) {
    const queue = queues.get(name);
    queue.process(p.concurrency, (job: Job) => p.run(ctx, job as Job<never>));
    queue.on('failed', (job, err) =>
      log.warn({ queue: name, jobId: job.id, attempts: job.attemptsMade, err: err.message }, 'job failed'),
    );
  }
  await Promise.all(Object.keys(PROCESSORS).map((n) => queues.get(n as QueueName).isReady()));
  await scheduleSubscriptionReminders(queues);
  await scheduleStatsDaily(queues);
  let swept: Promise<unknown> | null = null; // one sweep at a time (Redis may be slow to answer)
  const sweep = () =>
    (swept ??= requeueStaleUploads(ctx)
      .then(
        (n) => n && log.warn({ uploads: n }, 'bulk uploads left queued without a job: queued again'),
        (err: Error) => log.warn({ err: err.message }, 'bulk upload sweep failed; the next one retries'),
      )
      .finally(() => (swept = null)));
  void sweep();
  const sweeping = setInterval(() => void sweep(), UPLOAD_SWEEP_EVERY_MS);
  sweeping.unref();
  log.info({ queues: Object.keys(PROCESSORS) }, 'workers started');

  return {
    ctx,
    // Close queues first (finishing active jobs), then the shared connections.
    async stop() {
      clearInterval(sweeping);
      await queues.close();
      // After the queues: no job renders any more; the threads go before the process does.
      await renderPool?.close();
      redis.disconnect();
      await db.destroy();
      storage.close?.();
    },
  };
}
