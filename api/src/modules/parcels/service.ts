/**
 * long-file: the parcel moves (form, clone, merge, save for later, Create PBE, undo) share one selection check.
 * Parcels before a PBE (issue 15): the list, the form, clone, merge, save for later, Create PBE
 * (one docket from a selection, as the order API makes them) and its undo. Every move checks the
 * core state machine first and then moves rows only from the allowed statuses, inside one
 * transaction: a parcel changed by someone else in between makes the whole call refused.
 */
import {
  PARCEL_MSG,
  USER_TYPE,
  deMinimisFlag,
  isSuperAdmin,
  ratesAt,
  paginate,
  parcelAllows,
  type CreatedPbe,
  type Order,
  type ParcelAction,
  type ParcelForm,
  type ParcelListItem,
  type ParcelListQuery,
  type ParcelPage,
  type ParcelStatus,
  type PbeType,
} from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { conflict, forbidden, invalid, notFound } from '../../errors';
import { visibleExporters } from '../dockets/service';
import { allRates } from '../exchange-rates/service';
import { isChaType, linkedExporters, ownExporter } from '../orders/accounts';
import { allocateDocketNos, orderRecord, saveDockets, type OrderRecord } from '../orders/service';
import type { Notifier } from '../mail/notifier';
import { markDocketDaysStale } from '../stats-daily/service';
import { printParcels, type PrintKind } from './print';
import * as repo from './repo';

export interface ParcelUser {
  userId: number;
  userType: number;
  roles: readonly string[];
}

const MOVABLE: ParcelStatus[] = ['draft', 'saved'];

/** An item of a parcel under the docket's PBE type and the parcel's box: the one stored shape (orderRecord). */
const toRecord = (o: Order, boxId: string, pbe: PbeType): OrderRecord => orderRecord({ ...o, pbe, boxId });

export class ParcelsService {
  constructor(
    private readonly db: Db,
    private readonly notifier?: Notifier,
  ) {}

  /**
   * The exporters this user's parcels belong to (null: every exporter, the super admin), read on
   * `q`: inside a move, its transaction (SQLite's one connection is the transaction's then).
   */
  private scope(q: repo.Q, user: ParcelUser) {
    return visibleExporters(q, user);
  }

  async list(user: ParcelUser, q: ParcelListQuery): Promise<ParcelPage> {
    const exporters = await this.scope(this.db, user);
    const total = await repo.countParcels(this.db, exporters, q);
    const pager = paginate(total, q.page, q.pageSize);
    const items = total
      ? await repo.pageParcels(
          this.db,
          exporters,
          q,
          (pager.currentPage - 1) * pager.pageSize,
          pager.pageSize,
        )
      : [];
    const own = exporters?.length === 1 ? await repo.reviewBeforePbe(this.db, exporters[0]) : false;
    return { items: await this.withAllowance(items), pager, reviewBeforePbe: own };
  }

  /**
   * Flags each parcel whose FOB passes its destination's duty-free allowance (issue 16; core
   * `deMinimisFlag`), converted at the customs exchange rates in force now.
   */
  private async withAllowance<P extends ParcelListItem>(items: P[]): Promise<P[]> {
    if (!items.length) return items;
    const { rates } = ratesAt(await allRates(this.db), Date.now());
    return items.map((p) => ({
      ...p,
      dutyFree: deMinimisFlag(p.fobForeign, p.currency, p.consigneeCountry, (c) => rates[c]).label,
    }));
  }

  async get(user: ParcelUser, id: number) {
    const [p] = await repo.parcelsByIds(this.db, [id], await this.scope(this.db, user));
    if (!p) throw notFound(PARCEL_MSG.notFound);
    return (await this.withAllowance([p]))[0];
  }

  /** searchParcel: by box id, order id, invoice or consignee, any status (at most 20). */
  async search(user: ParcelUser, search: string) {
    const exporters = await this.scope(this.db, user);
    const found = [];
    for (const status of ['draft', 'saved', 'in_pbe'] as const)
      found.push(...(await repo.pageParcels(this.db, exporters, { search, status }, 0, 20)));
    return found.slice(0, 20);
  }

  /** The exporter a new parcel belongs to: one's own; for a CHA or the super admin, by IEC. */
  private async exporterFor(q: repo.Q, user: ParcelUser, ieCode?: string): Promise<number> {
    const own = await ownExporter(q, { id: user.userId, userType: user.userType });
    if (own) return own.id;
    if (!ieCode)
      throw invalid('ieCode is required: name the exporter this parcel is for', { field: 'ieCode' });
    if (isChaType(user.userType)) {
      const e = (await linkedExporters(q, user.userId)).get(ieCode);
      if (!e) throw forbidden(`ieCode ${ieCode} is not an exporter linked to your account.`);
      return e.id;
    }
    if (user.userType === USER_TYPE.ADMIN && isSuperAdmin(user)) {
      const id = await repo.exporterIdByIec(q, ieCode);
      if (!id) throw notFound(`No exporter with ieCode ${ieCode}`);
      return id;
    }
    throw forbidden('Only exporter and CHA accounts can create parcels.');
  }

  private async refuseDocketOrderIds(q: repo.Q, exporterId: number, items: Order[]) {
    const clash = await repo.orderIdsInDockets(
      q,
      exporterId,
      items.map((i) => i.orderId),
    );
    if (clash.length) throw conflict(PARCEL_MSG.duplicateOrderId(clash[0]), { orderIds: clash });
  }

  /** createBox: one parcel from the form. */
  async create(user: ParcelUser, form: ParcelForm) {
    return repo.inTransaction(this.db, async (trx) => {
      const exporterId = await this.exporterFor(trx, user, form.ieCode);
      await this.refuseDocketOrderIds(trx, exporterId, form.items);
      return repo.insertParcel(trx, {
        exporterId,
        createdBy: user.userId,
        carrier: form.carrier,
        status: 'draft',
        source: 'form',
        items: form.items,
      });
    });
  }

  /** Loads a selection in scope and checks every parcel allows `action`; throws otherwise. */
  private async selection(trx: repo.Trx, user: ParcelUser, ids: number[], action: ParcelAction) {
    const unique = [...new Set(ids)];
    const parcels = await repo.parcelsByIds(trx, unique, await this.scope(trx, user));
    if (parcels.length !== unique.length) throw notFound(PARCEL_MSG.notFound);
    const inPbe = parcels.filter((p) => p.status === 'in_pbe');
    if (inPbe.length && !parcelAllows('in_pbe', action))
      throw conflict(PARCEL_MSG.alreadyInPbe(inPbe.map((p) => p.boxId)), {
        boxIds: inPbe.map((p) => p.boxId),
      });
    const bad = parcels.find((p) => !parcelAllows(p.status, action));
    if (bad) throw conflict(PARCEL_MSG.forbiddenAction(action, bad.status), { boxId: bad.boxId });
    return parcels;
  }

  /** Rows moved must be every row selected, or someone changed one meanwhile: refuse it all. */
  private static sameCount(moved: number, expected: number) {
    if (moved !== expected) throw conflict('These parcels changed meanwhile; please reload and try again');
  }

  async edit(user: ParcelUser, id: number, form: ParcelForm) {
    return repo.inTransaction(this.db, async (trx) => {
      const [p] = await this.selection(trx, user, [id], 'edit');
      await this.refuseDocketOrderIds(trx, p.exporter.id, form.items);
      ParcelsService.sameCount(
        await repo.updateParcel(trx, id, MOVABLE, { carrier: form.carrier, items: form.items }),
        1,
      );
      return { id, boxId: p.boxId };
    });
  }

  async remove(user: ParcelUser, ids: number[]) {
    return repo.inTransaction(this.db, async (trx) => {
      const parcels = await this.selection(trx, user, ids, 'delete');
      ParcelsService.sameCount(
        await repo.deleteParcels(
          trx,
          parcels.map((p) => p.id),
          MOVABLE,
        ),
        parcels.length,
      );
      return parcels.length;
    });
  }

  /** saveForlater (or back to the list with `restore`). */
  async saveForLater(user: ParcelUser, ids: number[], restore: boolean) {
    return repo.inTransaction(this.db, async (trx) => {
      const parcels = await this.selection(trx, user, ids, restore ? 'restore' : 'saveForLater');
      const from: ParcelStatus = restore ? 'saved' : 'draft';
      const moved = await repo.moveParcels(
        trx,
        parcels.map((p) => p.id),
        [from],
        restore ? 'draft' : 'saved',
        null,
      );
      ParcelsService.sameCount(moved, parcels.length);
      return moved;
    });
  }

  /**
   * cloneParcel: a new draft with the same items. Order ids must stay unique per exporter, so
   * each item's orderId gets `-C` and the new parcel's id (ours: the spec does not say).
   */
  async clone(user: ParcelUser, id: number) {
    return repo.inTransaction(this.db, async (trx) => {
      const [p] = await this.selection(trx, user, [id], 'clone');
      const made = await repo.insertParcel(trx, {
        exporterId: p.exporter.id,
        createdBy: user.userId,
        carrier: p.carrier,
        status: 'draft',
        source: 'clone',
        items: p.items,
      });
      const items = p.items.map((i) => ({
        ...i,
        orderId: `${i.orderId.slice(0, 50)}-C${made.id}`,
        boxId: undefined,
      }));
      await repo.updateParcel(trx, made.id, ['draft'], { items });
      return made;
    });
  }

  /**
   * mergeParcels: the selected parcels of ONE exporter become one box (a new draft with every
   * item; the originals go). Ours: a box travels to one consignee, so their consignees must match.
   */
  async merge(user: ParcelUser, ids: number[]) {
    if (new Set(ids).size < 2) throw invalid(PARCEL_MSG.mergeTwo);
    return repo.inTransaction(this.db, async (trx) => {
      const parcels = await this.selection(trx, user, ids, 'merge');
      if (new Set(parcels.map((p) => p.exporter.id)).size > 1) throw invalid(PARCEL_MSG.mergeExporters);
      const key = (p: repo.StoredParcel) =>
        `${p.consigneeName.toLowerCase()}|${p.consigneeCountry.toLowerCase()}`;
      if (new Set(parcels.map(key)).size > 1) throw invalid(PARCEL_MSG.oneConsignee);
      ParcelsService.sameCount(
        await repo.deleteParcels(
          trx,
          parcels.map((p) => p.id),
          MOVABLE,
        ),
        parcels.length,
      );
      const items = parcels.flatMap((p) => p.items.map((i) => ({ ...i, boxId: undefined })));
      return repo.insertParcel(trx, {
        exporterId: parcels[0].exporter.id,
        createdBy: user.userId,
        carrier: parcels[0].carrier,
        status: 'draft',
        source: 'merge',
        items,
      });
    });
  }

  /**
   * createPbe: the selection (one exporter, none in a PBE yet) becomes one docket of the chosen
   * type, with the parcels' box ids, in one transaction; the parcels stay, marked in_pbe.
   */
  async createPbe(user: ParcelUser, ids: number[], pbe: PbeType): Promise<CreatedPbe> {
    const made = await repo.inTransaction(this.db, async (trx) => {
      const parcels = await this.selection(trx, user, ids, 'createPbe');
      if (new Set(parcels.map((p) => p.exporter.id)).size > 1) throw invalid(PARCEL_MSG.pbeExporters);
      const exporterId = parcels[0].exporter.id;
      const records: OrderRecord[] = [];
      const itemsById = new Map<number, Order[]>();
      for (const p of parcels) {
        const items = p.items.map((i) => ({ ...i, pbe }));
        if (p.items.some((i) => i.pbe !== pbe)) itemsById.set(p.id, items);
        for (const i of items) {
          // "Mandatory for PBE1: url, trxnId, sku" (001 §3).
          if (pbe === 'PBE1')
            for (const f of ['url', 'trxnId', 'sku'] as const)
              if (!i[f]) throw invalid(PARCEL_MSG.pbe1Fields(p.boxId, f), { boxId: p.boxId, field: f });
          records.push(toRecord(i, p.boxId, pbe));
        }
      }
      const seen = new Set<string>();
      for (const r of records) {
        if (seen.has(r.orderId)) throw conflict(PARCEL_MSG.duplicateOrderId(r.orderId));
        seen.add(r.orderId);
      }
      await this.refuseDocketOrderIds(
        trx,
        exporterId,
        records.map((r) => r.data as Order),
      );
      const idList = parcels.map((p) => p.id);
      // Taken first, conditionally: a parcel another call put in a PBE meanwhile refuses this one.
      ParcelsService.sameCount(await repo.moveParcels(trx, idList, MOVABLE, 'in_pbe', null), idList.length);
      const [docketNo] = await allocateDocketNos(trx, 1);
      const [saved] = await saveDockets(trx, [{ exporterId, pbe, docketNo, orders: records }], {
        createdBy: user.userId,
        source: 'api',
      });
      const docket = await repo.docketByNo(trx, docketNo);
      await repo.moveParcels(trx, idList, ['in_pbe'], 'in_pbe', docket!.id);
      await repo.setPbeType(trx, idList, pbe, itemsById);
      return { exporterId, type: pbe, tempSBill: docketNo, boxIds: saved.boxIds, orderIds: saved.orderIds };
    });
    // After the commit; a mail never fails the action (Notifier logs).
    const { exporterId, ...created } = made;
    await this.notifier?.docketCreated(exporterId, created.tempSBill, created.orderIds.length);
    return created;
  }

  /**
   * Delete by PBE / Undo Generate PBE (001 §4, "after confirmation"): the docket goes and its
   * parcels come back to the list as drafts. A docket made straight from the order API or a bulk
   * upload gets its parcels made from its orders (per box). Ours: refused once the docket has a
   * shipping bill, a pickup, uploaded files or an IBM file (it is in the post's hands then).
   */
  async returnFromPbe(user: ParcelUser, docketNo: string) {
    return repo.inTransaction(this.db, async (trx) => {
      const d = await repo.docketByNo(trx, docketNo);
      const exporters = await this.scope(trx, user);
      if (!d || (exporters && !exporters.includes(d.exporterId))) throw notFound(PARCEL_MSG.docketNotFound);
      if (d.shippingBillNo || (await repo.docketHasHistory(trx, d.id)))
        throw conflict(PARCEL_MSG.docketLocked);
      const parcels = await repo.parcelsOfDocket(trx, d.id);
      const known = new Set(parcels.map((p) => p.boxId));
      const orphans = new Map<string, Order[]>();
      for (const o of await repo.docketOrderRows(trx, d.id))
        if (!known.has(o.boxId)) orphans.set(o.boxId, [...(orphans.get(o.boxId) ?? []), o.data]);
      await repo.moveParcels(
        trx,
        parcels.map((p) => p.id),
        ['in_pbe'],
        'draft',
        null,
      );
      for (const [boxId, items] of orphans)
        await repo.insertParcel(trx, {
          exporterId: d.exporterId,
          createdBy: user.userId,
          boxId,
          carrier: 'indiapost',
          status: 'draft',
          source: 'returned',
          items,
        });
      // its day is answered live until the stats-daily sweep rebuilds it without this docket
      await markDocketDaysStale(trx, [d.id]);
      await repo.deleteDocket(trx, d.id);
      const n = parcels.length + orphans.size;
      return { docketNo, parcels: n, message: PARCEL_MSG.pbeReturned(docketNo, n) };
    });
  }

  /** Printing per selection (labels, CN forms, the PBE) with the documents area's renderers. */
  async print(user: ParcelUser, ids: number[], kind: PrintKind): Promise<Buffer> {
    const unique = [...new Set(ids)];
    const parcels = await repo.parcelsByIds(this.db, unique, await this.scope(this.db, user));
    if (parcels.length !== unique.length) throw notFound(PARCEL_MSG.notFound);
    return printParcels(this.db, parcels, kind);
  }

  /** The exporter's "review before PBE" choice (exporter accounts only). */
  async setReview(user: ParcelUser, on: boolean) {
    const own = await ownExporter(this.db, { id: user.userId, userType: user.userType });
    if (!own) throw forbidden('Only exporter accounts choose review before PBE.');
    await repo.setReviewBeforePbe(this.db, own.id, on);
    return { reviewBeforePbe: on };
  }
}
