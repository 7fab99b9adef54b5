/** Parcel tracking (000 §2.2, §7): the plugin builds the service and registers its one route. */
import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { trackingRoutes } from './routes';
import { TrackingService } from './service';

export const trackingPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-tracking',
  register(server, { ctx }) {
    server.route(trackingRoutes(new TrackingService(ctx.db)));
  },
};
