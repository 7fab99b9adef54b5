/** Thin routes of a docket's pickup (001 §7 "Docket detail"): schedule, set its state, its documents. */
import type { ServerRoute } from '@hapi/hapi';
import {
  docketParamSchema,
  downloadPickupDocSchema,
  PICKUP_DOC_TYPES,
  PICKUP_MSG,
  pickupDocQuerySchema,
  pickupScheduleSchema,
  pickupStatusSchema,
  pickupAnswerSchema,
  pickupRequestsQuerySchema,
  subscriptionActivateSchema,
  subscriptionEditSchema,
  subscriptionListQuerySchema,
  SUBSCRIPTION_MSG,
} from '@exportdesk/core';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { docketOf, send } from '../documents/http';
import type { PickupDeskService, PickupsService } from './service';

const v1 = '/api/v1';

export function pickupRoutes(pickups: PickupsService, desk: PickupDeskService): ServerRoute[] {
  const view = guarded('dockets.view');
  const admin = guarded('pickups.manage');
  return [
    // Pickup Requests (/pickup/{page}): the super admin's desk (all, answers); exporters and CHAs
    // read their own requests (scoped in the service).
    route({
      method: 'GET',
      path: `${v1}/pickups`,
      options: guarded('pickups.request'),
      query: pickupRequestsQuerySchema,
      handler: async (req) => {
        const r = await desk.requests(userOf(req), req.query.page, req.query.filter);
        return ok(r, 'Success', { count: r.count });
      },
    }),
    route({
      method: 'POST',
      path: `${v1}/dockets/{docket}/pickup/answer`,
      options: admin,
      params: docketParamSchema,
      payload: pickupAnswerSchema,
      handler: async (req) => {
        const r = await desk.answer(userOf(req), req.params.docket, req.payload);
        return ok(r.pickup, r.message);
      },
    }),
    // Pickup subscriptions (001 §7 "Pickup subscription").
    route({
      method: 'GET',
      path: `${v1}/pickupSubscription/users`,
      options: admin,
      query: subscriptionListQuerySchema,
      handler: async (req) => {
        const r = await desk.subscribers(req.query);
        return ok(r, 'Success', { count: r.count, users: r.users });
      },
    }),
    route({
      method: 'POST',
      path: `${v1}/pickupSubscription/add`,
      options: admin,
      payload: subscriptionActivateSchema,
      handler: async (req) => {
        await desk.activate(req.payload, userOf(req).userId);
        return ok({ userId: req.payload.userId }, SUBSCRIPTION_MSG.activated);
      },
    }),
    route({
      method: 'POST',
      path: `${v1}/pickupSubscription/edit`,
      options: admin,
      payload: subscriptionEditSchema,
      handler: async (req) => {
        const p = req.payload;
        await desk.editCount(p.userId, p.field, p.value, userOf(req).userId);
        return ok({ userId: p.userId, [p.field]: p.value }, SUBSCRIPTION_MSG.updated);
      },
    }),
    route({
      method: 'POST',
      path: `${v1}/dockets/{docket}/pickup`,
      options: view,
      params: docketParamSchema,
      payload: pickupScheduleSchema,
      handler: async (req) => {
        const a = await pickups.schedule(userOf(req), req.params.docket, req.payload.pickupDate);
        return ok(a, PICKUP_MSG.scheduled(a.pickup.pickupDate!));
      },
    }),
    route({
      method: 'PUT',
      path: `${v1}/dockets/{docket}/pickup`,
      options: view,
      params: docketParamSchema,
      payload: pickupStatusSchema,
      handler: async (req) => {
        const a = await pickups.setStatus(userOf(req), req.params.docket, req.payload.status);
        return ok(a, PICKUP_MSG.updated(a.pickup.status));
      },
    }),
    route({
      method: 'GET',
      path: `${v1}/dockets/{docket}/documents/pickup-docs`,
      options: view,
      params: docketParamSchema,
      query: pickupDocQuerySchema,
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
      method: 'POST',
      path: `${v1}/lookup/downloadpickupDoc`,
      options: view,
      payload: downloadPickupDocSchema,
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
