import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { RevisionCache } from '../../lib/revision-cache';
import * as repo from './repo';
import { exchangeRateRoutes } from './routes';
import { ExchangeRatesService } from './service';

/**
 * Customs exchange rates and the SDR value (issue 6 follow-up). Every row is held in memory and
 * reloaded when a publish moves the revision (the highest id), announced on Redis
 * (`<REDIS_PREFIX>:exchange-rates:revision`) and polled every `config.exchangeRatesPollMs` (EXCHANGE_RATES_POLL_MS, default 5000).
 * Documents do not read this cache: the loader reads the rates in force at the docket's creation.
 */
export const exchangeRatesPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-exchange-rates',
  async register(server, { ctx }) {
    const cache = new RevisionCache<repo.StoredRate[]>(
      {
        revision: () => repo.revision(ctx.db),
        load: async () => {
          const value = await repo.allRates(ctx.db);
          return { revision: value.reduce((m, r) => Math.max(m, r.id), 0), value };
        },
      },
      [],
      ctx.log.child({ area: 'exchange-rates' }),
      `${ctx.config.redisPrefix}:exchange-rates:revision`,
    );
    await cache.start(ctx.redis, ctx.config.exchangeRatesPollMs);
    server.ext('onPostStop', () => cache.stop());
    const service = new ExchangeRatesService(ctx.db, cache, () => cache.published(ctx.redis));
    server.route(exchangeRateRoutes(service));
  },
};
