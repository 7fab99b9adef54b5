/** Tax invoices (issue 16, 002 §2.4): the plugin builds the service and registers the routes. */
import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { invoiceRoutes } from './routes';
import { InvoicesService } from './service';

export const invoicesPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-invoices',
  register(server, { ctx }) {
    server.route(invoiceRoutes(new InvoicesService(ctx)));
  },
};
