/**
 * The exporter dashboard (issue 17; the STATS tile of 001 §2.1–2.2, route /exporterdashboard):
 * its query, its answer, and the period rule. Numbers are shown abbreviated (000 §9,
 * `abbreviateNumber`).
 */
import { z } from 'zod';
import type { DayPoint } from './series';
import type { EmsTierRow } from './ems-tiers';

export const STATS_MSG = {
  /** Ours: the spec shows no text for these. */
  badPeriod: 'Please choose a valid period: the start must be on or before the end.',
  tooLong: 'A period may be at most 3 years.',
  notYours: "You may only see your own company's dashboard.",
  badCarrier: 'Please choose a carrier from the list.',
} as const;

const DAY = 86_400_000;
export const STATS_MAX_DAYS = 3 * 366;

const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: STATS_MSG.badPeriod });

/** A period's start on or before its end, at most 3 years. */
function periodRule(q: { from: string; to: string }, ctx: z.RefinementCtx) {
  const f = Date.parse(`${q.from}T00:00:00Z`);
  const t = Date.parse(`${q.to}T00:00:00Z`);
  if (!Number.isFinite(f) || !Number.isFinite(t) || f > t)
    ctx.addIssue({ code: 'custom', message: STATS_MSG.badPeriod, path: ['from'] });
  else if ((t - f) / DAY > STATS_MAX_DAYS)
    ctx.addIssue({ code: 'custom', message: STATS_MSG.tooLong, path: ['to'] });
}

/** The period form of the dashboard and the sales reports: the same rule as their queries. */
export const periodFormSchema = z.object({ from: ymd, to: ymd }).superRefine(periodRule);

/** GET stats/dashboard?from=YYYY-MM-DD&to=YYYY-MM-DD[&exporterId=n]: days in UTC, `to` included. */
export const dashboardQuerySchema = z
  .object({
    from: ymd,
    to: ymd,
    exporterId: z.coerce.number().int().min(1).optional(),
  })
  .superRefine(periodRule);
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** The period as epoch ms [start, end): `to` is a whole day. */
export const periodBounds = (q: Pick<DashboardQuery, 'from' | 'to'>) => ({
  start: Date.parse(`${q.from}T00:00:00Z`),
  end: Date.parse(`${q.to}T00:00:00Z`) + DAY,
});

/** The last `days` days up to today, as the page's default period. */
export function defaultPeriod(now = Date.now(), days = 30) {
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  return { from: iso(now - (days - 1) * DAY), to: iso(now) };
}

export interface DashboardStats {
  period: { from: string; to: string };
  exporterId: number | null;
  parcels: number;
  dockets: number;
  fobInr: number;
  byCurrency: Array<{ currency: string; fob: number; items: number }>;
  destinations: Array<{ country: string; parcels: number }>;
  carriers: Array<{ carrier: string; parcels: number }>;
  /** Dockets of the period without a shipping bill yet (their PBE is not filed). */
  documentsPending: number;
  pickups: Array<{ status: string; dockets: number }>;
  /** Parcels and FOB per day of the period (zeros included): the dashboard's line chart. */
  perDay: DayPoint[];
  /** Admins only: the exporters with the most FOB in the period. */
  topExporters?: Array<{ exporterId: number; name: string; dockets: number; fobInr: number }>;
}

/** GET stats/analytics?from&to (super admin; issue 17): the same period rule as the dashboard. */
export const analyticsQuerySchema = z
  .object({
    from: ymd,
    to: ymd,
    /** one carrier's courier revenue (carrier_invoices.carrier, e.g. dhl); all when absent */
    carrier: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]{1,30}$/, { message: STATS_MSG.badCarrier })
      .optional(),
  })
  .superRefine(periodRule);
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/**
 * POST stats/daily/rebuild {from, to} (super admin; issue 29): rebuild the daily aggregates of
 * these days (UTC, `to` included) from the dockets; the same period rule as the dashboard.
 */
export const statsRebuildSchema = z.object({ from: ymd, to: ymd }).superRefine(periodRule);
export type StatsRebuild = z.infer<typeof statsRebuildSchema>;

/** GET reports/sales?from&to&format=json|xlsx (Sales Reports). */
// One object (not an intersection), so the OpenAPI document can list its query parameters.
export const salesReportQuerySchema = analyticsQuerySchema.safeExtend({
  format: z.enum(['json', 'xlsx']).default('json'),
});

export interface AnalyticsStats {
  period: { from: string; to: string };
  /** Subscriptions started in the period, by plan (the subscriptions table; amounts in rupees). */
  revenueByPlan: Array<{ plan: string; subscriptions: number; amount: number }>;
  /** What exporters were debited for courier parcels billed in the period, by carrier (billing). */
  revenueByCarrier: Array<{ carrier: string; parcels: number; amount: number }>;
  signups: number;
  /** Users whose first paid subscription in the period followed a trial. */
  trialConversions: number;
  parcelsPerFpo: Array<{ fpo: string; parcels: number; dockets: number }>;
  /** User-months of EMS revenue in the period by discount tier (000 §9), the month's figures of rates/ems-revenue. */
  emsTiers: EmsTierRow[];
  /** Average hours from the docket (order saved) to its shipping bill (PBE filed) and to pickup. */
  turnaround: {
    toPbeHours: number | null;
    pbeCount: number;
    toPickupHours: number | null;
    pickupCount: number;
  };
}

export * from './series';
export * from './ems-tiers';
