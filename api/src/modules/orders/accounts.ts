/**
 * Its own file: whose orders these are, asked alike by the order API, the upload and the bulk job.
 * An exporter admin's own, an exporter user's parent's, and for a CHA (userTypes 2, 4, 11, 12) the
 * exporter named by IEC, only when linked to that CHA (issue 5).
 */
import { CHA_USER_TYPES, USER_TYPE, isExporter } from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { accountById, activeSubscriptionRow, linkedExporterRows, type AccountRow } from './repo';

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

const toExporter = (r: AccountRow): Exporter => ({ id: r.id, ieCode: r.ie_code ?? '', name: r.name });

/** The exporter an exporter-side account acts for; null for CHAs (they name one per order). */
export async function ownExporter(db: Db, actor: Actor): Promise<Exporter | null> {
  if (!isExporter({ userType: actor.userType, roles: [] })) return null;
  const me = await accountById(db, actor.id);
  const row =
    actor.userType === USER_TYPE.EXPORTER_USER && me?.parent_user_id
      ? await accountById(db, me.parent_user_id)
      : me;
  return row ? toExporter(row) : null;
}

/** The exporters a CHA may act for, by IEC (upper-case). */
export async function linkedExporters(db: Db, chaId: number): Promise<Map<string, Exporter>> {
  const rows = await linkedExporterRows(db, chaId);
  return new Map(
    rows
      .filter((r) => r.ie_code)
      .map((r) => [String(r.ie_code).toUpperCase(), { id: r.id, ieCode: r.ie_code!, name: r.name }]),
  );
}

/** "A valid subscription is required before bulk upload" (001 §5): active, and now within its dates. */
export async function activeSubscription(db: Db, exporterId: number) {
  const row = await activeSubscriptionRow(db, exporterId, Date.now());
  return row
    ? {
        planId: row.plan_id,
        planType: row.plan_type,
        startDate: Number(row.starts_at),
        endDate: Number(row.ends_at),
        status: row.status,
      }
    : null;
}
