import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { docketRoutes } from './routes';
import { DocketsService } from './service';

export const docketsPluginName = 'exportdesk-dockets';

/** The PBE list (001 §2.6): GET /api/v1/dockets with the search form's filters, its Excel download. */
export const docketsPlugin: Plugin<{ ctx: AppContext }> = {
  name: docketsPluginName,
  register(server, { ctx }) {
    server.route(docketRoutes(new DocketsService(ctx)));
  },
};
