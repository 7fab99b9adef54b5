import { Redis } from 'ioredis';

/** A Redis client that fails fast instead of queueing commands forever when Redis is down. */
export function createRedis(url: string, name = 'exportdesk'): Redis {
  return new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
}
