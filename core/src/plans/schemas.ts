/** Payloads of subscribePlan and the payment calls (002 §7: subscribePlan; 000 §7: verifyPayment). */
import { z } from 'zod';

/** "subscribePlan: planAmount, isChangePlan, isUpgrade, userRes ('Yes' or 'Next Month'), walletType 'export'." planId is ours (which plan). */
export const subscribePlanSchema = z.object({
  planId: z.string().trim().min(1).max(40),
  planAmount: z.coerce.number().nonnegative(),
  isChangePlan: z.boolean().optional().default(false),
  isUpgrade: z.boolean().optional().default(false),
  userRes: z.enum(['Yes', 'Next Month']).optional(),
  walletType: z.literal('export').optional().default('export'),
});
export type SubscribePlanInput = z.infer<typeof subscribePlanSchema>;

/** verifyPayment: the checkout's answer (razorpay's field names; the sandbox uses the same). */
export const verifyPaymentSchema = z.object({
  razorpay_order_id: z.string().trim().min(1).max(64),
  razorpay_payment_id: z.string().trim().min(1).max(64),
  razorpay_signature: z.string().trim().min(1).max(256),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;

/** The sandbox checkout page's choice. */
export const sandboxPaySchema = z.object({
  orderId: z.string().trim().min(1).max(64),
  outcome: z.enum(['success', 'failure']),
});
