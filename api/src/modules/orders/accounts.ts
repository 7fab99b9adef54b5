/**
 * Whose orders these are: an exporter admin's own, an exporter user's parent's, and for a CHA
 * (userTypes 2, 4, 11, 12) the exporter named by IEC, only when linked to that CHA (issue 5).
 */
import { CHA_USER_TYPES } from '@exportdesk/core';
import type { Db } from '../../db/knex';

export interface Exporter {
  id: number;
  ieCode: string;
  name: string;
}

export interface Actor {
  id: number;
  userType: number;
}

export const isChaType = (userType: number) => CHA_USER_TYPES.includes(userType);

/** The exporter an exporter-side account acts for; null for CHAs (they name one per order). */
export async function ownExporter(db: Db, actor: Actor): Promise<Exporter | null> {
  if (actor.userType !== 1 && actor.userType !== 3) return null;
  const me = await db('users').where({ id: actor.id }).first('id', 'ie_code', 'name', 'parent_user_id');
  const row = actor.userType === 3 && me?.parent_user_id ? await db('users').where({ id: me.parent_user_id }).first('id', 'ie_code', 'name') : me;
  return row ? { id: row.id, ieCode: row.ie_code ?? '', name: row.name } : null;
}

/** The exporters a CHA may act for, by IEC (upper-case). */
export async function linkedExporters(db: Db, chaId: number): Promise<Map<string, Exporter>> {
  const rows = await db('cha_exporters as l').join('users as u', 'u.id', 'l.exporter_user_id').where('l.cha_user_id', chaId).select('u.id', 'u.ie_code', 'u.name');
  return new Map(rows.filter((r: any) => r.ie_code).map((r: any) => [String(r.ie_code).toUpperCase(), { id: r.id, ieCode: r.ie_code, name: r.name }]));
}

/** "A valid subscription is required before bulk upload" (001 §5): active, and now within its dates. */
export async function activeSubscription(db: Db, exporterId: number) {
  const t = Date.now();
  const row = await db('subscriptions').where({ user_id: exporterId, status: 'active' }).where('starts_at', '<=', t).where('ends_at', '>', t).orderBy('ends_at', 'desc').first();
  return row
    ? { planId: row.plan_id, planType: row.plan_type, startDate: Number(row.starts_at), endDate: Number(row.ends_at), status: row.status }
    : null;
}
