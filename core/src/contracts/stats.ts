/**
 * The stats/* group (000 §7): the exporter dashboard, the super admin's analytics and the sales
 * report. The answers' types stay core's interfaces in stats/ (the daily aggregates change beside
 * them); each schema here is typed by its interface, so a field added there fails the build here.
 */
import { z } from 'zod';
import {
  analyticsQuerySchema,
  dashboardQuerySchema,
  salesReportQuerySchema,
  statsRebuildSchema,
  type AnalyticsStats,
  type DashboardStats,
} from '../stats';
import { contract, fileAnswer } from './contract';

const TAG = 'Stats';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const period = z.object({ from: z.string(), to: z.string() });
const int = () => z.number().int();

export const dashboardStatsSchema: z.ZodType<DashboardStats> = z
  .object({
    period,
    exporterId: int().nullable(),
    parcels: int(),
    dockets: int(),
    fobInr: z.number(),
    byCurrency: z.array(z.object({ currency: z.string(), fob: z.number(), items: int() })),
    destinations: z.array(z.object({ country: z.string(), parcels: int() })),
    carriers: z.array(z.object({ carrier: z.string(), parcels: int() })),
    documentsPending: int().describe('Dockets of the period without a shipping bill yet'),
    pickups: z.array(z.object({ status: z.string(), dockets: int() })),
    perDay: z.array(z.object({ day: z.string(), parcels: int(), fobInr: z.number() })),
    topExporters: z
      .array(z.object({ exporterId: int(), name: z.string(), dockets: int(), fobInr: z.number() }))
      .optional()
      .describe('Admins only: the exporters with the most FOB in the period'),
  })
  .meta({ id: 'DashboardStats' });

export const analyticsStatsSchema: z.ZodType<AnalyticsStats> = z
  .object({
    period,
    revenueByPlan: z.array(z.object({ plan: z.string(), subscriptions: int(), amount: z.number() })),
    revenueByCarrier: z.array(z.object({ carrier: z.string(), parcels: int(), amount: z.number() })),
    signups: int(),
    trialConversions: int(),
    parcelsPerFpo: z.array(z.object({ fpo: z.string(), parcels: int(), dockets: int() })),
    emsTiers: z.array(
      z.object({ percent: z.number(), label: z.string(), userMonths: int(), revenueInr: z.number() }),
    ),
    turnaround: z.object({
      toPbeHours: z.number().nullable(),
      pbeCount: int(),
      toPickupHours: z.number().nullable(),
      pickupCount: int(),
    }),
  })
  .meta({ id: 'AnalyticsStats' });

export const STATS_CONTRACTS = {
  dashboard: contract({
    name: 'getDashboardStats',
    summary: "The dashboard's figures for a period: parcels, dockets, FOB, destinations, per day",
    method: 'GET',
    path: 'stats/dashboard',
    tag: TAG,
    auth: 'bearer',
    permission: 'stats.dashboard',
    query: dashboardQuerySchema,
    answer: dashboardStatsSchema,
  }),
  analytics: contract({
    name: 'getAnalytics',
    summary: 'Revenue, sign-ups, parcels per FPO and turnaround for a period (super admin)',
    method: 'GET',
    path: 'stats/analytics',
    tag: TAG,
    auth: 'bearer',
    permission: 'stats.analytics',
    query: analyticsQuerySchema,
    answer: analyticsStatsSchema,
  }),
  salesReport: contract({
    name: 'getSalesReport',
    summary: 'The sales report of a period: the analytics figures as JSON or a workbook',
    description: 'format=json answers the envelope with the figures; format=xlsx the workbook.',
    method: 'GET',
    path: 'reports/sales',
    tag: TAG,
    auth: 'bearer',
    permission: 'stats.analytics',
    query: salesReportQuerySchema,
    answer: fileAnswer(XLSX, 'application/json'),
    examples: { cli: 'exportdesk reports sales --from 2026-10-01 --to 2026-10-31 --json' },
  }),
  rebuildDaily: contract({
    name: 'rebuildDailyStats',
    summary: "Rebuild a period's daily aggregates (the dashboard's precompute), as a worker job",
    method: 'POST',
    path: 'stats/daily/rebuild',
    tag: 'Stats',
    auth: 'bearer',
    permission: 'stats.rebuild',
    payload: statsRebuildSchema,
    answer: z.object({
      from: z.string(),
      to: z.string(),
      days: z
        .number()
        .int()
        .describe(
          'Ended days queued for a rebuild (today is built by the workers every minute, up to 5 minutes ago)',
        ),
    }),
  }),
};
