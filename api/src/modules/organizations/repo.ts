import type { AddressBookQuery, OrganizationSubscription } from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { bool, json, now } from '../../db/knex';

/** An `organizations` row (permissions as JSON text, is_active as 0/1 or a boolean). */
interface OrgRow {
  id: number | string;
  name: string;
  code: string;
  permissions: unknown;
  is_active: unknown;
}

const toOrg = (r: OrgRow) => ({
  _id: Number(r.id),
  id: Number(r.id),
  name: r.name,
  code: r.code,
  permissions: json<string[]>(r.permissions, []),
  isActive: bool(r.is_active),
});

export async function list(db: Db) {
  return (await db('organizations').orderBy('name').select('*')).map(toOrg);
}

export async function insert(
  db: Db,
  o: { name: string; code: string; permissions: string[]; isActive: boolean },
) {
  const t = now();
  const [id] = await db('organizations').insert({
    name: o.name,
    code: o.code.toUpperCase(),
    permissions: JSON.stringify(o.permissions),
    is_active: o.isActive,
    created_at: t,
    updated_at: t,
  });
  return toOrg(await db('organizations').where({ id }).first());
}

export async function codeExists(db: Db, code: string, exceptId?: number) {
  const q = db('organizations').where({ code: code.toUpperCase() });
  if (exceptId) q.whereNot({ id: exceptId });
  return !!(await q.first('id'));
}

export async function update(
  db: Db,
  id: number,
  o: Partial<{ name: string; code: string; permissions: string[]; isActive: boolean }>,
) {
  const patch: Record<string, unknown> = { updated_at: now() };
  if (o.name !== undefined) patch.name = o.name;
  if (o.code !== undefined) patch.code = o.code.toUpperCase();
  if (o.permissions !== undefined) patch.permissions = JSON.stringify(o.permissions);
  if (o.isActive !== undefined) patch.is_active = o.isActive;
  const n = await db('organizations').where({ id }).update(patch);
  return n ? toOrg(await db('organizations').where({ id }).first()) : null;
}

/** organization/manageSubscription: the plan record, whole (organizations.subscription, JSON text). */
export async function setSubscription(db: Db, id: number, s: OrganizationSubscription) {
  const n = await db('organizations')
    .where({ id })
    .update({ subscription: JSON.stringify(s), updated_at: now() });
  if (!n) return null;
  const r = await db('organizations').where({ id }).first();
  return { ...toOrg(r), subscription: json<OrganizationSubscription | null>(r.subscription, null) };
}

/** A user as the address book lists them. */
interface AddressBookRow {
  id: number | string;
  user_type: number | string;
  username: string;
  name: string;
  email: string | null;
  mobile: string | null;
  ie_code: string | null;
  is_active: unknown;
  organization_id: number | string | null;
}

function addressBookQuery(db: Db, q: AddressBookQuery) {
  const b = db('users');
  if (q.organizationId) b.where({ organization_id: q.organizationId });
  if (q.search) {
    // LIKE wildcards typed by the user are matched literally.
    const t = `%${q.search.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
    b.where((w) =>
      w
        .whereRaw("LOWER(name) LIKE ? ESCAPE '!'", [t])
        .orWhereRaw("LOWER(username) LIKE ? ESCAPE '!'", [t])
        .orWhereRaw("LOWER(email) LIKE ? ESCAPE '!'", [t]),
    );
  }
  return b;
}

export async function countAddressBook(db: Db, q: AddressBookQuery): Promise<number> {
  const r: { n?: number | string } | undefined = await addressBookQuery(db, q).count({ n: '*' }).first();
  return Number(r?.n ?? 0);
}

export async function addressBook(db: Db, q: AddressBookQuery, offset: number, limit: number) {
  const rows: AddressBookRow[] = await addressBookQuery(db, q)
    .orderBy('name')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .select(
      'id',
      'user_type',
      'username',
      'name',
      'email',
      'mobile',
      'ie_code',
      'is_active',
      'organization_id',
    );
  return rows.map((r) => ({
    _id: Number(r.id),
    userType: Number(r.user_type),
    userName: r.username,
    name: r.name,
    email: r.email,
    mobile: r.mobile,
    ieCode: r.ie_code,
    isActive: bool(r.is_active),
    organizationId: r.organization_id == null ? null : Number(r.organization_id),
  }));
}
