/**
 * The counting behind the API's rate limits (issue 12 item 7), shared by every API instance
 * through Redis: a fixed window per key; one Lua script grants slots (never more than the limit
 * in a window, whichever instances ask) and starts the window's expiry on its first grant.
 *
 * Why leases: one Redis round trip per request halved the quote throughput on a 2-core machine
 * (bench/rate-limit.mjs: 0.53×). So a rule may take its slots in leases (`lease` > 1): this
 * instance takes several at once and counts them down locally, going back to Redis only when they
 * run out. The limit still holds exactly across instances (slots are granted atomically); the cost
 * is that slots leased and not used by the window's end are lost, so a client spread over N
 * instances may be refused up to N × (lease − 1) requests early, never late. Rules that must be
 * exact (the order API: "exactly 600 a minute") use lease 1. Once refused, the refusal is
 * remembered here until the window ends, so a flood of over-limit calls costs no Redis at all.
 */
import type { Redis } from 'ioredis';

/** Grant up to ARGV[2] slots of ARGV[3]; answer {granted, used in window, ms left in window}. */
const TAKE = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local grant = math.max(0, math.min(tonumber(ARGV[2]), tonumber(ARGV[3]) - used))
if grant > 0 then used = redis.call('INCRBY', KEYS[1], grant) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  ttl = tonumber(ARGV[1])
  if used > 0 then redis.call('PEXPIRE', KEYS[1], ttl) end
end
return {grant, used, ttl}`;

type TakeRedis = Redis & {
  rateTake(key: string, windowMs: number, want: number, limit: number): Promise<[number, number, number]>;
};

export interface RateAnswer {
  ok: boolean;
  /** Requests left in this window (an estimate under leases: this instance's view). */
  remaining: number;
  /** Seconds until the window ends. */
  resetSec: number;
}

interface Slots {
  left: number;
  used: number;
  until: number;
  refused: boolean;
  pending?: Promise<void>;
}

export class RateCounter {
  private readonly slots = new Map<string, Slots>();
  private readonly sweep: NodeJS.Timeout;

  constructor(
    private readonly redis: Redis,
    private readonly windowMs: number,
  ) {
    redis.defineCommand('rateTake', { numberOfKeys: 1, lua: TAKE });
    // Forget ended windows now and then, so one-off callers do not pile up.
    this.sweep = setInterval(
      () => {
        const now = Date.now();
        for (const [k, s] of this.slots) if (s.until <= now && !s.pending) this.slots.delete(k);
      },
      Math.max(1000, windowMs),
    ).unref();
  }

  /**
   * The answer from this instance's slots alone (no await: the common case costs no promise), or
   * null when Redis must be asked: then call `take`.
   */
  tryTake(key: string, limit: number): RateAnswer | null {
    const s = this.slots.get(key);
    const now = Date.now();
    if (!s || s.until <= now) return null;
    const resetSec = Math.max(1, Math.ceil((s.until - now) / 1000));
    if (s.left > 0) {
      s.left--;
      return { ok: true, remaining: Math.max(0, limit - s.used) + s.left, resetSec };
    }
    return s.refused ? { ok: false, remaining: 0, resetSec } : null;
  }

  /** Take one slot of `limit` for `key`, leasing `lease` at a time from Redis. Throws if Redis fails. */
  async take(key: string, limit: number, lease = 1): Promise<RateAnswer> {
    for (;;) {
      const local = this.tryTake(key, limit);
      if (local) return local;
      let s = this.slots.get(key);
      if (!s || (s.until <= Date.now() && !s.pending)) {
        s = { left: 0, used: 0, until: Date.now() + this.windowMs, refused: false };
        this.slots.set(key, s);
      }
      // One lease in flight per key: parallel requests wait for it, then share its slots.
      s.pending ??= this.lease(key, s, limit, lease);
      await s.pending;
    }
  }

  private async lease(key: string, s: Slots, limit: number, lease: number): Promise<void> {
    try {
      const [granted, used, ttl] = await (this.redis as TakeRedis).rateTake(
        key,
        this.windowMs,
        Math.max(1, Math.min(lease, limit)),
        limit,
      );
      s.left += Number(granted);
      s.used = Number(used);
      s.until = Date.now() + Number(ttl);
      s.refused = Number(granted) === 0;
    } finally {
      s.pending = undefined;
    }
  }

  stop(): void {
    clearInterval(this.sweep);
  }
}
