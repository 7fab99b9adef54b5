/**
 * Plans as data (002 §9): the one table the /plans page, the API guard and the CLI read.
 * "Plans: basic 425 per month or 3499 per year; premium 675 per month or 5999 per year, in rupees
 * plus GST, per IE code. Annual saves 20%. A free trial of 2 weeks applies on registration. The
 * customised Excel plan starts at 699 per month; the API plan starts at 3 per parcel."
 */

export type PlanTier = 'free' | 'basic' | 'premium';
export type PlanPeriod = 'monthly' | 'yearly';

/** Features a plan may unlock. Names are ours; the spec shows only that some are premium-only. */
export const PLAN_FEATURES = [
  'orders.create',
  'documents.download',
  'rates.calculate',
  'tracking',
  'bulkUpload',
  'marketplaceImport',
  'gstReport',
  'meis',
  'analytics',
  'inventory',
  'apiAccess',
  'hsnClassifier',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export interface PlanLimits {
  /** Orders (dockets) per calendar month; null: no limit. */
  ordersPerMonth: number | null;
  /** Exporter users (userType 3) under the admin. */
  users: number;
}

export interface PlanRow {
  tier: PlanTier;
  name: string;
  /** Rupees before GST; 0 for free. */
  monthly: number;
  yearly: number;
  /** Plan ids per period; ids with MLT are non-premium (002 §3). */
  ids: { monthly: string; yearly: string };
  features: readonly PlanFeature[];
  limits: PlanLimits;
  highlights: readonly string[];
}

/** What any account may do, even with no plan or an expired one (read-only, 000 §4). */
const ALWAYS: readonly PlanFeature[] = ['documents.download', 'rates.calculate', 'tracking'];
const BASIC: readonly PlanFeature[] = [...ALWAYS, 'orders.create', 'bulkUpload', 'marketplaceImport'];
const PREMIUM: readonly PlanFeature[] = [
  ...BASIC,
  'gstReport',
  'meis',
  'analytics',
  'inventory',
  'apiAccess',
  'hsnClassifier',
];

export const GST_RATE = 0.18;
/** SAC for the subscription (ours: 998315, hosting and IT infrastructure provisioning services). */
export const SUBSCRIPTION_SAC = '998315';
export const ANNUAL_SAVES_TEXT = 'annual saves 20%';
export const TRIAL_DAYS = 14;

export const PLANS: readonly PlanRow[] = [
  {
    tier: 'free',
    name: 'Free',
    monthly: 0,
    yearly: 0,
    ids: { monthly: 'FREE', yearly: 'FREE' },
    features: ALWAYS,
    limits: { ordersPerMonth: 0, users: 0 },
    highlights: ['Postage rate calculator', 'Track parcels', 'Download documents already made'],
  },
  {
    tier: 'basic',
    name: 'Basic',
    monthly: 425,
    yearly: 3499,
    ids: { monthly: 'BASIC-MLT-M', yearly: 'BASIC-MLT-Y' },
    features: BASIC,
    limits: { ordersPerMonth: 300, users: 2 },
    highlights: ['Book parcels and make PBE, CSB and invoices', 'Excel bulk upload', 'Marketplace import'],
  },
  {
    tier: 'premium',
    name: 'Premium',
    monthly: 675,
    yearly: 5999,
    ids: { monthly: 'PREMIUM-M', yearly: 'PREMIUM-Y' },
    features: PREMIUM,
    limits: { ordersPerMonth: null, users: 10 },
    highlights: [
      'Everything in Basic',
      'GST report, MEIS and analytics',
      'Inventory, REST API, HSN classifier',
    ],
  },
];

/** The quote-only plans of the /plans page (they become tickets). */
export const QUOTE_PLANS = [
  { key: 'excel', name: 'Customised Excel plan', from: 'from ₹699/month', fromAmount: 699 },
  { key: 'api', name: 'API plan', from: 'from ₹3/parcel', fromAmount: 3 },
] as const;

export const TRIAL_PLAN_ID = 'TRIAL';
export const CUSTOM_PLAN_ID = 'CUSTOM';

/** AD Code Registration: "Rs 2000 plus 18% GST, non-refundable" (000 §6). */
export const AD_CODE_FEE = 2000;

export const PLAN_MSG = {
  alreadySubscribed: 'You have already subscribed to this Plan.',
  devPhase: 'This feature is in development phase.',
  notInPlan: 'This feature is not available with your current plan',
  adCodeConfirm:
    "Do you want to make payment of Rs. 2000 + 18% GST for AD Code Registration, once paid it can't be refunded!",
  oops: 'Oops!',
  success: 'Success!',
  // ours, where the spec shows none
  customPlan: (email: string) => `You are on a custom plan. Please contact us at ${email} to change it.`,
  expired: 'Your plan has expired. Please subscribe to a plan to continue.',
  noPlan: 'Please subscribe to a plan to continue.',
  unknownPlan: 'Unknown plan.',
  wrongAmount: 'The plan amount does not match the plan.',
  paymentFailed: 'Payment failed. No amount has been charged.',
  paymentVerified: 'Payment successful. Your plan is active.',
  adCodePaid: 'AD Code Registration fee paid.',
  adCodeAlreadyPaid: 'AD Code Registration fee is already paid.',
  adCodeFormat: 'AD code must be the 14-digit code your bank gives.',
  adCodeBank: 'Please enter the bank name (2 to 100 characters).',
  adCodeBranch: 'Please enter the branch (2 to 100 characters).',
  badSignature: 'Invalid payment signature.',
} as const;

export function planById(planId: string): { plan: PlanRow; period: PlanPeriod } | null {
  for (const plan of PLANS)
    for (const period of ['monthly', 'yearly'] as const)
      if (plan.ids[period] === planId && plan.tier !== 'free') return { plan, period };
  return null;
}

/** "planId (ids containing MLT are non-premium)"; free is not premium; the trial and custom plans are (ours). */
export function isPremiumPlanId(planId: string | null | undefined): boolean {
  if (!planId) return false;
  const id = planId.toUpperCase();
  return !id.includes('MLT') && id !== 'FREE';
}

/** The features a plan id unlocks: the trial gives premium's (so a new exporter can try everything). */
export function featuresOf(planId: string | null | undefined): readonly PlanFeature[] {
  if (!planId) return ALWAYS;
  const known = planById(planId);
  if (known) return known.plan.features;
  if (planId === TRIAL_PLAN_ID || planId === CUSTOM_PLAN_ID) return PREMIUM;
  return isPremiumPlanId(planId) ? PREMIUM : BASIC;
}

export function planName(planId: string | null | undefined): string {
  if (!planId) return 'No plan';
  if (planId === TRIAL_PLAN_ID) return 'Free trial';
  if (planId === CUSTOM_PLAN_ID) return 'Custom';
  const k = planById(planId);
  return k ? `${k.plan.name} (${k.period})` : planId;
}
