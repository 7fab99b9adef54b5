/**
 * Starts every processor in this process (not sandboxed: Bull's sandbox loads CJS files, and
 * our processors share the API's ESM services). One processor file per kind of work.
 */
import { Emitter } from '@socket.io/redis-emitter';
import {
  createDb,
  createLogger,
  createQueues,
  createRedis,
  localStorage,
  socketKey,
  type Config,
  type Job,
  type QueueName,
} from '@exportdesk/api';
import type { WorkerContext } from './context';
import { processMail } from './processors/mail';
import { processBulkUploadJob } from './processors/bulk-upload';
import { processReport } from './processors/reports';
import { processDocuments } from './processors/documents';
import { processBillingFileJob } from './processors/billing-file';
import { processCarrierBookingJob } from './processors/carrier-booking';
import {
  processSubscriptionReminders,
  scheduleSubscriptionReminders,
} from './processors/subscription-reminders';

type Processor = (ctx: WorkerContext, job: Job) => Promise<unknown>;

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
};

export interface Workers {
  ctx: WorkerContext;
  stop(): Promise<void>;
}

export async function startWorkers(config: Config): Promise<Workers> {
  const log = createLogger(config.logLevel, 'workers');
  const db = createDb(config.databaseUrl);
  const redis = createRedis(config.redisUrl, 'workers-emitter');
  const queues = createQueues(config.redisUrl, config.redisPrefix, config.queueLocks);
  const emitter = new Emitter(redis, { key: socketKey(config.redisPrefix) });
  const ctx: WorkerContext = { config, db, queues, emitter, log, storage: localStorage(config.dataDir) };

  for (const [name, p] of Object.entries(PROCESSORS) as [
    QueueName,
    { run: Processor; concurrency: number },
  ][]) {
    const queue = queues.get(name);
    queue.process(p.concurrency, (job: Job) => p.run(ctx, job));
    queue.on('failed', (job, err) =>
      log.warn({ queue: name, jobId: job.id, attempts: job.attemptsMade, err: err.message }, 'job failed'),
    );
  }
  await Promise.all(Object.keys(PROCESSORS).map((n) => queues.get(n as QueueName).isReady()));
  await scheduleSubscriptionReminders(queues);
  log.info({ queues: Object.keys(PROCESSORS) }, 'workers started');

  return {
    ctx,
    // Close queues first (finishing active jobs), then the shared connections.
    async stop() {
      await queues.close();
      redis.disconnect();
      await db.destroy();
    },
  };
}
