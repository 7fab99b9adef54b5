/**
 * The API key page (001 §2.8, §4 "API key section", §7): whether a key exists, and a new key shown
 * in full once. Keys are 32 random bytes, stored as sha-256 hashes (repo.ts).
 */
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Db } from '../../db/knex';
import * as repo from './repo';
import type { KeyInfo } from './repo';

/** For the order API: the account an authKey belongs to (its live key only), or null. */
export const userForKey = (db: Db, authKey: string) => repo.userForKey(db, authKey);

export class ApiKeyService {
  constructor(private ctx: AppContext) {}

  /** The user's live key, as its last 4 characters and when it was made, or null. */
  current(userId: number): Promise<KeyInfo | null> {
    return repo.activeKey(this.ctx.db, userId);
  }

  /** A new key; the previous one stops working at once. */
  async regenerate(userId: number): Promise<{ key: string; info: KeyInfo }> {
    const key = `edk_${randomBytes(32).toString('base64url')}`;
    const t = Date.now();
    await repo.replaceKey(this.ctx.db, userId, key, t);
    return { key, info: { last4: key.slice(-4), createdAt: t } };
  }
}
