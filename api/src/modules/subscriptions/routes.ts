/**
 * Thin routes: subscribePlan (002 §7) and its createrazorpayorder twin (000 §7), the account's
 * subscription, wallet and transactions (000 §7 authentication/ list), the subscription/* tax
 * invoices and credit notes, and the plan guard the portal asks before a premium page.
 */
import type { ServerRoute } from '@hapi/hapi';
import { PLAN_MSG, SUBSCRIPTION_CONTRACTS } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { SubscriptionsService } from './service';

// creates a payment order
const payment = { plugins: { exportdesk: { grants: 'payment' as const } } };

export function subscriptionRoutes(subs: SubscriptionsService): ServerRoute[] {
  const c = SUBSCRIPTION_CONTRACTS;
  return [
    route({
      contract: c.subscribePlan,
      options: payment,
      handler: async (req) =>
        ok(await subs.subscribe(userOf(req), req.payload), 'Please complete the payment.'),
    }),
    route({
      contract: c.createrazorpayorder,
      options: payment,
      handler: async (req) =>
        ok(await subs.subscribe(userOf(req), req.payload), 'Please complete the payment.'),
    }),
    route({ contract: c.subscription, handler: async (req) => ok(await subs.current(userOf(req))) }),
    route({ contract: c.wallet, handler: async (req) => ok(await subs.wallet(userOf(req))) }),
    route({ contract: c.transactions, handler: async (req) => ok(await subs.transactions(userOf(req))) }),
    route({
      contract: c.taxInvoices,
      handler: async (req) => ok(await subs.invoices(userOf(req), req.query)),
    }),
    route({
      contract: c.creditNotes,
      handler: async (req) => ok(await subs.invoices(userOf(req), { ...req.query, kind: 'credit' })),
    }),
    route({
      contract: c.getTaxInvForSubs,
      handler: async (req, h) => {
        const { pdf, fileName } = await subs.invoicePdf(userOf(req), req.params.invoiceNo);
        return h
          .response(pdf)
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`);
      },
    }),
    route({
      contract: c.plansOf,
      handler: async (req) => ok(await subs.plansOf(userOf(req), req.query.ids)),
    }),
    route({
      contract: c.feature,
      handler: async (req) => {
        await subs.requireFeature(userOf(req), req.params.feature);
        return ok({ allowed: true as const }, PLAN_MSG.success);
      },
    }),
  ];
}
