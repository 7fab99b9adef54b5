/** The GST report (issue 16, 002 §2.8): the plugin builds the service and registers the routes. */
import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { gstRoutes } from './routes';
import { GstService } from './service';

export const gstPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-gst',
  register(server, { ctx }) {
    server.route(gstRoutes(new GstService(ctx)));
  },
};
