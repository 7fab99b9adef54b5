/**
 * The exporter dashboard (issue 17; the STATS tile of 001 §2.1–2.2, route /exporterdashboard):
 * its query, its answer, and the period rule. Numbers are shown abbreviated (000 §9,
 * `abbreviateNumber`).
 */
import { z } from 'zod';

export const STATS_MSG = {
  /** Ours: the spec shows no text for these. */
  badPeriod: 'Please choose a valid period: the start must be on or before the end.',
  tooLong: 'A period may be at most 3 years.',
  notYours: "You may only see your own company's dashboard.",
} as const;

const DAY = 86_400_000;
export const STATS_MAX_DAYS = 3 * 366;

const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: STATS_MSG.badPeriod });

/** GET stats/dashboard?from=YYYY-MM-DD&to=YYYY-MM-DD[&exporterId=n]: days in UTC, `to` included. */
export const dashboardQuerySchema = z
  .object({
    from: ymd,
    to: ymd,
    exporterId: z.coerce.number().int().min(1).optional(),
  })
  .superRefine((q, ctx) => {
    const f = Date.parse(`${q.from}T00:00:00Z`);
    const t = Date.parse(`${q.to}T00:00:00Z`);
    if (!Number.isFinite(f) || !Number.isFinite(t) || f > t)
      ctx.addIssue({ code: 'custom', message: STATS_MSG.badPeriod, path: ['from'] });
    else if ((t - f) / DAY > STATS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', message: STATS_MSG.tooLong, path: ['to'] });
  });
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
  /** Admins only: the exporters with the most FOB in the period. */
  topExporters?: Array<{ exporterId: number; name: string; dockets: number; fobInr: number }>;
}
