/**
 * Failed sign-ins are counted per account and per address in Redis (shared by every API
 * instance): after `slowAfter` failures answers are slowed, after `lockAfter` they are refused
 * with 429 until the window passes. A successful sign-in clears the account's count.
 */
import Boom from '@hapi/boom';
import type { Redis } from 'ioredis';
import { MSG } from '@exportdesk/core';
import type { Config } from '../../config';

export class LoginThrottle {
  constructor(private redis: Redis, private prefix: string, private cfg: Config['login']) {}

  private acctKey = (userType: number, userName: string) => `${this.prefix}:loginfail:acct:${userType}:${userName.toLowerCase()}`;
  private ipKey = (ip: string) => `${this.prefix}:loginfail:ip:${ip}`;

  /** Throws 429 when locked; otherwise waits the slow-down the failures so far have earned. */
  async before(userType: number, userName: string, ip: string): Promise<void> {
    const [acct, byIp] = (await this.redis.mget(this.acctKey(userType, userName), this.ipKey(ip))).map((v) => Number(v ?? 0));
    if (acct >= this.cfg.lockAfter || byIp >= this.cfg.ipLockAfter) {
      const key = acct >= this.cfg.lockAfter ? this.acctKey(userType, userName) : this.ipKey(ip);
      const ttl = Math.max(1, await this.redis.ttl(key));
      const err = Boom.tooManyRequests(`${MSG.tooManyAttempts} Try again in ${Math.ceil(ttl / 60)} minute(s).`);
      err.output.headers['Retry-After'] = String(ttl);
      throw err;
    }
    const over = acct - this.cfg.slowAfter + 1;
    if (over > 0) await new Promise((r) => setTimeout(r, Math.min(over * this.cfg.slowStepMs, 3000)));
  }

  async failed(userType: number, userName: string, ip: string): Promise<void> {
    const w = this.cfg.windowSec;
    await this.redis
      .multi()
      .incr(this.acctKey(userType, userName))
      .expire(this.acctKey(userType, userName), w)
      .incr(this.ipKey(ip))
      .expire(this.ipKey(ip), w)
      .exec();
  }

  async succeeded(userType: number, userName: string): Promise<void> {
    await this.redis.del(this.acctKey(userType, userName));
  }
}
