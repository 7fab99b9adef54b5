/** My CSB (issue 16): the plugin builds the service and registers its routes. */
import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { csbRoutes } from './routes';
import { CsbService } from './service';

export const csbPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-csb',
  register(server, { ctx }) {
    server.route(csbRoutes(new CsbService(ctx)));
  },
};
