/** Thin routes: the spec's getCurrencies and SDR value (001 §7), the back office's list and publish. */
import type { ServerRoute } from '@hapi/hapi';
import { exchangeRatesPublishSchema } from '@exportdesk/core';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { ExchangeRatesService } from './service';

const v1 = '/api/v1';

export function exchangeRateRoutes(rates: ExchangeRatesService): ServerRoute[] {
  const admin = guarded('exchangeRates.manage');
  return [
    // Any signed-in user: the docket page, the API documentation's "Currencies with codes", the Exchange Rate modal.
    { method: 'GET', path: `${v1}/getCurrencies`, options: guarded(), handler: () => ok(rates.currencies()) },
    { method: 'GET', path: `${v1}/sdrValue`, options: guarded(), handler: () => ok(rates.sdr()) },
    { method: 'GET', path: `${v1}/exchange-rates`, options: admin, handler: () => ok(rates.list()) },
    route({
      method: 'PUT',
      path: `${v1}/exchange-rates`,
      options: admin,
      payload: exchangeRatesPublishSchema,
      handler: async (req) => {
        const r = await rates.publish(req.payload, userOf(req).userId);
        return ok(r.list, r.message);
      },
    }),
  ];
}
