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
} from '@exportdesk/core';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { docketOf, send } from '../documents/http';
import type { PickupsService } from './service';

const v1 = '/api/v1';

export function pickupRoutes(pickups: PickupsService): ServerRoute[] {
  const view = guarded('dockets.view');
  return [
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
