import { isExporter } from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { bool, json, now } from '../../db/knex';
import { isDuplicateKey } from '../../db/duplicate-key';

/** A unit of work on the users' rows (a reset used once): the service opens no transaction. */
export { inTransaction } from '../../db/unit-of-work';

export interface UserRow {
  id: number;
  userType: number;
  username: string;
  ieCode: string | null;
  name: string;
  email: string | null;
  mobile: string | null;
  passwordHash: string;
  isActive: boolean;
  isFirstLogin: boolean;
  isExporter: boolean;
  isDomestic: boolean;
  isDomesticActive: boolean;
  gstin: string | null;
  roles: string[];
  seriesCode: string | null;
  fpo: string | null;
  url: string | null;
  isWebUrl: boolean;
  defaultCarrier: string;
  parentUserId: number | null;
  organizationId: number | null;
}

/** A `users` row as both drivers return it (booleans as 0/1 or true/false, JSON as text). */
export interface UserDbRow {
  id: number | string;
  user_type: number | string;
  username: string;
  ie_code?: string | null;
  name: string;
  email?: string | null;
  mobile?: string | null;
  password_hash: string;
  is_active: unknown;
  is_first_login: unknown;
  is_exporter: unknown;
  is_domestic: unknown;
  is_domestic_active: unknown;
  gstin?: string | null;
  roles: unknown;
  series_code?: string | null;
  fpo?: string | null;
  url?: string | null;
  is_web_url: unknown;
  default_carrier?: string | null;
  parent_user_id?: number | null;
  organization_id?: number | null;
}

export function toUser(r: UserDbRow): UserRow {
  return {
    id: Number(r.id),
    userType: Number(r.user_type),
    username: r.username,
    ieCode: r.ie_code ?? null,
    name: r.name,
    email: r.email ?? null,
    mobile: r.mobile ?? null,
    passwordHash: r.password_hash,
    isActive: bool(r.is_active),
    isFirstLogin: bool(r.is_first_login),
    isExporter: bool(r.is_exporter),
    isDomestic: bool(r.is_domestic),
    isDomesticActive: bool(r.is_domestic_active),
    gstin: r.gstin ?? null,
    roles: json<string[]>(r.roles, []),
    seriesCode: r.series_code ?? null,
    fpo: r.fpo ?? null,
    url: r.url ?? null,
    isWebUrl: bool(r.is_web_url),
    defaultCarrier: r.default_carrier ?? 'indiapost',
    parentUserId: r.parent_user_id ?? null,
    organizationId: r.organization_id ?? null,
  };
}

/** The account a login tab may sign in: matched by username (case-insensitive) within its types. */
export async function findForLogin(
  db: Db,
  userName: string,
  userTypes: readonly number[],
): Promise<UserRow | null> {
  const r = await db('users')
    .where({ username_key: userName.toLowerCase() })
    .whereIn('user_type', userTypes as number[])
    .first();
  return r ? toUser(r) : null;
}

export async function findById(db: Db, id: number): Promise<UserRow | null> {
  const r = await db('users').where({ id }).first();
  return r ? toUser(r) : null;
}

export async function usernameExists(db: Db, userName: string): Promise<boolean> {
  return !!(await db('users').where({ username_key: userName.toLowerCase() }).first('id'));
}

export async function exporterIecExists(db: Db, ieCode: string): Promise<boolean> {
  return !!(await db('users').where({ ie_code: ieCode.toUpperCase(), user_type: 1 }).first('id'));
}

export async function setPassword(
  db: Db,
  userId: number,
  passwordHash: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const t = now();
  await db('users')
    .where({ id: userId })
    .update({ password_hash: passwordHash, password_changed_at: t, updated_at: t, ...extra });
}

export async function createUser(
  db: Db,
  u: {
    userType: number;
    username: string;
    ieCode?: string | null;
    fpo?: string | null;
    name: string;
    email: string;
    mobile: string;
    passwordHash: string;
    trialDays?: number;
    parentUserId?: number;
  },
): Promise<number> {
  const t = now();
  return db.transaction(async (trx) => {
    const [id] = await trx('users').insert({
      user_type: u.userType,
      username: u.username,
      username_key: u.username.toLowerCase(),
      ie_code: u.ieCode ?? null,
      fpo: u.fpo ?? null,
      name: u.name,
      email: u.email,
      mobile: u.mobile,
      password_hash: u.passwordHash,
      is_active: true,
      is_exporter: isExporter({ userType: u.userType, roles: [] }),
      parent_user_id: u.parentUserId ?? null,
      roles: '[]',
      created_at: t,
      updated_at: t,
      password_changed_at: t,
    });
    if (u.trialDays) {
      await trx('subscriptions').insert({
        user_id: id,
        plan_id: 'TRIAL',
        plan_type: 'trial',
        amount: 0,
        status: 'active',
        starts_at: t,
        ends_at: t + u.trialDays * 86400_000,
        created_at: t,
      });
    }
    return Number(id);
  });
}

/**
 * Which of the users table's unique claims an insert lost (a race with another registration), for
 * both drivers: MySQL/MariaDB ER_DUP_ENTRY names the index, SQLite names the column or the index.
 */
export function lostUniqueClaim(err: unknown): 'username' | 'iec' | null {
  if (!isDuplicateKey(err)) return null;
  // Which index: only the message names it.
  const msg = String((err as { message?: unknown }).message ?? '');
  if (/exporter_iec/.test(msg)) return 'iec';
  if (/username_key/.test(msg)) return 'username';
  return null;
}

export async function createReset(
  db: Db,
  userId: number,
  tokenHash: string,
  expiresAt: number,
): Promise<void> {
  await db('password_resets').insert({
    user_id: userId,
    token_hash: tokenHash,
    expires_at: expiresAt,
    created_at: now(),
  });
}

export async function findLiveReset(
  db: Db,
  tokenHash: string,
): Promise<{ id: number; userId: number } | null> {
  const r = await db('password_resets')
    .where({ token_hash: tokenHash })
    .whereNull('used_at')
    .where('expires_at', '>', now())
    .first();
  return r ? { id: Number(r.id), userId: Number(r.user_id) } : null;
}

/** Single use: only the first caller flips used_at; a concurrent second one gets false. */
export async function consumeReset(db: Db, id: number): Promise<boolean> {
  const n = await db('password_resets').where({ id }).whereNull('used_at').update({ used_at: now() });
  return n === 1;
}

/** A page of users (the super admin's Clients & Users list, an admin's sub-users). */
export async function pageUsers(
  db: Db,
  f: { offset: number; limit: number; userType?: number; search?: string; parentUserId?: number },
) {
  const q = db('users');
  if (f.userType !== undefined) q.where({ user_type: f.userType });
  if (f.parentUserId !== undefined) q.where({ parent_user_id: f.parentUserId });
  if (f.search) {
    const like = `%${f.search.toLowerCase()}%`;
    q.where((w) =>
      w
        .where('username_key', 'like', like)
        .orWhereRaw('lower(name) like ?', [like])
        .orWhere('ie_code', 'like', `%${f.search!.toUpperCase()}%`),
    );
  }
  const [{ n }] = await q.clone().count({ n: '*' });
  const rows = await q.orderBy('id').offset(f.offset).limit(f.limit).select('*');
  return { total: Number(n), users: rows.map(toUser) };
}
