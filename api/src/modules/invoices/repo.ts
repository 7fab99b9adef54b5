/** Every query of the invoices area: a box's orders with their docket and exporter. */
import type { Db } from '../../db/knex';

export interface BoxOrderRow {
  order_id: string;
  exporter_id: number;
  invoice_no: string;
  invoice_date: string;
  currency: string;
  fob_foreign: number | string;
  data: string;
  docket_no: string;
  docket_id: number;
  docket_created_at: number | string;
  exporter_name: string;
  ie_code: string | null;
  gstin: string | null;
  pickup_address: string | null;
  logo_key: string | null;
  logo_type: string | null;
}

/**
 * The orders of a box (a parcel), from its latest docket: a box id is the exporter's, so the same
 * id may exist for two exporters; `exporterIds` narrows to whom the caller acts for (null: any).
 */
export async function boxOrders(db: Db, boxId: string, exporterIds: number[] | null): Promise<BoxOrderRow[]> {
  const q = db('orders as o')
    .join('dockets as d', 'd.id', 'o.docket_id')
    .join('users as u', 'u.id', 'o.exporter_id')
    .where('o.box_id', boxId);
  if (exporterIds) q.whereIn('o.exporter_id', exporterIds.length ? exporterIds : [-1]);
  const rows: BoxOrderRow[] = await q
    .orderBy([
      { column: 'd.created_at', order: 'desc' },
      { column: 'd.id', order: 'desc' },
      { column: 'o.id', order: 'asc' },
    ])
    .select(
      'o.order_id',
      'o.exporter_id',
      'o.invoice_no',
      'o.invoice_date',
      'o.currency',
      'o.fob_foreign',
      'o.data',
      'd.docket_no',
      'd.id as docket_id',
      'd.created_at as docket_created_at',
      'u.name as exporter_name',
      'u.ie_code',
      'u.gstin',
      'u.pickup_address',
      'u.logo_key',
      'u.logo_type',
    );
  const first = rows[0];
  return first ? rows.filter((r) => r.docket_id === first.docket_id) : [];
}

// ── export invoices (table export_invoices, migration 110) ───────────────────────────────────────

export interface SourceOrderRow {
  order_id: string;
  exporter_id: number;
  box_id: string;
  invoice_no: string;
  invoice_date: string;
  currency: string;
  fob_foreign: number | string;
  data: string;
  docket_no: string;
  docket_id: number;
  docket_created_at: number | string;
}

/** The orders an export invoice is made from: a parcel's (its latest docket) or a docket's. */
export async function sourceOrders(
  db: Db,
  kind: 'parcel' | 'docket',
  ref: string,
  exporterIds: number[] | null,
): Promise<SourceOrderRow[]> {
  const q = db('orders as o')
    .join('dockets as d', 'd.id', 'o.docket_id')
    .where(kind === 'parcel' ? 'o.box_id' : 'd.docket_no', ref);
  if (exporterIds) q.whereIn('o.exporter_id', exporterIds.length ? exporterIds : [-1]);
  const rows: SourceOrderRow[] = await q
    .orderBy([
      { column: 'd.created_at', order: 'desc' },
      { column: 'd.id', order: 'desc' },
      { column: 'o.id', order: 'asc' },
    ])
    .select(
      'o.order_id',
      'o.exporter_id',
      'o.box_id',
      'o.invoice_no',
      'o.invoice_date',
      'o.currency',
      'o.fob_foreign',
      'o.data',
      'd.docket_no',
      'd.id as docket_id',
      'd.created_at as docket_created_at',
    );
  const first = rows[0];
  return first ? rows.filter((r) => r.docket_id === first.docket_id) : [];
}

export interface ExportInvoiceRow {
  id: number;
  exporter_id: number;
  kind: 'parcel' | 'docket';
  ref: string;
  docket_id: number;
  docket_no: string;
  docket_created_at: number | string;
  invoice_no: string;
  invoice_date: string;
  data: string;
  total_inr: number | string;
  revision: number;
  updated_at: number | string;
}

const invoiceColumns = [
  'i.id',
  'i.exporter_id',
  'i.kind',
  'i.ref',
  'i.docket_id',
  'd.docket_no',
  'd.created_at as docket_created_at',
  'i.invoice_no',
  'i.invoice_date',
  'i.data',
  'i.total_inr',
  'i.revision',
  'i.updated_at',
];

function scoped(db: Db, exporterIds: number[] | null) {
  const q = db('export_invoices as i').join('dockets as d', 'd.id', 'i.docket_id');
  if (exporterIds) q.whereIn('i.exporter_id', exporterIds.length ? exporterIds : [-1]);
  return q;
}

export async function invoiceById(db: Db, id: number, exporterIds: number[] | null) {
  return (await scoped(db, exporterIds).where('i.id', id).first(invoiceColumns)) as
    ExportInvoiceRow | undefined;
}

export async function invoiceByRef(db: Db, kind: string, ref: string, exporterIds: number[] | null) {
  return (await scoped(db, exporterIds)
    .where({ 'i.kind': kind, 'i.ref': ref })
    .orderBy('i.id', 'desc')
    .first(invoiceColumns)) as ExportInvoiceRow | undefined;
}

export async function invoiceNoTaken(db: Db, exporterId: number, invoiceNo: string, exceptId: number | null) {
  const q = db('export_invoices').where({ exporter_id: exporterId, invoice_no: invoiceNo });
  if (exceptId) q.whereNot('id', exceptId);
  return !!(await q.first('id'));
}

export async function countInvoices(db: Db, exporterIds: number[] | null): Promise<number> {
  const r = await scoped(db, exporterIds).count({ n: '*' }).first();
  return Number(r?.n ?? 0);
}

export async function listInvoices(db: Db, exporterIds: number[] | null, offset: number, limit: number) {
  return (await scoped(db, exporterIds)
    .orderBy([
      { column: 'i.updated_at', order: 'desc' },
      { column: 'i.id', order: 'desc' },
    ])
    .offset(offset)
    .limit(limit)
    .select(invoiceColumns)) as ExportInvoiceRow[];
}

export interface NewExportInvoice {
  exporter_id: number;
  kind: 'parcel' | 'docket';
  ref: string;
  docket_id: number;
  invoice_no: string;
  invoice_date: string;
  data: string;
  total_inr: number;
  created_by: number;
}

export async function insertInvoice(db: Db, row: NewExportInvoice, now: number): Promise<number> {
  const [id] = await db('export_invoices').insert({
    ...row,
    updated_by: row.created_by,
    created_at: now,
    updated_at: now,
  });
  return Number(id);
}

export async function updateInvoice(
  db: Db,
  id: number,
  patch: { invoice_no: string; invoice_date: string; data: string; total_inr: number; updated_by: number },
  now: number,
) {
  await db('export_invoices')
    .where({ id })
    .update({ ...patch, updated_at: now, revision: db.raw('revision + 1') });
}
