import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { organizationRoutes } from './routes';
import { OrganizationService } from './service';

export const organizationsPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-organizations',
  register(server, { ctx }) {
    server.route(organizationRoutes(new OrganizationService(ctx)));
  },
};
