/**
 * Builds the API: context (db, Redis, queues), Hapi with the envelope, auth and one plugin per
 * area, and the live socket on the same listener. `main.ts` starts it; tests start it on port 0.
 */
import Hapi from '@hapi/hapi';
import type { Config } from './config';
import type { AppContext, Events, LiveClient } from './context';
import { createStorage } from './lib/storage';
import { createDb } from './db/knex';
import { registerAuth } from './http/auth';
import { registerContractCheck } from './http/contract-check';
import { registerEnvelope } from './http/envelope';
import { registerIdempotency } from './http/idempotency';
import { registerSecurityHeaders } from './http/security-headers';
import { registerRateLimits } from './http/rate-limit';
import { createLogger } from './lib/logger';
import { createQueues } from './lib/queue';
import { createRedis } from './lib/redis';
import { Revocations } from './lib/revocations';
import { API_PLUGINS, areaOptions } from './plugins';
import { attachSocket } from './socket';

export const API_VERSION = '0.1.0';

export interface ApiServer {
  server: Hapi.Server;
  ctx: AppContext;
  url: string;
  stop(): Promise<void>;
}

export async function createApi(config: Config): Promise<ApiServer> {
  const log = createLogger(config.logLevel, 'api');
  // First: a storage setting it cannot use stops the start before any connection is opened.
  const storage = createStorage(config);
  const db = createDb(config.databaseUrl);
  const redis = createRedis(config.redisUrl, 'api');
  const queues = createQueues(config.redisUrl, config.redisPrefix, config.queueLocks);
  const revocations = new Revocations(redis, config.redisPrefix, config.jwtTtlSec);

  const server = Hapi.server({
    host: config.host,
    port: config.port,
    routes: {
      // The portal runs on other origins: its script may read only the headers exposed here.
      cors: {
        origin: ['*'],
        additionalHeaders: ['x-api-key', 'x-request-id', 'idempotency-key'],
        additionalExposedHeaders: [
          'x-request-id',
          'idempotent-replayed',
          'retry-after',
          'ratelimit-limit',
          'ratelimit-remaining',
          'ratelimit-reset',
          // Downloads keep their file names, and MEIS generation tells its reference number.
          'content-disposition',
          'x-meis-ref-no',
        ],
      },
      payload: { maxBytes: config.maxPayloadBytes },
      // No route reads cookies (sign-in is a bearer token or an API key): Hapi would otherwise
      // parse the Cookie header of every request, a lifecycle step of its own (issue 29 item 3).
      state: { parse: false },
      validate: {
        failAction: async (_r, _h, err) => {
          throw err;
        },
      },
    },
    router: { stripTrailingSlash: true },
  });

  // Events are wired after the socket exists; services only see the interface.
  const onConnect: Array<(client: LiveClient) => void> = [];
  const events: Events = {
    toUser: () => {},
    broadcast: () => {},
    online: async () => new Set(),
    onConnect: (handler) => void onConnect.push(handler),
  };
  const ctx: AppContext = {
    config,
    db,
    redis,
    queues,
    revocations,
    events,
    log,
    storage,
  };

  registerEnvelope(server, log); // request ids; every 5xx logged once, with its id
  if (config.checkAnswers) registerContractCheck(server, log); // tests: every answer keeps its contract
  registerSecurityHeaders(server);
  await registerAuth(server, ctx);
  registerRateLimits(server, ctx); // after auth: counts signed-in users, after the permission check
  registerIdempotency(server, ctx); // after the rate limit: a replay counts as a request
  const options = areaOptions(ctx, API_VERSION); // services shared by areas: one per server
  for (const plugin of API_PLUGINS) await server.register({ plugin, options });
  // One structured line per request (debug level: enable with LOG_LEVEL=debug).
  server.events.on('response', (req) => {
    if (!log.isLevelEnabled('debug')) return;
    const res = req.response;
    const status =
      res && 'isBoom' in res && res.isBoom
        ? res.output.statusCode
        : (res as { statusCode?: number } | null)?.statusCode;
    log.debug(
      {
        method: req.method,
        path: req.path,
        status,
        ms: Date.now() - req.info.received,
        remote: req.info.remoteAddress,
      },
      'request',
    );
  });

  await server.initialize();
  const socket = attachSocket(server.listener, redis, config, revocations, onConnect);
  Object.assign(events, socket.events);
  revocations.closeSessions = socket.closeSessions;
  await server.start();
  const address = server.info.host === '0.0.0.0' ? 'localhost' : server.info.host;
  const url = `http://${address}:${server.info.port}`;
  log.info({ url }, 'api started');

  return {
    server,
    ctx,
    url,
    async stop() {
      await server.stop({ timeout: 2000 });
      await socket.close();
      await queues.close();
      redis.disconnect();
      await db.destroy();
      storage.close?.();
    },
  };
}
