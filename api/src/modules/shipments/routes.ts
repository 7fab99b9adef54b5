/**
 * Thin routes of Ship Abroad (001 §7 "Shipment booking"): the super user's calls under
 * /api/v1/shipAbroad, each from its contract (core/src/contracts/shipments.ts).
 */
import type { ServerRoute } from '@hapi/hapi';
import { SHIPMENT_CONTRACTS as c, SHIPMENT_MSG } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { ShipmentsService } from './service';

export function shipmentRoutes(shipments: ShipmentsService): ServerRoute[] {
  return [
    route({
      contract: c.list,
      handler: async (req) => {
        const r = await shipments.list(req.query.page);
        return ok(r, 'Success', { users: r.users, count: r.count });
      },
    }),
    // "get order count: none → success, length"
    route({
      contract: c.count,
      handler: async () => {
        const length = await shipments.count();
        return ok({ length }, 'Success', { length });
      },
    }),
    route({
      contract: c.calculatePrice,
      handler: (req) => {
        const r = shipments.price(req.payload);
        const any = r.options.some((o) => o.cost !== null);
        return ok({ ...r.quote, options: r.options }, any ? 'Success' : SHIPMENT_MSG.noMethod);
      },
    }),
    route({
      contract: c.addOrder,
      handler: async (req) => {
        const r = await shipments.add(req.payload, userOf(req).userId);
        return ok(r, SHIPMENT_MSG.dataSaved, { refno: r.refno });
      },
    }),
    route({
      contract: c.update,
      handler: async (req) =>
        ok(
          await shipments.update(req.payload.refno, req.payload, userOf(req).userId),
          SHIPMENT_MSG.shipmentUpdated,
        ),
    }),
    route({
      contract: c.pickupDate,
      handler: async (req) =>
        ok(
          await shipments.schedulePickup(req.payload.refno, req.payload.pickupDate, userOf(req).userId),
          SHIPMENT_MSG.dateSaved,
        ),
    }),
    route({
      contract: c.trackingNo,
      handler: async (req) =>
        ok(
          await shipments.updateTracking(req.payload.refno, req.payload.trackingNo, userOf(req).userId),
          SHIPMENT_MSG.trackingUpdated,
        ),
    }),
    route({
      contract: c.remove,
      handler: async (req) => {
        await shipments.remove(req.payload.refno, userOf(req).userId);
        return ok({ refno: req.payload.refno }, SHIPMENT_MSG.deleted);
      },
    }),
    route({
      contract: c.printCn22,
      handler: async (req) => {
        const r = await shipments.cn22(req.payload.refno);
        return ok(r, 'Success', { cn22: r.cn22 });
      },
    }),
    // Ours: the super admin answers the pickup; transit updates move the in-transit group.
    route({
      contract: c.pickupAnswer,
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
      contract: c.transit,
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
    route({ contract: c.detail, handler: async (req) => ok(await shipments.detail(req.payload.refno)) }),
  ];
}
