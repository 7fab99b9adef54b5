/**
 * Every query of the MEIS order listing: an exporter's orders with their docket, exporter and the
 * claim that took them, mapped to OrderRow here. MySQL and SQLite alike.
 */
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';

/** An order as the MEIS listing and reports need it (FOB still foreign: converted by the service). */
export interface OrderRow {
  id: number;
  orderId: string;
  docketNo: string;
  docketCreatedAt: number;
  exporterId: number;
  exporterName: string;
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
  'u.name as exporter_name',
  'u.username as exporter_username',
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
  exporter_name?: string | null;
  exporter_username?: string | null;
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
    // As the PDFs always named the exporter: the name, else the username.
    exporterName: r.exporter_name || r.exporter_username || `user ${Number(r.exporter_id)}`,
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
  const rows: OrderRecord[] = await ordersOf(db, exporters)
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
): Promise<OrderRow[]> {
  const q = ordersOf(db, exporters);
  if (beforeId !== null) q.where('o.id', '<', beforeId);
  const rows: OrderRecord[] = await q.orderBy('o.id', 'desc').limit(size).select(orderColumns);
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
export async function ordersByIds(db: Db, exporters: number[], ids: number[]): Promise<OrderRow[]> {
  const out: OrderRow[] = [];
  // In slices: a 10,000-order report stays under every driver's bound-parameter limit.
  for (let i = 0; i < ids.length; i += 500) {
    const rows: OrderRecord[] = await ordersOf(db, exporters)
      .whereIn('o.id', ids.slice(i, i + 500))
      .orderBy('o.id')
      .select(orderColumns);
    out.push(...rows.map(toOrder));
  }
  return out;
}
