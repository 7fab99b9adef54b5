/**
 * long-file: every query of the orders area lives here (the house rule: queries only in repo.ts).
 * Saving orders under dockets. Docket numbers come from the docket_sequence table (an
 * auto-increment: unique across instances); orders are inserted in batches; (exporter, orderId)
 * is unique, so an order is never saved twice whatever races.
 */
import {
  docketNoFromSequence,
  foreignToInr,
  groupParcels,
  ratesAt,
  round2,
  type Order,
  type StoredOrderColumns,
} from '@exportdesk/core';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { now } from '../../db/knex';
import type { ExchangeRateRecord } from '@exportdesk/core';
import { isDuplicateKey } from '../../db/duplicate-key';

/** A unit of work of the orders area: every query on one transaction (services open none). */
export { inTransaction } from '../../db/unit-of-work';

/** What is stored of one order, from the API payload or a bulk row alike. */
export interface OrderRecord extends StoredOrderColumns {
  orderId: string;
  boxId?: string;
  pbe: string;
}

/**
 * The one way an order is stored, whatever its door (issue 24): the order API, the bulk job (its
 * rows made Orders by core's bulkRowToOrder), the marketplace imports (through the bulk job) and
 * Create PBE. `data` is the Order itself: the documents read nothing else.
 */
export const orderRecord = (o: Order): OrderRecord => ({
  orderId: o.orderId,
  boxId: o.boxId,
  pbe: o.pbe,
  invoiceNo: o.invoiceNo,
  invoiceDate: o.invoiceDate,
  consigneeName: o.consigneeName,
  consigneeCountry: o.consigneeCountry,
  currency: o.currency,
  fobForeign: Number(o.fob_foreign),
  data: o,
});

export interface DocketGroup {
  exporterId: number;
  pbe: string;
  docketNo: string;
  orders: OrderRecord[];
}

export interface SavedDocket {
  exporterId: number;
  type: string;
  tempSBill: string;
  orderIds: string[];
  boxIds: string[];
}

const BATCH = 500;

export async function allocateDocketNos(db: Db | Knex.Transaction, count: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const [id] = await db('docket_sequence').insert({ created_at: Date.now() });
    out.push(docketNoFromSequence(Number(id)));
  }
  return out;
}

/** Inserts each group as a docket with its orders (parcels by boxId), inside the caller's transaction. */
export async function insertDockets(
  trx: Knex.Transaction,
  groups: DocketGroup[],
  meta: { createdBy: number; source: 'api' | 'bulk'; uploadId?: number; rates: ExchangeRateRecord[] },
  onSaved?: (rows: number) => void | Promise<void>,
): Promise<SavedDocket[]> {
  const t = Date.now();
  // The FOB in rupees at the customs exchange rates in force now (the docket's documents use the same).
  const { rates } = ratesAt(meta.rates, t);
  const saved: SavedDocket[] = [];
  let rowsSaved = 0;
  for (const g of groups) {
    const parcels = groupParcels(g.docketNo, g.orders);
    const fob = g.orders.reduce((s, o) => s + o.fobForeign, 0);
    const fobInr = round2(g.orders.reduce((s, o) => s + foreignToInr(o.fobForeign, o.currency, rates), 0));
    // The docket belongs to its exporter's foreign post office (customs users see their FPO's).
    const fpo = (await trx('users').where({ id: g.exporterId }).first('fpo'))?.fpo ?? null;
    const [docketId] = await trx('dockets').insert({
      docket_no: g.docketNo,
      exporter_id: g.exporterId,
      fpo_code: fpo,
      pbe_type: g.pbe,
      source: meta.source,
      created_by: meta.createdBy,
      upload_id: meta.uploadId ?? null,
      box_count: parcels.length,
      item_count: g.orders.length,
      fob_total: Math.round(fob * 100) / 100,
      fob_inr: fobInr,
      created_at: t,
    });
    const rows = parcels.flatMap((p) =>
      p.items.map((o) => ({
        exporter_id: g.exporterId,
        order_id: o.orderId,
        docket_id: Number(docketId),
        box_id: p.boxId,
        pbe_type: o.pbe,
        invoice_no: o.invoiceNo,
        invoice_date: o.invoiceDate,
        consignee_name: o.consigneeName,
        consignee_country: o.consigneeCountry,
        currency: o.currency,
        fob_foreign: o.fobForeign,
        data: JSON.stringify(o.data),
        created_at: t,
      })),
    );
    for (let i = 0; i < rows.length; i += BATCH) {
      await trx('orders').insert(rows.slice(i, i + BATCH));
      rowsSaved += Math.min(BATCH, rows.length - i);
      await onSaved?.(rowsSaved);
    }
    saved.push({
      exporterId: g.exporterId,
      type: g.pbe,
      tempSBill: g.docketNo,
      orderIds: g.orders.map((o) => o.orderId),
      boxIds: parcels.map((p) => p.boxId),
    });
  }
  return saved;
}

/** Orders of these exporters already saved, with their docket. */
export async function existingOrders(db: Db | Knex.Transaction, exporterId: number, orderIds: string[]) {
  const out = new Map<string, { docketNo: string; pbe: string; boxId: string }>();
  for (let i = 0; i < orderIds.length; i += BATCH) {
    const rows = await db('orders as o')
      .join('dockets as d', 'd.id', 'o.docket_id')
      .where('o.exporter_id', exporterId)
      .whereIn('o.order_id', orderIds.slice(i, i + BATCH))
      .select('o.order_id', 'd.docket_no', 'd.pbe_type', 'o.box_id');
    for (const r of rows) out.set(r.order_id, { docketNo: r.docket_no, pbe: r.pbe_type, boxId: r.box_id });
  }
  return out;
}

/** Invoice numbers of this exporter already on file, each with the (first) docket holding it. */
export async function existingInvoices(db: Db | Knex.Transaction, exporterId: number, invoiceNos: string[]) {
  const out = new Map<string, string>();
  const unique = [...new Set(invoiceNos)];
  for (let i = 0; i < unique.length; i += BATCH) {
    const rows = await db('orders as o')
      .join('dockets as d', 'd.id', 'o.docket_id')
      .where('o.exporter_id', exporterId)
      .whereIn('o.invoice_no', unique.slice(i, i + BATCH))
      .orderBy('o.id')
      .select('o.invoice_no', 'd.docket_no');
    for (const r of rows) if (!out.has(r.invoice_no)) out.set(r.invoice_no, r.docket_no);
  }
  return out;
}

/** Whose uploads a file is compared with: an exporter's (all its people), or a CHA user's own. */
export type UploadScope = { exporterId: number } | { userId: number };

/**
 * The latest earlier upload of the same file (SHA-256) in this scope that was not refused: saved,
 * or still being processed. A rejected or failed upload does not count (the file may come again).
 */
export async function earlierUpload(db: Db, sha256: string, scope: UploadScope) {
  const q = db('bulk_uploads').where({ file_sha256: sha256 }).whereNotIn('status', ['rejected', 'failed']);
  if ('exporterId' in scope) q.where({ exporter_id: scope.exporterId });
  else q.whereNull('exporter_id').where({ user_id: scope.userId });
  return q.orderBy('id', 'desc').first('id', 'status', 'dockets', 'created_at');
}

/** A unique-key clash (another instance saved the same order first) or a deadlock: worth one more try. */
export const isRetryable = (err: unknown) => {
  const e = err as { code?: unknown } | null;
  return isDuplicateKey(err) || ['ER_LOCK_DEADLOCK', 'SQLITE_BUSY'].includes(String(e?.code));
};

// ── accounts: whose orders these are ─────────────────────────────────────────────────────────────

export interface AccountRow {
  id: number;
  ie_code: string | null;
  name: string;
  parent_user_id?: number | null;
}

export async function accountById(db: Db, id: number): Promise<AccountRow | undefined> {
  return db('users').where({ id }).first('id', 'ie_code', 'name', 'parent_user_id');
}

/** The exporters linked to a CHA, with their IEC. */
export async function linkedExporterRows(db: Db, chaId: number): Promise<AccountRow[]> {
  return db('cha_exporters as l')
    .join('users as u', 'u.id', 'l.exporter_user_id')
    .where('l.cha_user_id', chaId)
    .select('u.id', 'u.ie_code', 'u.name');
}

export interface SubscriptionRow {
  plan_id: number | string;
  plan_type: string;
  starts_at: number | string;
  ends_at: number | string;
  status: string;
}

/** The exporter's active subscription whose dates hold `at` (the latest ending first). */
export async function activeSubscriptionRow(
  db: Db,
  exporterId: number,
  at: number,
): Promise<SubscriptionRow | undefined> {
  return db('subscriptions')
    .where({ user_id: exporterId, status: 'active' })
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .orderBy('ends_at', 'desc')
    .first();
}

// ── bulk uploads ─────────────────────────────────────────────────────────────────────────────────

export interface BulkUploadRow {
  id: number;
  user_id: number;
  file_key: string;
  status: string;
  forced: number | boolean;
  reserved: string | null;
  report: string | null;
}

export interface NewUpload {
  userId: number;
  fileKey: string;
  fileName: string;
  sizeBytes: number;
  sha256: string;
  exporterId: number | null;
  forced: boolean;
  /** The row's job key (lib/queue.ts mintJobKey): its job id is `bu-<jobKey>`. */
  jobKey: string;
}

export async function insertUpload(db: Db, u: NewUpload): Promise<number> {
  const t = now();
  const [id] = await db('bulk_uploads').insert({
    user_id: u.userId,
    file_key: u.fileKey,
    file_name: u.fileName.slice(0, 200),
    size_bytes: u.sizeBytes,
    status: 'queued',
    created_at: t,
    updated_at: t,
    file_sha256: u.sha256,
    exporter_id: u.exporterId,
    forced: u.forced,
    job_key: u.jobKey,
  });
  return Number(id);
}

/** The job key an upload was minted with (null: no such upload in this database). */
export async function uploadJobKey(db: Db, id: number): Promise<string | null> {
  const r: { job_key: string | null } | undefined = await db('bulk_uploads').where({ id }).first('job_key');
  return r?.job_key ?? null;
}

export async function findUpload(db: Db, id: number): Promise<BulkUploadRow | undefined> {
  return db('bulk_uploads')
    .where({ id })
    .first('id', 'user_id', 'file_key', 'status', 'forced', 'reserved', 'report');
}

export async function uploaderType(
  db: Db,
  userId: number,
): Promise<{ id: number; user_type: number } | undefined> {
  return db('users').where({ id: userId }).first('id', 'user_type');
}

export async function setUploadStatus(db: Db, id: number, status: string): Promise<void> {
  await db('bulk_uploads').where({ id }).update({ status, updated_at: now() });
}

/** The docket numbers reserved per exporter and PBE type, committed before the save. */
export async function saveReserved(db: Db, id: number, reserved: Record<string, string>): Promise<void> {
  await db('bulk_uploads')
    .where({ id })
    .update({ reserved: JSON.stringify(reserved), updated_at: now() });
}

/** The end of an upload: its status, counts and the report (already within the column's size). */
export async function finishUpload(
  db: Db | Knex.Transaction,
  id: number,
  r: {
    status: string;
    rowsTotal: number;
    rowsSaved?: number;
    dockets?: unknown;
    report: string;
    message: string;
  },
): Promise<void> {
  await db('bulk_uploads')
    .where({ id })
    .update({
      status: r.status,
      rows_total: r.rowsTotal,
      report: r.report,
      message: r.message.slice(0, 500),
      updated_at: now(),
      ...(r.rowsSaved !== undefined ? { rows_saved: r.rowsSaved } : {}),
      ...(r.dockets !== undefined ? { dockets: JSON.stringify(r.dockets) } : {}),
    });
}

/**
 * An upload whose job could not be queued is closed as rejected with its report, but only while
 * it is still 'queued': false when a worker already took it (its job reached Redis after all).
 */
export async function withdrawUpload(
  db: Db,
  id: number,
  r: { report: string; message: string },
): Promise<boolean> {
  const n = await db('bulk_uploads')
    .where({ id, status: 'queued' })
    .update({
      status: 'rejected',
      rows_total: 0,
      report: r.report,
      message: r.message.slice(0, 500),
      updated_at: now(),
    });
  return Number(n) > 0;
}

/** Uploads still 'queued' since before `before` (epoch ms), oldest first: the sweep re-adds their jobs. */
export async function staleQueuedUploads(
  db: Db,
  before: number,
  limit: number,
): Promise<Array<{ id: number; userId: number; jobKey: string }>> {
  const rows: Array<{ id: number | string; user_id: number | string; job_key: string }> = await db(
    'bulk_uploads',
  )
    .where({ status: 'queued' })
    .where('created_at', '<', before)
    .orderBy('id')
    .limit(limit)
    .select('id', 'user_id', 'job_key');
  return rows.map((r) => ({ id: Number(r.id), userId: Number(r.user_id), jobKey: r.job_key }));
}
