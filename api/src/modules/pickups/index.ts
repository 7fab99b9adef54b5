import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { DocumentsService } from '../documents/service';
import { pickupRoutes } from './routes';
import { PickupsService } from './service';

/** A docket's pickup (issue 6; its own area since issue 13): schedule, mark picked up, its documents. */
export const pickupsPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-pickups',
  register(server, { ctx }) {
    server.route(pickupRoutes(new PickupsService(ctx, new DocumentsService(ctx))));
  },
};
