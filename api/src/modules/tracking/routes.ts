/** Thin routes: POST /api/v1/order/trackshipment { trackingId } → { success, data, message } (public: the landing page's box). */
import type { ServerRoute } from '@hapi/hapi';
import { TRACKING_CONTRACTS } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { CommonTrackingService, TrackingService } from './service';

export function trackingRoutes(tracking: TrackingService, common: CommonTrackingService): ServerRoute[] {
  return [
    route({
      contract: TRACKING_CONTRACTS.trackShipment,
      handler: async (req) => {
        const r = await tracking.track(req.payload.trackingId);
        return ok(r.data, r.message);
      },
    }),
    // Any carrier's number (000 §7): courier AWBs need the parcel's owner, as the courier's own
    // track call does, so this one is for those who book couriers.
    route({
      contract: TRACKING_CONTRACTS.getCommonTrackData,
      handler: async (req) => {
        const r = await common.track(userOf(req), req.payload.trackingId);
        return ok(r.data, r.message);
      },
    }),
  ];
}
