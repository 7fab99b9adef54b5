/**
 * Token revocation kept in Redis so every API instance sees a logout at once: a revoked token id
 * until its natural expiry, and a per-user "not before" time after a password change.
 *
 * Times are milliseconds (issue 23): kept in whole seconds, a token issued in the same second as
 * a revocation was dead on arrival. A token carries its own issue time in ms (`iatMs`, see
 * tokens.ts); one without it (issued before this change) counts as issued at the end of its
 * `iat` second, so it is never let through by the finer comparison.
 */
import type { Redis } from 'ioredis';

/**
 * Which of a user's live sockets to close: those of one token, all issued up to a time, or all
 * the user's own (every tab but a support "View as" session's: a logout, see AuthService).
 */
export type SessionsToClose = { jti: string } | { issuedUpTo: number } | { ownTabs: true };
/** Closes the matching live sockets (the socket layer sets it once it exists). */
export type CloseSessions = (userId: number, which: SessionsToClose) => Promise<void>;

/** When a token was issued, in ms, as precisely as it says. */
export const issuedAtMs = (p: { iat: number; iatMs?: number }) =>
  typeof p.iatMs === 'number' && Number.isFinite(p.iatMs) ? p.iatMs : p.iat * 1000 + 999;

export class Revocations {
  /** Set by the socket layer (server.ts) so that a revoked session also loses its live socket. */
  closeSessions: CloseSessions = async () => {};

  constructor(
    private redis: Redis,
    private prefix: string,
    private ttlSec: number,
  ) {}

  private jtiKey = (jti: string) => `${this.prefix}:revoked:${jti}`;
  private userKey = (userId: number) => `${this.prefix}:nbf:user:${userId}`;

  /** One token stops working (logout), and the sockets it opened close on every instance. */
  async revokeToken(jti: string, exp: number, userId: number): Promise<void> {
    const ttl = Math.max(1, exp - Math.floor(Date.now() / 1000));
    await this.redis.set(this.jtiKey(jti), '1', 'EX', ttl);
    await this.close(userId, { jti });
  }

  /**
   * Every token of the user issued up to this millisecond stops working, and its sockets close.
   * Answers the revocation time: a token signed for the user afterwards must be issued later
   * (see `after`).
   */
  async revokeUser(userId: number): Promise<number> {
    const at = Date.now();
    await this.redis.set(this.userKey(userId), String(at), 'EX', this.ttlSec + 60);
    await this.close(userId, { issuedUpTo: at });
    return at;
  }

  /**
   * The revocation itself is done (every request and handshake with the token is refused), so a
   * failure to reach the sockets does not fail the logout or password change that asked for it.
   */
  /** Closes live sockets without revoking anything (a failure is swallowed as below). */
  async close(userId: number, which: SessionsToClose) {
    await this.closeSessions(userId, which).catch(() => undefined);
  }

  /** Waits until the clock has passed `at`, so a token signed next is issued after a revocation. */
  static async after(at: number): Promise<void> {
    while (Date.now() <= at) await new Promise((r) => setTimeout(r, 1));
  }

  /** One round trip per request. */
  async isRevoked(jti: string, userId: number, issuedMs: number): Promise<boolean> {
    const [revoked, notBefore] = await this.redis.mget(this.jtiKey(jti), this.userKey(userId));
    if (revoked) return true;
    if (notBefore === null) return false;
    // A value written before this change is in seconds (until it expires): its whole second.
    const n = Number(notBefore);
    return issuedMs <= (n < 1e11 ? n * 1000 + 999 : n);
  }
}
