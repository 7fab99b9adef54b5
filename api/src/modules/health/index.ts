import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { healthRoutes } from './routes';
import { HealthService } from './service';

export const healthPlugin: Plugin<{ ctx: AppContext; version: string }> = {
  name: 'exportdesk-health',
  register(server, { ctx, version }) {
    server.route(healthRoutes(new HealthService(ctx, version)));
  },
};
