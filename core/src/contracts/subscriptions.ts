/**
 * Plans held (issue 14; 002 §4, §6, §7; 000 §7 authentication/ list): subscribePlan and its
 * createrazorpayorder twin, the account's subscription, wallet and transactions, the GST tax
 * invoices and credit notes, the plans of listed accounts and the plan guard.
 */
import { z } from 'zod';
import { PLAN_FEATURES } from '../plans/plans';
import {
  featureParamsSchema,
  invoiceListQuerySchema,
  invoiceParamsSchema,
  plansOfQuerySchema,
  subscribePlanSchema,
} from '../plans/schemas';
import { contract, fileAnswer } from './contract';
import { checkoutOrderSchema } from './payments';

export const heldPlanSchema = z
  .object({
    id: z.number().int(),
    planId: z.string(),
    planType: z.string(),
    amount: z.number(),
    status: z.string(),
    startDate: z.number().describe('epoch ms'),
    endDate: z.number().describe('epoch ms'),
    planName: z.string().nullable().optional(),
  })
  .meta({ id: 'HeldPlan' });
export type HeldPlan = z.output<typeof heldPlanSchema>;

export const currentSubscriptionSchema = z
  .object({
    holder: z.number().int().nullable().describe('The exporter admin whose plan it is'),
    state: z.enum(['none', 'trial', 'active', 'expiring', 'expired']),
    plan: heldPlanSchema.nullable(),
    planName: z.string().nullable(),
    premium: z.boolean().optional(),
    next: z.array(heldPlanSchema).describe('Plans bought to start later'),
    features: z.array(z.enum(PLAN_FEATURES)).readonly(),
    usage: z
      .object({
        ordersThisMonth: z.number().int(),
        users: z.number().int(),
        ordersLimit: z.number().nullable(),
        usersLimit: z.number().nullable(),
      })
      .optional(),
  })
  .meta({ id: 'CurrentSubscription' });
export type CurrentSubscription = z.output<typeof currentSubscriptionSchema>;

export const transactionsSchema = z
  .object({
    payments: z.array(
      z.object({
        orderId: z.string(),
        purpose: z.string(),
        planId: z.string().nullable(),
        total: z.number(),
        status: z.string(),
        paymentId: z.string().nullable(),
        createdAt: z.number(),
        paidAt: z.number().nullable(),
      }),
    ),
    ledger: z.array(
      z.object({
        id: z.number().int(),
        amount: z.number(),
        reason: z.string(),
        date: z.number(),
        orderId: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'Transactions' });
export type Transactions = z.output<typeof transactionsSchema>;

export const taxInvoiceItemSchema = z
  .object({
    invoiceNo: z.string(),
    kind: z.enum(['invoice', 'credit']),
    userId: z.number().int(),
    recipientName: z.string(),
    recipientGstin: z.string().nullable(),
    recipientIeCode: z.string().nullable(),
    recipientAddress: z.string().nullable(),
    placeOfSupply: z.string().nullable(),
    supplierGstin: z.string(),
    sac: z.string(),
    description: z.string(),
    taxable: z.number(),
    cgst: z.number(),
    sgst: z.number(),
    igst: z.number(),
    total: z.number(),
    date: z.number().describe('epoch ms'),
    orderId: z.string().nullable(),
  })
  .meta({ id: 'TaxInvoiceItem' });
export type TaxInvoiceItem = z.output<typeof taxInvoiceItemSchema>;

const T = 'Plans';
const signedIn = { tag: T, auth: 'bearer', permission: 'account.self' } as const;
const subscribe = {
  method: 'POST',
  ...signedIn,
  payload: subscribePlanSchema,
  answer: z.object({
    change: z.string().describe('new, upgrade or downgrade'),
    // the payment order the checkout opens: one shape, the payments contract's
    order: checkoutOrderSchema,
  }),
} as const;

export const SUBSCRIPTION_CONTRACTS = {
  subscribePlan: contract({
    name: 'subscribePlan',
    summary: 'Buy or change a plan: opens a payment order; the plan changes once it is paid',
    path: 'subscribePlan',
    ...subscribe,
  }),
  createrazorpayorder: contract({
    name: 'createrazorpayorder',
    summary: 'The payment order of a plan (same as subscribePlan)',
    path: 'createrazorpayorder',
    ...subscribe,
  }),
  subscription: contract({
    name: 'subscription',
    summary: "The account's plan, its state, what comes next and this month's usage",
    method: 'GET',
    path: 'authentication/subscription',
    ...signedIn,
    answer: currentSubscriptionSchema,
  }),
  wallet: contract({
    name: 'wallet',
    summary: "The account's export wallet balance",
    method: 'GET',
    path: 'authentication/wallet',
    ...signedIn,
    answer: z.object({ walletType: z.string(), balance: z.number() }),
  }),
  transactions: contract({
    name: 'transactions',
    summary: "The account's payments and wallet entries",
    method: 'GET',
    path: 'authentication/transactions',
    ...signedIn,
    answer: transactionsSchema,
  }),
  taxInvoices: contract({
    name: 'taxInvoices',
    summary: "GST tax invoices (the super admin: everyone's with all=1)",
    method: 'GET',
    path: 'subscription/taxInvoices',
    ...signedIn,
    query: invoiceListQuerySchema,
    answer: z.array(taxInvoiceItemSchema),
  }),
  creditNotes: contract({
    name: 'creditNotes',
    summary: 'GST credit notes',
    method: 'GET',
    path: 'subscription/creditNotes',
    ...signedIn,
    query: invoiceListQuerySchema,
    answer: z.array(taxInvoiceItemSchema),
  }),
  getTaxInvForSubs: contract({
    name: 'getTaxInvForSubs',
    summary: 'A tax invoice as PDF (its number with slashes as dashes)',
    method: 'GET',
    path: 'subscription/getTaxInvForSubs/{invoiceNo}',
    ...signedIn,
    params: invoiceParamsSchema,
    answer: fileAnswer('application/pdf'),
  }),
  plansOf: contract({
    name: 'plansOf',
    summary: "Clients & Users: each listed account's plan, state and end",
    method: 'GET',
    path: 'subscription/plansOf',
    tag: T,
    auth: 'bearer',
    permission: 'users.manage',
    query: plansOfQuerySchema,
    answer: z.record(
      z.string().describe('user id'),
      z.object({ planName: z.string().nullable(), state: z.string(), endDate: z.number().nullable() }),
    ),
  }),
  feature: contract({
    name: 'planFeature',
    summary: "Whether the account's plan includes a feature (403 with the reason if not)",
    method: 'GET',
    path: 'subscription/feature/{feature}',
    ...signedIn,
    params: featureParamsSchema,
    answer: z.object({ allowed: z.literal(true) }),
  }),
};
