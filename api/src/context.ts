/** What services need, built once per process and handed to every area (no globals). */
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Db } from './db/knex';
import type { Logger } from './lib/logger';
import type { Queues } from './lib/queue';
import type { Revocations } from './lib/revocations';
import type { Storage } from './lib/storage';

/** Live events to a user's open tabs (socket.io rooms); the workers use a Redis emitter instead. */
export interface Events {
  toUser(userId: number, event: string, payload: unknown): void;
  broadcast(event: string, payload: unknown): void;
}

export interface AppContext {
  config: Config;
  db: Db;
  redis: Redis;
  queues: Queues;
  revocations: Revocations;
  events: Events;
  log: Logger;
  /** The one file storage of this process (uploads, generated documents, reports). */
  storage: Storage;
}
