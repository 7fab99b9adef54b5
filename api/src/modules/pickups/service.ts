/**
 * A docket's pickup (000 §4.5, 001 §7 "Docket detail"): the owner side schedules it, the FPO agent
 * (or a super admin) marks it Picked Up, super admins are told live of every request, and the
 * pickup documents (checklist, authority letter, handover note) print its date and state.
 * Which docket a user may see and how a document is stored are the documents area's.
 */
import { createHash } from 'node:crypto';
import {
  can,
  canMarkPickup,
  canSchedulePickup,
  canSeeDocument,
  CUSTOMS_USER_TYPES,
  dmyToEpoch,
  PICKUP_MSG,
  pickupDateError,
  SUBSCRIPTION_MSG,
  PICKUP_REQUEST_MSG,
  formatDateDMY,
  isValidDmyDate,
  MSG,
  paginate,
  subscriptionStatus,
  type PickupAnswerInput,
  type SubscriptionActivate,
  type SubscriptionCountField,
  type PickupDocKind,
} from '@exportdesk/core';
import type { AppContext } from '../../context';
import type { Db } from '../../db/knex';
import { conflict, forbidden, invalid, notFound } from '../../errors';
import type { DocumentsService, FileAnswer, Viewer } from '../documents/service';
import { visibleExporters } from '../dockets/service';
import type { Notifier } from '../mail/notifier';
import { touchDockets } from '../stats-daily/service';
import * as repo from './repo';

const shortHash = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex').slice(0, 8);

/**
 * Refuses (403, the spec's 'not allowed') what core's table does not allow, as the documents area
 * does (not imported from it: documents asks this area for a docket's pickup, never the reverse).
 */
const must = (allowed: boolean) => {
  if (!allowed) throw forbidden(MSG.notAllowed);
};

/** For the documents area: a docket's pickup as its documents print it (date, state). */
export const docketPickup = (db: Db, docketId: number) => repo.docketPickup(db, docketId);

export class PickupsService {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'events' | 'queues' | 'log'>,
    private readonly docs: DocumentsService,
    private readonly notifier?: Notifier,
  ) {}

  /** Pickup checklist, authority letter or handover note: not for customs users, not while Pending. */
  async pickupDocument(user: Viewer, docketNo: string, kind: PickupDocKind): Promise<FileAnswer> {
    const { model: d, facts, pickup } = await this.docs.docket(user, docketNo);
    if (facts.pickupPending && !CUSTOMS_USER_TYPES.includes(user.userType))
      throw forbidden(PICKUP_MSG.pending);
    must(canSeeDocument(user, 'pickup-docs', facts));
    // The documents print the pickup's date and state: both are part of the stored file's name.
    const fileName = `pickup-${kind}_${d.docketNo}-${shortHash([pickup.status, pickup.pickupDate])}.pdf`;
    return this.docs.storedDocument(
      d,
      fileName,
      'pickup-docs',
      { pickup: { kind, status: pickup.status, pickupDate: pickup.pickupDate } },
      true,
    );
  }

  /** The owner side asks for the pickup on a day (today in India or later); again moves the date. */
  async schedule(user: Viewer, docketNo: string, pickupDate: string) {
    const { id, model, exporterId } = await this.docs.docket(user, docketNo);
    must(canSchedulePickup(user));
    const bad = pickupDateError(pickupDate);
    if (bad) throw invalid(bad);
    const current = await repo.pickup(this.ctx.db, id);
    if (current.status === 'Picked Up') throw conflict(PICKUP_MSG.alreadyPickedUp);
    // A new request (not a moved date) takes one from the exporter's monthly pickup subscription
    // (001 §2.7); an exporter without one asks per pickup, as before.
    const sub = await repo.subscription(this.ctx.db, exporterId);
    const taken = await repo.schedulePickupCounted(
      this.ctx.db,
      id,
      exporterId,
      dmyToEpoch(pickupDate)!,
      user.userId,
      current.status === 'Pending',
    );
    if (taken === 'exhausted')
      throw conflict(sub && sub.endDate <= Date.now() ? SUBSCRIPTION_MSG.expired : SUBSCRIPTION_MSG.noneLeft);
    await touchDockets(this.ctx, [id]); // the dashboard's pickups by status
    // "Super admins get live alerts when an exporter requests a pickup" (000 §4.5).
    const alert = {
      message: PICKUP_MSG.requested(model.docketNo, pickupDate, model.exporter.name),
      tempSBill: model.docketNo,
      pickupDate,
    };
    for (const adminId of await repo.superAdminIds(this.ctx.db))
      this.ctx.events.toUser(adminId, 'pickup', alert);
    await this.notifier?.pickupScheduled(model.docketNo, pickupDate);
    return { docketNo, pickup: await repo.docketPickup(this.ctx.db, id) };
  }

  /** The FPO agent (or super admin) records Picked Up, or sets it back to Scheduled. */
  async setStatus(user: Viewer, docketNo: string, status: 'Scheduled' | 'Picked Up') {
    const { id, pickup, model } = await this.docs.docket(user, docketNo);
    must(canMarkPickup(user));
    if (pickup.status === 'Pending') throw conflict(PICKUP_MSG.notScheduled);
    if (pickup.status !== status) {
      const moved = await repo.setPickupStatus(this.ctx.db, id, pickup.status, status, user.userId);
      if (!moved) throw conflict('The pickup was changed meanwhile. Please reload and try again.');
      await touchDockets(this.ctx, [id]); // pickups by status, time to pickup
      if (status === 'Picked Up') await this.notifier?.pickupDone(model.docketNo);
    }
    return { docketNo, pickup: await repo.docketPickup(this.ctx.db, id) };
  }
}

/** 00:00 IST of a DD-MM-YYYY day, and the last millisecond of it (the subscription's end counts whole). */
const IST = 330 * 60_000;
const startOfDay = (dmy: string) => dmyToEpoch(dmy)! - IST;
const endOfDay = (dmy: string) => dmyToEpoch(dmy)! - IST + 86_400_000 - 1;

/**
 * Monthly pickup subscriptions (001 §2.7) and the Pickup Requests desk (/pickup/{page}): the
 * super admin's side. Taking one request per pickup is in `PickupsService.schedule`.
 */
export class PickupDeskService {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'queues' | 'log'>,
    private readonly docs: DocumentsService,
  ) {}

  async subscribers(
    q: { page: number; searchInput: string; fromdate: string; todate: string },
    at = Date.now(),
  ) {
    const bothDates = isValidDmyDate(q.fromdate) && isValidDmyDate(q.todate);
    const f: repo.SubscriberFilter = {
      search: q.searchInput,
      from: bothDates ? startOfDay(q.fromdate) : null,
      to: bothDates ? endOfDay(q.todate) : null,
    };
    const count = await repo.countSubscribers(this.ctx.db, f);
    const pager = paginate(count, q.page);
    const rows = count ? await repo.subscriberPage(this.ctx.db, f, pager.startIndex, pager.pageSize) : [];
    const users = rows.map((u) => ({
      ...u,
      monthlyPickupSubscription: u.subscription && {
        ...u.subscription,
        startDate: formatDateDMY(new Date(u.subscription.startDate + IST)),
        endDate: formatDateDMY(new Date(u.subscription.endDate + IST)),
        status: subscriptionStatus(u.subscription, at),
      },
    }));
    return { count, pager, users };
  }

  async activate(v: SubscriptionActivate, by: number) {
    if (!(await repo.isExporterAdmin(this.ctx.db, v.userId))) throw notFound('User not found');
    await repo.upsertSubscription(
      this.ctx.db,
      v.userId,
      {
        rate: v.rate,
        startDate: startOfDay(v.startDate),
        endDate: endOfDay(v.endDate),
        totalPickupRequests: v.totalPickupRequests,
        noPbePerMonth: v.noPbePerMonth,
        noParcelsPerPickup: v.noParcelsPerPickup,
        remark: v.remark ?? null,
        customerEmail: v.customerEmail,
      },
      by,
    );
  }

  async editCount(userId: number, field: SubscriptionCountField, value: number, by: number) {
    if (!(await repo.setSubscriptionCount(this.ctx.db, userId, field, value, by)))
      throw notFound('This user has no pickup subscription yet');
  }

  /**
   * Pickup Requests, paged: the super admin (pickups.manage) every exporter's, to answer them; anyone
   * else only the dockets they may see (exporter: its IEC's, CHA: its linked exporters'; the dockets
   * area's `visibleExporters`), read-only. `canAnswer` tells the page which view to show.
   */
  async requests(user: Viewer, page: number, filter: 'open' | 'all') {
    const open = filter === 'open';
    const canAnswer = can(user, 'pickups.manage');
    const exporters = canAnswer ? null : await visibleExporters(this.ctx.db, user);
    const count = await repo.countRequests(this.ctx.db, open, exporters);
    const pager = paginate(count, page);
    const rows = count
      ? await repo.requestPage(this.ctx.db, open, exporters, pager.startIndex, pager.pageSize)
      : [];
    return { count, pager, requests: rows, canAnswer };
  }

  async answer(user: Viewer, docketNo: string, a: PickupAnswerInput) {
    const { id } = await this.docs.docket(user, docketNo);
    let day: number | null = null;
    if (a.answer === 'Rescheduled') {
      const bad = pickupDateError(a.pickupDate);
      if (bad) throw invalid(bad, { field: 'pickupDate' });
      day = dmyToEpoch(a.pickupDate)!;
    }
    if (!(await repo.answerRequest(this.ctx.db, id, a.answer, a.reason, day, user.userId)))
      throw conflict(PICKUP_REQUEST_MSG.notRequested);
    await touchDockets(this.ctx, [id]); // a decline sets the pickup back to Pending
    const message =
      a.answer === 'Confirmed'
        ? PICKUP_REQUEST_MSG.confirmed
        : a.answer === 'Declined'
          ? PICKUP_REQUEST_MSG.declined
          : PICKUP_REQUEST_MSG.rescheduled(a.pickupDate);
    return {
      message,
      pickup: { ...(await repo.docketPickup(this.ctx.db, id)), ...(await repo.answerOf(this.ctx.db, id)) },
    };
  }
}
