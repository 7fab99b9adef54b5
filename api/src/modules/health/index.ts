import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';

/** GET /api/v1/health: database and Redis reachability; 503 when either is down. */
export const healthPlugin: Plugin<{ ctx: AppContext; version: string }> = {
  name: 'exportdesk-health',
  register(server, { ctx, version }) {
    server.route({
      method: 'GET',
      path: '/api/v1/health',
      options: { auth: false },
      handler: async (_req, h) => {
        const probe = async (fn: () => Promise<unknown>) => {
          try {
            await Promise.race([fn(), new Promise((_, rej) => setTimeout(() => rej(new Error('timeout')), 2000))]);
            return 'up';
          } catch {
            return 'down';
          }
        };
        const [database, redis] = await Promise.all([probe(() => ctx.db.raw('select 1')), probe(() => ctx.redis.ping())]);
        const healthy = database === 'up' && redis === 'up';
        const client = ctx.config.databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'mysql';
        return h
          .response({ success: healthy, message: healthy ? 'OK' : 'Degraded', data: { database, databaseClient: client, redis, version, uptimeSec: Math.round(process.uptime()) } })
          .code(healthy ? 200 : 503);
      },
    });
  },
};
