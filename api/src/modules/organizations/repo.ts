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
