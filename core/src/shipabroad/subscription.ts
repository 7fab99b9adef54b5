/**
 * Monthly pickup subscriptions (001 §2.7, §3 "User subscription", §4, §5). The super admin
 * activates one per user; each pickup request takes one from its requests, atomically in the API.
 */
import { z } from 'zod';
import { dmyToEpoch, isValidDmyDate } from '../orders/dates';

export const SUBSCRIPTION_MSG = {
  allFields: 'Please enter all fields',
  newValue: 'Please enter the new value',
  // Ours:
  activated: 'Subscription activated',
  updated: 'Subscription updated',
  datesOrder: 'End date must be after the start date',
  noneLeft: 'No pickup requests are left in your monthly pickup subscription.',
  expired: 'Your monthly pickup subscription has expired. Please contact support to renew it.',
  searchNeeds: 'Enter a search text or both dates',
} as const;

export interface PickupSubscriptionCounts {
  totalPickupRequests: number;
  remainingNoPbePerMonth: number;
  endDate: number;
}

/**
 * "Active when totalPickupRequests is above 0, the end date is in the future and the remaining
 * PBE count is above 0; otherwise Expired." totalPickupRequests is the requests still left (each
 * request takes one). Ours: a subscription whose start is still ahead is Active too (it is paid).
 */
export function subscriptionStatus(
  s: PickupSubscriptionCounts,
  at: number = Date.now(),
): 'Active' | 'Expired' {
  return s.totalPickupRequests > 0 && s.endDate > at && s.remainingNoPbePerMonth > 0 ? 'Active' : 'Expired';
}

const digits = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const s = String(v).trim();
  if (!/^\d{1,9}$/.test(s)) {
    ctx.addIssue({ code: 'custom', message: SUBSCRIPTION_MSG.allFields });
    return z.NEVER;
  }
  return Number(s);
});
const dmy = z
  .string({ error: SUBSCRIPTION_MSG.allFields })
  .refine(isValidDmyDate, { message: SUBSCRIPTION_MSG.allFields });

/**
 * "A row needs rate and pickupRequest as digits, and start and end dates, else 'Please enter all
 * fields'" (001 §5); the call's fields (001 §7). Dates DD-MM-YYYY; the end date counts whole
 * (the subscription runs to the end of that day in India).
 */
export const subscriptionActivateSchema = z
  .object(
    {
      userId: z.coerce.number().int().positive(),
      rate: digits,
      startDate: dmy,
      endDate: dmy,
      totalPickupRequests: digits,
      noPbePerMonth: digits,
      noParcelsPerPickup: digits,
      customerEmail: z.string().trim().max(160).optional(),
      remark: z.string().trim().max(300).optional(),
    },
    { error: SUBSCRIPTION_MSG.allFields },
  )
  .refine((v) => dmyToEpoch(v.endDate)! >= dmyToEpoch(v.startDate)!, {
    message: SUBSCRIPTION_MSG.datesOrder,
    path: ['endDate'],
  });
export type SubscriptionActivate = z.output<typeof subscriptionActivateSchema>;

export const SUBSCRIPTION_COUNT_FIELDS = [
  'noPbePerMonth',
  'noParcelsPerPickup',
  'totalPickupRequests',
] as const;
export type SubscriptionCountField = (typeof SUBSCRIPTION_COUNT_FIELDS)[number];

/** "Edit pickup subscription values: userId and noPbePerMonth or noParcelsPerPickup" (and, ours, the requests left). */
export const subscriptionEditSchema = z
  .object({
    userId: z.coerce.number().int().positive(),
    field: z.enum(SUBSCRIPTION_COUNT_FIELDS),
    value: z.union([z.string(), z.number()]).optional(),
  })
  .transform((v, ctx) => {
    const s = v.value === undefined ? '' : String(v.value).trim();
    if (!/^\d{1,9}$/.test(s)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: SUBSCRIPTION_MSG.newValue });
      return z.NEVER;
    }
    return { userId: v.userId, field: v.field, value: Number(s) };
  });

/** "search enabled only with a search text or both dates". */
export function subscriptionSearchEnabled(q: {
  searchInput?: string;
  fromdate?: string;
  todate?: string;
}): boolean {
  return !!q.searchInput?.trim() || (!!q.fromdate && !!q.todate);
}

export const subscriptionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  searchInput: z.string().trim().max(80).optional().default(''),
  fromdate: z.string().trim().optional().default(''),
  todate: z.string().trim().optional().default(''),
});
