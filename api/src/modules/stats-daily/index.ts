import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { statsDailyRoutes } from './routes';

/** stats/daily/*: the dashboard's daily aggregates, rebuilt on demand (issue 29). */
export const statsDailyPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-stats-daily',
  register(server, { ctx }) {
    server.route(statsDailyRoutes(ctx));
  },
};
