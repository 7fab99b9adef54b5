/**
 * A fixed-window counter per client address for public forms that write (contact, helpdesk,
 * captcha), kept in Redis so every API instance counts together. Over the limit: 429.
 */
import Boom from '@hapi/boom';
import type { Redis } from 'ioredis';

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
    if (n > this.max) throw Boom.tooManyRequests(TOO_MANY_REQUESTS);
  }
}
