/** API keys, stored as sha-256 hashes (the key is 32 random bytes: no slow hash needed to resist guessing). */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/knex';

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export interface KeyInfo {
  last4: string;
  createdAt: number;
}

export async function activeKey(db: Db, userId: number): Promise<KeyInfo | null> {
  const row = await db('api_keys')
    .where({ user_id: userId })
    .whereNull('revoked_at')
    .orderBy('id', 'desc')
    .first('last4', 'created_at');
  return row ? { last4: row.last4, createdAt: Number(row.created_at) } : null;
}

/** Stores a new key's hash; every older key of the user is revoked in the same transaction, so it stops at once. */
export async function replaceKey(db: Db, userId: number, key: string, at: number): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('api_keys').where({ user_id: userId }).whereNull('revoked_at').update({ revoked_at: at });
    await trx('api_keys').insert({
      user_id: userId,
      key_hash: hashKey(key),
      last4: key.slice(-4),
      created_at: at,
    });
  });
}

/** The active user a key belongs to, or null (unknown, revoked, or the account deactivated). */
export async function userForKey(
  db: Db,
  key: string,
): Promise<{ id: number; userType: number; parentUserId: number | null } | null> {
  const row = await db('api_keys as k')
    .join('users as u', 'u.id', 'k.user_id')
    .where('k.key_hash', hashKey(key))
    .whereNull('k.revoked_at')
    .first('u.id', 'u.user_type', 'u.parent_user_id', 'u.is_active');
  if (!row || !(row.is_active === true || row.is_active === 1)) return null;
  return { id: row.id, userType: row.user_type, parentUserId: row.parent_user_id ?? null };
}
