/**
 * Its own file (shared with the orders area and the bulk job): "review before PBE" lands pushed or
 * uploaded orders in the parcel list instead of a docket.
 */
import type { Order } from '@exportdesk/core';
import * as repo from './repo';

/**
 * "Review before PBE": orders pushed or uploaded land in the parcel list instead of a docket.
 * Items sharing a boxId are one parcel (001 §3); a boxId this exporter already used gets a fresh
 * one (ours: the parcel list must keep box ids unique). Runs inside the caller's transaction.
 */
export async function landAsParcels(
  trx: repo.Trx,
  exporterId: number,
  createdBy: number,
  orders: Order[],
  meta: { source: 'api' | 'bulk'; uploadId?: number },
): Promise<string[]> {
  const groups: Order[][] = [];
  const byBox = new Map<string, Order[]>();
  // A re-push (a pipeline's retry) of orders already waiting here adds nothing.
  const held = await repo.heldOrderIds(trx, exporterId);
  for (const o of orders) {
    if (held.has(o.orderId)) continue;
    const given = o.boxId?.trim();
    const g = given ? byBox.get(given) : undefined;
    if (g) g.push(o);
    else {
      const fresh = [o];
      groups.push(fresh);
      if (given) byBox.set(given, fresh);
    }
  }
  const taken = await repo.boxIdsTaken(trx, exporterId, [...byBox.keys()]);
  const boxIds: string[] = [];
  for (const items of groups) {
    const given = items[0].boxId?.trim();
    const made = await repo.insertParcel(trx, {
      exporterId,
      createdBy,
      boxId: given && !taken.has(given) ? given : undefined,
      carrier: 'indiapost',
      status: 'draft',
      source: meta.source,
      uploadId: meta.uploadId ?? null,
      items,
    });
    boxIds.push(made.boxId);
  }
  return boxIds;
}

export const reviewBeforePbe = repo.reviewBeforePbe;

/**
 * A bulk row (001 §3 "Bulk-upload row columns") as a parcel item in the order fields. Ours, where
 * the sheet has no column: packageDesc = description, category/parcelType/hsnCode as given or
 * left for the form, the rest '0' or empty — the exporter reviews the parcel before Create PBE.
 */
export function bulkRowAsOrder(r: Record<string, unknown>, orderId: string): Order {
  const s = (k: string, fallback = '') => (r[k] === undefined || r[k] === null ? fallback : String(r[k]));
  return {
    pbe: s('pbe', 'PBE2'),
    description: s('description'),
    packageDesc: s('description'),
    otherCharge: '0',
    hsnCode: s('hsnCode'),
    unit: s('quantity_unit'),
    quantity: s('quantity_number'),
    compensationCess_rate: s('compensationCess_rate', '0'),
    igstDetails_rate: s('igstDetails_rate', '0'),
    customDuties_CessRate: s('customDuties_cess', '0'),
    itemNetWeight: s('weight'),
    itemGrossWeight: s('grossWeight', s('weight')),
    exportDutyRate: s('customDuties_exportDutyRate', '0'),
    freight: s('freight', '0'),
    insurance: s('insurance', '0'),
    dutyCess_rate: '0',
    grossWeight: s('grossWeight', s('weight')),
    category: s('category'),
    parcelType: s('parcelType'),
    orderId,
    consigneeName: s('consigneeDetails_name'),
    consigneeAddress: s('consigneeDetails_address'),
    consigneeCity: s('consigneeDetails_city'),
    consigneeState: s('consigneeDetails_state') || undefined,
    consigneeZipCode: s('consigneeDetails_zipCode'),
    consigneeCountry: s('consigneeDetails_country'),
    fob_foreign: s('fob_foreign'),
    currency: s('currency', 'USD'),
    invoiceNo: s('invoiceNo'),
    invoiceDate: s('invoiceDate'),
    invoiceTerms: 'Advance Payment',
    igstMode: 'Export under LUT/Bond',
    serialNo: s('row'),
    trackingNo: '',
    boxId: s('boxId') || undefined,
  } as Order;
}
