/** Job status for the browser and the CLI: the plugin builds the service and registers the routes. */
import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { jobRoutes } from './routes';
import { JobsService } from './service';

export const jobsPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-jobs',
  register(server, { ctx }) {
    server.route(jobRoutes(new JobsService(ctx)));
  },
};
