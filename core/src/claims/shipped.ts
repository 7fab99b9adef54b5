/**
 * Claims only for shipped goods (issue 24 item 4): RoDTEP/MEIS is a benefit on exports made, and
 * the export is proved by the shipping bill (the PBE number and date customs stamp on the docket).
 * A claim may be submitted to DGFT and approved only when every order of it has both; the API
 * refuses otherwise, and the MEIS pages name the orders and dockets lacking one beforehand.
 */
import { MEIS_MSG } from './messages';
import type { MeisApplication, MeisOrderItem } from './types';

export interface ShippingBillRef {
  orderId: string;
  docketNo: string;
  sbNo: string | null;
  sbDate: number | null;
}

/** A shipping bill counts with both its number and its date. */
export const hasShippingBill = (o: Pick<ShippingBillRef, 'sbNo' | 'sbDate'>) =>
  !!o.sbNo?.trim() && typeof o.sbDate === 'number' && o.sbDate > 0;

/** The orders that may not be claimed yet, in the order given. */
export const withoutShippingBill = <T extends ShippingBillRef>(orders: readonly T[]): T[] =>
  orders.filter((o) => !hasShippingBill(o));

/** How many dockets a message names before "and N more" (a long claim stays one readable line). */
const NAMED_DOCKETS = 10;

/** "docket PMB… (orders A, B); docket PMB… (order C)": the gaps grouped by docket. */
export function shippingBillGaps(orders: readonly ShippingBillRef[]): string {
  const byDocket = new Map<string, string[]>();
  for (const o of withoutShippingBill(orders)) {
    const list = byDocket.get(o.docketNo) ?? [];
    if (!list.includes(o.orderId)) list.push(o.orderId);
    byDocket.set(o.docketNo, list);
  }
  const parts = [...byDocket].map(
    ([docket, ids]) => `docket ${docket} (order${ids.length > 1 ? 's' : ''} ${ids.join(', ')})`,
  );
  const more = parts.length - NAMED_DOCKETS;
  return more > 0 ? `${parts.slice(0, NAMED_DOCKETS).join('; ')} and ${more} more` : parts.join('; ');
}

/** The refusal for these orders, or null when all have their shipping bill. */
export function shippingBillRefusal(orders: readonly ShippingBillRef[]): string | null {
  return withoutShippingBill(orders).length ? MEIS_MSG.noShippingBill(shippingBillGaps(orders)) : null;
}

/** An order of the MEIS listing as the rule reads it. */
export const listingShippingBillRef = (o: MeisOrderItem): ShippingBillRef => ({
  orderId: o.orderId,
  docketNo: o.tempSBill,
  sbNo: o.shippingBillDetails.bill,
  sbDate: o.shippingBillDetails.date,
});

/** The orders of an application as the rule reads them. */
export const applicationShippingBillRefs = (app: Pick<MeisApplication, 'orderDetails'>): ShippingBillRef[] =>
  app.orderDetails.map((o) => ({
    orderId: o.orderId,
    docketNo: o.docketNo,
    sbNo: o.shippingBillDetails.bill,
    sbDate: o.shippingBillDetails.date,
  }));
