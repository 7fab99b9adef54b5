/** What the parcel, inventory and template calls answer (issue 15). */
import type { Order } from '../orders/order';
import type { Pager } from '../pager';
import type { ParcelCarrier, ParcelStatus } from './state';

export interface ParcelListItem {
  id: number;
  boxId: string;
  exporter: { id: number; ieCode: string | null; name: string };
  carrier: ParcelCarrier;
  pbe: string;
  status: ParcelStatus;
  docketNo: string | null;
  source: string;
  orderIds: string[];
  invoiceNo: string;
  consigneeName: string;
  consigneeCountry: string;
  currency: string;
  fobForeign: number;
  itemCount: number;
  grossWeight: number;
  createdAt: number;
  /** 'Above duty-free allowance (US 800 USD)' when the FOB passes the destination's de minimis (issue 16); else null */
  dutyFree?: string | null;
}

export interface ParcelDetail extends ParcelListItem {
  items: Order[];
}

export interface ParcelPage {
  items: ParcelListItem[];
  pager: Pager;
  reviewBeforePbe: boolean;
}

export interface CreatedPbe {
  type: string;
  tempSBill: string;
  boxIds: string[];
  orderIds: string[];
}
