/**
 * The Idempotency-Key store (issue 26), in Redis so every API instance sees the same keys. One
 * Redis key per (caller, Idempotency-Key) holds either a lock, taken with SET NX before the
 * handler runs (so two parallel requests with one key run the handler once), or the first answer,
 * kept 24 hours. The HTTP side (`http/idempotency.ts`) decides what is stored; this file only
 * keeps it.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { IDEMPOTENCY } from '@exportdesk/core';

/** A first answer as it is sent again. */
export interface StoredAnswer {
  status: number;
  body: string;
  contentType: string;
}

export type Claim =
  /** This request runs the handler; `finish` stores or drops its answer. */
  | { kind: 'run'; lock: string }
  /** The first request with this key answered: send its answer again. */
  | { kind: 'replay'; answer: StoredAnswer }
  /** The key was used with another request (method, path, query or body). */
  | { kind: 'other-body' }
  /** The first request is still running after `waitMs`. */
  | { kind: 'in-progress' };

export interface IdempotencyTimes {
  /** How long a first answer is kept. */
  ttlSec: number;
  /**
   * How long a lock lives if its request never finishes (a crashed instance): longer than any
   * opted-in handler runs (10,000 orders in one call), short enough that a retry is not stuck.
   */
  lockMs: number;
  /** How long a second request waits for the first one's answer before it answers 409. */
  waitMs: number;
  pollMs: number;
}

export const IDEMPOTENCY_TIMES: IdempotencyTimes = {
  ttlSec: IDEMPOTENCY.ttlSec,
  lockMs: 5 * 60_000,
  waitMs: 15_000,
  pollMs: 50,
};

const RUN = 'run:';
const DONE = 'done:';

/** Replace the lock with the answer (or drop it) only if it is still this request's lock. */
const FINISH = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[2] == '' then return redis.call('DEL', KEYS[1]) end
redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3])
return 1`;

export class IdempotencyStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly times: IdempotencyTimes = IDEMPOTENCY_TIMES,
  ) {}

  /** The Redis key of a caller's Idempotency-Key (both already hashed by the caller of this). */
  keyOf(scope: string, keyHash: string): string {
    return `${this.prefix}:idem:${scope}:${keyHash}`;
  }

  /** Take the key for this request (`fingerprint`: its method, path, query and body hashed). */
  async claim(key: string, fingerprint: string): Promise<Claim> {
    const lock = `${RUN}${fingerprint}:${randomUUID()}`;
    const until = Date.now() + this.times.waitMs;
    for (;;) {
      if (await this.redis.set(key, lock, 'PX', this.times.lockMs, 'NX')) return { kind: 'run', lock };
      const held = await this.redis.get(key);
      if (held !== null) {
        if (held.startsWith(DONE)) {
          const stored = JSON.parse(held.slice(DONE.length)) as StoredAnswer & { fingerprint: string };
          if (stored.fingerprint !== fingerprint) return { kind: 'other-body' };
          const { status, body, contentType } = stored;
          return { kind: 'replay', answer: { status, body, contentType } };
        }
        if (!held.startsWith(`${RUN}${fingerprint}:`)) return { kind: 'other-body' };
        if (Date.now() >= until) return { kind: 'in-progress' };
        await new Promise((r) => setTimeout(r, this.times.pollMs));
      }
      // gone between SET and GET (a 5xx dropped it, or it expired): try to take it again
    }
  }

  /** Keep the answer for `ttlSec`, or with null let the next request with this key run again. */
  async finish(key: string, lock: string, answer: StoredAnswer | null): Promise<void> {
    const fingerprint = lock.slice(RUN.length, lock.lastIndexOf(':'));
    const value = answer ? `${DONE}${JSON.stringify({ ...answer, fingerprint })}` : '';
    await this.redis.eval(FINISH, 1, key, lock, value, String(this.times.ttlSec));
  }
}
