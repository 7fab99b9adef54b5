/** What other parts (workers, tests, bench) may import from the API: services, never routes. */
export { loadConfig, type Config } from './config';
export { productionReasons, productionRefusal, storageRefusal, type ConfigReason } from './config-check';
export { createDb, ensureDatabase, type Db } from './db/knex';
export { prepareDatabase, migrate, seed } from './db/prepare';
export {
  createQueues,
  mintJobKey,
  QUEUE_NAMES,
  type Queues,
  type Job,
  type Queue,
  type QueueName,
} from './lib/queue';
export { createRedis } from './lib/redis';
export { createLogger, type Logger } from './lib/logger';
export { onShutdown } from './lib/shutdown';
export { createApi, type ApiServer } from './server';
export { socketKey, userRoom } from './socket';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seeds/demo-accounts';
export { createStorage, localStorage, type Storage } from './lib/storage';
export { processBulkUpload, readBulkSheet, type BulkProgress, type BulkResult } from './modules/orders/bulk';
export { requeueStaleUploads, uploadOwnsJob } from './modules/orders/upload';
export { billingFileOwnsJob, processBillingFile } from './modules/billing/service';
export { failInvoiceRun, finishInvoiceRun } from './modules/documents/service';
export { generateInvoicesZip } from './modules/documents/generate';
export { createRenderPool, type RenderPool } from './documents/render-pool';
export type { RenderJob, RenderResult } from './modules/documents/offload';
export { pruneOldRevisions, renderToStorage } from './modules/documents/revisions';
export { documentsMail, type EmailJob } from './modules/documents/email';
export {
  markMailFailed,
  markMailSent,
  queueMail,
  recordMail,
  type MailMessage,
} from './modules/mail/service';
export { Notifier } from './modules/mail/notifier';
export * as documents from './documents';
export {
  bookingOwnsJob,
  processCarrierBooking,
  type BookingProgress,
  type BookingOutcome,
} from './modules/carriers/booking';
export { queueExpiryReminders } from './modules/subscriptions/service';
export { deliverWebhook, emitWebhook, type DeliveryOutcome } from './modules/webhooks/service';
export {
  BUILD_GRACE_MS as STATS_BUILD_GRACE_MS,
  StatsDailyService,
  SWEEP_EVERY_MS as STATS_SWEEP_EVERY_MS,
  touchDockets,
  type StatsDailyJob,
} from './modules/stats-daily/service';
export {
  queueReport,
  REPORT_KINDS,
  reportContentType,
  type ReportFile,
  type ReportJob,
  type ReportKind,
  type ReportProgress,
} from './lib/reports';
export { DocketsService } from './modules/dockets/service';
export { ClaimsService } from './modules/claims/service';
export { MeisReportsService } from './modules/meis-reports/service';
export { GstService } from './modules/gst/service';
export { CsbService } from './modules/csb/service';
