/**
 * Thin routes of a docket's pickup (001 §7 "Docket detail"): schedule, set its state, its
 * documents; the Pickup Requests desk and the pickup subscriptions. Each from its contract
 * (core/src/contracts/pickups.ts).
 */
import type { ServerRoute } from '@hapi/hapi';
import { PICKUP_CONTRACTS as c, PICKUP_DOC_TYPES, PICKUP_MSG, SUBSCRIPTION_MSG } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { docketOf, send } from '../documents/http';
import type { PickupDeskService, PickupsService } from './service';

export function pickupRoutes(pickups: PickupsService, desk: PickupDeskService): ServerRoute[] {
  return [
    // Pickup Requests (/pickup/{page}): the super admin's desk (all, answers); exporters and CHAs
    // read their own requests (scoped in the service).
    route({
      contract: c.requests,
      handler: async (req) => {
        const r = await desk.requests(userOf(req), req.query.page, req.query.filter);
        return ok(r, 'Success', { count: r.count });
      },
    }),
    route({
      contract: c.answer,
      handler: async (req) => {
        const r = await desk.answer(userOf(req), req.params.docket, req.payload);
        return ok(r.pickup, r.message);
      },
    }),
    // Pickup subscriptions (001 §7 "Pickup subscription").
    route({
      contract: c.subscribers,
      handler: async (req) => {
        const r = await desk.subscribers(req.query);
        return ok(r, 'Success', { count: r.count, users: r.users });
      },
    }),
    route({
      contract: c.activate,
      handler: async (req) => {
        await desk.activate(req.payload, userOf(req).userId);
        return ok({ userId: req.payload.userId }, SUBSCRIPTION_MSG.activated);
      },
    }),
    route({
      contract: c.edit,
      handler: async (req) => {
        const p = req.payload;
        await desk.editCount(p.userId, p.field, p.value, userOf(req).userId);
        return ok({ userId: p.userId, [p.field]: p.value }, SUBSCRIPTION_MSG.updated);
      },
    }),
    route({
      contract: c.schedule,
      handler: async (req) => {
        const a = await pickups.schedule(userOf(req), req.params.docket, req.payload.pickupDate);
        return ok(a, PICKUP_MSG.scheduled(a.pickup.pickupDate!));
      },
    }),
    route({
      contract: c.setStatus,
      handler: async (req) => {
        const a = await pickups.setStatus(userOf(req), req.params.docket, req.payload.status);
        return ok(a, PICKUP_MSG.updated(a.pickup.status));
      },
    }),
    route({
      contract: c.document,
      handler: async (req, h) => {
        const q = req.query;
        return send(
          h,
          await pickups.pickupDocument(userOf(req), req.params.docket, q.kind),
          q.download === '1' || q.download === 'true',
        );
      },
    }),
    route({
      contract: c.downloadDoc,
      handler: async (req, h) =>
        send(
          h,
          await pickups.pickupDocument(
            userOf(req),
            docketOf(req.payload.docketNo),
            PICKUP_DOC_TYPES[req.payload.type],
          ),
          true,
        ),
    }),
  ];
}
