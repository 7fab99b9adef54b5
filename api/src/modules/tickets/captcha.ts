/**
 * Its own file: a store with its own Redis keys and lifetime, apart from the tickets' tables.
 * Captcha codes live in Redis, not in the answer: an id goes to the browser, the code stays on
 * the server for a few minutes. Checking takes the code out (GETDEL), so a code is good for one
 * try, right or wrong; the form then asks for a new one (002 §4 "after a wrong attempt").
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Redis } from 'ioredis';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaMatches, makeCaptchaText } from '@exportdesk/core';
import { captchaDataUrl } from './captcha-image';

export const CAPTCHA_TTL_SEC = 10 * 60;

export class CaptchaStore {
  constructor(
    private redis: Redis,
    private prefix: string,
    private ttlSec = CAPTCHA_TTL_SEC,
  ) {}

  private key = (id: string) => `${this.prefix}:captcha:${id}`;

  async create() {
    const code = makeCaptchaText((n) => randomInt(0, n));
    const captchaId = randomBytes(16).toString('base64url');
    await this.redis.set(this.key(captchaId), code, 'EX', this.ttlSec);
    return {
      captchaId,
      image: captchaDataUrl(code),
      width: CAPTCHA_WIDTH,
      height: CAPTCHA_HEIGHT,
      expiresInSec: this.ttlSec,
    };
  }

  /** True only for the first try of a live code, and only when it matches. */
  async consume(captchaId: string, entry: string): Promise<boolean> {
    if (!/^[A-Za-z0-9_-]{10,64}$/.test(captchaId)) return false;
    const code = await this.redis.getdel(this.key(captchaId));
    return !!code && captchaMatches(entry, code);
  }

  /** Tests only: what a code is, without using it up. */
  peek(captchaId: string) {
    return this.redis.get(this.key(captchaId));
  }
}
