import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { listenToTabs } from './live';
import { inboxRoutes } from './routes';
import { InboxService } from './service';

/** The inbox (issue 17): user ↔ support conversations, stored rows announced on the socket. */
export const inboxPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-inbox',
  async register(server, { ctx }) {
    const inbox = new InboxService(ctx.db, ctx.events, ctx.storage);
    listenToTabs(ctx.events, inbox, ctx.log);
    server.route(inboxRoutes(inbox));
  },
};
