/** Payloads of subscribePlan and the payment calls (002 §7: subscribePlan; 000 §7: verifyPayment). */
import { z } from 'zod';
import { boundMessage } from '../orders/fields';
import { ORDER_BOUNDS } from '../orders/limits';
import { PLAN_FEATURES, PLAN_MSG } from './plans';

/** "subscribePlan: planAmount, isChangePlan, isUpgrade, userRes ('Yes' or 'Next Month'), walletType 'export'." planId is ours (which plan). */
export const subscribePlanSchema = z.object({
  planId: z.string().trim().min(1).max(40),
  planAmount: z.coerce
    .number()
    .nonnegative()
    .max(ORDER_BOUNDS.accountInr.max, { message: boundMessage('planAmount', ORDER_BOUNDS.accountInr) }),
  isChangePlan: z.boolean().optional().default(false),
  isUpgrade: z.boolean().optional().default(false),
  userRes: z.enum(['Yes', 'Next Month']).optional(),
  walletType: z.literal('export').optional().default('export'),
});
export type SubscribePlanInput = z.infer<typeof subscribePlanSchema>;
export type SubscribePlanBody = z.input<typeof subscribePlanSchema>;

/** verifyPayment: the checkout's answer (razorpay's field names; the sandbox uses the same). */
export const verifyPaymentSchema = z.object({
  razorpay_order_id: z.string().trim().min(1).max(64),
  razorpay_payment_id: z.string().trim().min(1).max(64),
  razorpay_signature: z.string().trim().min(1).max(256),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;

/**
 * AD Code Registration (issue 23): the details the fee registers, asked with it. The AD code is
 * the 14-digit Authorised Dealer code a bank gives its exporters (spaces as printed are dropped).
 */
export const adCodeDetailsSchema = z.object({
  adCode: z
    .string({ message: PLAN_MSG.adCodeFormat })
    .transform((s) => s.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{14}$/, { message: PLAN_MSG.adCodeFormat })),
  bankName: z
    .string({ message: PLAN_MSG.adCodeBank })
    .trim()
    .min(2, { message: PLAN_MSG.adCodeBank })
    .max(100, { message: PLAN_MSG.adCodeBank }),
  branch: z
    .string({ message: PLAN_MSG.adCodeBranch })
    .trim()
    .min(2, { message: PLAN_MSG.adCodeBranch })
    .max(100, { message: PLAN_MSG.adCodeBranch }),
});
export type AdCodeDetails = z.infer<typeof adCodeDetailsSchema>;
export type AdCodeDetailsBody = z.input<typeof adCodeDetailsSchema>;

/** The sandbox checkout page's choice. */
export const sandboxPaySchema = z.object({
  orderId: z.string().trim().min(1).max(64),
  outcome: z.enum(['success', 'failure']),
  returnUrl: z.string().trim().max(500).optional(),
});

export const checkoutQuerySchema = z.object({ returnUrl: z.string().trim().max(500).optional() });
export const orderIdParamsSchema = z.object({ orderId: z.string().trim().min(1).max(64) });
export const invoiceParamsSchema = z.object({ invoiceNo: z.string().trim().min(1).max(20) });
export const invoiceListQuerySchema = z.object({
  all: z.enum(['0', '1']).optional(),
  kind: z.enum(['invoice', 'credit']).optional(),
  search: z.string().trim().max(60).optional(),
});

export const featureParamsSchema = z.object({ feature: z.enum(PLAN_FEATURES) });

/** Clients & Users: the plans of up to 100 listed accounts, `ids=1,2,3`. */
export const plansOfQuerySchema = z.object({
  ids: z
    .string()
    .trim()
    .max(1100)
    .transform((s) =>
      s
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0),
    )
    .pipe(z.array(z.number()).max(100)),
});
