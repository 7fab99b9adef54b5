/** GET /api/v1/health: 200 'OK' when the database and Redis answer, else 503 'Degraded'. */
import type { ServerRoute } from '@hapi/hapi';
import { route } from '../../http/route';
import type { HealthService } from './service';

export function healthRoutes(health: HealthService): ServerRoute[] {
  return [
    route({
      method: 'GET',
      path: '/api/v1/health',
      options: { auth: false },
      handler: async (_req, h) => {
        const { healthy, ...data } = await health.check();
        return h
          .response({ success: healthy, message: healthy ? 'OK' : 'Degraded', data })
          .code(healthy ? 200 : 503);
      },
    }),
  ];
}
