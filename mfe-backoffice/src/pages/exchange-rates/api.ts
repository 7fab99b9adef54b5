/** The back office's exchange-rate calls (api/src/modules/exchange-rates), through their contracts. */
import { EXCHANGE_RATE_CONTRACTS, type PayloadOf } from '@exportdesk/core';
import { callContract } from '@exportdesk/portal-kit';

export const listExchangeRates = (signal?: AbortSignal) =>
  callContract(EXCHANGE_RATE_CONTRACTS.list, {}, signal);
export const publishExchangeRates = (body: PayloadOf<typeof EXCHANGE_RATE_CONTRACTS.publish>) =>
  callContract(EXCHANGE_RATE_CONTRACTS.publish, { body });
