/**
 * Subscription rules (002 §4, §6, §9): the state of a plan, the change rule, the feature check,
 * the GST split, amounts in words and the tax invoice number. Pure: the API, portal and CLI share them.
 */
import { USER_TYPE } from '../roles';
import {
  AD_CODE_FEE,
  CUSTOM_PLAN_ID,
  GST_RATE,
  PLAN_MSG,
  TRIAL_PLAN_ID,
  featuresOf,
  planById,
  type PlanFeature,
} from './plans';

const DAY = 86_400_000;
/** Reminders go 7 and 1 days before the end (issue 14); the 7-day window is "expiring". */
export const EXPIRY_REMINDER_DAYS = [7, 1] as const;

export type SubscriptionState = 'none' | 'trial' | 'active' | 'expiring' | 'expired';

export interface SubscriptionLike {
  planId: string;
  startDate: number;
  endDate: number;
}

/** trial → active → expiring (7 days before the end) → expired. A trial stays "trial" until it ends. */
export function subscriptionState(
  sub: SubscriptionLike | null | undefined,
  now = Date.now(),
): SubscriptionState {
  if (!sub) return 'none';
  if (now >= sub.endDate) return 'expired';
  if (sub.planId === TRIAL_PLAN_ID) return 'trial';
  if (sub.endDate - now <= EXPIRY_REMINDER_DAYS[0] * DAY) return 'expiring';
  return 'active';
}

export const isLive = (s: SubscriptionState) => s === 'trial' || s === 'active' || s === 'expiring';

/**
 * The plan-feature check: null when allowed, else the spec's message. An expired plan is read-only
 * ("documents still download, new orders refused with the plan message").
 */
export function featureDenial(
  sub: SubscriptionLike | null | undefined,
  feature: PlanFeature,
  now = Date.now(),
): string | null {
  const state = subscriptionState(sub, now);
  const features = isLive(state) ? featuresOf(sub!.planId) : featuresOf(null);
  if (features.includes(feature)) return null;
  if (!isLive(state) && featuresOf(TRIAL_PLAN_ID).includes(feature))
    return state === 'none' ? PLAN_MSG.noPlan : PLAN_MSG.expired;
  return PLAN_MSG.notInPlan;
}

/** Monthly-equivalent price, so a monthly and a yearly plan compare on one footing (ours). */
export function monthlyEquivalent(planId: string, amount: number): number {
  const k = planById(planId);
  if (!k) return amount;
  return k.period === 'yearly' ? amount / 12 : amount;
}

export type ChangeKind = 'new' | 'upgrade' | 'equal' | 'downgrade';

export interface ChangeInput {
  userType: number;
  current: (SubscriptionLike & { amount: number }) | null;
  newPlanId: string;
  now?: number;
}

export type ChangeDecision =
  | { ok: true; kind: ChangeKind; newAmount: number }
  | { ok: false; message: string; reason: 'role' | 'custom' | 'equal' | 'unknown' };

/**
 * "The new plan price is compared with the current amount. A positive difference is an upgrade
 * (offers Yes, or Start Next Month/Year). Zero means 'already subscribed'. A negative difference is
 * a downgrade (the current plan stays until the billing cycle ends)" (002 §4). "Only exporter admins
 * may change plans" (002 §6). Ours: the comparison is on monthly-equivalent prices; a trial, a free
 * account or an expired plan counts as 0 (any paid plan is "new"); the same plan id is "equal" even
 * when amounts were discounted.
 */
export function decideChange(input: ChangeInput, supportEmail = 'support@exportdesk.in'): ChangeDecision {
  if (input.userType !== USER_TYPE.EXPORTER_ADMIN)
    return { ok: false, message: PLAN_MSG.devPhase, reason: 'role' };
  const target = planById(input.newPlanId);
  if (!target) return { ok: false, message: PLAN_MSG.unknownPlan, reason: 'unknown' };
  const newAmount = target.plan[target.period];
  const cur = input.current;
  const now = input.now ?? Date.now();
  if (cur && cur.planId === CUSTOM_PLAN_ID && now < cur.endDate)
    return { ok: false, message: PLAN_MSG.customPlan(supportEmail), reason: 'custom' };
  if (!cur || cur.planId === TRIAL_PLAN_ID || now >= cur.endDate) return { ok: true, kind: 'new', newAmount };
  if (cur.planId === input.newPlanId)
    return { ok: false, message: PLAN_MSG.alreadySubscribed, reason: 'equal' };
  const diff = monthlyEquivalent(input.newPlanId, newAmount) - monthlyEquivalent(cur.planId, cur.amount);
  if (Math.abs(diff) < 0.005) return { ok: false, message: PLAN_MSG.alreadySubscribed, reason: 'equal' };
  return { ok: true, kind: diff > 0 ? 'upgrade' : 'downgrade', newAmount };
}

/** Cycle length of a plan id: one calendar month or one year from `from` (UTC calendar). */
export function cycleEnd(planId: string, from: number): number {
  const k = planById(planId);
  const d = new Date(from);
  if (k?.period === 'yearly') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return d.getTime();
}

/**
 * An upgrade paid now ("Yes"): the price difference for the rest of the current cycle, whole
 * rupees rounded up (ours: the spec says only "pay now"). The new plan runs to the current end.
 */
export function proratedUpgrade(
  current: SubscriptionLike & { amount: number },
  newPlanId: string,
  newAmount: number,
  now = Date.now(),
): number {
  const monthsLeft = Math.max(0, current.endDate - now) / (30 * DAY);
  const perMonthDiff =
    monthlyEquivalent(newPlanId, newAmount) - monthlyEquivalent(current.planId, current.amount);
  return Math.max(1, Math.ceil(perMonthDiff * monthsLeft));
}

// ---------------------------------------------------------------- GST

export interface GstSplit {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  intraState: boolean;
}

const paise = (n: number) => Math.round(n * 100);

/** The state code of a GSTIN (its first two digits), or null. */
export const gstinState = (gstin: string | null | undefined) =>
  gstin && /^\d{2}/.test(gstin) ? gstin.slice(0, 2) : null;

/**
 * 18% GST: CGST 9% + SGST 9% when supplier and recipient are in one state, else IGST 18%. A
 * recipient without a GSTIN (or state) is billed IGST (ours: place of supply unknown, inter-state).
 * Worked in paise so CGST + SGST always equals the IGST figure.
 */
export function gstSplit(taxable: number, supplierState: string, recipientState: string | null): GstSplit {
  const base = paise(taxable);
  const tax = Math.round(base * GST_RATE);
  const intraState = !!recipientState && recipientState === supplierState;
  const cgst = intraState ? Math.floor(tax / 2) : 0;
  const sgst = intraState ? tax - cgst : 0;
  return {
    taxable: base / 100,
    cgst: cgst / 100,
    sgst: sgst / 100,
    igst: intraState ? 0 : tax / 100,
    total: (base + tax) / 100,
    intraState,
  };
}

/** Price with 18% GST, to the paisa. */
export const withGst = (amount: number) => (paise(amount) + Math.round(paise(amount) * GST_RATE)) / 100;
export const AD_CODE_TOTAL = withGst(AD_CODE_FEE);

// ---------------------------------------------------------------- amount in words

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function below100(n: number): string {
  if (n < 20) return ONES[n]!;
  const t = TENS[Math.floor(n / 10)]!;
  return n % 10 ? `${t} ${ONES[n % 10]}` : t;
}

function below1000(n: number): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  return [h ? `${ONES[h]} Hundred` : '', r ? below100(r) : ''].filter(Boolean).join(' ');
}

/** Indian system words for a whole number (crore, lakh, thousand). */
export function numberInWords(n: number): string {
  n = Math.floor(Math.abs(n));
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  n %= 10_000_000;
  const lakh = Math.floor(n / 100_000);
  n %= 100_000;
  const thousand = Math.floor(n / 1000);
  n %= 1000;
  if (crore) parts.push(`${numberInWords(crore)} Crore`);
  if (lakh) parts.push(`${below100(lakh)} Lakh`);
  if (thousand) parts.push(`${below100(thousand)} Thousand`);
  if (n) parts.push(below1000(n));
  return parts.join(' ');
}

/** "Rupees Two Thousand Three Hundred Sixty Only", with paise when there are any. */
export function amountInWords(amount: number): string {
  const p = Math.round(Math.abs(amount) * 100);
  const r = Math.floor(p / 100);
  const ps = p % 100;
  return `Rupees ${numberInWords(r)}${ps ? ` and ${below100(ps)} Paise` : ''} Only`;
}

// ---------------------------------------------------------------- tax invoice numbers

/** The Indian financial year (April to March, IST) of an instant: "26-27". */
export function shortFinancialYear(at: number): string {
  const ist = new Date(at + 5.5 * 3600_000);
  const y = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? y : y - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

/**
 * A tax invoice number, consecutive per financial year and at most 16 characters (GST rule 46):
 * "SB/26-27/000123" (15). Credit notes: "SC/26-27/000007". (SB/SC keep them apart from the carrier
 * billing's own "ED/…" invoices.)
 */
export function taxInvoiceNumber(kind: 'invoice' | 'credit', fy: string, seq: number): string {
  return `${kind === 'credit' ? 'SC' : 'SB'}/${fy}/${String(seq).padStart(6, '0')}`;
}

/** getTaxInvForSubs takes the number "with slashes replaced by dashes". */
export const invoiceNoToPath = (no: string) => no.replace(/\//g, '-');
export function invoiceNoFromPath(p: string): string | null {
  const m = /^(SB|SC)-(\d{2}-\d{2})-(\d{6})$/.exec(p);
  return m ? `${m[1]}/${m[2]}/${m[3]}` : null;
}
