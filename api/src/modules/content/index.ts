/** Content: notices, news (Updates), blog and help resources. The plugin builds the service and registers the routes. */
import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { contentRoutes } from './routes';
import { ContentService } from './service';

export const contentPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-content',
  register(server, { ctx }) {
    server.route(contentRoutes(new ContentService(ctx)));
  },
};
