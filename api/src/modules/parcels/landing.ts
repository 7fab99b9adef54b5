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
