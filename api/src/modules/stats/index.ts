import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { statsRoutes } from './routes';
import { StatsService } from './service';

/** stats/*: the exporter dashboard (issue 17). */
export const statsPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-stats',
  register(server, { ctx }) {
    server.route(statsRoutes(new StatsService(ctx.db)));
  },
};
