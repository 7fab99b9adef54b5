/**
 * The MEIS order listing (issue 16; 001 §7 getMeisData, §3 "MEIS order list item"): whose orders
 * a user works on, and each order priced: FOB in rupees at the exchange rates of the docket's day,
 * the rate in force on the shipping bill date and the entitlement. The reports and the application
 * rooms take their orders, priced, from here.
 */
import {
  MEIS_MSG,
  MEIS_PAGE_SIZE,
  claimRole,
  entitlementAmount,
  foreignToInr,
  isHsCode,
  normalizeHsCode,
  ratesAt,
  type MeisOrderItem,
  type MeisReportQuery,
  type Principal,
} from '@exportdesk/core';
import type { AppContext } from '../../context';
import { forbidden } from '../../errors';
import { visibleExporters } from '../dockets/service';
import { ratesUpTo } from '../exchange-rates/service';
import { SchemeRatesService, type FoundRate } from '../scheme-rates/service';
import * as repo from './repo';

export type OrderRow = repo.OrderRow;

export interface ClaimUser extends Principal {
  userId: number;
}

export interface Priced {
  order: OrderRow;
  hsCode: string;
  description: string;
  quantity: number;
  fobInr: number;
  /** The shipping bill date, or the docket's (PBE) date while customs has not stamped one (ours). */
  sbDate: number;
  rate: FoundRate | null;
  amount: number | null;
}

/** Orders read and priced at a time by a report job (a multiple of ordersByIds' 500-id slices). */
const REPORT_CHUNK = 1000;

const item = (p: Priced): MeisOrderItem => ({
  _id: p.order.id,
  orderId: p.order.orderId,
  tempSBill: p.order.docketNo,
  shippingBillDetails: { bill: p.order.sbNo, date: p.order.sbDate },
  description: p.description,
  hsCode: p.hsCode,
  invoiceNo: p.order.invoiceNo,
  invoiceDate: p.order.invoiceDate,
  paymentDetails: { fob: p.fobInr },
  rate:
    p.rate && p.amount !== null
      ? { scheme: p.rate.scheme, ratePct: p.rate.ratePct, capPerUnit: p.rate.capPerUnit, amount: p.amount }
      : null,
  claimedIn: p.order.claimedIn,
});

export class MeisOrdersService {
  private readonly rates: SchemeRatesService;

  constructor(private readonly ctx: Pick<AppContext, 'db'>) {
    this.rates = new SchemeRatesService(ctx.db);
  }

  private get db() {
    return this.ctx.db;
  }

  /** The exporters whose orders and claims this user works on; null = all (DGFT, admins). */
  async scope(user: ClaimUser): Promise<number[] | null> {
    const role = claimRole(user);
    if (role === 'dgft' || role === 'admin') return null;
    if (role === 'exporter') return visibleExporters(this.db, user);
    return [];
  }

  private async ownScope(user: ClaimUser): Promise<number[]> {
    return (await this.scope(user)) ?? [];
  }

  /** FOB in rupees at the exchange rates of the docket's day, and the rate in force on the SB date. */
  async price(orders: OrderRow[], hsOverride?: Map<number, string>): Promise<Priced[]> {
    if (!orders.length) return [];
    const latest = Math.max(...orders.map((o) => o.docketCreatedAt));
    const xrows = await ratesUpTo(this.db, latest);
    const xCache = new Map<number, Record<string, number>>();
    const xAt = (at: number) => {
      let r = xCache.get(at);
      if (!r) xCache.set(at, (r = ratesAt(xrows, at).rates));
      return r;
    };
    const base = orders.map((o) => ({
      order: o,
      hsCode: hsOverride?.get(o.id) ?? normalizeHsCode(o.data.hsnCode),
      description: String(o.data.description ?? ''),
      quantity: Number(o.data.quantity) > 0 ? Number(o.data.quantity) : 1,
      fobInr: foreignToInr(o.fobForeign, o.currency, xAt(o.docketCreatedAt)),
      sbDate: o.sbDate ?? o.docketCreatedAt,
    }));
    const book = await this.rates.rateBook(base.map((b) => ({ hsCode: b.hsCode, at: b.sbDate })));
    return base.map((b) => {
      const rate = isHsCode(b.hsCode) ? book(b.hsCode, b.sbDate) : null;
      return { ...b, rate, amount: rate ? entitlementAmount(b.fobInr, rate, b.quantity) : null };
    });
  }

  /** getMeisData {page}: 20 orders a page from 0; an empty page says 'No More Data' (or 'No Data Found'). */
  async listing(user: ClaimUser, page: number) {
    // Exporters their own orders; the admin every exporter's, read only (no selection, 001 §6); DGFT none.
    const role = claimRole(user);
    const scope = role === 'admin' ? null : role === 'exporter' ? await this.ownScope(user) : [];
    const { rows, total } = await repo.listingPage(this.db, scope, page, MEIS_PAGE_SIZE);
    const data = (await this.price(rows)).map(item);
    const message = data.length ? 'Success' : page > 0 ? MEIS_MSG.noMoreData : MEIS_MSG.noDataFound;
    return { data, total, message };
  }

  /** The given orders of the user's exporters, unpriced (another exporter's are simply absent). */
  async ownOrders(user: ClaimUser, ids: number[]): Promise<OrderRow[]> {
    return repo.ordersByIds(this.db, await this.ownScope(user), ids);
  }

  /** The selected orders priced; one that is not the user's refuses them all. */
  async selected(user: ClaimUser, ids: number[]): Promise<Priced[]> {
    const orders = await this.ownOrders(user, [...new Set(ids)]);
    if (orders.length !== new Set(ids).size) throw forbidden(MEIS_MSG.notYourOrder);
    return this.price(orders);
  }

  /** How many orders a report covers: all of the user's listing, or the ids (each checked as theirs). */
  async reportSize(user: ClaimUser, p: MeisReportQuery, checked = true): Promise<number> {
    const scope = await this.ownScope(user);
    if (p.all) return (await repo.listingPage(this.db, scope, 0, 1)).total;
    const ids = [...new Set(p.orderIds)];
    return checked ? repo.countOwned(this.db, scope, ids) : ids.length;
  }

  /** The selection priced a chunk at a time: memory holds one chunk whatever the report's size. */
  async *reportChunks(user: ClaimUser, p: MeisReportQuery): AsyncGenerator<Priced[]> {
    const scope = await this.ownScope(user);
    if (p.all) {
      for (let before: number | null = null; ;) {
        const rows = await repo.listingChunk(this.db, scope, before, REPORT_CHUNK);
        if (!rows.length) return;
        yield await this.price(rows);
        before = rows[rows.length - 1]!.id;
      }
    }
    const ids = [...new Set(p.orderIds)];
    for (let i = 0; i < ids.length; i += REPORT_CHUNK) {
      const slice = ids.slice(i, i + REPORT_CHUNK);
      const rows = await repo.ordersByIds(this.db, scope, slice);
      // Checked when queued; an order gone since (or moved to another exporter) fails the job.
      if (rows.length !== slice.length) throw forbidden(MEIS_MSG.notYourOrder);
      yield await this.price(rows);
    }
  }
}
