import type { Db } from '../../db/knex';
import { now } from '../../db/knex';

export async function setActive(db: Db, id: number, isActive: boolean): Promise<boolean> {
  return (await db('users').where({ id }).update({ is_active: isActive, updated_at: now() })) === 1;
}

export async function linkCha(
  db: Db,
  chaUserId: number,
  exporterUserId: number,
  byUserId?: number,
): Promise<void> {
  await db.transaction(async (trx) => {
    const exists = await trx('cha_exporters')
      .where({ cha_user_id: chaUserId, exporter_user_id: exporterUserId })
      .first();
    if (exists) return;
    const t = now();
    await trx('cha_exporters').insert({
      cha_user_id: chaUserId,
      exporter_user_id: exporterUserId,
      created_at: t,
    });
    // Manage agents' history (issue 14): who linked whom, when.
    await trx('cha_link_history').insert({
      cha_user_id: chaUserId,
      exporter_user_id: exporterUserId,
      action: 'link',
      by_user_id: byUserId ?? null,
      created_at: t,
    });
  });
}

export async function unlinkCha(
  db: Db,
  chaUserId: number,
  exporterUserId: number,
  byUserId?: number,
): Promise<number> {
  return db.transaction(async (trx) => {
    const n = await trx('cha_exporters')
      .where({ cha_user_id: chaUserId, exporter_user_id: exporterUserId })
      .del();
    if (n)
      await trx('cha_link_history').insert({
        cha_user_id: chaUserId,
        exporter_user_id: exporterUserId,
        action: 'unlink',
        by_user_id: byUserId ?? null,
        created_at: now(),
      });
    return n;
  });
}

/** A CHA's link history, newest first, with the exporter and who acted. */
export async function chaLinkHistory(db: Db, chaUserId: number) {
  const rows: Array<Record<string, unknown>> = await db('cha_link_history as h')
    .join('users as e', 'e.id', 'h.exporter_user_id')
    .leftJoin('users as b', 'b.id', 'h.by_user_id')
    .where('h.cha_user_id', chaUserId)
    .orderBy('h.id', 'desc')
    .limit(200)
    .select('h.id', 'h.action', 'h.created_at', 'e.ie_code', 'e.name', 'b.username as by');
  return rows.map((r) => ({
    id: Number(r.id),
    action: String(r.action),
    at: Number(r.created_at),
    ieCode: (r.ie_code as string | null) ?? null,
    name: String(r.name),
    by: (r.by as string | null) ?? null,
  }));
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

/** One "View as" token taken (issue 14): who, as whom, when. */
export async function auditImpersonation(
  db: Db,
  a: { adminUserId: number; userId: number; jti: string; expiresAt: number },
): Promise<void> {
  await db('impersonation_audit').insert({
    admin_user_id: a.adminUserId,
    user_id: a.userId,
    jti: a.jti,
    started_at: now(),
    expires_at: a.expiresAt,
  });
}
