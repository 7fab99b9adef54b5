/** The API key page's calls (001 §2.8, §4 "API key section", §7): see README.md. */
import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { apikeyRoutes } from './routes';
import { ApiKeyService } from './service';

export const apikeyPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-apikey',
  register(server, { ctx }) {
    server.route(apikeyRoutes(new ApiKeyService(ctx)));
  },
};
