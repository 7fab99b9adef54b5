/**
 * Every query of the claims area (MEIS/RoDTEP): the listing's orders, the scheme rate schedules,
 * the claims with their orders, files, remarks and history. MySQL and SQLite alike.
 */
// long-file: one area's queries (listing, schedules, claims, files, remarks, history) read best together.
import type { ClaimStatus, Scheme, SchemeVersion } from '@exportdesk/core';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { now } from '../../db/knex';

// '!' escapes LIKE wildcards the same way on MySQL and SQLite.
const like = (s: string) => `%${s.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** An order as the MEIS listing and reports need it (FOB still foreign: converted by the service). */
export interface OrderRow {
  id: number;
  orderId: string;
  docketNo: string;
  docketCreatedAt: number;
  exporterId: number;
  ieCode: string;
  sbNo: string | null;
  sbDate: number | null;
  invoiceNo: string;
  invoiceDate: string;
  currency: string;
  fobForeign: number;
  data: Record<string, unknown>;
  claimedIn: string | null;
}

const orderColumns = [
  'o.id',
  'o.order_id',
  'o.invoice_no',
  'o.invoice_date',
  'o.currency',
  'o.fob_foreign',
  'o.data',
  'd.docket_no',
  'd.created_at as docket_created_at',
  'd.exporter_id',
  'd.shipping_bill_no',
  'd.shipping_bill_date',
  'u.ie_code',
  'c.ref_no as claimed_in',
];

// Rows as the database answers them: MySQL may answer a BIGINT or a DECIMAL as a string.
type Num = number | string;

/** An order row with its docket, exporter and claim (orderColumns). */
interface OrderRecord {
  id: Num;
  order_id: string;
  invoice_no: string;
  invoice_date: string;
  currency: string;
  fob_foreign: Num;
  data: string;
  docket_no: string;
  docket_created_at: Num;
  exporter_id: Num;
  shipping_bill_no?: string | null;
  shipping_bill_date?: Num | null;
  ie_code?: string | null;
  claimed_in?: string | null;
}

function toOrder(r: OrderRecord): OrderRow {
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(r.data);
  } catch {
    data = {};
  }
  return {
    id: Number(r.id),
    orderId: r.order_id,
    docketNo: r.docket_no,
    docketCreatedAt: Number(r.docket_created_at),
    exporterId: Number(r.exporter_id),
    ieCode: r.ie_code ?? '',
    sbNo: r.shipping_bill_no ?? null,
    sbDate:
      r.shipping_bill_date === null || r.shipping_bill_date === undefined
        ? null
        : Number(r.shipping_bill_date),
    invoiceNo: r.invoice_no,
    invoiceDate: r.invoice_date,
    currency: r.currency,
    fobForeign: Number(r.fob_foreign),
    data,
    claimedIn: r.claimed_in ?? null,
  };
}

/** Orders of these exporters (null = every exporter's: the admin's read-only listing). */
function ordersOf(db: Db | Knex.Transaction, exporters: number[] | null) {
  const b = db('orders as o')
    .join('dockets as d', 'd.id', 'o.docket_id')
    .join('users as u', 'u.id', 'd.exporter_id')
    .leftJoin('claim_orders as co', 'co.order_row_id', 'o.id')
    .leftJoin('claims as c', 'c.id', 'co.claim_id');
  if (exporters) b.whereIn('d.exporter_id', exporters.length ? exporters : [-1]);
  return b;
}

/** One page of the exporter's orders, newest first, and how many there are. */
export async function listingPage(db: Db, exporters: number[] | null, page: number, size: number) {
  const rows = await ordersOf(db, exporters)
    .orderBy('o.id', 'desc')
    .limit(size)
    .offset(page * size)
    .select(orderColumns);
  const count = db('orders as o').join('dockets as d', 'd.id', 'o.docket_id');
  if (exporters) count.whereIn('d.exporter_id', exporters.length ? exporters : [-1]);
  const total = await count.count({ n: '*' }).first();
  return { rows: rows.map(toOrder), total: Number(total?.n ?? 0) };
}

/**
 * The listing in chunks for a report of all of it (issue 29 item 5): `size` orders older than
 * `beforeId` (the newest first, as the listing pages them); by key, not offset, so the 50th
 * chunk costs what the first does.
 */
export async function listingChunk(
  db: Db,
  exporters: number[] | null,
  beforeId: number | null,
  size: number,
) {
  const q = ordersOf(db, exporters);
  if (beforeId !== null) q.where('o.id', '<', beforeId);
  const rows = await q.orderBy('o.id', 'desc').limit(size).select(orderColumns);
  return rows.map(toOrder);
}

/** How many of the given orders belong to these exporters (a report job's check before queueing). */
export async function countOwned(db: Db, exporters: number[], ids: number[]): Promise<number> {
  let n = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const r = await db('orders as o')
      .join('dockets as d', 'd.id', 'o.docket_id')
      .whereIn('d.exporter_id', exporters.length ? exporters : [-1])
      .whereIn('o.id', ids.slice(i, i + 500))
      .count({ n: '*' })
      .first();
    n += Number(r?.n ?? 0);
  }
  return n;
}

/** The given orders that belong to these exporters (others are simply absent). */
export async function ordersByIds(db: Db | Knex.Transaction, exporters: number[], ids: number[]) {
  const out: OrderRow[] = [];
  // In slices: a 10,000-order report stays under every driver's bound-parameter limit.
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await ordersOf(db, exporters)
      .whereIn('o.id', ids.slice(i, i + 500))
      .orderBy('o.id')
      .select(orderColumns);
    out.push(...rows.map(toOrder));
  }
  return out;
}

// Scheme rate schedules.

/** A schedule as answered: core's wire shape (the scheme-rates contracts). */
export type VersionRow = SchemeVersion;

/** A scheme_rate_versions row with its uploader's name. */
interface VersionRecord {
  id: Num;
  scheme: Scheme;
  effective_from: Num;
  reference: string;
  source_name: string;
  row_count: Num;
  uploaded_by_name?: string | null;
  created_at: Num;
  rolled_back_at: Num | null;
  demo: boolean | number;
}

export async function versions(db: Db): Promise<VersionRow[]> {
  const rows = await db('scheme_rate_versions as v')
    .leftJoin('users as u', 'u.id', 'v.uploaded_by')
    .orderBy([
      { column: 'v.effective_from', order: 'desc' },
      { column: 'v.id', order: 'desc' },
    ])
    .select('v.*', 'u.name as uploaded_by_name');
  return rows.map((r: VersionRecord) => ({
    id: Number(r.id),
    scheme: r.scheme,
    effectiveFrom: Number(r.effective_from),
    reference: r.reference,
    sourceName: r.source_name,
    rowCount: Number(r.row_count),
    uploadedBy: r.uploaded_by_name ?? null,
    createdAt: Number(r.created_at),
    rolledBackAt: r.rolled_back_at === null ? null : Number(r.rolled_back_at),
    demo: !!r.demo,
  }));
}

export interface RateRow {
  versionId: number;
  hsCode: string;
  description: string;
  ratePct: number;
  capPerUnit: number | null;
  capUnit: string | null;
}

/** A scheme_rates row. */
interface RateRecord {
  version_id: Num;
  hs_code: string;
  description: string;
  rate_pct: Num;
  cap_per_unit: Num | null;
  cap_unit?: string | null;
}

/** The rows of these versions for these codes (8-digit lines and their 6-digit subheadings). */
export async function ratesIn(db: Db, versionIds: number[], codes: string[]): Promise<RateRow[]> {
  if (!versionIds.length || !codes.length) return [];
  const out: RateRow[] = [];
  for (let i = 0; i < codes.length; i += 500) {
    const rows = await db('scheme_rates')
      .whereIn('version_id', versionIds)
      .whereIn('hs_code', codes.slice(i, i + 500))
      .select('version_id', 'hs_code', 'description', 'rate_pct', 'cap_per_unit', 'cap_unit');
    out.push(
      ...rows.map((r: RateRecord) => ({
        versionId: Number(r.version_id),
        hsCode: r.hs_code,
        description: r.description,
        ratePct: Number(r.rate_pct),
        capPerUnit: r.cap_per_unit === null ? null : Number(r.cap_per_unit),
        capUnit: r.cap_unit ?? null,
      })),
    );
  }
  return out;
}

export async function versionRows(db: Db, versionId: number): Promise<Array<Omit<RateRecord, 'version_id'>>> {
  return db('scheme_rates')
    .where({ version_id: versionId })
    .orderBy('hs_code')
    .select('hs_code', 'description', 'rate_pct', 'cap_per_unit', 'cap_unit');
}

/** One schedule, written whole in one transaction or not at all. */
export async function insertVersion(
  db: Db,
  v: {
    scheme: Scheme;
    effectiveFrom: number;
    reference: string;
    sourceName: string;
    uploadedBy: number | null;
    demo?: boolean;
  },
  rows: Array<Omit<RateRow, 'versionId'>>,
): Promise<number> {
  return db.transaction(async (trx) => {
    const [id] = await trx('scheme_rate_versions').insert({
      scheme: v.scheme,
      effective_from: v.effectiveFrom,
      reference: v.reference,
      source_name: v.sourceName,
      row_count: rows.length,
      uploaded_by: v.uploadedBy,
      created_at: now(),
      demo: !!v.demo,
    });
    const versionId = Number(id);
    for (let i = 0; i < rows.length; i += 500)
      await trx('scheme_rates').insert(
        rows.slice(i, i + 500).map((r) => ({
          version_id: versionId,
          hs_code: r.hsCode,
          description: r.description,
          rate_pct: r.ratePct,
          cap_per_unit: r.capPerUnit,
          cap_unit: r.capUnit,
        })),
      );
    return versionId;
  });
}

export async function rollBack(db: Db, id: number, userId: number): Promise<boolean> {
  const n = await db('scheme_rate_versions')
    .where({ id })
    .whereNull('rolled_back_at')
    .update({ rolled_back_at: now(), rolled_back_by: userId });
  return n > 0;
}

export async function hasDemoSchedule(db: Db): Promise<boolean> {
  return !!(await db('scheme_rate_versions').where({ demo: true }).first('id'));
}

// Claims.

export interface ClaimRow {
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

const toClaim = (r: ClaimRecord): ClaimRow => ({
  id: Number(r.id),
  refNo: r.ref_no,
  exporterId: Number(r.exporter_id),
  ieCode: r.ie_code ?? '',
  exporterName: r.exporter_name ?? '',
  status: r.status,
  reviewCount: Number(r.review_count),
  reviewedBy: r.reviewed_by ?? null,
  reviewedAt: r.reviewed_at === null ? null : Number(r.reviewed_at),
  entitlementTotal: Number(r.entitlement_total),
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
});

const claimsBase = (db: Db | Knex.Transaction) =>
  db('claims as c')
    .join('users as u', 'u.id', 'c.exporter_id')
    .select('c.*', 'u.ie_code', 'u.name as exporter_name');

export async function claimByRef(db: Db | Knex.Transaction, refNo: string): Promise<ClaimRow | null> {
  const r = await claimsBase(db).where('c.ref_no', refNo).first();
  return r ? toClaim(r) : null;
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

export async function claimsPage(db: Db, f: ClaimFilter, page: number, size: number) {
  const rows = await filtered(db, f)
    .orderBy('c.id', 'desc')
    .limit(size)
    .offset(page * size);
  return rows.map(toClaim);
}

export async function claimsByRefs(db: Db, refNos: string[]) {
  const rows = await claimsBase(db).whereIn('c.ref_no', refNos).orderBy('c.id');
  return rows.map(toClaim);
}

/** A claim's order: the claim_orders row with its order and docket. */
export interface ClaimOrderRecord {
  claim_id: Num;
  hs_code: string;
  scheme: Scheme;
  rate_pct: Num;
  cap_per_unit: Num | null;
  quantity: Num;
  fob_inr: Num;
  amount: Num;
  sb_date: Num | null;
  order_id: string;
  data: string;
  docket_no: string;
  shipping_bill_no?: string | null;
  shipping_bill_date?: Num | null;
}

export interface ClaimFileRecord {
  id: Num;
  claim_id: Num;
  kind: string;
  file_name: string;
  storage_key: string;
  content_type: string;
}

export interface ClaimRemarkRecord {
  claim_id: Num;
  by_name: string;
  text: string;
  created_at: Num;
}

export interface ClaimHistoryRecord {
  claim_id: Num;
  from_status: ClaimStatus | null;
  to_status: ClaimStatus;
  by_name: string;
  at: Num;
}

export async function claimOrders(db: Db, claimIds: number[]): Promise<ClaimOrderRecord[]> {
  if (!claimIds.length) return [];
  return db('claim_orders as co')
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
      'co.quantity',
      'co.fob_inr',
      'co.amount',
      'co.sb_date',
      'o.order_id',
      'o.data',
      'd.docket_no',
      'd.shipping_bill_no',
      'd.shipping_bill_date',
    );
}

export async function claimFiles(db: Db | Knex.Transaction, claimIds: number[]): Promise<ClaimFileRecord[]> {
  if (!claimIds.length) return [];
  return db('claim_files')
    .whereIn('claim_id', claimIds)
    .orderBy('id')
    .select('id', 'claim_id', 'kind', 'file_name', 'storage_key', 'content_type');
}

export async function claimRemarks(db: Db, claimIds: number[]): Promise<ClaimRemarkRecord[]> {
  if (!claimIds.length) return [];
  return db('claim_remarks')
    .whereIn('claim_id', claimIds)
    .orderBy('id')
    .select('claim_id', 'by_name', 'text', 'created_at');
}

export async function claimHistory(db: Db, claimIds: number[]): Promise<ClaimHistoryRecord[]> {
  if (!claimIds.length) return [];
  return db('claim_history')
    .whereIn('claim_id', claimIds)
    .orderBy('id')
    .select('claim_id', 'from_status', 'to_status', 'by_name', 'at');
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

/**
 * A status change and its history line in one transaction; the update is conditional on the
 * status read, so two reviewers at once cannot both move it (the loser changes nothing).
 */
export async function changeStatus(
  db: Db,
  claim: ClaimRow,
  to: ClaimStatus,
  by: { userId: number; name: string },
  review: boolean,
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const t = now();
    const n = await trx('claims')
      .where({ id: claim.id, status: claim.status })
      .update({
        status: to,
        updated_at: t,
        ...(review
          ? {
              reviewed_by: by.name,
              reviewed_at: t,
              review_count: to === 'Under Review' ? claim.reviewCount + 1 : claim.reviewCount,
            }
          : {}),
      });
    if (!n) return false;
    await trx('claim_history').insert({
      claim_id: claim.id,
      from_status: claim.status,
      to_status: to,
      user_id: by.userId,
      by_name: by.name,
      at: t,
    });
    return true;
  });
}

export async function addRemark(db: Db, claimId: number, by: { userId: number; name: string }, text: string) {
  const t = now();
  await db.transaction(async (trx) => {
    await trx('claim_remarks').insert({
      claim_id: claimId,
      user_id: by.userId,
      by_name: by.name,
      text,
      created_at: t,
    });
    await trx('claims').where({ id: claimId }).update({ updated_at: t });
  });
}

export async function insertFiles(
  db: Db,
  claimId: number,
  files: Array<{ kind: string; fileName: string; key: string; contentType: string; size: number }>,
  userId: number,
) {
  const t = now();
  await db.transaction(async (trx) => {
    for (const f of files) {
      // The same name again replaces the earlier file's row (its bytes are overwritten under the same key).
      await trx('claim_files').where({ claim_id: claimId, kind: f.kind, file_name: f.fileName }).delete();
      await trx('claim_files').insert({
        claim_id: claimId,
        kind: f.kind,
        file_name: f.fileName,
        storage_key: f.key,
        content_type: f.contentType,
        size_bytes: f.size,
        uploaded_by: userId,
        created_at: t,
      });
    }
    await trx('claims').where({ id: claimId }).update({ updated_at: t });
  });
}

export async function deleteFile(
  db: Db,
  claimId: number,
  kind: string,
  fileName: string,
): Promise<string | null> {
  return db.transaction(async (trx) => {
    const f = await trx('claim_files')
      .where({ claim_id: claimId, kind, file_name: fileName })
      .first('id', 'storage_key');
    if (!f) return null;
    await trx('claim_files').where({ id: f.id }).delete();
    await trx('claims').where({ id: claimId }).update({ updated_at: now() });
    return f.storage_key as string;
  });
}

export async function userName(db: Db, userId: number): Promise<string> {
  const u = await db('users').where({ id: userId }).first('name', 'username');
  return u?.name || u?.username || `user ${userId}`;
}

export async function userEmail(db: Db, userId: number): Promise<string | null> {
  const u = await db('users').where({ id: userId }).first('email');
  return u?.email ?? null;
}
