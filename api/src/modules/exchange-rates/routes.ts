/** Thin routes: the spec's getCurrencies and SDR value (001 §7), the back office's list and publish. */
import type { ServerRoute } from '@hapi/hapi';
import { EXCHANGE_RATE_CONTRACTS as c } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { ExchangeRatesService } from './service';

export function exchangeRateRoutes(rates: ExchangeRatesService): ServerRoute[] {
  return [
    // Any signed-in user: the docket page, the API documentation's "Currencies with codes", the Exchange Rate modal.
    route({ contract: c.getCurrencies, handler: () => ok(rates.currencies()) }),
    route({ contract: c.sdrValue, handler: () => ok(rates.sdr()) }),
    route({ contract: c.list, handler: () => ok(rates.list()) }),
    route({
      contract: c.publish,
      handler: async (req) => {
        const r = await rates.publish(req.payload, userOf(req).userId);
        return ok(r.list, r.message);
      },
    }),
  ];
}
