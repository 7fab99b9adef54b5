/**
 * A docket's pickup (000 §4.5, 001 §7 "Docket detail"): the owner side schedules it, the FPO agent
 * (or a super admin) marks it Picked Up, super admins are told live of every request, and the
 * pickup documents (checklist, authority letter, handover note) print its date and state.
 * Which docket a user may see and how a document is stored are the documents area's.
 */
import { createHash } from 'node:crypto';
import {
  canMarkPickup,
  canSchedulePickup,
  canSeeDocument,
  CUSTOMS_USER_TYPES,
  dmyToEpoch,
  PICKUP_MSG,
  pickupDateError,
  type PickupDocKind,
} from '@exportdesk/core';
import type { AppContext } from '../../context';
import { conflict, forbidden, invalid } from '../../errors';
import { must, type DocumentsService, type FileAnswer, type Viewer } from '../documents/service';
import * as repo from './repo';

const shortHash = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex').slice(0, 8);

export class PickupsService {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'events'>,
    private readonly docs: DocumentsService,
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
    const { id, model } = await this.docs.docket(user, docketNo);
    must(canSchedulePickup(user));
    const bad = pickupDateError(pickupDate);
    if (bad) throw invalid(bad);
    const current = await repo.pickup(this.ctx.db, id);
    if (current.status === 'Picked Up') throw conflict(PICKUP_MSG.alreadyPickedUp);
    await repo.schedulePickup(this.ctx.db, id, dmyToEpoch(pickupDate)!, user.userId);
    // "Super admins get live alerts when an exporter requests a pickup" (000 §4.5).
    const alert = {
      message: PICKUP_MSG.requested(model.docketNo, pickupDate, model.exporter.name),
      tempSBill: model.docketNo,
      pickupDate,
    };
    for (const adminId of await repo.superAdminIds(this.ctx.db))
      this.ctx.events.toUser(adminId, 'pickup', alert);
    return { docketNo, pickup: await repo.docketPickup(this.ctx.db, id) };
  }

  /** The FPO agent (or super admin) records Picked Up, or sets it back to Scheduled. */
  async setStatus(user: Viewer, docketNo: string, status: 'Scheduled' | 'Picked Up') {
    const { id, pickup } = await this.docs.docket(user, docketNo);
    must(canMarkPickup(user));
    if (pickup.status === 'Pending') throw conflict(PICKUP_MSG.notScheduled);
    if (pickup.status !== status) {
      const moved = await repo.setPickupStatus(this.ctx.db, id, pickup.status, status, user.userId);
      if (!moved) throw conflict('The pickup was changed meanwhile. Please reload and try again.');
    }
    return { docketNo, pickup: await repo.docketPickup(this.ctx.db, id) };
  }
}
