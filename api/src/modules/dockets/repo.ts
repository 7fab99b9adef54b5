/** The PBE (docket) list: who sees which dockets, the filters of the search form, one page or all. */
import {
  CHA_USER_TYPES,
  CUSTOMS_USER_TYPES,
  customsFpoScope,
  USER_TYPE,
  type DocketListItem,
  type PbeListQuery,
} from '@exportdesk/core';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';

/** Exporter ids a user may see; null means every docket (admins, customs, CBIC, DGFT). */
export async function visibleExporters(
  db: Db,
  user: { userId: number; userType: number },
): Promise<number[] | null> {
  if (CUSTOMS_USER_TYPES.includes(user.userType) || user.userType === USER_TYPE.ADMIN) return null;
  if (user.userType === USER_TYPE.EXPORTER_ADMIN) return [user.userId];
  if (user.userType === USER_TYPE.EXPORTER_USER) {
    const me = await db('users').where({ id: user.userId }).first('parent_user_id');
    return me?.parent_user_id ? [me.parent_user_id] : [];
  }
  if (CHA_USER_TYPES.includes(user.userType))
    return (await db('cha_exporters').where({ cha_user_id: user.userId }).select('exporter_user_id')).map(
      (r: { exporter_user_id: number }) => r.exporter_user_id,
    );
  return [];
}

// '!' escapes LIKE wildcards the same way on MySQL and SQLite (a backslash is itself an escape in MySQL strings).
const like = (s: string) => s.replace(/[!%_]/g, (c) => `!${c}`);

/** Whose dockets a user sees: these exporters' (null = all) and, for customs users, one FPO's (null = any). */
export interface DocketScope {
  exporters: number[] | null;
  fpo: string | null;
}

export async function docketScope(
  db: Db,
  user: { userId: number; userType: number; fpo?: string | null },
): Promise<DocketScope> {
  return { exporters: await visibleExporters(db, user), fpo: customsFpoScope(user) };
}

/**
 * May this user see this docket? (A docket out of scope is answered as not found.) The caller has
 * the docket's row already (its exporter and FPO code), so only the user's scope is read here.
 */
export async function docketVisible(
  db: Db,
  user: { userId: number; userType: number; fpo?: string | null },
  docket: { exporterId: number; fpoCode: string | null },
): Promise<boolean> {
  const scope = await docketScope(db, user);
  if (scope.exporters && !scope.exporters.includes(docket.exporterId)) return false;
  return scope.fpo === null || docket.fpoCode === scope.fpo;
}

function filtered(db: Db, scope: DocketScope, q: PbeListQuery): Knex.QueryBuilder {
  const b = db('dockets as d').join('users as u', 'u.id', 'd.exporter_id');
  if (scope.exporters) b.whereIn('d.exporter_id', scope.exporters.length ? scope.exporters : [-1]);
  if (scope.fpo !== null) b.where('d.fpo_code', scope.fpo);
  if (q.fpo) b.where('d.fpo_code', q.fpo);
  if (q.fromMs !== null) b.where('d.created_at', '>=', q.fromMs);
  if (q.toMs !== null) b.where('d.created_at', '<', q.toMs);
  // "fromInr, toInr": rupees, at the rates in force when each docket was made.
  if (q.fobMin !== null) b.where('d.fob_inr', '>=', q.fobMin);
  if (q.fobMax !== null) b.where('d.fob_inr', '<=', q.fobMax);
  if (q.search) {
    const t = like(q.search.text);
    if (q.search.type === 'iec') b.whereRaw("u.ie_code LIKE ? ESCAPE '!'", [`${t}%`]);
    else if (q.search.type === 'docket') b.whereRaw("d.docket_no LIKE ? ESCAPE '!'", [`%${t}%`]);
    else if (q.search.type === 'company') b.whereRaw("u.name LIKE ? ESCAPE '!'", [`%${t}%`]);
    else
      b.whereIn(
        'd.created_by',
        db('users')
          .whereRaw("name LIKE ? ESCAPE '!'", [`%${t}%`])
          .select('id'),
      );
  }
  return b;
}

export type { DocketListItem };

export async function count(db: Db, scope: DocketScope, q: PbeListQuery): Promise<number> {
  const r: { n?: number | string } | undefined = await filtered(db, scope, q).count({ n: '*' }).first();
  return Number(r?.n ?? 0);
}

/** A row of the list query (dockets joined with their exporter). */
interface ListRow {
  id: number;
  docket_no: string;
  pbe_type: DocketListItem['type'];
  box_count: number;
  item_count: number;
  fob_inr: number | string | null;
  shipping_bill_no: string | null;
  shipping_bill_date: number | string | null;
  created_at: number | string;
  ie_code: string | null;
  name: string;
}

/** A page (offset, limit) or, with limit null, every matching docket (the Excel download). */
export async function list(
  db: Db,
  scope: DocketScope,
  q: PbeListQuery,
  offset: number,
  limit: number | null,
): Promise<DocketListItem[]> {
  const b = filtered(db, scope, q)
    .orderBy('d.id', 'desc')
    .select(
      'd.id',
      'd.docket_no',
      'd.pbe_type',
      'd.box_count',
      'd.item_count',
      'd.fob_inr',
      'd.shipping_bill_no',
      'd.shipping_bill_date',
      'd.created_at',
      'u.ie_code',
      'u.name',
    );
  if (limit !== null) b.offset(offset).limit(limit);
  const rows: ListRow[] = await b;
  const boxes = new Map<number, string[]>();
  const ids = rows.map((r) => r.id);
  for (let i = 0; i < ids.length; i += 1000) {
    const part = await db('orders')
      .whereIn('docket_id', ids.slice(i, i + 1000))
      .distinct('docket_id', 'box_id')
      .orderBy('box_id');
    for (const r of part) boxes.set(r.docket_id, [...(boxes.get(r.docket_id) ?? []), r.box_id]);
  }
  return rows.map((r) => ({
    tempSBill: r.docket_no,
    type: r.pbe_type,
    boxIds: boxes.get(r.id) ?? [],
    exporterDetails: { ieCode: r.ie_code ?? '', name: r.name },
    shippingBillDetails: {
      bill: r.shipping_bill_no ?? null,
      date: r.shipping_bill_date === null ? null : Number(r.shipping_bill_date),
    },
    boxes: r.box_count,
    items: r.item_count,
    fob: Number(r.fob_inr ?? 0),
    createdAt: Number(r.created_at),
  }));
}

/** getBoxCount: the boxes of every docket the filter selects (the PBE list's box column, summed). */
export async function boxTotal(
  db: Db,
  scope: DocketScope,
  q: PbeListQuery,
): Promise<{ boxes: number; dockets: number }> {
  const r: { boxes?: number | string | null; n?: number | string } | undefined = await filtered(db, scope, q)
    .sum({ boxes: 'd.box_count' })
    .count({ n: '*' })
    .first();
  return { boxes: Number(r?.boxes ?? 0), dockets: Number(r?.n ?? 0) };
}
