import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { meisReportRoutes } from './routes';
import { MeisReportsService } from './service';

/** The MEIS Excel and PDF reports, answered, mailed or as jobs (issue 16, issue 29 item 5). */
export const meisReportsPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-meis-reports',
  register(server, { ctx }) {
    server.route(meisReportRoutes(new MeisReportsService(ctx)));
  },
};
