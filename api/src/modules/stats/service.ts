/**
 * The exporter dashboard (issue 17, STATS of 001 §2.1–2.2): figures of a period from SQL
 * aggregates. Admins see every exporter (or one, by id); an exporter admin its own only — asking
 * for another exporter's is refused (403), not silently narrowed. Complete days come from the
 * daily aggregates (stats-daily, issue 29) when built; a period with none built is answered by
 * the live queries of repo.ts whole, which the aggregate-backed answers equal (tested).
 */
import {
  STATS_MSG,
  fillDays,
  emsTierSummary,
  isAdmin,
  periodBounds,
  type AnalyticsQuery,
  type AnalyticsStats,
  type DashboardQuery,
  type DashboardStats,
  type Principal,
} from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { forbidden } from '../../errors';
import { StatsDailyService } from '../stats-daily/service';
import * as repo from './repo';
import * as fold from './figures';

export class StatsService {
  private readonly daily: StatsDailyService;
  constructor(private readonly db: Db) {
    this.daily = new StatsDailyService(db);
  }

  async dashboard(q: DashboardQuery, who: Principal & { userId: number }): Promise<DashboardStats> {
    let exporterId: number | null = q.exporterId ?? null;
    const admin = isAdmin(who);
    if (!admin) {
      if (exporterId !== null && exporterId !== who.userId) throw forbidden(STATS_MSG.notYours);
      exporterId = who.userId;
    }
    const scope = { ...periodBounds(q), exporterId };
    const withTop = admin && exporterId === null;
    const f = await this.daily.figures(scope.start, scope.end, exporterId, {
      keys: ['currency', 'country', 'pickup', 'carrier'],
      exporters: withTop,
    });
    if (f) {
      const top = withTop ? fold.topExporters(f, f.names) : undefined;
      return {
        period: { from: q.from, to: q.to },
        exporterId,
        ...fold.dashboard(f),
        perDay: fillDays(scope.start, scope.end, fold.perDay(f)),
        ...(top ? { topExporters: top } : {}),
      };
    }
    const totals = await repo.totals(this.db, scope);
    const [byCurrency, destinations, carriers, pickups, days, topExporters] = await Promise.all([
      repo.byCurrency(this.db, scope),
      repo.destinations(this.db, scope),
      repo.carriers(this.db, scope, totals.parcels),
      repo.pickups(this.db, scope),
      repo.perDay(this.db, scope),
      withTop ? repo.topExporters(this.db, scope) : Promise.resolve(undefined),
    ]);
    return {
      period: { from: q.from, to: q.to },
      exporterId,
      ...totals,
      byCurrency,
      destinations,
      carriers,
      pickups,
      perDay: fillDays(scope.start, scope.end, days),
      ...(topExporters ? { topExporters } : {}),
    };
  }

  /** Analytics (super admin): revenue by plan and carrier, sign-ups, trial conversions, FPOs, turnaround. */
  async analytics(q: AnalyticsQuery): Promise<AnalyticsStats> {
    const scope = { ...periodBounds(q), exporterId: null };
    const f = await this.daily.figures(scope.start, scope.end, null, { keys: ['carrier'], fpos: true });
    const [revenueByPlan, revenueByCarrier, signups, trialConversions, parcelsPerFpo, turnaround, ems] =
      await Promise.all([
        repo.revenueByPlan(this.db, scope),
        f ? fold.revenueByCarrier(f, q.carrier) : repo.revenueByCarrier(this.db, scope, q.carrier),
        repo.signups(this.db, scope),
        repo.trialConversions(this.db, scope),
        f ? fold.parcelsPerFpo(f) : repo.parcelsPerFpo(this.db, scope),
        f ? fold.turnaround(f) : repo.turnaround(this.db, scope),
        repo.emsRevenue(this.db, scope),
      ]);
    return {
      period: { from: q.from, to: q.to },
      revenueByPlan,
      revenueByCarrier,
      signups,
      trialConversions,
      parcelsPerFpo,
      turnaround,
      emsTiers: emsTierSummary(ems),
    };
  }
}
