import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { notificationRoutes } from './routes';
import { NotificationsService } from './service';

/** The user's automatic e-mails on or off (issue 27); the mails themselves go through `mail/`. */
export const notificationsPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-notifications',
  register(server, { ctx }) {
    server.route(notificationRoutes(new NotificationsService(ctx.db)));
  },
};
