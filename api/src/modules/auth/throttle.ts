/**
 * Its own file because it is the Redis side of sign-in (Lua counters shared by every instance).
 * Sign-in attempts are counted per account and per address in Redis (shared by every API
 * instance), atomically and BEFORE the password is checked: each attempt takes a number, and only
 * the first `lockAfter` numbers of a window are ever verified, however many arrive at once.
 * Beyond `slowAfter` the answers are slowed; a successful sign-in clears the account's count and
 * gives its address back the attempt it took.
 */
import type { Redis } from 'ioredis';
import { MSG } from '@exportdesk/core';
import type { Config } from '../../config';
import { tooMany } from '../../errors';

/** INCR both counters; a counter without an expiry gets the window (INCR + EXPIRE in one step). */
const TAKE = `
local out = {}
for i, key in ipairs(KEYS) do
  local n = redis.call('INCR', key)
  if redis.call('TTL', key) < 0 then redis.call('EXPIRE', key, ARGV[1]) end
  out[i * 2 - 1] = n
  out[i * 2] = redis.call('TTL', key)
end
return out`;

/** Success: the account starts afresh, the address gets its attempt back. */
const RELEASE = `
redis.call('DEL', KEYS[1])
if redis.call('EXISTS', KEYS[2]) == 1 and redis.call('DECR', KEYS[2]) <= 0 then redis.call('DEL', KEYS[2]) end
return 1`;

export class LoginThrottle {
  constructor(
    private redis: Redis,
    private prefix: string,
    private cfg: Config['login'],
  ) {}

  // One counter per account whichever login tab is used (usernames are unique across types).
  private acctKey = (userName: string) => `${this.prefix}:loginfail:acct:${userName.trim().toLowerCase()}`;
  private ipKey = (ip: string) => `${this.prefix}:loginfail:ip:${ip}`;

  /** Takes this attempt's number; throws 429 past the limit, else waits the slow-down earned so far. */
  async before(userName: string, ip: string): Promise<void> {
    const [acct, acctTtl, byIp, ipTtl] = (await this.redis.eval(
      TAKE,
      2,
      this.acctKey(userName),
      this.ipKey(ip),
      this.cfg.windowSec,
    )) as number[];
    if (acct > this.cfg.lockAfter || byIp > this.cfg.ipLockAfter) {
      const ttl = Math.max(1, acct > this.cfg.lockAfter ? acctTtl : ipTtl);
      throw tooMany(`${MSG.tooManyAttempts} Try again in ${Math.ceil(ttl / 60)} minute(s).`, ttl);
    }
    // Attempts before this one that did not succeed (a success clears the count).
    const over = acct - this.cfg.slowAfter;
    if (over > 0) await new Promise((r) => setTimeout(r, Math.min(over * this.cfg.slowStepMs, 3000)));
  }

  async succeeded(userName: string, ip: string): Promise<void> {
    await this.redis.eval(RELEASE, 2, this.acctKey(userName), this.ipKey(ip));
  }
}
