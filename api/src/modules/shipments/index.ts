import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { TariffCache } from '../rates/cache';
import { RatesService } from '../rates/service';
import { shipmentRoutes } from './routes';
import { ShipmentsService } from './service';

/**
 * Ship Abroad (issue 15): a super user's personal-export shipments. Prices come from the rates
 * area's RatesService over its own TariffCache (the same published book, kept in step by the same
 * Redis revision channel and poll), so a quote here and on the rate calculator agree.
 */
export const shipmentsPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-shipments',
  async register(server, { ctx }) {
    const cache = new TariffCache(
      ctx.db,
      ctx.log.child({ area: 'shipments' }),
      `${ctx.config.redisPrefix}:rates:revision`,
    );
    await cache.start(ctx.redis, ctx.config.rates.pollMs);
    server.ext('onPostStop', () => cache.stop());
    const rates = new RatesService(cache, { delhivery: ctx.config.rates.delhivery });
    server.route(shipmentRoutes(new ShipmentsService(ctx.db, rates)));
  },
};
