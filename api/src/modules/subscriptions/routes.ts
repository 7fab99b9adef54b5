/**
 * Thin routes: subscribePlan (002 §7) and its createrazorpayorder twin (000 §7), the account's
 * subscription, wallet and transactions (000 §7 authentication/ list), the subscription/* tax
 * invoices and credit notes, and the plan guard the portal asks before a premium page.
 */
import type { ServerRoute } from '@hapi/hapi';
import {
  PLAN_MSG,
  featureParamsSchema,
  invoiceListQuerySchema,
  invoiceParamsSchema,
  plansOfQuerySchema,
  subscribePlanSchema,
} from '@exportdesk/core';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { SubscriptionsService } from './service';

const v1 = '/api/v1';

export function subscriptionRoutes(subs: SubscriptionsService): ServerRoute[] {
  const subscribe = (path: string) =>
    route({
      method: 'POST',
      path: `${v1}/${path}`,
      // creates a payment order
      options: guarded('account.self', 'payment'),
      payload: subscribePlanSchema,
      handler: async (req) =>
        ok(await subs.subscribe(userOf(req), req.payload), 'Please complete the payment.'),
    });
  return [
    subscribe('subscribePlan'),
    subscribe('createrazorpayorder'),
    {
      method: 'GET',
      path: `${v1}/authentication/subscription`,
      options: guarded(),
      handler: async (req) => ok(await subs.current(userOf(req))),
    },
    {
      method: 'GET',
      path: `${v1}/authentication/wallet`,
      options: guarded(),
      handler: async (req) => ok(await subs.wallet(userOf(req))),
    },
    {
      method: 'GET',
      path: `${v1}/authentication/transactions`,
      options: guarded(),
      handler: async (req) => ok(await subs.transactions(userOf(req))),
    },
    route({
      method: 'GET',
      path: `${v1}/subscription/taxInvoices`,
      options: guarded(),
      query: invoiceListQuerySchema,
      handler: async (req) => ok(await subs.invoices(userOf(req), req.query)),
    }),
    route({
      method: 'GET',
      path: `${v1}/subscription/creditNotes`,
      options: guarded(),
      query: invoiceListQuerySchema,
      handler: async (req) => ok(await subs.invoices(userOf(req), { ...req.query, kind: 'credit' })),
    }),
    route({
      method: 'GET',
      path: `${v1}/subscription/getTaxInvForSubs/{invoiceNo}`,
      options: guarded(),
      params: invoiceParamsSchema,
      handler: async (req, h) => {
        const { pdf, fileName } = await subs.invoicePdf(userOf(req), req.params.invoiceNo);
        return h
          .response(pdf)
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`);
      },
    }),
    route({
      method: 'GET',
      path: `${v1}/subscription/plansOf`,
      options: guarded('users.manage'),
      query: plansOfQuerySchema,
      handler: async (req) => ok(await subs.plansOf(userOf(req), req.query.ids)),
    }),
    route({
      method: 'GET',
      path: `${v1}/subscription/feature/{feature}`,
      options: guarded(),
      params: featureParamsSchema,
      handler: async (req) => {
        await subs.requireFeature(userOf(req), req.params.feature);
        return ok({ allowed: true }, PLAN_MSG.success);
      },
    }),
  ];
}
