/** The back office's exchange-rate calls (api/src/modules/exchange-rates). */
import type { ExchangeRatesList, ExchangeRatesPublish } from '@exportdesk/core';
import { call, get } from '@exportdesk/portal-kit';

export const listExchangeRates = (signal?: AbortSignal) => get<ExchangeRatesList>('exchange-rates', signal);
export const publishExchangeRates = (body: ExchangeRatesPublish) =>
  call<ExchangeRatesList>('exchange-rates', { method: 'PUT', body });
