/** Thin routes of the stats/* group (000 §7): the exporter dashboard and the super admin's analytics. */
import type { ServerRoute } from '@hapi/hapi';
import { STATS_CONTRACTS as c } from '@exportdesk/core';
import { contentDisposition } from '../../http/content-disposition';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { salesWorkbook } from './sales-workbook';
import type { StatsService } from './service';

export function statsRoutes(stats: StatsService): ServerRoute[] {
  return [
    route({
      contract: c.dashboard,
      handler: async (req) => ok(await stats.dashboard(req.query, userOf(req))),
    }),
    route({
      contract: c.analytics,
      handler: async (req) => ok(await stats.analytics(req.query)),
    }),
    // Sales reports (Tools → Sales Reports): the same figures as JSON or Excel.
    route({
      contract: c.salesReport,
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
