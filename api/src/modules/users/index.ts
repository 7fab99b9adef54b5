import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { userRoutes } from './routes';
import { UserService } from './service';

export const usersPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-users',
  register(server, { ctx }) {
    server.route(userRoutes(new UserService(ctx)));
  },
};
