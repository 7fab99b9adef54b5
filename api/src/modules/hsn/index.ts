/** HS code lookup (002 §2.9): the plugin builds the service and registers its one route. */
import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { hsnRoutes } from './routes';
import { HsnService } from './service';

export const hsnPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-hsn',
  register(server, { ctx }) {
    server.route(hsnRoutes(new HsnService(ctx.db)));
  },
};
