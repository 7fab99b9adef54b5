/**
 * A fixed-window counter per client address for public forms that write (contact, helpdesk,
 * captcha), kept in Redis so every API instance counts together. Over the limit: 429. Its own
 * file because the contact area counts with it too.
 */
import type { Redis } from 'ioredis';
import { tooMany } from '../../errors';

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again in a few minutes.';

export class PublicLimit {
  constructor(
    private redis: Redis,
    private prefix: string,
    private name: string,
    private max: number,
    private windowSec: number,
  ) {}

  async hit(client: string): Promise<void> {
    const key = `${this.prefix}:limit:${this.name}:${client}`;
    const n = await this.redis.incr(key);
    if (n === 1) await this.redis.expire(key, this.windowSec);
    if (n <= this.max) return;
    // The same message as ever, now with Retry-After: the seconds left in this client's window.
    const ttl = await this.redis.ttl(key);
    throw tooMany(TOO_MANY_REQUESTS, ttl > 0 ? ttl : this.windowSec);
  }
}
