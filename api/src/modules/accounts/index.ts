import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { providersFor } from './providers';
import { accountRoutes } from './routes';
import { AccountsService } from './service';

export const accountsPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-accounts',
  register(server, { ctx }) {
    server.route(accountRoutes(new AccountsService(ctx, providersFor(ctx)), ctx));
  },
};
