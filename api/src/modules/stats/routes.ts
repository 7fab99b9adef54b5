/** Thin routes of the stats/* group (000 §7): the exporter dashboard and the super admin's analytics. */
import type { ServerRoute } from '@hapi/hapi';
import { analyticsQuerySchema, dashboardQuerySchema } from '@exportdesk/core';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { StatsService } from './service';

export function statsRoutes(stats: StatsService): ServerRoute[] {
  return [
    route({
      method: 'GET',
      path: '/api/v1/stats/dashboard',
      options: guarded('stats.dashboard'),
      query: dashboardQuerySchema,
      handler: async (req) => ok(await stats.dashboard(req.query, userOf(req))),
    }),
    route({
      method: 'GET',
      path: '/api/v1/stats/analytics',
      options: guarded('stats.analytics'),
      query: analyticsQuerySchema,
      handler: async (req) => ok(await stats.analytics(req.query)),
    }),
  ];
}
