import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { TariffCache } from './cache';
import { EmsRevenueCache } from './ems-revenue';
import { RateCardService } from './card-service';
import { emsRevenueRoutes, rateCardRoutes, rateRoutes } from './routes';
import { RatesService } from './service';

/**
 * Rates: the spec's rate calls, quotes (one and batch) and the admin rate cards. Tariffs live in
 * memory (TariffCache), reloaded when a publish moves the revision, here or on another instance.
 * `config.rates`: pollMs (RATES_POLL_MS, default 2000) is how often the revision is checked as a
 * safety net; emsRevenuePollMs (EMS_REVENUE_POLL_MS, 30000) the same for EMS revenue; delhivery
 * (FEATURE_DELHIVERY=1) turns the fifth courier on in quotes ("Fifth courier flag: off", 000 §9).
 */
export const ratesPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-rates',
  async register(server, { ctx }) {
    const cfg = ctx.config.rates;
    const channel = `${ctx.config.redisPrefix}:rates:revision`;
    const cache = new TariffCache(ctx.db, ctx.log.child({ area: 'rates' }), channel);
    await cache.start(ctx.redis, cfg.pollMs);
    const ems = new EmsRevenueCache(
      ctx.db,
      ctx.log.child({ area: 'ems-revenue' }),
      `${ctx.config.redisPrefix}:rates:ems-revenue`,
    );
    await ems.start(ctx.redis, cfg.emsRevenuePollMs);
    server.ext('onPostStop', () => {
      cache.stop();
      ems.stop();
    });
    const rates = new RatesService(cache, { delhivery: cfg.delhivery }, ems, ctx.redis);
    const cards = new RateCardService(ctx.db, cache, () => cache.published(ctx.redis), ctx.config.workbook);
    server.route([...rateRoutes(rates), ...rateCardRoutes(cards), ...emsRevenueRoutes(rates)]);
  },
};
