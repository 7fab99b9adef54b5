/**
 * One-time hand-off codes (issue 23): where the portal sends a signed-in user to another app
 * (the domestic app), the URL carries a short random code instead of a token, and the app trades
 * it for a token with a POST. A URL lands in browser history, proxy and server logs and Referer
 * headers; a code found there is already spent or expired.
 *
 * Kept in Redis (every API instance redeems it) under its SHA-256, for `ttlSec`, taken with
 * GETDEL so that of any number of simultaneous redeems exactly one gets it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface Handoff {
  userId: number;
  /** When the code was issued (ms): a revocation after it makes the code worthless too. */
  issuedMs: number;
  /** The code's digest, unique per code (a revocation check takes it as the token id). */
  id: string;
}

export const HANDOFF_TTL_SEC = 60;

const digest = (code: string) => createHash('sha256').update(code).digest('hex');

export class HandoffCodes {
  constructor(
    private redis: Redis,
    private prefix: string,
  ) {}

  private key = (id: string) => `${this.prefix}:handoff:${id}`;

  async issue(userId: number, ttlSec = HANDOFF_TTL_SEC): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    await this.redis.set(
      this.key(digest(code)),
      JSON.stringify({ userId, issuedMs: Date.now() }),
      'EX',
      ttlSec,
    );
    return code;
  }

  /** The code's hand-off, once: a second redeem (or an expired or unknown code) answers null. */
  async redeem(code: string): Promise<Handoff | null> {
    const id = digest(code);
    const raw = await this.redis.getdel(this.key(id));
    if (!raw) return null;
    const v = JSON.parse(raw) as { userId: number; issuedMs: number };
    return { userId: Number(v.userId), issuedMs: Number(v.issuedMs), id };
  }
}
