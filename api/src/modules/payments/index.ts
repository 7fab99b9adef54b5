import type { Plugin } from '@hapi/hapi';
import { createHmac } from 'node:crypto';
import type { AppContext } from '../../context';
import { RazorpayProvider, SandboxProvider, type PaymentProvider } from './drivers';
import { paymentFailures, paymentReceipts } from './receipt';
import { paymentRoutes } from './routes';
import { PaymentsService } from './service';

/** The sandbox's secrets, derived from the JWT secret when none is configured (stable per install). */
const derived = (secret: string, label: string) => createHmac('sha256', secret).update(label).digest('hex');

export function paymentProvider(ctx: Pick<AppContext, 'config'>): PaymentProvider {
  const p = ctx.config.payments;
  if (p.driver === 'razorpay') return new RazorpayProvider(p.keyId, p.keySecret, p.webhookSecret);
  return new SandboxProvider(
    p.keySecret || derived(ctx.config.jwtSecret, 'sandbox-key'),
    p.webhookSecret || derived(ctx.config.jwtSecret, 'sandbox-webhook'),
  );
}

/**
 * The server's one payments service (server.ts builds it with the context and hands it to this
 * area and to subscriptions, which verifies plan payments with it): one provider per server.
 */
export function makePayments(ctx: AppContext): PaymentsService {
  return new PaymentsService(
    ctx.db,
    paymentProvider(ctx),
    {
      supplierGstin: ctx.config.payments.supplier.gstin,
      returnOrigins: ctx.config.socketOrigins,
      portalUrl: ctx.config.portalUrl.replace(/\/$/, ''),
      apiPublicUrl: ctx.config.apiPublicUrl.replace(/\/$/, ''),
    },
    ctx.log.child({ area: 'payments' }),
    paymentReceipts(ctx),
    paymentFailures(ctx),
  );
}

/** Payments (issue 14): verifyPayment, the provider webhook, the sandbox checkout, the AD code fee. */
export const paymentsPlugin: Plugin<{ payments: PaymentsService }> = {
  name: 'exportdesk-payments',
  async register(server, { payments }) {
    server.route(paymentRoutes(payments));
  },
};
