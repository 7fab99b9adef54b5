/**
 * Every query of the carriers area. A parcel is a box of a docket: the orders sharing docket_id
 * and box_id, named by the lowest orders.id among them (its "parcel id").
 */
import type { BookingCarrier, BookingStatus } from '@exportdesk/core';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';

/** A unit of work of a booking (the parcel locked, its booking claimed): the service opens no transaction. */
export { inTransaction } from '../../db/unit-of-work';

export interface BookingRow {
  id: number;
  parcel_id: number;
  exporter_id: number;
  carrier: BookingCarrier;
  generation: number;
  idem_key: string;
  /** Random, minted at insert (migration 130): the booking's job ids are `cb-<job_key>-<attempt>`. */
  job_key: string;
  status: BookingStatus;
  awb: string | null;
  label_key: string | null;
  tracking: string | null;
  message: string | null;
  attempts: number;
  created_by: number;
  created_at: number;
  updated_at: number;
}

export interface ParcelItem {
  id: number;
  exporter_id: number;
  order_id: string;
  docket_id: number;
  docket_no: string;
  box_id: string;
  consignee_name: string;
  consignee_country: string;
  currency: string;
  fob_foreign: number;
  data: string;
  created_at: number;
}

const firstOfBox = (db: Db | Knex.Transaction) =>
  db('orders as o2')
    .min('o2.id')
    .where('o2.docket_id', db.ref('o.docket_id'))
    .andWhere('o2.box_id', db.ref('o.box_id'));

/** The items of the parcel whose first order is `parcelId`; empty when it is not a parcel's first order. */
export async function parcelItems(db: Db | Knex.Transaction, parcelId: number): Promise<ParcelItem[]> {
  const first = await db('orders as o')
    .join('dockets as d', 'd.id', 'o.docket_id')
    .where('o.id', parcelId)
    .andWhere('o.id', firstOfBox(db))
    .first('o.docket_id', 'o.box_id');
  if (!first) return [];
  return db('orders as o')
    .join('dockets as d', 'd.id', 'o.docket_id')
    .where({ 'o.docket_id': first.docket_id, 'o.box_id': first.box_id })
    .orderBy('o.id')
    .select(
      'o.id',
      'o.exporter_id',
      'o.order_id',
      'o.docket_id',
      'd.docket_no',
      'o.box_id',
      'o.consignee_name',
      'o.consignee_country',
      'o.currency',
      'o.fob_foreign',
      'o.data',
      'o.created_at',
    );
}

export interface ParcelListFilter {
  exporterId: number | null; // null: every exporter (super admin)
  carrier: BookingCarrier;
  view: 'all' | 'booked';
  search?: string;
  page: number;
  pageSize: number;
}

/** The current booking of each parcel: its newest row (any carrier). */
const latestBookings = (db: Db) =>
  db('carrier_bookings').select('parcel_id').max({ bid: 'id' }).groupBy('parcel_id').as('lb');

/**
 * Parcels for a carrier's list: "all" = not booked (or cancelled/failed) anywhere else, plus this
 * carrier's; "booked" = this carrier's live bookings only. Newest first.
 */
export async function listParcels(db: Db, f: ParcelListFilter) {
  const base = () => {
    const q = db('orders as o')
      .join('dockets as d', 'd.id', 'o.docket_id')
      .join('users as u', 'u.id', 'o.exporter_id')
      .leftJoin(latestBookings(db), 'lb.parcel_id', 'o.id')
      .leftJoin('carrier_bookings as b', 'b.id', 'lb.bid')
      .where('o.id', firstOfBox(db));
    if (f.exporterId !== null) q.andWhere('o.exporter_id', f.exporterId);
    if (f.view === 'booked')
      q.andWhere('b.carrier', f.carrier).whereIn('b.status', ['queued', 'booking', 'booked']);
    else
      q.andWhere((w) =>
        w.whereNull('b.id').orWhere('b.carrier', f.carrier).orWhereIn('b.status', ['failed', 'cancelled']),
      );
    if (f.search) {
      const s = `%${f.search}%`;
      q.andWhere((w) =>
        w
          .where('d.docket_no', 'like', s)
          .orWhere('o.order_id', 'like', s)
          .orWhere('o.box_id', 'like', s)
          .orWhere('o.consignee_name', 'like', s)
          .orWhere('b.awb', 'like', s),
      );
    }
    return q;
  };
  const [{ n }] = await base().count({ n: '*' });
  const rows = await base()
    .orderBy('o.id', 'desc')
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize)
    .select(
      'o.id as parcel_id',
      'd.docket_no',
      'o.box_id',
      'o.order_id',
      'u.name as exporter',
      'o.consignee_name',
      'o.consignee_country',
      'o.created_at',
      db('orders as o3')
        .count('*')
        .where('o3.docket_id', db.ref('o.docket_id'))
        .andWhere('o3.box_id', db.ref('o.box_id'))
        .as('items'),
      'b.carrier as b_carrier',
      'b.status as b_status',
      'b.awb as b_awb',
      'b.message as b_message',
      'b.updated_at as b_updated_at',
    );
  return { total: Number(n), rows };
}

/**
 * /initiatelist: parcels whose booking form was saved for a carrier but that are not booked (no
 * booking yet, or the last one failed or was cancelled). Newest form first.
 */
export async function listInitiated(db: Db, exporterId: number | null, page: number, pageSize: number) {
  const base = () => {
    const q = db('carrier_forms as f')
      .join('orders as o', 'o.id', 'f.parcel_id')
      .join('dockets as d', 'd.id', 'o.docket_id')
      .join('users as u', 'u.id', 'o.exporter_id')
      .leftJoin(latestBookings(db), 'lb.parcel_id', 'o.id')
      .leftJoin('carrier_bookings as b', 'b.id', 'lb.bid')
      .where((w) => w.whereNull('b.id').orWhereIn('b.status', ['failed', 'cancelled']));
    if (exporterId !== null) q.andWhere('o.exporter_id', exporterId);
    return q;
  };
  const [{ n }] = await base().count({ n: '*' });
  const rows = await base()
    .orderBy('f.updated_at', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .select(
      'f.parcel_id',
      'f.carrier',
      'f.updated_at',
      'd.docket_no',
      'o.box_id',
      'o.consignee_name',
      'o.consignee_country',
      'u.name as exporter',
      'b.status as b_status',
      'b.message as b_message',
    );
  return { total: Number(n), rows };
}

export async function latestBookingOf(
  db: Db | Knex.Transaction,
  parcelId: number,
): Promise<BookingRow | undefined> {
  return db('carrier_bookings').where({ parcel_id: parcelId }).orderBy('id', 'desc').first();
}

export async function bookingById(db: Db | Knex.Transaction, id: number): Promise<BookingRow | undefined> {
  return db('carrier_bookings').where({ id }).first();
}

export async function insertBooking(
  trx: Knex.Transaction,
  row: Omit<BookingRow, 'id' | 'awb' | 'label_key' | 'tracking' | 'message' | 'attempts'>,
): Promise<number> {
  const [id] = await trx('carrier_bookings').insert({ ...row, attempts: 0 });
  return Number(id);
}

/**
 * Moves a booking from one of `from` to `to` only if it is still there: the one atomic claim that
 * makes a second worker (a re-delivered job) or a second click see it taken. Answers whether it moved.
 */
export async function moveBooking(
  db: Db | Knex.Transaction,
  id: number,
  from: BookingStatus[],
  to: BookingStatus,
  fields: Partial<Pick<BookingRow, 'awb' | 'label_key' | 'message' | 'tracking'>> & {
    bumpAttempts?: boolean;
  } = {},
): Promise<boolean> {
  const { bumpAttempts, ...rest } = fields;
  const q = db('carrier_bookings')
    .where({ id })
    .whereIn('status', from)
    .update({ ...rest, status: to, updated_at: Date.now() });
  if (bumpAttempts) q.increment('attempts', 1);
  return (await q) === 1;
}

export async function saveTracking(db: Db, id: number, tracking: string) {
  await db('carrier_bookings').where({ id }).update({ tracking, updated_at: Date.now() });
}

/** Locks the parcel's first order row for the booking decision (MySQL; SQLite serialises writers anyway). */
export async function lockParcel(trx: Knex.Transaction, parcelId: number) {
  await trx('orders').where({ id: parcelId }).forUpdate().first('id');
}

export async function exporterName(db: Db, id: number) {
  return db('users')
    .where({ id })
    .first<{ name: string; email: string | null; mobile: string | null; ie_code: string | null }>(
      'name',
      'email',
      'mobile',
      'ie_code',
    );
}

export async function saveForm(
  db: Db,
  parcelId: number,
  carrier: BookingCarrier,
  data: string,
  userId: number,
) {
  const t = Date.now();
  await db('carrier_forms')
    .insert({ parcel_id: parcelId, carrier, data, updated_by: userId, updated_at: t })
    .onConflict(['parcel_id', 'carrier'])
    .merge({ data, updated_by: userId, updated_at: t });
}

export async function formOf(db: Db | Knex.Transaction, parcelId: number, carrier: BookingCarrier) {
  const r = await db('carrier_forms')
    .where({ parcel_id: parcelId, carrier })
    .first<{ data: string } | undefined>('data');
  return r?.data ?? null;
}
