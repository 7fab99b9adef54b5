/** Webhooks (issue 26): endpoints, test events, the delivery log; see README.md. */
import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { webhookRoutes } from './routes';
import { WebhooksService } from './service';

export const webhooksPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-webhooks',
  register(server, { ctx }) {
    server.route(webhookRoutes(new WebhooksService(ctx)));
  },
};
