/** Thin routes of Ship Abroad (001 §7 "Shipment booking"): the super user's calls under /api/v1/shipAbroad. */
import type { ServerRoute } from '@hapi/hapi';
import {
  SHIPMENT_MSG,
  shipmentListQuerySchema,
  shipmentPickupAnswerSchema,
  shipmentPickupSchema,
  shipmentPriceSchema,
  shipmentRefSchema,
  shipmentSaveSchema,
  shipmentTrackingSchema,
  shipmentTransitSchema,
  shipmentUpdateSchema,
} from '@exportdesk/core';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { ShipmentsService } from './service';

const base = '/api/v1/shipAbroad';

export function shipmentRoutes(shipments: ShipmentsService): ServerRoute[] {
  const su = guarded('shipAbroad.manage');
  return [
    route({
      method: 'GET',
      path: base,
      options: su,
      query: shipmentListQuerySchema,
      handler: async (req) => {
        const r = await shipments.list(req.query.page);
        return ok(r, 'Success', { users: r.users, count: r.count });
      },
    }),
    // "get order count: none → success, length"
    {
      method: 'GET',
      path: `${base}/count`,
      options: su,
      handler: async () => {
        const length = await shipments.count();
        return ok({ length }, 'Success', { length });
      },
    },
    route({
      method: 'POST',
      path: `${base}/calculatePrice`,
      options: su,
      payload: shipmentPriceSchema,
      handler: (req) => {
        const r = shipments.price(req.payload);
        const any = r.options.some((o) => o.cost !== null);
        return ok({ ...r.quote, options: r.options }, any ? 'Success' : SHIPMENT_MSG.noMethod);
      },
    }),
    route({
      method: 'POST',
      path: `${base}/addOrder`,
      options: su,
      payload: shipmentSaveSchema,
      handler: async (req) => {
        const r = await shipments.add(req.payload, userOf(req).userId);
        return ok(r, SHIPMENT_MSG.dataSaved, { refno: r.refno });
      },
    }),
    route({
      method: 'POST',
      path: `${base}/update`,
      options: su,
      payload: shipmentUpdateSchema,
      handler: async (req) =>
        ok(
          await shipments.update(req.payload.refno, req.payload, userOf(req).userId),
          SHIPMENT_MSG.shipmentUpdated,
        ),
    }),
    route({
      method: 'POST',
      path: `${base}/pickupDate`,
      options: su,
      payload: shipmentPickupSchema,
      handler: async (req) =>
        ok(
          await shipments.schedulePickup(req.payload.refno, req.payload.pickupDate, userOf(req).userId),
          SHIPMENT_MSG.dateSaved,
        ),
    }),
    route({
      method: 'POST',
      path: `${base}/trackingNo`,
      options: su,
      payload: shipmentTrackingSchema,
      handler: async (req) =>
        ok(
          await shipments.updateTracking(req.payload.refno, req.payload.trackingNo, userOf(req).userId),
          SHIPMENT_MSG.trackingUpdated,
        ),
    }),
    route({
      method: 'POST',
      path: `${base}/delete`,
      options: su,
      payload: shipmentRefSchema,
      handler: async (req) => {
        await shipments.remove(req.payload.refno, userOf(req).userId);
        return ok({ refno: req.payload.refno }, SHIPMENT_MSG.deleted);
      },
    }),
    route({
      method: 'POST',
      path: `${base}/printCn22`,
      options: su,
      payload: shipmentRefSchema,
      handler: async (req) => {
        const r = await shipments.cn22(req.payload.refno);
        return ok(r, 'Success', { cn22: r.cn22 });
      },
    }),
    // Ours: the super admin answers the pickup; transit updates move the in-transit group.
    route({
      method: 'POST',
      path: `${base}/pickupAnswer`,
      options: guarded('pickups.manage'),
      payload: shipmentPickupAnswerSchema,
      handler: async (req) => {
        const p = req.payload;
        const msg = {
          acknowledgePickup: SHIPMENT_MSG.acknowledged,
          confirmPickup: SHIPMENT_MSG.confirmed,
          declinePickup: SHIPMENT_MSG.declined,
        };
        return ok(
          await shipments.answerPickup(p.refno, p.action, p.reason, userOf(req).userId),
          msg[p.action],
        );
      },
    }),
    route({
      method: 'POST',
      path: `${base}/transit`,
      options: su,
      payload: shipmentTransitSchema,
      handler: async (req) =>
        ok(
          await shipments.transit(
            req.payload.refno,
            req.payload.status,
            req.payload.comment,
            userOf(req).userId,
          ),
          SHIPMENT_MSG.transitSaved,
        ),
    }),
    route({
      method: 'POST',
      path: `${base}/detail`,
      options: su,
      payload: shipmentRefSchema,
      handler: async (req) => ok(await shipments.detail(req.payload.refno)),
    }),
  ];
}
