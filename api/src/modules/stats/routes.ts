/** Thin routes of the stats/* group (000 §7): the exporter dashboard and the super admin's analytics. */
import type { ServerRoute } from '@hapi/hapi';
import { analyticsQuerySchema, dashboardQuerySchema, salesReportQuerySchema } from '@exportdesk/core';
import { contentDisposition } from '../../http/content-disposition';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { salesWorkbook } from './sales-workbook';
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
    // Sales reports (Tools → Sales Reports): the same figures as JSON or Excel.
    route({
      method: 'GET',
      path: '/api/v1/reports/sales',
      options: guarded('stats.analytics'),
      query: salesReportQuerySchema,
      handler: async (req, h) => {
        const { format, ...period } = req.query;
        const s = await stats.analytics(period);
        if (format === 'json') return ok(s);
        const f = await salesWorkbook(s);
        return h
          .response(f.data)
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('Content-Disposition', contentDisposition(f.name));
      },
    }),
  ];
}
