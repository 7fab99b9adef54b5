/**
 * Every query of the MEIS applications themselves: `claims` with their exporter, and
 * `claim_orders` with each order's docket, mapped to Claim and ClaimOrder here. A new claim is
 * written with its orders and first history line in one transaction. MySQL and SQLite alike.
 */
import type { ClaimStatus, Scheme } from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { now } from '../../db/knex';

// Rows as the database answers them: MySQL may answer a BIGINT or a DECIMAL as a string.
type Num = number | string;

const numOrNull = (v: Num | null | undefined) => (v === null || v === undefined ? null : Number(v));

// '!' escapes LIKE wildcards the same way on MySQL and SQLite.
const like = (s: string) => `%${s.replace(/[!%_]/g, (c) => `!${c}`)}%`;

export interface Claim {
  id: number;
  refNo: string;
  exporterId: number;
  ieCode: string;
  exporterName: string;
  status: ClaimStatus;
  reviewCount: number;
  reviewedBy: string | null;
  reviewedAt: number | null;
  entitlementTotal: number;
  createdAt: number;
  updatedAt: number;
}

/** A claims row with its exporter's IEC and name (claimsBase). */
interface ClaimRecord {
  id: Num;
  ref_no: string;
  exporter_id: Num;
  ie_code?: string | null;
  exporter_name?: string | null;
  status: ClaimStatus;
  review_count: Num;
  reviewed_by?: string | null;
  reviewed_at: Num | null;
  entitlement_total: Num;
  created_at: Num;
  updated_at: Num;
}

const toClaim = (r: ClaimRecord): Claim => ({
  id: Number(r.id),
  refNo: r.ref_no,
  exporterId: Number(r.exporter_id),
  ieCode: r.ie_code ?? '',
  exporterName: r.exporter_name ?? '',
  status: r.status,
  reviewCount: Number(r.review_count),
  reviewedBy: r.reviewed_by ?? null,
  reviewedAt: numOrNull(r.reviewed_at),
  entitlementTotal: Number(r.entitlement_total),
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
});

const claimsBase = (db: Db) =>
  db('claims as c')
    .join('users as u', 'u.id', 'c.exporter_id')
    .select('c.*', 'u.ie_code', 'u.name as exporter_name');

export async function claimByRef(db: Db, refNo: string): Promise<Claim | null> {
  const r: ClaimRecord | undefined = await claimsBase(db).where('c.ref_no', refNo).first();
  return r ? toClaim(r) : null;
}

export async function claimsByRefs(db: Db, refNos: string[]): Promise<Claim[]> {
  const rows: ClaimRecord[] = await claimsBase(db).whereIn('c.ref_no', refNos).orderBy('c.id');
  return rows.map(toClaim);
}

export interface ClaimFilter {
  exporters: number[] | null;
  query: string;
  status: string;
  ieCode: string;
  /** DGFT: only claims sent to it (a Generated one is still the exporter's draft). */
  excludeGenerated?: boolean;
}

function filtered(db: Db, f: ClaimFilter) {
  const b = claimsBase(db);
  if (f.exporters) b.whereIn('c.exporter_id', f.exporters.length ? f.exporters : [-1]);
  if (f.status) b.where('c.status', f.status);
  if (f.excludeGenerated) b.whereNot('c.status', 'Generated');
  if (f.ieCode) b.where('u.ie_code', f.ieCode.toUpperCase());
  if (f.query) {
    const q = like(f.query);
    // The search box: the reference, a docket or shipping bill number, or words of a description.
    b.where((w) =>
      w.whereRaw("c.ref_no LIKE ? ESCAPE '!'", [q]).orWhereExists(function () {
        this.select(db.raw('1'))
          .from('claim_orders as co')
          .join('orders as o', 'o.id', 'co.order_row_id')
          .join('dockets as d', 'd.id', 'o.docket_id')
          .whereRaw('co.claim_id = c.id')
          .where((x) =>
            x
              .whereRaw("d.docket_no LIKE ? ESCAPE '!'", [q])
              .orWhereRaw("d.shipping_bill_no LIKE ? ESCAPE '!'", [q])
              .orWhereRaw("o.data LIKE ? ESCAPE '!'", [q]),
          );
      }),
    );
  }
  return b;
}

export async function claimsPage(db: Db, f: ClaimFilter, page: number, size: number): Promise<Claim[]> {
  const rows: ClaimRecord[] = await filtered(db, f)
    .orderBy('c.id', 'desc')
    .limit(size)
    .offset(page * size);
  return rows.map(toClaim);
}

/** A claimed order: what was claimed on it, and its docket's shipping bill as customs recorded it. */
export interface ClaimOrder {
  claimId: number;
  orderId: string;
  docketNo: string;
  description: string;
  hsCode: string;
  scheme: Scheme;
  ratePct: number;
  capPerUnit: number | null;
  fobInr: number;
  amount: number;
  sbNo: string | null;
  /** The docket's shipping bill date, null while pending (not the date the rate was looked up on). */
  sbDate: number | null;
}

/** A claim_orders row with its order and docket. */
interface ClaimOrderRecord {
  claim_id: Num;
  hs_code: string;
  scheme: Scheme;
  rate_pct: Num;
  cap_per_unit: Num | null;
  fob_inr: Num;
  amount: Num;
  order_id: string;
  data: string;
  docket_no: string;
  shipping_bill_no?: string | null;
  shipping_bill_date?: Num | null;
}

function descriptionOf(data: string): string {
  try {
    const d: unknown = JSON.parse(data);
    return d && typeof d === 'object' && 'description' in d ? String(d.description ?? '') : '';
  } catch {
    return '';
  }
}

const toClaimOrder = (r: ClaimOrderRecord): ClaimOrder => ({
  claimId: Number(r.claim_id),
  orderId: String(r.order_id),
  docketNo: String(r.docket_no),
  description: descriptionOf(r.data),
  hsCode: r.hs_code,
  scheme: r.scheme,
  ratePct: Number(r.rate_pct),
  capPerUnit: numOrNull(r.cap_per_unit),
  fobInr: Number(r.fob_inr),
  amount: Number(r.amount),
  sbNo: r.shipping_bill_no ?? null,
  sbDate: numOrNull(r.shipping_bill_date),
});

export async function claimOrders(db: Db, claimIds: number[]): Promise<ClaimOrder[]> {
  if (!claimIds.length) return [];
  const rows: ClaimOrderRecord[] = await db('claim_orders as co')
    .join('orders as o', 'o.id', 'co.order_row_id')
    .join('dockets as d', 'd.id', 'o.docket_id')
    .whereIn('co.claim_id', claimIds)
    .orderBy('co.id')
    .select(
      'co.claim_id',
      'co.hs_code',
      'co.scheme',
      'co.rate_pct',
      'co.cap_per_unit',
      'co.fob_inr',
      'co.amount',
      'o.order_id',
      'o.data',
      'd.docket_no',
      'd.shipping_bill_no',
      'd.shipping_bill_date',
    );
  return rows.map(toClaimOrder);
}

export interface NewClaimOrder {
  orderRowId: number;
  hsCode: string;
  scheme: Scheme;
  rateVersionId: number;
  ratePct: number;
  capPerUnit: number | null;
  quantity: number;
  fobInr: number;
  amount: number;
  sbDate: number;
}

/** A claim, its orders and its first history line together; a taken order fails the whole insert. */
export async function insertClaim(
  db: Db,
  c: { refNo: string; exporterId: number; createdBy: number; byName: string; total: number; formKey: string },
  orders: NewClaimOrder[],
): Promise<number> {
  return db.transaction(async (trx) => {
    const t = now();
    const [id] = await trx('claims').insert({
      ref_no: c.refNo,
      exporter_id: c.exporterId,
      created_by: c.createdBy,
      status: 'Generated',
      review_count: 0,
      entitlement_total: c.total,
      form_key: c.formKey,
      created_at: t,
      updated_at: t,
    });
    const claimId = Number(id);
    for (let i = 0; i < orders.length; i += 200)
      await trx('claim_orders').insert(
        orders.slice(i, i + 200).map((o) => ({
          claim_id: claimId,
          order_row_id: o.orderRowId,
          hs_code: o.hsCode,
          scheme: o.scheme,
          rate_version_id: o.rateVersionId,
          rate_pct: o.ratePct,
          cap_per_unit: o.capPerUnit,
          quantity: o.quantity,
          fob_inr: o.fobInr,
          amount: o.amount,
          sb_date: o.sbDate,
        })),
      );
    await trx('claim_history').insert({
      claim_id: claimId,
      from_status: null,
      to_status: 'Generated',
      user_id: c.createdBy,
      by_name: c.byName,
      at: t,
    });
    return claimId;
  });
}

/** The name a claim's history and remarks give a user: the name, else the username. */
export async function userName(db: Db, userId: number): Promise<string> {
  const u: { name?: string | null; username?: string | null } | undefined = await db('users')
    .where({ id: userId })
    .first('name', 'username');
  return u?.name || u?.username || `user ${userId}`;
}
