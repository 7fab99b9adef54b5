/** Tax invoices (issue 16, 002 §2.4) and export invoices: the plugin builds the service and registers the routes. */
import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { invoiceRoutes } from './routes';
import { ExportInvoicesService, InvoicesService } from './service';

export const invoicesPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-invoices',
  register(server, { ctx }) {
    const invoices = new InvoicesService(ctx);
    server.route(invoiceRoutes(invoices, new ExportInvoicesService(ctx, invoices)));
  },
};
