/** POST /api/v1/order/trackshipment { trackingId } → { success, data, message } (public: the landing page's box). */
import type { Plugin } from '@hapi/hapi';
import { trackShipmentSchema } from '@exportdesk/core';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { track } from './service';

export const trackingPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-tracking',
  register(server, { ctx }) {
    server.route({
      method: 'POST',
      path: '/api/v1/order/trackshipment',
      options: { auth: false, validate: validate.payload(trackShipmentSchema) },
      handler: async (req) => {
        const r = await track(ctx.db, (req.payload as { trackingId: string }).trackingId);
        return ok(r.data, r.message);
      },
    });
  },
};
