/**
 * The public order API (001 §7 "Public order saving"): authKey → account, every order checked,
 * new orders saved under one docket per exporter and PBE type, and a re-push of saved orders
 * answered with the docket they already have (a pipeline may retry safely). All or nothing: one
 * bad order refuses the call, with the reason for each bad order.
 */
import { BULK_MSG, ORDER_MSG, PLAN_MSG, validateOrders, type Order } from '@exportdesk/core';
import type { Db } from '../../db/knex';
import type { Trx } from '../../db/unit-of-work';
import { forbidden, invalid, unauthenticated } from '../../errors';
import { userForKey } from '../apikey/service';
import { ratesUpTo } from '../exchange-rates/service';
import { landAsParcels, reviewBeforePbe } from '../parcels/landing';
import { activeSubscription, isChaType, linkedExporters, ownExporter, type Exporter } from './accounts';
import {
  allocateDocketNos as reserveDocketNos,
  existingOrders,
  inTransaction,
  insertDockets,
  isRetryable,
  orderRecord,
  type DocketGroup,
  type SavedDocket,
} from './repo';
import type { Notifier } from '../mail/notifier';

export { orderRecord, type OrderRecord } from './repo';

/** For Create PBE (parcels): docket numbers, reserved inside the caller's unit of work. */
export const allocateDocketNos = (q: Db, count: number) => reserveDocketNos(q, count);

/**
 * Saves dockets with their orders inside the caller's unit of work (the order API, a bulk upload,
 * Create PBE), the FOB in rupees at the customs exchange rates in force now, read on `trx`.
 */
export async function saveDockets(
  trx: Trx,
  groups: DocketGroup[],
  meta: { createdBy: number; source: 'api' | 'bulk'; uploadId?: number },
  onSaved?: (rows: number) => void | Promise<void>,
): Promise<SavedDocket[]> {
  return insertDockets(trx, groups, { ...meta, rates: await ratesUpTo(trx, Date.now()) }, onSaved);
}

export interface PushAnswer {
  type: string | null;
  tempSBill: string | null;
  /** Box ids of the parcels held for review before PBE (issue 15). */
  parcels?: string[];
  dockets: Array<SavedDocket & { created: boolean }>;
  created: number;
  existing: number;
}

export class OrdersService {
  /** `notifier`: the docket-created mails (none for the demo seed, which passes no notifier). */
  constructor(
    private db: Db,
    private readonly notifier?: Notifier,
  ) {}

  async saveOrderData(authKey: string, orderData: unknown[]): Promise<PushAnswer> {
    const actor = await userForKey(this.db, authKey);
    if (!actor) throw unauthenticated(ORDER_MSG.invalidAuthKey);
    const { orders, rejected } = validateOrders(orderData);
    const indexOf = new Map(
      orderData.map((o, i) => [String((o as { orderId?: unknown } | null)?.orderId ?? '').trim(), i]),
    );
    const byExporter = await this.assignExporters(actor, orders, rejected, indexOf);
    if (rejected.length) {
      rejected.sort((a, b) => a.index - b.index);
      throw invalid(
        rejected.length === 1
          ? `orderData[${rejected[0].index}]: ${rejected[0].message}`
          : ORDER_MSG.rejected(rejected.length, orderData.length),
        { rejected },
      );
    }
    // A concurrent push of the same orders may win the unique key: try again, then it is "existing".
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await this.save(actor.id, byExporter);
        // After the commit, one mail per new docket; a mail never fails the push (Notifier logs).
        for (const d of answer.dockets)
          if (d.created) await this.notifier?.docketCreated(d.exporterId, d.tempSBill, d.orderIds.length);
        return answer;
      } catch (err) {
        if (attempt >= 2 || !isRetryable(err)) throw err;
      }
    }
  }

  /**
   * checkforsubscription: the exporter's active plan. A CHA may always upload (its rows are
   * checked against each exporter's plan when the file is processed).
   */
  async subscription(user: { userId: number; userType: number }) {
    const own = await ownExporter(this.db, { id: user.userId, userType: user.userType });
    const sub = own ? await activeSubscription(this.db, own.id) : null;
    const valid = isChaType(user.userType) || !!sub;
    return { sub, valid, message: valid ? 'Success' : BULK_MSG.noSubscription };
  }

  private async assignExporters(
    actor: { id: number; userType: number },
    orders: Order[],
    rejected: Array<{ index: number; orderId: string | null; field: string | null; message: string }>,
    indexOf: Map<string, number>,
  ) {
    const byExporter = new Map<number, { exporter: Exporter; orders: Order[] }>();
    const add = (e: Exporter, o: Order) => {
      const slot = byExporter.get(e.id) ?? { exporter: e, orders: [] };
      slot.orders.push(o);
      byExporter.set(e.id, slot);
    };
    if (!isChaType(actor.userType)) {
      const own = await ownExporter(this.db, actor);
      if (!own) throw forbidden('Only exporter and CHA accounts can push orders.');
      // Issue 14: an expired plan (or none) is read-only: new orders are refused with the plan message.
      if (!(await activeSubscription(this.db, own.id))) throw forbidden(PLAN_MSG.expired);
      for (const o of orders) add(own, o);
      return byExporter;
    }
    const linked = await linkedExporters(this.db, actor.id);
    orders.forEach((o) => {
      const e = o.ieCode ? linked.get(o.ieCode) : undefined;
      if (e) return add(e, o);
      rejected.push({
        index: indexOf.get(o.orderId) ?? -1,
        orderId: o.orderId,
        field: 'ieCode',
        message: o.ieCode
          ? `ieCode ${o.ieCode} is not an exporter linked to your account.`
          : ORDER_MSG.chaIeCode,
      });
    });
    return byExporter;
  }

  private async save(
    createdBy: number,
    byExporter: Map<number, { exporter: Exporter; orders: Order[] }>,
  ): Promise<PushAnswer> {
    return inTransaction(this.db, async (trx) => {
      const dockets: PushAnswer['dockets'] = [];
      const groups: DocketGroup[] = [];
      const parcels: string[] = [];
      let existingCount = 0;
      for (const { exporter, orders } of byExporter.values()) {
        const existing = await existingOrders(
          trx,
          exporter.id,
          orders.map((o) => o.orderId),
        );
        existingCount += existing.size;
        const seen = new Map<string, SavedDocket & { created: boolean }>();
        for (const [orderId, e] of existing) {
          const d = seen.get(e.docketNo) ?? {
            exporterId: exporter.id,
            type: e.pbe,
            tempSBill: e.docketNo,
            orderIds: [],
            boxIds: [],
            created: false,
          };
          d.orderIds.push(orderId);
          if (!d.boxIds.includes(e.boxId)) d.boxIds.push(e.boxId);
          seen.set(e.docketNo, d);
        }
        dockets.push(...seen.values());
        const fresh = orders.filter((o) => !existing.has(o.orderId));
        // "Review before PBE" (issue 15): the exporter's new orders wait in My Parcels instead.
        if (fresh.length && (await reviewBeforePbe(trx, exporter.id))) {
          parcels.push(...(await landAsParcels(trx, exporter.id, createdBy, fresh, { source: 'api' })));
          continue;
        }
        for (const pbe of ['PBE1', 'PBE2']) {
          const items = fresh.filter((o) => o.pbe === pbe).map(orderRecord);
          if (items.length) groups.push({ exporterId: exporter.id, pbe, docketNo: '', orders: items });
        }
      }
      const numbers = await reserveDocketNos(trx, groups.length);
      groups.forEach((g, i) => (g.docketNo = numbers[i]));
      const saved = await saveDockets(trx, groups, { createdBy, source: 'api' });
      const all = [...saved.map((d) => ({ ...d, created: true })), ...dockets];
      // Ours: orders held for review have no docket yet, so type and tempSBill are null then.
      return {
        type: all[0]?.type ?? null,
        tempSBill: all[0]?.tempSBill ?? null,
        dockets: all,
        created: saved.reduce((n, d) => n + d.orderIds.length, 0),
        existing: existingCount,
        ...(parcels.length ? { parcels } : {}),
      };
    });
  }
}
