import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { billingRoutes } from './routes';
import { BillingService } from './service';

/**
 * Carrier billing reconciliation (issue 17, 002 §2.3): carrier files previewed and uploaded
 * (read by the `billing-file` worker job), the carrier invoice list, and our own invoices.
 */
export const billingPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-billing',
  register(server, { ctx }) {
    const service = new BillingService({
      db: ctx.db,
      storage: ctx.storage,
      queues: ctx.queues,
      workbook: ctx.config.workbook,
      log: ctx.log.child({ area: 'billing' }),
    });
    server.route(billingRoutes(service));
  },
};
