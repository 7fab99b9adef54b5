/**
 * Thin routes: verifyPayment (000 §7), the provider webhook, the sandbox checkout page and its
 * choice, and POST lookup/payforadCodeReg (000 §6; a POST with the AD code's details, issue 23). subscribePlan and createrazorpayorder are the
 * subscriptions area's (they decide what an order pays for).
 */
import type { ServerRoute } from '@hapi/hapi';
import { PAYMENT_CONTRACTS as c } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { sandboxCheckoutHtml } from './checkout-page';
import type { PaymentsService } from './service';

/** These calls start or complete a payment: a read-only token may not make them (issue 23). */
const startsPayment = { plugins: { exportdesk: { grants: 'payment' as const } } };

export function paymentRoutes(payments: PaymentsService): ServerRoute[] {
  return [
    route({
      contract: c.verifyPayment,
      options: startsPayment,
      handler: async (req) => {
        const r = await payments.verify(userOf(req), req.payload);
        return ok(r, r.message);
      },
    }),
    route({
      contract: c.webhook,
      // The signature is over the raw bytes: the body is read unparsed.
      options: { payload: { parse: false, output: 'data', maxBytes: 256 * 1024 } },
      handler: async (req) => {
        const raw = Buffer.isBuffer(req.payload) ? req.payload.toString('utf8') : String(req.payload ?? '');
        const sig = String(req.headers['x-razorpay-signature'] ?? '');
        const eventId = req.headers['x-razorpay-event-id'];
        const r = await payments.webhook(raw, sig, typeof eventId === 'string' ? eventId : undefined);
        return ok(r, r.duplicate ? 'Already processed' : 'Success');
      },
    }),
    route({
      contract: c.sandboxCheckout,
      handler: async (req, h) => {
        const { order, description } = await payments.sandboxOrder(req.params.orderId);
        const returnUrl = payments.safeReturn(req.query.returnUrl);
        const html = sandboxCheckoutHtml({
          orderId: order.order_id,
          description,
          total: Number(order.total),
          status: order.status,
          returnUrl,
        });
        // The form posts here and is redirected back to the portal: form-action must allow that
        // origin too (the API's default allows 'self' only, and browsers apply it to the redirect).
        return h
          .response(html)
          .type('text/html; charset=utf-8')
          .header(
            'content-security-policy',
            `default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self' ${new URL(returnUrl).origin}`,
          );
      },
    }),
    route({
      contract: c.sandboxPay,
      handler: async (req, h) => {
        const to = await payments.sandboxPay(req.payload.orderId, req.payload.outcome, req.payload.returnUrl);
        return h.redirect(to).code(303);
      },
    }),
    route({
      // The spec's GET took nothing; issue 23 asks the AD code, bank and branch with the fee, and
      // a call that creates an order is no GET: POST, marked as starting a payment.
      contract: c.payForAdCode,
      options: startsPayment,
      handler: async (req) =>
        ok(await payments.payForAdCode(userOf(req), req.payload), 'Please complete the payment.'),
    }),
    route({
      contract: c.adCodeStatus,
      handler: async (req) => ok(await payments.adCodeStatus(userOf(req).userId)),
    }),
  ];
}
