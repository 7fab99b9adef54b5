/**
 * The only module that knows we use Bull. One queue per kind of work (DESIGN "Workers"); a move
 * to BullMQ changes this file and the processors' signatures, nothing else.
 */
import { randomUUID } from 'node:crypto';
import Bull from 'bull';
import { MSG } from '@exportdesk/core';
import type { QueueLocks } from '../config';
import { unavailable } from '../errors';
import { isRedisUnavailable, REDIS_RETRY_AFTER_SEC } from './redis';

export const QUEUE_NAMES = [
  'mail',
  'bulk-upload',
  'documents',
  'reports',
  'billing-file',
  'carrier-booking',
  'subscription-reminders',
  'webhook-delivery',
  'stats-daily',
] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];
// A job's data is what its queue's producer put there: a caller that reads it names its type.
export type Queue<T = unknown> = Bull.Queue<T>;
export type Job<T = unknown> = Bull.Job<T>;

export interface Queues {
  get<T = unknown>(name: QueueName): Queue<T>;
  close(): Promise<void>;
}

/**
 * A job key minted with its row (a `job_key` column set at insert, migration 130), for a job id
 * that names one row of one database for good. Bull keeps finished jobs under their id and `add`
 * of an id it holds is a no-op, so an id made from an auto-increment would, on a fresh database
 * or a restored backup on the same Redis, answer an older row's job (issue 23 item 9). A retry of
 * the same row re-uses its key, so adding it again still adds nothing.
 */
export const mintJobKey = (): string => randomUUID().replace(/-/g, '');

/** Bull's own lock timings, for callers without a Config (e.g. tests that only add jobs). */
const BULL_LOCKS: QueueLocks = { lockMs: 30_000, stalledMs: 30_000 };

/**
 * How long `add` waits for Redis at most (issue 18). Bull's client retries a command for minutes
 * (20 reconnects, up to 20 s apart), so a request that queues work while Redis is down would hang;
 * bounded here, it answers 503 "please retry" (the same answer as `redisUnavailable()`) instead.
 */
export const ADD_WAIT_MS = 3_000;

/** Redis is unreachable for a queue: the caller may retry (503 with Retry-After in the API). */
export const queueUnavailable = () => unavailable(MSG.serviceUnavailable, REDIS_RETRY_AFTER_SEC);

export function createQueues(
  redisUrl: string,
  prefix: string,
  locks: QueueLocks = BULL_LOCKS,
  opts: { addWaitMs?: number } = {},
): Queues {
  const queues = new Map<QueueName, Queue>();
  const addWaitMs = opts.addWaitMs ?? ADD_WAIT_MS;
  return {
    get<T>(name: QueueName) {
      let q = queues.get(name);
      if (!q) {
        q = new Bull(name, redisUrl, {
          prefix: `${prefix}:bull`,
          // Reconnect at least every second (Bull's own back-off grows to 20 s): once Redis is back,
          // adds stop answering 503 and workers take jobs again within a second (issue 18).
          redis: { retryStrategy: (times: number) => Math.min(times * 100, 1000) },
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
        bound(q, 'add', addWaitMs);
        bound(q, 'getJob', addWaitMs); // a job's status (GET /jobs/:id) answers 503 as fast
        queues.set(name, q);
      }
      // one Bull queue per name, whatever its callers read from it: each names its jobs' data
      return q as Queue<T>;
    },
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
      queues.clear();
    },
  };
}

/**
 * Every `add` (and `getJob`) of this queue fails fast: it waits at most `waitMs` for the
 * connection, and hands nothing to Bull while Redis is known to be down (so no command sits in
 * ioredis's offline queue to be replayed minutes later, after the caller was told to retry). Only
 * a command already written when the connection drops can still land after its caller's 503:
 * callers whose retry must not double up use a job id (Bull adds nothing for an id it holds) or,
 * like the bulk upload, a row the job checks. Redis errors and the time-out become
 * `queueUnavailable()`; others pass. The workers' own Redis traffic (taking jobs, finishing them)
 * keeps Bull's patient retries.
 */
function bound(q: Queue, method: 'add' | 'getJob', waitMs: number): void {
  const call = (q[method] as (...args: unknown[]) => Promise<Job | null>).bind(q);
  const bounded = async (...args: unknown[]): Promise<Job | null> => {
    const client = q.client;
    let timer: NodeJS.Timeout | undefined;
    let onReady: (() => void) | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(queueUnavailable()), waitMs);
    });
    try {
      // Not connected (down, reconnecting, or still connecting): wait for it within the bound.
      if (client.status === 'end') throw queueUnavailable();
      if (client.status !== 'ready')
        await Promise.race([new Promise<void>((r) => client.once('ready', (onReady = r))), timeout]);
      const calling = call(...args);
      calling.catch(() => {}); // lost to the time-out: its late failure is nobody's to handle
      return await Promise.race([calling, timeout]);
    } catch (err) {
      throw isRedisUnavailable(err) ? queueUnavailable() : err;
    } finally {
      clearTimeout(timer);
      if (onReady) client.removeListener('ready', onReady);
    }
  };
  (q as unknown as Record<string, unknown>)[method] = bounded;
}
