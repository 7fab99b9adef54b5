/** Thin route: POST /api/v1/order/trackshipment { trackingId } → { success, data, message } (public: the landing page's box). */
import type { ServerRoute } from '@hapi/hapi';
import { trackShipmentSchema } from '@exportdesk/core';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { TrackingService } from './service';

export function trackingRoutes(tracking: TrackingService): ServerRoute[] {
  return [
    route({
      method: 'POST',
      path: '/api/v1/order/trackshipment',
      options: { auth: false },
      payload: trackShipmentSchema,
      handler: async (req) => {
        const r = await tracking.track(req.payload.trackingId);
        return ok(r.data, r.message);
      },
    }),
  ];
}
