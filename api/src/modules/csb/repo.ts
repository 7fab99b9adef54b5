/** Every query of the CSB area: the items of an exporter's parcels booked with a courier. */
import type { Readable } from 'node:stream';
import type { Db } from '../../db/knex';

export interface CsbItem {
  awb: string;
  carrier: string;
  booked_at: number;
  parcel_id: number;
  exporter_name: string;
  ie_code: string | null;
  gstin: string | null;
  invoice_no: string;
  invoice_date: string;
  consignee_name: string;
  consignee_country: string;
  currency: string;
  fob_foreign: number | string;
  data: string;
  box_count: number;
}

export interface CsbFilter {
  exporterId: number;
  from: number | null;
  to: number | null;
  carrier: string;
}

/** Latest booking per parcel that is `booked`, joined to every order of that parcel's box. */
export async function bookedItems(db: Db, f: CsbFilter): Promise<CsbItem[]> {
  return selectItems(bookedQuery(db, f));
}

/** The same rows streamed, for a report of any size (one row in memory at a time). */
export function bookedItemsStream(db: Db, f: CsbFilter): Readable {
  return selectItems(bookedQuery(db, f)).stream();
}

/** How many rows `bookedItems` answers: a report job's progress counts them. */
export async function bookedItemCount(db: Db, f: CsbFilter): Promise<number> {
  const r = await bookedQuery(db, f).count({ n: '*' }).first();
  return Number(r?.n ?? 0);
}

function bookedQuery(db: Db, f: CsbFilter) {
  const latest = db('carrier_bookings').select('parcel_id').max({ bid: 'id' }).groupBy('parcel_id').as('lb');
  const q = db('carrier_bookings as b')
    .join(latest, 'lb.bid', 'b.id')
    .join('orders as p', 'p.id', 'b.parcel_id')
    .join('orders as o', (j) => j.on('o.docket_id', 'p.docket_id').andOn('o.box_id', 'p.box_id'))
    .join('dockets as d', 'd.id', 'o.docket_id')
    .join('users as u', 'u.id', 'o.exporter_id')
    .where('b.status', 'booked')
    .andWhere('b.exporter_id', f.exporterId)
    .andWhere('o.exporter_id', f.exporterId);
  if (f.from !== null) q.andWhere('b.created_at', '>=', f.from);
  if (f.to !== null) q.andWhere('b.created_at', '<', f.to);
  if (f.carrier) q.andWhere('b.carrier', f.carrier);
  return q;
}

function selectItems(q: ReturnType<typeof bookedQuery>) {
  return q
    .orderBy('b.created_at', 'desc')
    .orderBy('o.id')
    .select(
      'b.awb',
      'b.carrier',
      'b.created_at as booked_at',
      'b.parcel_id',
      'u.name as exporter_name',
      'u.ie_code',
      'u.gstin',
      'o.invoice_no',
      'o.invoice_date',
      'o.consignee_name',
      'o.consignee_country',
      'o.currency',
      'o.fob_foreign',
      'o.data',
      'd.box_count',
    );
}
