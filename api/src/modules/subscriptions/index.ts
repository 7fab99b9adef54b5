import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { isSandboxSite } from '../../config-check';
import type { PaymentsService } from '../payments/service';
import { subscriptionRoutes } from './routes';
import { SubscriptionsService } from './service';

/** Plans held, subscribePlan, wallet, transactions and GST tax invoices (issue 14). */
export const subscriptionsPlugin: Plugin<{ ctx: AppContext; payments: PaymentsService }> = {
  name: 'exportdesk-subscriptions',
  async register(server, { ctx, payments }) {
    const p = ctx.config.payments;
    server.route(
      subscriptionRoutes(
        new SubscriptionsService(ctx.db, payments, p.supplier, p.plansEmail, isSandboxSite(ctx.config)),
      ),
    );
  },
};
