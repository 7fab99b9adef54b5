/**
 * Token revocation kept in Redis so every API instance sees a logout at once: a revoked token id
 * until its natural expiry, and a per-user "not before" time after a password change.
 */
import type { Redis } from 'ioredis';

export class Revocations {
  constructor(
    private redis: Redis,
    private prefix: string,
    private ttlSec: number,
  ) {}

  private jtiKey = (jti: string) => `${this.prefix}:revoked:${jti}`;
  private userKey = (userId: number) => `${this.prefix}:nbf:user:${userId}`;

  async revokeToken(jti: string, exp: number): Promise<void> {
    const ttl = Math.max(1, exp - Math.floor(Date.now() / 1000));
    await this.redis.set(this.jtiKey(jti), '1', 'EX', ttl);
  }

  /** Every token of the user issued up to this second stops working (a new one must be issued in a later second). */
  async revokeUser(userId: number): Promise<void> {
    await this.redis.set(this.userKey(userId), String(Math.floor(Date.now() / 1000)), 'EX', this.ttlSec + 60);
  }

  /** One round trip per request. */
  async isRevoked(jti: string, userId: number, iat: number): Promise<boolean> {
    const [revoked, notBefore] = await this.redis.mget(this.jtiKey(jti), this.userKey(userId));
    if (revoked) return true;
    return notBefore !== null && iat <= Number(notBefore);
  }
}
