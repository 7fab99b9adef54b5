/** Duty-free import allowance (issue 16): the plugin builds the service and registers its one route. */
import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { deMinimisRoutes } from './routes';
import { DeMinimisService } from './service';

export const deMinimisPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-deminimis',
  register(server) {
    server.route(deMinimisRoutes(new DeMinimisService()));
  },
};
