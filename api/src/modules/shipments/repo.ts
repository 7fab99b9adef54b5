/** Ship Abroad shipments and their dated comments (knex; MySQL and SQLite). */
import { json, now, type Db } from '../../db/knex';

export interface ShipmentRow {
  id: number;
  refNo: string;
  customerId: string;
  status: string;
  trackingNo: string | null;
  consigneeName: string;
  consigneeMobile: string;
  consigneeEmail: string;
  consigneeCountry: string;
  consigneeCountryCode: string;
  consigneeState: string;
  consigneeCity: string;
  consigneeAddress: string;
  consigneeZipcode: string;
  packageDesc: string;
  productCategory: string;
  hsnCode: string;
  cifValue: number;
  length: number;
  width: number;
  height: number;
  grossWeight: number;
  shippingMethod: string;
  shippingCharge: number;
  pickupDate: number | null;
  customerFeedback: { stars: number; reached_on_time: boolean } | null;
  createdAt: number;
  updatedAt: number;
  /** the last comment's time (the in-transit group shows it) */
  lastCommentAt: number | null;
}

export type ShipmentColumns = Omit<
  ShipmentRow,
  | 'id'
  | 'refNo'
  | 'status'
  | 'trackingNo'
  | 'pickupDate'
  | 'customerFeedback'
  | 'createdAt'
  | 'updatedAt'
  | 'lastCommentAt'
>;

const COLUMNS: Record<keyof ShipmentColumns, string> = {
  customerId: 'customer_id',
  consigneeName: 'consignee_name',
  consigneeMobile: 'consignee_mobile',
  consigneeEmail: 'consignee_email',
  consigneeCountry: 'consignee_country',
  consigneeCountryCode: 'consignee_country_code',
  consigneeState: 'consignee_state',
  consigneeCity: 'consignee_city',
  consigneeAddress: 'consignee_address',
  consigneeZipcode: 'consignee_zipcode',
  packageDesc: 'package_desc',
  productCategory: 'product_category',
  hsnCode: 'hsn_code',
  cifValue: 'cif_value',
  length: 'length_cm',
  width: 'width_cm',
  height: 'height_cm',
  grossWeight: 'gross_weight_g',
  shippingMethod: 'shipping_method',
  shippingCharge: 'shipping_charge',
};

const toColumns = (c: ShipmentColumns) =>
  Object.fromEntries(Object.entries(COLUMNS).map(([k, col]) => [col, c[k as keyof ShipmentColumns]]));

type Stored = Record<string, unknown>;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function toRow(r: Stored): ShipmentRow {
  const cols = Object.fromEntries(Object.entries(COLUMNS).map(([k, col]) => [k, r[col]])) as Record<
    string,
    unknown
  >;
  for (const k of ['cifValue', 'length', 'width', 'height', 'grossWeight', 'shippingCharge'])
    cols[k] = Number(cols[k]);
  return {
    ...(cols as unknown as ShipmentColumns),
    id: Number(r.id),
    refNo: String(r.ref_no),
    status: String(r.status),
    trackingNo: (r.tracking_no as string | null) ?? null,
    pickupDate: num(r.pickup_date),
    customerFeedback: json(r.customer_feedback, null),
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    lastCommentAt: num(r.last_comment_at),
  };
}

const live = (db: Db) =>
  db('shipments as s')
    .whereNull('s.deleted_at')
    .select(
      's.*',
      db('shipment_comments as c').whereRaw('c.shipment_id = s.id').max('c.created_at').as('last_comment_at'),
    );

export async function count(db: Db): Promise<number> {
  const r = await db('shipments').whereNull('deleted_at').count({ n: '*' }).first();
  return Number(r?.n ?? 0);
}

/** A page, newest first. */
export async function page(db: Db, offset: number, limit: number): Promise<ShipmentRow[]> {
  const rows: Stored[] = await live(db)
    .orderBy([
      { column: 's.created_at', order: 'desc' },
      { column: 's.id', order: 'desc' },
    ])
    .offset(offset)
    .limit(limit);
  return rows.map(toRow);
}

export async function byRef(db: Db, refNo: string): Promise<ShipmentRow | undefined> {
  const r: Stored | undefined = await live(db).where('s.ref_no', refNo).first();
  return r ? toRow(r) : undefined;
}

/** A new shipment and its first comment, one transaction; the reference is SA + 10 digits of its id. */
export async function insert(db: Db, c: ShipmentColumns, status: string, userId: number): Promise<string> {
  const t = now();
  return db.transaction(async (trx) => {
    const temp = `TMP${t}${Math.floor(Math.random() * 1e6)}`.slice(0, 20);
    const [id] = await trx('shipments').insert({
      ...toColumns(c),
      ref_no: temp,
      status,
      created_by: userId,
      updated_by: userId,
      created_at: t,
      updated_at: t,
    });
    const refNo = `SA${1_000_000_000 + Number(id)}`;
    await trx('shipments').where({ id }).update({ ref_no: refNo });
    await trx('shipment_comments').insert({
      shipment_id: id,
      status,
      comment: 'Shipment created',
      by_user: userId,
      created_at: t,
    });
    return refNo;
  });
}

export interface Change {
  columns?: Partial<ShipmentColumns>;
  status?: string;
  trackingNo?: string;
  pickupDate?: number;
  deleted?: boolean;
  comment?: string;
}

/**
 * Applies a change only if the shipment is still in the status the caller checked (no lost update
 * between two super users); the comment (status history) in the same transaction. False: it moved.
 */
export async function change(
  db: Db,
  id: number,
  fromStatus: string,
  ch: Change,
  userId: number,
): Promise<boolean> {
  const t = now();
  return db.transaction(async (trx) => {
    const set: Record<string, unknown> = { updated_by: userId, updated_at: t };
    if (ch.columns) Object.assign(set, toColumns(ch.columns as ShipmentColumns));
    for (const k of Object.keys(set)) if (set[k] === undefined) delete set[k];
    if (ch.status) set.status = ch.status;
    if (ch.trackingNo !== undefined) set.tracking_no = ch.trackingNo;
    if (ch.pickupDate !== undefined) set.pickup_date = ch.pickupDate;
    if (ch.deleted) set.deleted_at = t;
    const n = await trx('shipments').where({ id, status: fromStatus }).whereNull('deleted_at').update(set);
    if (!n) return false;
    if (ch.comment !== undefined)
      await trx('shipment_comments').insert({
        shipment_id: id,
        status: ch.status ?? fromStatus,
        comment: ch.comment,
        by_user: userId,
        created_at: t,
      });
    return true;
  });
}

export interface Comment {
  status: string;
  comment: string;
  timeStamp: number;
}

export async function comments(db: Db, id: number): Promise<Comment[]> {
  const rows: Array<{ status: string; comment: string; created_at: number | string }> = await db(
    'shipment_comments',
  )
    .where({ shipment_id: id })
    .orderBy('id', 'asc')
    .select('status', 'comment', 'created_at');
  return rows.map((r) => ({ status: r.status, comment: r.comment, timeStamp: Number(r.created_at) }));
}
