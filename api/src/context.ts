/** What services need, built once per process and handed to every area (no globals). */
import type { Redis } from 'ioredis';
import type { TokenClaims } from '@exportdesk/core';
import type { Config } from './config';
import type { Db } from './db/knex';
import type { Logger } from './lib/logger';
import type { Queues } from './lib/queue';
import type { Revocations } from './lib/revocations';
import type { Storage } from './lib/storage';

/** One open tab on the live socket, as an area sees it: who it is and what it sends (issue 17). */
export interface LiveClient {
  /** The login token's claims (userId, userType, roles, name, impersonatedBy). */
  user: TokenClaims;
  /** A client → server event of this tab (payloads are untrusted: check them). */
  on(event: string, handler: (payload: unknown) => void): void;
  /** Called once when this tab's socket closes. */
  onClose(handler: () => void): void;
}

/** Live events to a user's open tabs (socket.io rooms); the workers use a Redis emitter instead. */
export interface Events {
  toUser(userId: number, event: string, payload: unknown): void;
  broadcast(event: string, payload: unknown): void;
  /** Which of these users have a tab open, on any API instance (Redis adapter). */
  online(userIds: readonly number[]): Promise<Set<number>>;
  /** Areas listen to tabs: `handler` runs for every tab that connects (register at start-up). */
  onConnect(handler: (client: LiveClient) => void): void;
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
