/** Reads a docket and its orders from the database into the documents' view model. */
import { ratesAt } from '@exportdesk/core';
import type { Db } from '../db/knex';
import { docketOrders, docketRow } from '../modules/documents/repo';
import { ratesUpTo } from '../modules/exchange-rates/service';
import { buildDocketDocuments, type DocketDocuments } from './model';

export interface LoadedDocket {
  id: number;
  exporterId: number;
  model: DocketDocuments;
}

export async function loadDocketDocuments(db: Db, docketNo: string): Promise<LoadedDocket | null> {
  const d = await docketRow(db, docketNo);
  if (!d) return null;
  const createdAt = Number(d.created_at);
  const [rows, rateRows] = await Promise.all([docketOrders(db, d.id), ratesUpTo(db, createdAt)]);
  // Parcels in the order their first item was saved; items in saved order within a parcel.
  const firstSeen = new Map<string, number>();
  rows.forEach((r, i) => firstSeen.has(r.box_id) || firstSeen.set(r.box_id, i));
  rows.sort((a, b) => firstSeen.get(a.box_id)! - firstSeen.get(b.box_id)!);
  // The exchange rates and SDR value in force when the docket was created, not today's: a docket's
  // invoices, CN22/CN23 choice and PBE keep their figures when a later CBIC notification lands
  // (its documents may already be printed and filed), while a docket created after the effective
  // date is under the new rates. The revision (a hash of the model) follows whatever was used.
  // Read here (with the orders), in the API and the workers alike: one indexed query per load.
  const { rates, sdrInr } = ratesAt(rateRows, createdAt);
  const model = buildDocketDocuments(
    {
      docketNo: d.docket_no,
      pbeType: d.pbe_type,
      createdAt,
      shippingBillNo: d.shipping_bill_no ?? null,
      fpoCode: d.fpo_code ?? null,
      shippingBillDate:
        d.shipping_bill_date === null || d.shipping_bill_date === undefined
          ? null
          : Number(d.shipping_bill_date),
      exporter: {
        name: d.name,
        ieCode: d.ie_code ?? '',
        gstin: d.gstin ?? null,
        email: d.email ?? null,
        mobile: d.mobile ?? null,
      },
    },
    rows.map((r) => ({ boxId: r.box_id, data: typeof r.data === 'string' ? JSON.parse(r.data) : r.data })),
    rates,
    sdrInr,
  );
  return { id: d.id, exporterId: d.exporter_id, model };
}
