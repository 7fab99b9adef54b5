/**
 * long-file: every query of the parcels area (list, moves in and out of dockets, the undo) lives here.
 * Every query of the parcels area (knex; MySQL and SQLite): the parcels not yet in a PBE, their
 * moves in and out of dockets, and the exporter's "review before PBE" choice.
 */
import type { Order, ParcelCarrier, ParcelListItem, ParcelListQuery, ParcelStatus } from '@exportdesk/core';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { bool, now } from '../../db/knex';

export type Trx = Knex.Transaction;

/** A unit of work of the parcel moves: every query on one transaction (the service opens none). */
export { inTransaction } from '../../db/unit-of-work';
export type Q = Db | Trx;
const CHUNK = 500;

export interface ParcelRecord {
  exporterId: number;
  createdBy: number;
  boxId?: string;
  carrier: ParcelCarrier;
  status: ParcelStatus;
  source: string;
  uploadId?: number | null;
  docketId?: number | null;
  items: Order[];
}

export interface StoredParcel extends ParcelListItem {
  docketId: number | null;
  items: Order[];
}

interface ParcelRow {
  id: number | string;
  exporter_id: number | string;
  box_id: string;
  carrier: string;
  pbe_type: string;
  status: string;
  docket_id: number | string | null;
  docket_no?: string | null;
  source: string;
  order_ids: string;
  invoice_no: string;
  consignee_name: string;
  consignee_country: string;
  currency: string;
  fob_foreign: number | string;
  item_count: number | string;
  gross_weight: number | string;
  items?: string;
  created_at: number | string;
  ie_code?: string | null;
  exporter_name?: string | null;
}

const LIST_COLUMNS = [
  'p.id',
  'p.exporter_id',
  'p.box_id',
  'p.carrier',
  'p.pbe_type',
  'p.status',
  'p.docket_id',
  'p.source',
  'p.order_ids',
  'p.invoice_no',
  'p.consignee_name',
  'p.consignee_country',
  'p.currency',
  'p.fob_foreign',
  'p.item_count',
  'p.gross_weight',
  'p.created_at',
  'd.docket_no',
  'u.ie_code',
  'u.name as exporter_name',
];

function toItem(r: ParcelRow): ParcelListItem {
  return {
    id: Number(r.id),
    boxId: r.box_id,
    exporter: { id: Number(r.exporter_id), ieCode: r.ie_code ?? null, name: r.exporter_name ?? '' },
    carrier: r.carrier as ParcelCarrier,
    pbe: r.pbe_type,
    status: r.status as ParcelStatus,
    docketNo: r.docket_no ?? null,
    source: r.source,
    orderIds: r.order_ids.split(' ').filter(Boolean),
    invoiceNo: r.invoice_no,
    consigneeName: r.consignee_name,
    consigneeCountry: r.consignee_country,
    currency: r.currency,
    fobForeign: Number(r.fob_foreign),
    itemCount: Number(r.item_count),
    grossWeight: Number(r.gross_weight),
    createdAt: Number(r.created_at),
  };
}

const toStored = (r: ParcelRow): StoredParcel => ({
  ...toItem(r),
  docketId: r.docket_id === null ? null : Number(r.docket_id),
  items: JSON.parse(r.items ?? '[]') as Order[],
});

/** The list columns derived from the items (the first item names the consignee and invoice). */
function columns(items: Order[]) {
  const first = items[0];
  return {
    pbe_type: first.pbe,
    order_ids: items
      .map((i) => i.orderId)
      .join(' ')
      .slice(0, 500),
    invoice_no: first.invoiceNo,
    consignee_name: first.consigneeName,
    consignee_country: first.consigneeCountry,
    currency: first.currency,
    fob_foreign: Math.round(items.reduce((s, i) => s + Number(i.fob_foreign), 0) * 100) / 100,
    item_count: items.length,
    gross_weight: Math.round(Number(first.grossWeight) || 0),
    items: JSON.stringify(items),
  };
}

const like = (s: string) => `%${s.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** IST day bounds (the list's dates are the exporter's days). */
const IST = 5.5 * 3600_000;
const dayStart = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) - IST;

function filtered(db: Q, exporters: number[] | null, q: Partial<ParcelListQuery>) {
  const b = db('parcels as p')
    .leftJoin('dockets as d', 'd.id', 'p.docket_id')
    .join('users as u', 'u.id', 'p.exporter_id');
  if (exporters) b.whereIn('p.exporter_id', exporters);
  // The list is "the parcels not yet in a PBE" unless the in_pbe status is asked for.
  if (q.status) b.where('p.status', q.status);
  else b.whereIn('p.status', ['draft', 'saved']);
  if (q.carrier) b.where('p.carrier', q.carrier);
  if (q.pbe) b.where('p.pbe_type', q.pbe);
  if (q.country) b.where('p.consignee_country', q.country);
  if (q.from) b.where('p.created_at', '>=', dayStart(q.from));
  if (q.to) b.where('p.created_at', '<', dayStart(q.to) + 86_400_000);
  if (q.search) {
    const s = like(q.search);
    b.where((w) =>
      w
        .whereRaw("p.box_id like ? escape '!'", [s])
        .orWhereRaw("p.order_ids like ? escape '!'", [s])
        .orWhereRaw("p.invoice_no like ? escape '!'", [s])
        .orWhereRaw("p.consignee_name like ? escape '!'", [s])
        .orWhereRaw("u.ie_code like ? escape '!'", [s]),
    );
  }
  return b;
}

export async function countParcels(db: Db, exporters: number[] | null, q: Partial<ParcelListQuery>) {
  const r = await filtered(db, exporters, q).count({ n: '*' }).first();
  return Number(r?.n ?? 0);
}

export async function pageParcels(
  db: Db,
  exporters: number[] | null,
  q: Partial<ParcelListQuery>,
  offset: number,
  limit: number,
): Promise<ParcelListItem[]> {
  const rows: ParcelRow[] = await filtered(db, exporters, q)
    .orderBy([
      { column: 'p.created_at', order: 'desc' },
      { column: 'p.id', order: 'desc' },
    ])
    .offset(offset)
    .limit(limit)
    .select(LIST_COLUMNS);
  return rows.map(toItem);
}

/** Parcels by id (in chunks), with their items; ids out of `exporters` are left out. */
export async function parcelsByIds(q: Q, ids: number[], exporters: number[] | null): Promise<StoredParcel[]> {
  const out: StoredParcel[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const b = q('parcels as p')
      .leftJoin('dockets as d', 'd.id', 'p.docket_id')
      .join('users as u', 'u.id', 'p.exporter_id')
      .whereIn('p.id', ids.slice(i, i + CHUNK));
    if (exporters) b.whereIn('p.exporter_id', exporters);
    const rows: ParcelRow[] = await b.select([...LIST_COLUMNS, 'p.items']);
    out.push(...rows.map(toStored));
  }
  const order = new Map(ids.map((id, i) => [id, i]));
  return out.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

export async function parcelsOfDocket(q: Q, docketId: number): Promise<StoredParcel[]> {
  const rows: ParcelRow[] = await q('parcels as p')
    .leftJoin('dockets as d', 'd.id', 'p.docket_id')
    .join('users as u', 'u.id', 'p.exporter_id')
    .where('p.docket_id', docketId)
    .select([...LIST_COLUMNS, 'p.items']);
  return rows.map(toStored);
}

/** Inserts one parcel; without a box id it gets `PCL` + its id (9 digits). */
export async function insertParcel(q: Q, r: ParcelRecord): Promise<{ id: number; boxId: string }> {
  const t = now();
  const temp = r.boxId ?? `tmp-${t}-${Math.random().toString(36).slice(2, 12)}`;
  const [id] = await q('parcels').insert({
    exporter_id: r.exporterId,
    created_by: r.createdBy,
    box_id: temp,
    carrier: r.carrier,
    status: r.status,
    docket_id: r.docketId ?? null,
    source: r.source,
    upload_id: r.uploadId ?? null,
    ...columns(r.items),
    created_at: t,
    updated_at: t,
  });
  if (r.boxId) return { id: Number(id), boxId: r.boxId };
  const boxId = `PCL${String(id).padStart(9, '0')}`;
  await q('parcels').where({ id }).update({ box_id: boxId });
  return { id: Number(id), boxId };
}

/** Box ids of this exporter already used by a parcel or a docket's orders. */
export async function boxIdsTaken(q: Q, exporterId: number, boxIds: string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < boxIds.length; i += CHUNK) {
    const part = boxIds.slice(i, i + CHUNK);
    const a: Array<{ box_id: string }> = await q('parcels')
      .where({ exporter_id: exporterId })
      .whereIn('box_id', part)
      .select('box_id');
    const b: Array<{ box_id: string }> = await q('orders')
      .where({ exporter_id: exporterId })
      .whereIn('box_id', part)
      .select('box_id');
    for (const r of [...a, ...b]) out.add(r.box_id);
  }
  return out;
}

/** Replaces a parcel's items (and carrier) while its status is one of `from`; the count changed. */
export async function updateParcel(
  q: Q,
  id: number,
  from: ParcelStatus[],
  set: { carrier?: ParcelCarrier; items: Order[] },
): Promise<number> {
  return q('parcels')
    .where({ id })
    .whereIn('status', from)
    .update({ ...(set.carrier ? { carrier: set.carrier } : {}), ...columns(set.items), updated_at: now() });
}

/** Moves parcels from one of `from` to `to` (and onto a docket, or off one); the count moved. */
export async function moveParcels(
  q: Q,
  ids: number[],
  from: ParcelStatus[],
  to: ParcelStatus,
  docketId: number | null,
): Promise<number> {
  let n = 0;
  const t = now();
  for (let i = 0; i < ids.length; i += CHUNK)
    n += await q('parcels')
      .whereIn('id', ids.slice(i, i + CHUNK))
      .whereIn('status', from)
      .update({ status: to, docket_id: docketId, updated_at: t });
  return n;
}

/**
 * Sets the parcels' pbe type (Create PBE decides it for the whole selection) in chunks; the items
 * are rewritten only for the parcels whose items named another type.
 */
export async function setPbeType(q: Q, ids: number[], pbe: string, rewritten: Map<number, Order[]>) {
  for (let i = 0; i < ids.length; i += CHUNK)
    await q('parcels')
      .whereIn('id', ids.slice(i, i + CHUNK))
      .update({ pbe_type: pbe });
  for (const [id, items] of rewritten)
    await q('parcels')
      .where({ id })
      .update({ items: JSON.stringify(items) });
}

export async function deleteParcels(q: Q, ids: number[], from: ParcelStatus[]): Promise<number> {
  let n = 0;
  for (let i = 0; i < ids.length; i += CHUNK)
    n += await q('parcels')
      .whereIn('id', ids.slice(i, i + CHUNK))
      .whereIn('status', from)
      .delete();
  return n;
}

/** Which of these orderIds the exporter already has in a docket. */
export async function orderIdsInDockets(q: Q, exporterId: number, orderIds: string[]): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < orderIds.length; i += CHUNK) {
    const rows: Array<{ order_id: string }> = await q('orders')
      .where({ exporter_id: exporterId })
      .whereIn('order_id', orderIds.slice(i, i + CHUNK))
      .select('order_id');
    out.push(...rows.map((r) => r.order_id));
  }
  return out;
}

// ── dockets: undoing Generate PBE ────────────────────────────────────────────────────────────────

export async function docketByNo(q: Q, docketNo: string) {
  const r = await q('dockets')
    .where({ docket_no: docketNo })
    .first('id', 'exporter_id', 'docket_no', 'shipping_bill_no');
  return r
    ? {
        id: Number(r.id),
        exporterId: Number(r.exporter_id),
        docketNo: String(r.docket_no),
        shippingBillNo: (r.shipping_bill_no as string | null) ?? null,
      }
    : undefined;
}

/**
 * What makes a docket final: a pickup asked for, files uploaded against it, an IBM file. Such a
 * docket is in the post's or customs' hands and is not undone here.
 */
export async function docketHasHistory(q: Q, docketId: number): Promise<boolean> {
  for (const table of ['docket_pickups', 'docket_files', 'docket_ibm_files']) {
    const r = await q(table).where({ docket_id: docketId }).first('docket_id');
    if (r) return true;
  }
  return false;
}

export async function docketOrderRows(q: Q, docketId: number) {
  const rows: Array<{ box_id: string; data: string }> = await q('orders')
    .where({ docket_id: docketId })
    .orderBy('id')
    .select('box_id', 'data');
  return rows.map((r) => ({ boxId: r.box_id, data: JSON.parse(r.data) as Order }));
}

/** Removes the docket and what was derived from it (invoice runs, EDF details, its orders). */
export async function deleteDocket(q: Q, docketId: number): Promise<void> {
  await q('edf_details').where({ docket_id: docketId }).delete();
  await q('docket_invoice_runs').where({ docket_id: docketId }).delete();
  await q('orders').where({ docket_id: docketId }).delete();
  await q('dockets').where({ id: docketId }).delete();
}

// ── accounts ─────────────────────────────────────────────────────────────────────────────────────

export async function reviewBeforePbe(q: Q, exporterId: number): Promise<boolean> {
  const r = await q('users').where({ id: exporterId }).first('review_before_pbe');
  return bool(r?.review_before_pbe);
}

export async function setReviewBeforePbe(q: Q, exporterId: number, on: boolean): Promise<void> {
  await q('users').where({ id: exporterId }).update({ review_before_pbe: on });
}

export async function exporterForDocs(q: Q, exporterId: number) {
  return q('users').where({ id: exporterId }).first('name', 'ie_code', 'gstin', 'email', 'mobile', 'fpo');
}

export async function exporterIdByIec(q: Q, ieCode: string): Promise<number | null> {
  const r = await q('users').whereIn('user_type', [1]).where({ ie_code: ieCode }).first('id');
  return r ? Number(r.id) : null;
}

/** Every orderId held in this exporter's parcels not yet in a PBE (a re-push must not add them twice). */
export async function heldOrderIds(q: Q, exporterId: number): Promise<Set<string>> {
  const rows: Array<{ order_ids: string }> = await q('parcels')
    .where({ exporter_id: exporterId })
    .whereIn('status', ['draft', 'saved'])
    .select('order_ids');
  return new Set(rows.flatMap((r) => r.order_ids.split(' ').filter(Boolean)));
}
