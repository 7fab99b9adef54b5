/**
 * Courier bookings (issue 15): the carrier parcel lists, the booking form (save/savedhldata),
 * Book (queues a `carrier-booking` job), Cancel, Label and Track. Never booked twice: one live
 * booking per parcel, claimed in a transaction with the parcel locked, and `idem_key` unique.
 */
import {
  CARRIER_MSG,
  CARRIER_NAMES,
  ORDER_MSG,
  bookingActionAllowed,
  bookingKey,
  isSuperAdmin,
  paginate,
  type BookingCarrier,
  type BookingStatus,
  type CarrierForm,
  type CarrierParcelRow,
  type CarrierTrackingEvent,
} from '@exportdesk/core';
import type { AppContext } from '../../context';
import { isDuplicateKey } from '../../db/duplicate-key';
import { json } from '../../db/knex';
import { conflict, forbidden, notFound } from '../../errors';
import { mintJobKey } from '../../lib/queue';
import { ownExporter } from '../orders/accounts';
import { driverFor } from './booking';
import { CarrierError, withRetry } from './drivers';
import * as repo from './repo';

export interface CarrierUser {
  userId: number;
  userType: number;
  roles: readonly string[];
}

/**
 * A booking attempt's job id: the booking row's random job key (migration 130), never its id,
 * which starts again on a fresh database while Redis keeps the old jobs (issue 23 item 9).
 */
export const bookingJobId = (jobKey: string, attempt: number) => `cb-${jobKey}-${attempt}`;

type Deps = Pick<AppContext, 'db' | 'storage' | 'queues' | 'config'>;

export class CarriersService {
  constructor(private readonly ctx: Deps) {}

  /** The exporter whose parcels this user sees; null = every exporter (super admin). */
  private async scope(user: CarrierUser): Promise<number | null> {
    if (isSuperAdmin({ userType: user.userType, roles: user.roles })) return null;
    const own = await ownExporter(this.ctx.db, { id: user.userId, userType: user.userType });
    if (!own) throw forbidden(CARRIER_MSG.notYours);
    return own.id;
  }

  /** The parcel's items, once the user may act on it. */
  private async parcel(user: CarrierUser, parcelId: number) {
    const items = await repo.parcelItems(this.ctx.db, parcelId);
    if (!items.length) throw notFound(CARRIER_MSG.notFound);
    const scope = await this.scope(user);
    if (scope !== null && items[0].exporter_id !== scope) throw forbidden(CARRIER_MSG.notYours);
    return items;
  }

  async list(
    user: CarrierUser,
    carrier: BookingCarrier,
    q: { page: number; search?: string; view: 'all' | 'booked' },
  ) {
    const exporterId = await this.scope(user);
    const probe = paginate(0, 1);
    const { total, rows } = await repo.listParcels(this.ctx.db, {
      exporterId,
      carrier,
      view: q.view,
      search: q.search || undefined,
      page: q.page,
      pageSize: probe.pageSize,
    });
    const pager = paginate(total, q.page);
    const items: CarrierParcelRow[] = rows.map((r: Record<string, unknown>) => ({
      parcelId: Number(r.parcel_id),
      docketNo: String(r.docket_no),
      boxId: String(r.box_id),
      orderId: String(r.order_id),
      exporter: String(r.exporter),
      consigneeName: String(r.consignee_name),
      consigneeCountry: String(r.consignee_country),
      items: Number(r.items),
      createdAt: Number(r.created_at),
      booking: r.b_status
        ? {
            carrier: r.b_carrier as BookingCarrier,
            status: r.b_status as BookingStatus,
            awb: (r.b_awb as string | null) ?? null,
            message: (r.b_message as string | null) ?? null,
            updatedAt: Number(r.b_updated_at),
          }
        : null,
    }));
    return { items, total, pager, message: total ? ORDER_MSG.totalFound(total) : ORDER_MSG.noRecordFound };
  }

  /** /initiatelist: booking forms saved, parcels not booked yet (or their booking failed or was cancelled). */
  async initiated(user: CarrierUser, page: number) {
    const exporterId = await this.scope(user);
    const size = paginate(0, 1).pageSize;
    const { total, rows } = await repo.listInitiated(this.ctx.db, exporterId, page, size);
    const items = rows.map((r: Record<string, unknown>) => ({
      parcelId: Number(r.parcel_id),
      carrier: r.carrier as BookingCarrier,
      docketNo: String(r.docket_no),
      boxId: String(r.box_id),
      consigneeName: String(r.consignee_name),
      consigneeCountry: String(r.consignee_country),
      exporter: String(r.exporter),
      savedAt: Number(r.updated_at),
      lastStatus: (r.b_status as BookingStatus | null) ?? null,
      lastMessage: (r.b_message as string | null) ?? null,
    }));
    return {
      items,
      total,
      pager: paginate(total, page),
      message: total ? ORDER_MSG.totalFound(total) : ORDER_MSG.noRecordFound,
    };
  }

  /** The /dhl_form page: the parcel, its saved form for this carrier and its current booking. */
  async form(user: CarrierUser, carrier: BookingCarrier, parcelId: number) {
    const items = await this.parcel(user, parcelId);
    const first = items[0];
    const d = json<Record<string, unknown>>(first.data, {});
    const saved = await repo.formOf(this.ctx.db, parcelId, carrier);
    return {
      parcel: {
        parcelId,
        docketNo: first.docket_no,
        boxId: first.box_id,
        consigneeName: first.consignee_name,
        consigneeCountry: first.consignee_country,
        items: items.map((i) => ({
          orderId: i.order_id,
          description: String(json<Record<string, unknown>>(i.data, {}).description ?? ''),
        })),
        fob: items.reduce((s, i) => s + Number(i.fob_foreign), 0),
        currency: first.currency,
        grossWeight:
          typeof d.grossWeight === 'number' || typeof d.grossWeight === 'string' ? d.grossWeight : null,
      },
      form: saved ? json<CarrierForm | null>(saved, null) : null,
      booking: await this.booking(user, carrier, parcelId, items),
    };
  }

  async saveForm(user: CarrierUser, form: CarrierForm) {
    await this.parcel(user, form.parcelId);
    const current = await repo.latestBookingOf(this.ctx.db, form.parcelId);
    // Ours: the form of a booked (or being booked) parcel is what the AWB was made from: frozen.
    if (current && current.carrier === form.carrier && !bookingActionAllowed(current.status, 'book'))
      throw conflict(CARRIER_MSG.alreadyBooked(current.awb ?? '…', CARRIER_NAMES[current.carrier]));
    await repo.saveForm(this.ctx.db, form.parcelId, form.carrier, JSON.stringify(form), user.userId);
    return { message: CARRIER_MSG.saved };
  }

  /** The current booking of the parcel as this carrier's page shows it (null when none with this carrier). */
  async booking(user: CarrierUser, carrier: BookingCarrier, parcelId: number, items?: unknown[]) {
    if (!items) await this.parcel(user, parcelId);
    const b = await repo.latestBookingOf(this.ctx.db, parcelId);
    if (!b || b.carrier !== carrier) return null;
    return {
      bookingId: b.id,
      carrier: b.carrier,
      status: b.status,
      awb: b.awb,
      message: b.message,
      attempts: b.attempts,
      updatedAt: Number(b.updated_at),
    };
  }

  /**
   * Book: in one transaction with the parcel's row locked, decide from its newest booking —
   * none / cancelled → a new generation; failed with this carrier → the same row again (same
   * idempotency key); queued/booking/booked → 409. Two racing calls: the unique idem_key (or the
   * lock) lets one through; the other is told the booking is in progress. Then the job is queued.
   */
  async book(user: CarrierUser, carrier: BookingCarrier, parcelId: number) {
    const items = await this.parcel(user, parcelId);
    if (!(await repo.formOf(this.ctx.db, parcelId, carrier)))
      throw conflict('Please fill the booking form first');
    let bookingId: number;
    let jobKey: string;
    let attempt: number;
    try {
      ({ bookingId, jobKey, attempt } = await repo.inTransaction(this.ctx.db, async (trx) => {
        await repo.lockParcel(trx, parcelId);
        const cur = await repo.latestBookingOf(trx, parcelId);
        if (cur && !bookingActionAllowed(cur.status, 'book')) {
          if (cur.carrier !== carrier)
            throw conflict(CARRIER_MSG.bookedElsewhere(CARRIER_NAMES[cur.carrier]));
          if (cur.status === 'booked')
            throw conflict(CARRIER_MSG.alreadyBooked(cur.awb ?? '', CARRIER_NAMES[carrier]));
          throw conflict(CARRIER_MSG.inProgress);
        }
        if (cur && cur.status === 'failed' && cur.carrier === carrier) {
          if (!(await repo.moveBooking(trx, cur.id, ['failed'], 'queued', { message: null })))
            throw conflict(CARRIER_MSG.inProgress);
          return { bookingId: cur.id, jobKey: cur.job_key, attempt: cur.attempts + 1 };
        }
        const generation = cur ? cur.generation + 1 : 1;
        const t = Date.now();
        const jobKey = mintJobKey();
        const id = await repo.insertBooking(trx, {
          parcel_id: parcelId,
          exporter_id: items[0].exporter_id,
          carrier,
          generation,
          idem_key: bookingKey(parcelId, carrier, generation),
          job_key: jobKey,
          status: 'queued',
          created_by: user.userId,
          created_at: t,
          updated_at: t,
        });
        return { bookingId: id, jobKey, attempt: 1 };
      }));
    } catch (err) {
      // The unique idempotency key refused a second row: the other call won.
      if (isDuplicateKey(err)) throw conflict(CARRIER_MSG.inProgress);
      throw err;
    }
    const jobId = bookingJobId(jobKey, attempt);
    // Our own retry with backoff runs inside the job (drivers.ts): Bull must not book again on top.
    await this.ctx.queues
      .get('carrier-booking')
      .add({ bookingId, userId: user.userId }, { jobId, attempts: 1, removeOnComplete: 1000 });
    return { bookingId, jobId, status: 'queued' as const, message: CARRIER_MSG.queued };
  }

  async cancel(user: CarrierUser, carrier: BookingCarrier, parcelId: number) {
    await this.parcel(user, parcelId);
    const b = await repo.latestBookingOf(this.ctx.db, parcelId);
    if (!b || b.carrier !== carrier) throw conflict(CARRIER_MSG.notBooked);
    if (!bookingActionAllowed(b.status, 'cancel')) throw conflict(CARRIER_MSG.cannotCancel);
    if (b.status === 'booked' && b.awb) {
      const driver = driverFor(carrier, this.ctx.config.carriers);
      const s = this.ctx.config.carriers;
      try {
        await withRetry(() => driver.cancel(b.awb!), { attempts: s.attempts, baseDelayMs: s.backoffMs });
      } catch (err) {
        throw conflict(err instanceof CarrierError ? err.message : CARRIER_MSG.carrierDown);
      }
    }
    if (!(await repo.moveBooking(this.ctx.db, b.id, [b.status], 'cancelled', {})))
      throw conflict(CARRIER_MSG.cannotCancel);
    return { message: CARRIER_MSG.cancelled };
  }

  async label(user: CarrierUser, carrier: BookingCarrier, parcelId: number) {
    await this.parcel(user, parcelId);
    const b = await repo.latestBookingOf(this.ctx.db, parcelId);
    if (!b || b.carrier !== carrier || !bookingActionAllowed(b.status, 'label') || !b.label_key)
      throw conflict(CARRIER_MSG.notBooked);
    return { awb: b.awb!, pdf: await this.ctx.storage.read(b.label_key) };
  }

  async track(
    user: CarrierUser,
    carrier: BookingCarrier,
    parcelId: number,
  ): Promise<{ awb: string; events: CarrierTrackingEvent[] }> {
    await this.parcel(user, parcelId);
    const b = await repo.latestBookingOf(this.ctx.db, parcelId);
    if (!b || b.carrier !== carrier || !bookingActionAllowed(b.status, 'track'))
      throw conflict(CARRIER_MSG.notBooked);
    const s = this.ctx.config.carriers;
    const driver = driverFor(carrier, s);
    try {
      const events = await withRetry(() => driver.track(b.awb!), {
        attempts: s.attempts,
        baseDelayMs: s.backoffMs,
      });
      await repo.saveTracking(this.ctx.db, b.id, JSON.stringify(events));
      return { awb: b.awb!, events };
    } catch (err) {
      // The carrier is down: the last answer we have, if any.
      const last = json<CarrierTrackingEvent[] | null>(b.tracking, null);
      if (last) return { awb: b.awb!, events: last };
      throw conflict(err instanceof CarrierError ? err.message : CARRIER_MSG.carrierDown);
    }
  }
}
