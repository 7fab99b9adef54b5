import type { Db } from '../../db/knex';
import { now } from '../../db/knex';
import { toUser } from '../auth/repo';

export async function page(
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

export async function setActive(db: Db, id: number, isActive: boolean): Promise<boolean> {
  return (await db('users').where({ id }).update({ is_active: isActive, updated_at: now() })) === 1;
}

export async function linkCha(db: Db, chaUserId: number, exporterUserId: number): Promise<void> {
  const exists = await db('cha_exporters')
    .where({ cha_user_id: chaUserId, exporter_user_id: exporterUserId })
    .first();
  if (!exists)
    await db('cha_exporters').insert({
      cha_user_id: chaUserId,
      exporter_user_id: exporterUserId,
      created_at: now(),
    });
}

export async function unlinkCha(db: Db, chaUserId: number, exporterUserId: number): Promise<number> {
  return db('cha_exporters').where({ cha_user_id: chaUserId, exporter_user_id: exporterUserId }).del();
}

/** The exporters a CHA works for (ieCode and name). */
export async function exportersOfCha(db: Db, chaUserId: number) {
  return db('cha_exporters as c')
    .join('users as u', 'u.id', 'c.exporter_user_id')
    .where('c.cha_user_id', chaUserId)
    .orderBy('u.name')
    .select('u.id as userId', 'u.ie_code as ieCode', 'u.name as name');
}

export async function findExporterByIec(db: Db, ieCode: string) {
  return db('users').where({ ie_code: ieCode.toUpperCase(), user_type: 1 }).first('id', 'name', 'ie_code');
}
