/** Parcel tracking (000 §2.2, §7): the plugin builds the service and registers its routes. */
import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { trackingRoutes } from './routes';
import { CarriersService } from '../carriers/service';
import { CommonTrackingService, TrackingService } from './service';

export const trackingPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-tracking',
  register(server, { ctx }) {
    const tracking = new TrackingService(ctx.db);
    const common = new CommonTrackingService(ctx.db, tracking, new CarriersService(ctx));
    server.route(trackingRoutes(tracking, common));
  },
};
