// long-file: every query of carrier billing (files, carrier invoice rows, own invoice numbers) in its one repo, as the house asks.
/** Carrier billing rows (knex; MySQL and SQLite): files, carrier invoice rows, own invoice numbers. */
import type { Knex } from 'knex';
import type { BillingFilter, BillingReport, CarrierInvoiceRow, CarrierInvoiceStatus } from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { isDuplicateKey } from '../../db/duplicate-key';

export type Conn = Db | Knex.Transaction;
export type Trx = Knex.Transaction;

/** One transaction around `fn` (the service never holds knex itself). */
export const inTransaction = <T>(db: Db, fn: (trx: Knex.Transaction) => Promise<T>) => db.transaction(fn);
const BATCH = 500;

export interface StoredFile {
  id: number;
  carrier: string;
  fileName: string;
  fileKey: string;
  status: string;
  report: BillingReport | null;
  message: string | null;
  uploadedBy: number;
}

const toFile = (r: Record<string, unknown>): StoredFile => ({
  id: Number(r.id),
  carrier: String(r.carrier),
  fileName: String(r.file_name),
  fileKey: String(r.file_key),
  status: String(r.status),
  report: r.report ? (JSON.parse(String(r.report)) as BillingReport) : null,
  message: (r.message as string | null) ?? null,
  uploadedBy: Number(r.uploaded_by),
});

export async function fileBySha(db: Conn, carrier: string, sha256: string) {
  const r = await db('billing_files').where({ carrier, sha256 }).first();
  return r ? toFile(r) : null;
}

export async function fileById(db: Conn, id: number) {
  const r = await db('billing_files').where({ id }).first();
  return r ? toFile(r) : null;
}

/** The job key a billing file was minted with (null: no such file in this database). */
export async function fileJobKey(db: Conn, id: number): Promise<string | null> {
  const r: { job_key: string | null } | undefined = await db('billing_files').where({ id }).first('job_key');
  return r?.job_key ?? null;
}

/** A new file row, or null when the same bytes were uploaded for this carrier already (unique sha). */
export async function insertFile(
  db: Conn,
  f: {
    carrier: string;
    fileName: string;
    sha256: string;
    fileKey: string;
    size: number;
    userId: number;
    /** The row's job key (lib/queue.ts mintJobKey): its job id is `bf-<jobKey>`. */
    jobKey: string;
  },
): Promise<number | null> {
  const t = Date.now();
  try {
    const [id] = await db('billing_files').insert({
      carrier: f.carrier,
      file_name: f.fileName,
      sha256: f.sha256,
      file_key: f.fileKey,
      size_bytes: f.size,
      status: 'queued',
      uploaded_by: f.userId,
      job_key: f.jobKey,
      created_at: t,
      updated_at: t,
    });
    return Number(id);
  } catch (err) {
    // The unique (carrier, sha256): the same bytes sent twice at once, one of them wins.
    if (isDuplicateKey(err)) return null;
    throw err;
  }
}

export async function updateFile(
  db: Conn,
  id: number,
  patch: { status: string; report?: BillingReport; message?: string; rowsTotal?: number; rowsAdded?: number },
) {
  await db('billing_files')
    .where({ id })
    .update({
      status: patch.status,
      ...(patch.report ? { report: JSON.stringify(patch.report) } : {}),
      ...(patch.message !== undefined ? { message: patch.message.slice(0, 500) } : {}),
      ...(patch.rowsTotal !== undefined ? { rows_total: patch.rowsTotal } : {}),
      ...(patch.rowsAdded !== undefined ? { rows_added: patch.rowsAdded } : {}),
      updated_at: Date.now(),
    });
}

/** A parcel (box) of ours a carrier row may be: its exporter, docket, destination and declared weight. */
export interface OurParcel {
  exporterId: number;
  exporterName: string;
  docketId: number;
  boxId: string;
  country: string;
  declaredWeightG: number;
}

interface OrderRow {
  box_id: string;
  docket_id: number | string;
  docket_no?: string;
  exporter_id: number | string;
  exporter_name: string;
  consignee_country: string;
  data: string;
}

const grossOf = (data: string) => {
  try {
    const n = Number((JSON.parse(data) as { grossWeight?: unknown }).grossWeight);
    return Number.isFinite(n) ? n : 0;
  } catch {
    return 0;
  }
};

/** Items → parcels: the parcel's gross weight is on every item ("grams, whole shipment"), so the max. */
function boxesOf(rows: OrderRow[]): Map<string, OurParcel> {
  const out = new Map<string, OurParcel>();
  for (const r of rows) {
    const key = `${r.docket_id}|${r.box_id}`;
    const g = grossOf(r.data);
    const p = out.get(key);
    if (p) p.declaredWeightG = Math.max(p.declaredWeightG, g);
    else
      out.set(key, {
        exporterId: Number(r.exporter_id),
        exporterName: r.exporter_name,
        docketId: Number(r.docket_id),
        boxId: r.box_id,
        country: r.consignee_country,
        declaredWeightG: g,
      });
  }
  return out;
}

const orderCols = [
  'o.box_id',
  'o.docket_id',
  'o.exporter_id',
  'u.name as exporter_name',
  'o.consignee_country',
  'o.data',
];

/** Parcels by box id (the carrier's shipment id). A box id met under two exporters keeps the oldest. */
export async function parcelsByBox(db: Conn, boxIds: string[]): Promise<Map<string, OurParcel>> {
  const out = new Map<string, OurParcel>();
  const unique = [...new Set(boxIds.filter(Boolean))];
  for (let i = 0; i < unique.length; i += BATCH) {
    const rows: OrderRow[] = await db('orders as o')
      .join('users as u', 'u.id', 'o.exporter_id')
      .whereIn('o.box_id', unique.slice(i, i + BATCH))
      .orderBy('o.id')
      .select(orderCols);
    for (const p of boxesOf(rows).values()) if (!out.has(p.boxId)) out.set(p.boxId, p);
  }
  return out;
}

/** Dockets by number (the carrier's handover id): one parcel standing for the docket, weights summed. */
export async function parcelsByDocket(db: Conn, docketNos: string[]): Promise<Map<string, OurParcel>> {
  const out = new Map<string, OurParcel>();
  const unique = [...new Set(docketNos.filter(Boolean))];
  for (let i = 0; i < unique.length; i += BATCH) {
    const rows: OrderRow[] = await db('orders as o')
      .join('dockets as d', 'd.id', 'o.docket_id')
      .join('users as u', 'u.id', 'o.exporter_id')
      .whereIn('d.docket_no', unique.slice(i, i + BATCH))
      .orderBy('o.id')
      .select([...orderCols, 'd.docket_no']);
    const docketOf = new Map(rows.map((r) => [Number(r.docket_id), String(r.docket_no)]));
    for (const p of boxesOf(rows).values()) {
      const no = docketOf.get(p.docketId)!;
      const d = out.get(no);
      if (d) d.declaredWeightG += p.declaredWeightG;
      else out.set(no, { ...p });
    }
  }
  return out;
}

/**
 * Parcels by AWB (the order's trackingNo, kept in the order's JSON): only for rows that carry
 * neither a known box nor a known docket, 50 numbers per query (a text search, not an index).
 */
export async function parcelsByAwb(db: Conn, awbs: string[]): Promise<Map<string, OurParcel>> {
  const out = new Map<string, OurParcel>();
  const unique = [...new Set(awbs.filter((a) => /^[A-Z0-9]{6,30}$/.test(a)))];
  for (let i = 0; i < unique.length; i += 50) {
    const part = unique.slice(i, i + 50);
    const rows: OrderRow[] = await db('orders as o')
      .join('users as u', 'u.id', 'o.exporter_id')
      .where((q) => {
        for (const a of part) q.orWhere('o.data', 'like', `%"trackingNo":"${a}"%`);
      })
      .orderBy('o.id')
      .select(orderCols);
    for (const r of rows) {
      const awb = part.find((a) => r.data.includes(`"trackingNo":"${a}"`));
      if (!awb || out.has(awb)) continue;
      const p = boxesOf(rows.filter((x) => x.box_id === r.box_id && x.docket_id === r.docket_id));
      out.set(awb, [...p.values()][0]!);
    }
  }
  return out;
}

export interface NewInvoiceRow {
  carrier: string;
  file_id: number;
  row_key: string;
  invoice_number: string;
  handover_id: string;
  shipment_id: string;
  awb: string;
  noe: string;
  pickup_date: string;
  weight_g: number;
  amount: number;
  arrear: number;
  exporter_id: number | null;
  docket_id: number | null;
  box_id: string | null;
  declared_weight_g: number | null;
  weight_diff_g: number | null;
  expected_amount: number | null;
  amount_debited: number;
  match_status: string;
}

/** Rows whose key is on file already (another file, or a re-sent copy) are skipped. */
export async function insertInvoiceRows(trx: Conn, rows: NewInvoiceRow[]): Promise<void> {
  const t = Date.now();
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx('carrier_invoices')
      .insert(
        rows.slice(i, i + BATCH).map((r) => ({ ...r, status: 'created', created_at: t, updated_at: t })),
      )
      .onConflict('row_key')
      .ignore();
  }
}

/** Of these keys, the ones on file already. */
export async function existingKeys(db: Conn, keys: string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < keys.length; i += BATCH) {
    const rows: Array<{ row_key: string }> = await db('carrier_invoices')
      .whereIn('row_key', keys.slice(i, i + BATCH))
      .select('row_key');
    for (const r of rows) out.add(r.row_key);
  }
  return out;
}

export async function countAdded(db: Conn, fileId: number): Promise<number> {
  const r = await db('carrier_invoices').where({ file_id: fileId }).count({ n: '*' }).first();
  return Number(r?.n ?? 0);
}

const filtered = (db: Conn, carrier: string, filter: BillingFilter) => {
  const q = db('carrier_invoices as c').where('c.carrier', carrier);
  return filter === 'vat' ? q.whereNotNull('c.vat') : q;
};

export async function countRows(db: Conn, carrier: string, filter: BillingFilter): Promise<number> {
  const r = await filtered(db, carrier, filter).count({ n: '*' }).first();
  return Number(r?.n ?? 0);
}

const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export async function listRows(
  db: Conn,
  carrier: string,
  filter: BillingFilter,
  page: number | null,
  pageSize = 20,
  fileId?: number,
): Promise<CarrierInvoiceRow[]> {
  const q = filtered(db, carrier, filter)
    .leftJoin('users as u', 'u.id', 'c.exporter_id')
    // The list: newest first; one file's report: in the file's order.
    .orderBy('c.id', fileId ? 'asc' : 'desc')
    .select('c.*', 'u.name as exporter_name');
  if (fileId) q.where('c.file_id', fileId);
  if (page !== null) q.limit(pageSize).offset((page - 1) * pageSize);
  const rows: Array<Record<string, unknown>> = await q;
  return rows.map((r) => ({
    id: Number(r.id),
    invoiceNumber: String(r.invoice_number),
    exporterName: (r.exporter_name as string | null) ?? null,
    handoverID: String(r.handover_id),
    shipmentID: String(r.shipment_id),
    awb: String(r.awb),
    weight: Number(r.weight_g),
    declaredWeight: n(r.declared_weight_g),
    weightDiff: n(r.weight_diff_g),
    amountDebited: Number(r.amount_debited),
    invoiceAmount: Number(r.amount),
    arrear: Number(r.arrear),
    expectedAmount: n(r.expected_amount),
    match: String(r.match_status),
    pmbInvoiceNo: (r.pmb_invoice_no as string | null) ?? null,
    pmbInvoiceDate: n(r.pmb_invoice_date),
    vat: n(r.vat),
    status: String(r.status),
  }));
}

/** The carrier balance: billed amounts and arrears of rows not yet Paid. */
export async function balance(db: Conn, carrier: string): Promise<number> {
  const r = await db('carrier_invoices')
    .where({ carrier })
    .whereNot('status', 'Paid')
    .sum({ a: 'amount' })
    .sum({ b: 'arrear' })
    .first();
  return Math.round((Number(r?.a ?? 0) + Number(r?.b ?? 0)) * 100) / 100;
}

/** Statuses of one carrier invoice's rows, counted (to explain a refused transition). */
export async function statusCounts(db: Conn, carrier: string, invoiceNo: string) {
  const rows: Array<{ status: CarrierInvoiceStatus; n: number | string; vat: number | string }> = await db(
    'carrier_invoices',
  )
    .where({ carrier, invoice_number: invoiceNo })
    .groupBy('status')
    .select('status')
    .count({ n: '*' })
    .count({ vat: 'vat' });
  return rows.map((r) => ({ status: r.status, n: Number(r.n), vat: Number(r.vat) }));
}

/**
 * The year's sequence row, made before the transaction that takes numbers: an insert inside it
 * would take gap locks on MySQL, and two admins' first numbers of a year would deadlock.
 */
export async function ensureSequence(db: Db, fy: string): Promise<void> {
  await db('billing_invoice_sequence').insert({ fy, last_no: 0 }).onConflict('fy').ignore();
}

/**
 * Takes `count` consecutive numbers of a financial year. The UPDATE … + count takes the row's
 * write lock (MySQL row lock, SQLite's database lock) until the transaction ends, so two admins
 * generating at once get distinct, consecutive ranges. Returns the first number.
 */
export async function takeInvoiceNumbers(trx: Knex.Transaction, fy: string, count: number): Promise<number> {
  await trx('billing_invoice_sequence').where({ fy }).increment('last_no', count);
  const r = await trx('billing_invoice_sequence').where({ fy }).first('last_no');
  return Number(r!.last_no) - count + 1;
}

/** created rows of an invoice matched to an exporter (optionally one box), locked for the transition. */
export async function createdMatchedRows(
  trx: Knex.Transaction,
  carrier: string,
  invoiceNo: string,
  boxId = '',
) {
  const q = trx('carrier_invoices')
    .where({ carrier, invoice_number: invoiceNo, status: 'created' })
    .whereNotNull('exporter_id')
    .orderBy('id')
    .forUpdate()
    .select('id');
  if (boxId) q.andWhere((w) => w.where('shipment_id', boxId).orWhere('box_id', boxId));
  return ((await q) as Array<{ id: number | string }>).map((r) => Number(r.id));
}

export async function setGenerated(
  trx: Knex.Transaction,
  id: number,
  pmbInvoiceNo: string,
  at: number,
  vat: number | null,
): Promise<number> {
  return trx('carrier_invoices')
    .where({ id, status: 'created' })
    .update({
      status: 'Generated',
      pmb_invoice_no: pmbInvoiceNo,
      pmb_invoice_date: at,
      ...(vat !== null ? { vat } : {}),
      updated_at: at,
    });
}

/** Generated rows of an invoice (VAT ones only when asked) → Paid; returns how many moved. */
export async function markPaid(
  db: Conn,
  carrier: string,
  invoiceNo: string,
  vatOnly: boolean,
): Promise<number> {
  const q = db('carrier_invoices').where({ carrier, invoice_number: invoiceNo, status: 'Generated' });
  if (vatOnly) q.whereNotNull('vat');
  return q.update({ status: 'Paid', updated_at: Date.now() });
}

/** One file's rows, as the list shows them (the reconciliation report). */
export async function listFileRows(db: Conn, fileId: number): Promise<CarrierInvoiceRow[]> {
  const file = await db('billing_files').where({ id: fileId }).first('carrier');
  if (!file) return [];
  return listRows(db, String(file.carrier), 'all', null, 20, fileId);
}
