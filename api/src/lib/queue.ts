/**
 * The only module that knows we use Bull. One queue per kind of work (DESIGN "Workers"); a move
 * to BullMQ changes this file and the processors' signatures, nothing else.
 */
import Bull from 'bull';
import type { QueueLocks } from '../config';

export const QUEUE_NAMES = [
  'mail',
  'bulk-upload',
  'documents',
  'reports',
  'billing-file',
  'carrier-booking',
  'subscription-reminders',
] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];
export type Queue<T = any> = Bull.Queue<T>;
export type Job<T = any> = Bull.Job<T>;

export interface Queues {
  get<T = any>(name: QueueName): Queue<T>;
  close(): Promise<void>;
}

/** Bull's own lock timings, for callers without a Config (e.g. tests that only add jobs). */
const BULL_LOCKS: QueueLocks = { lockMs: 30_000, stalledMs: 30_000 };

export function createQueues(redisUrl: string, prefix: string, locks: QueueLocks = BULL_LOCKS): Queues {
  const queues = new Map<QueueName, Queue>();
  return {
    get(name) {
      let q = queues.get(name);
      if (!q) {
        q = new Bull(name, redisUrl, {
          prefix: `${prefix}:bull`,
          // A job whose worker died is re-delivered once its lock lapses (config.queueLocks: BULL_LOCK_MS,
          // default Bull's 30 s; tests shorten it to see a killed worker's job retried quickly).
          settings: { lockDuration: locks.lockMs, stalledInterval: locks.stalledMs },
          defaultJobOptions: {
            attempts: 3,
            backoff: { type: 'exponential', delay: 1000 },
            removeOnComplete: 1000,
            removeOnFail: false,
          },
        });
        queues.set(name, q);
      }
      return q;
    },
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
      queues.clear();
    },
  };
}
