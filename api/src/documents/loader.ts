/** Reads a docket and its orders from the database into the documents' view model. */
import type { Db } from '../db/knex';
import { buildDocketDocuments, type DocketDocuments } from './model';

export interface LoadedDocket {
  id: number;
  exporterId: number;
  model: DocketDocuments;
}

export async function loadDocketDocuments(db: Db, docketNo: string): Promise<LoadedDocket | null> {
  const d = await db('dockets as d')
    .join('users as u', 'u.id', 'd.exporter_id')
    .where('d.docket_no', docketNo)
    .first('d.id', 'd.exporter_id', 'd.docket_no', 'd.pbe_type', 'd.created_at', 'd.shipping_bill_no', 'd.shipping_bill_date', 'u.name', 'u.ie_code', 'u.gstin', 'u.email', 'u.mobile');
  if (!d) return null;
  // Parcels in the order their first item was saved; items in saved order within a parcel.
  const rows = await db('orders').where('docket_id', d.id).orderBy('id').select('box_id', 'data');
  const firstSeen = new Map<string, number>();
  rows.forEach((r: any, i: number) => firstSeen.has(r.box_id) || firstSeen.set(r.box_id, i));
  rows.sort((a: any, b: any) => firstSeen.get(a.box_id)! - firstSeen.get(b.box_id)!);
  const model = buildDocketDocuments(
    {
      docketNo: d.docket_no, pbeType: d.pbe_type, createdAt: Number(d.created_at), shippingBillNo: d.shipping_bill_no ?? null,
      shippingBillDate: d.shipping_bill_date === null || d.shipping_bill_date === undefined ? null : Number(d.shipping_bill_date),
      exporter: { name: d.name, ieCode: d.ie_code ?? '', gstin: d.gstin ?? null, email: d.email ?? null, mobile: d.mobile ?? null },
    },
    rows.map((r: any) => ({ boxId: r.box_id, data: typeof r.data === 'string' ? JSON.parse(r.data) : r.data })),
  );
  return { id: d.id, exporterId: d.exporter_id, model };
}
