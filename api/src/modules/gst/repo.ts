/** Every query of the GST report: the exporter by IEC and the month's orders, streamed. */
import type { Readable } from 'node:stream';
import type { GstNote } from '@exportdesk/core';
import type { Db } from '../../db/knex';

export interface GstExporterRow {
  id: number;
  ie_code: string | null;
  name: string;
  gstin: string | null;
}

export async function exporterByIec(db: Db, ieCode: string): Promise<GstExporterRow | undefined> {
  return db('users')
    .whereRaw('UPPER(ie_code) = ?', [ieCode.toUpperCase()])
    .where({ is_exporter: true })
    .whereNull('parent_user_id') // the exporter itself, not one of its sub-users
    .orderBy('id')
    .first('id', 'ie_code', 'name', 'gstin');
}

export async function exporterById(db: Db, id: number): Promise<GstExporterRow | undefined> {
  return db('users').where({ id }).first('id', 'ie_code', 'name', 'gstin');
}

/** One order of the month with its docket, as streamed to the report. */
export interface GstOrderRow {
  invoice_no: string;
  invoice_date: string;
  currency: string;
  fob_foreign: number | string;
  data: string;
  docket_id: number;
  docket_created_at: number | string;
  fpo_code: string | null;
  shipping_bill_no: string | null;
  shipping_bill_date: number | string | null;
}

/**
 * The exporter's orders whose invoice date (DD-MM-YYYY) is in the month, streamed in invoice
 * order (day, number, docket, item), so an invoice's items arrive together and the report keeps
 * one invoice in memory. Notes (India Post): 'PBE submitted' = the docket has its shipping bill
 * (PBE) number from the FPO; 'PBE not submitted in FPO' = not yet; 'PBE Cancelled' = none: a
 * docket cannot be cancelled in this product yet, so that note selects nothing (a valid empty sheet).
 */
export function monthOrders(
  db: Db,
  exporterId: number,
  month: string,
  year: number,
  note: GstNote | null,
): Readable {
  return monthQuery(db, exporterId, month, year, note)
    .orderBy([
      { column: 'o.invoice_date' },
      { column: 'o.invoice_no' },
      { column: 'd.id' },
      { column: 'o.id' },
    ])
    .select(
      'o.invoice_no',
      'o.invoice_date',
      'o.currency',
      'o.fob_foreign',
      'o.data',
      'd.id as docket_id',
      'd.created_at as docket_created_at',
      'd.fpo_code',
      'd.shipping_bill_no',
      'd.shipping_bill_date',
    )
    .stream();
}

/** How many orders `monthOrders` streams: a report job's progress counts them. */
export async function monthOrderCount(
  db: Db,
  exporterId: number,
  month: string,
  year: number,
  note: GstNote | null,
): Promise<number> {
  const r = await monthQuery(db, exporterId, month, year, note).count({ n: '*' }).first();
  return Number(r?.n ?? 0);
}

function monthQuery(db: Db, exporterId: number, month: string, year: number, note: GstNote | null) {
  const q = db('orders as o')
    .join('dockets as d', 'd.id', 'o.docket_id')
    .where('o.exporter_id', exporterId)
    .where('o.invoice_date', 'like', `__-${month}-${year}`);
  if (note === 'PBE submitted') q.whereNotNull('d.shipping_bill_no');
  if (note === 'PBE not submitted in FPO') q.whereNull('d.shipping_bill_no');
  if (note === 'PBE Cancelled') q.whereRaw('1 = 0');
  return q;
}
