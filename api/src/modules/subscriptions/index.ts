import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { isSandboxSite } from '../../config-check';
import { makePayments } from '../payments';
import { subscriptionRoutes } from './routes';
import { SubscriptionsService } from './service';

/** Plans held, subscribePlan, wallet, transactions and GST tax invoices (issue 14). */
export const subscriptionsPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-subscriptions',
  async register(server, { ctx }) {
    const p = ctx.config.payments;
    server.route(
      subscriptionRoutes(
        new SubscriptionsService(
          ctx.db,
          makePayments(ctx),
          p.supplier,
          p.plansEmail,
          isSandboxSite(ctx.config),
        ),
      ),
    );
  },
};
