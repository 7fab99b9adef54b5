import Boom from '@hapi/boom';
import { Redis } from 'ioredis';
import { MSG } from '@exportdesk/core';

/** How long a caller is asked to wait when Redis is down (reconnects are tried every second at most). */
export const REDIS_RETRY_AFTER_SEC = 5;

/**
 * A Redis client that fails fast instead of queueing commands forever when Redis is down: a
 * command waits at most two reconnect attempts (about 2 s), then the caller answers 503.
 */
export function createRedis(url: string, name = 'exportdesk'): Redis {
  return new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
}

/** An error that means "Redis is unreachable right now", not a bug: the request may be retried. */
export function isRedisUnavailable(err: unknown): boolean {
  const e = err as { name?: string; message?: string } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.name === 'MaxRetriesPerRequestError') return true;
  return /^(Connection is closed\.|Stream isn't writeable and enableOfflineQueue options is false)$/.test(
    String(e.message ?? ''),
  );
}

/** The answer for a request that needed Redis while it is down: retry soon, never "sign in again". */
export function redisUnavailable(): Boom.Boom {
  const err = Boom.serverUnavailable(MSG.serviceUnavailable);
  err.output.headers['Retry-After'] = String(REDIS_RETRY_AFTER_SEC);
  return err;
}
