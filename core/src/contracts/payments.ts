/**
 * Payments (000 §7 verifyPayment, 000 §6 lookup/payforadCodeReg): the checkout's verification, the
 * provider's webhook, the sandbox checkout, and the AD code registration fee. subscribePlan and
 * createrazorpayorder are the subscriptions area's; their checkout order is the one below.
 */
import { z } from 'zod';
import {
  adCodeDetailsSchema,
  checkoutQuerySchema,
  orderIdParamsSchema,
  sandboxPaySchema,
  verifyPaymentSchema,
} from '../plans/schemas';
import { contract, fileAnswer } from './contract';

const TAG = 'Payments';

/** An order to pay at the checkout (Razorpay's, or the sandbox's page). */
export const checkoutOrderSchema = z
  .object({
    orderId: z.string(),
    amount: z.number().int().describe('Paise, as the checkout wants it'),
    currency: z.literal('INR'),
    taxable: z.number(),
    gst: z.number(),
    total: z.number(),
    keyId: z.string(),
    provider: z.enum(['sandbox', 'razorpay']),
    checkoutUrl: z
      .string()
      .nullable()
      .describe("The sandbox's checkout page (null with razorpay: the page opens Razorpay Checkout)"),
  })
  .meta({ id: 'CheckoutOrder' });
export type CheckoutOrder = z.output<typeof checkoutOrderSchema>;

/** The AD code details as stored (the payload's output: digits only, trimmed). */
const adCodeSchema = z.object({ adCode: z.string(), bankName: z.string(), branch: z.string() });

export const PAYMENT_CONTRACTS = {
  verifyPayment: contract({
    name: 'verifyPayment',
    summary: "Verify a checkout's payment: the plan or the AD code registration starts",
    method: 'POST',
    path: 'verifyPayment',
    tag: TAG,
    auth: 'bearer',
    permission: 'account.self',
    payload: verifyPaymentSchema,
    answer: z.object({
      activated: z.boolean().describe('True only for the call that activated it; a repeat answers false'),
      purpose: z.enum(['plan', 'adcode']),
      planId: z.string().nullable(),
      invoiceNo: z.string().nullable(),
      creditNoteNo: z.string().nullable(),
      message: z.string(),
    }),
  }),
  webhook: contract({
    name: 'paymentWebhook',
    summary: "The payment provider's event (payment captured, order paid), signed",
    description:
      'The raw JSON body as the provider sends it, signed in `x-razorpay-signature`; a repeated `x-razorpay-event-id` changes nothing.',
    method: 'POST',
    path: 'payments/webhook',
    tag: TAG,
    auth: 'none',
    answer: z.object({
      handled: z.boolean(),
      duplicate: z.boolean(),
      activated: z.boolean().optional(),
    }),
  }),
  sandboxCheckout: contract({
    name: 'sandboxCheckoutPage',
    summary: "The sandbox's checkout page for an order (no real payment)",
    method: 'GET',
    path: 'payments/sandbox/checkout/{orderId}',
    tag: TAG,
    auth: 'none',
    params: orderIdParamsSchema,
    query: checkoutQuerySchema,
    answer: fileAnswer('text/html'),
  }),
  sandboxPay: contract({
    name: 'sandboxPay',
    summary: "The sandbox checkout's choice: pay or fail, then back to the portal",
    description: 'Answers 303, to the return URL with the checkout fields (or payment=failed).',
    method: 'POST',
    path: 'payments/sandbox/pay',
    tag: TAG,
    auth: 'none',
    status: 303,
    payload: sandboxPaySchema,
    answer: fileAnswer('text/html'),
  }),
  payForAdCode: contract({
    name: 'payforadCodeReg',
    summary: 'Pay the AD code registration fee, with the AD code, bank and branch it registers',
    method: 'POST',
    path: 'lookup/payforadCodeReg',
    tag: TAG,
    auth: 'bearer',
    permission: 'account.self',
    payload: adCodeDetailsSchema,
    answer: checkoutOrderSchema,
  }),
  adCodeStatus: contract({
    name: 'adCodeRegStatus',
    summary: 'Whether the AD code registration is paid, and the details it registered',
    method: 'GET',
    path: 'lookup/adCodeRegStatus',
    tag: TAG,
    auth: 'bearer',
    permission: 'account.self',
    answer: z.object({ paid: z.boolean(), details: adCodeSchema.nullable() }),
  }),
};
