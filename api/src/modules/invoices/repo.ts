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
