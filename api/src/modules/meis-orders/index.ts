import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { meisOrderRoutes } from './routes';
import { MeisOrdersService } from './service';

/** The MEIS order listing with the rate in force (issue 16), a room of claims (issue 28). */
export const meisOrdersPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-meis-orders',
  register(server, { ctx }) {
    server.route(meisOrderRoutes(new MeisOrdersService(ctx)));
  },
};
