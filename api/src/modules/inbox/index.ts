import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { inboxRoutes } from './routes';
import { InboxService } from './service';

/** The inbox (issue 17): user ↔ support conversations, stored rows announced on the socket. */
export const inboxPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-inbox',
  async register(server, { ctx }) {
    server.route(inboxRoutes(new InboxService(ctx.db, ctx.events)));
  },
};
