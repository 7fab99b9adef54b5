import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { authRoutes } from './routes';
import { accountFacts } from '../accounts/service';
import { AuthService } from './service';

export const authPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-auth',
  register(server, { ctx }) {
    server.route(authRoutes(new AuthService(ctx, accountFacts(ctx.db))));
  },
};
