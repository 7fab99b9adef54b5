/** The customs exchange rates and the SDR value (001 §7 getCurrencies, sdrValue) and their publishing. */
import { z } from 'zod';
import {
  currencyRateSchema,
  exchangeRatesListSchema,
  exchangeRatesPublishSchema,
  sdrValueSchema,
} from '../documents/exchange-rates-schema';
import { contract } from './contract';

const TAG = 'Exchange rates';
const API = 'https://exportdesk.example/api/v1';

export const EXCHANGE_RATE_CONTRACTS = {
  getCurrencies: contract({
    name: 'getCurrencies',
    summary: 'The order currencies with the rupee value customs has in force now',
    method: 'GET',
    path: 'getCurrencies',
    tag: TAG,
    auth: 'bearer',
    permission: 'account.self',
    // A helper beside the order API (001 §3): the rupee value an order's invoice currency has today.
    public: true,
    answer: z.array(currencyRateSchema),
    examples: { curl: `curl -sS ${API}/getCurrencies -H "x-api-key: $EXPORTDESK_API_KEY"` },
  }),
  sdrValue: contract({
    name: 'sdrValue',
    summary: 'The SDR value in rupees in force now',
    method: 'GET',
    path: 'sdrValue',
    tag: TAG,
    auth: 'bearer',
    permission: 'account.self',
    public: true,
    answer: sdrValueSchema,
    examples: { curl: `curl -sS ${API}/sdrValue -H "x-api-key: $EXPORTDESK_API_KEY"` },
  }),
  list: contract({
    name: 'listExchangeRates',
    summary: 'Every published exchange rate: in force now, scheduled and superseded',
    method: 'GET',
    path: 'exchange-rates',
    tag: TAG,
    auth: 'bearer',
    permission: 'exchangeRates.manage',
    answer: exchangeRatesListSchema,
  }),
  publish: contract({
    name: 'publishExchangeRates',
    summary: "Publish a customs notification's exchange rates, all together or none",
    method: 'PUT',
    path: 'exchange-rates',
    tag: TAG,
    auth: 'bearer',
    permission: 'exchangeRates.manage',
    payload: exchangeRatesPublishSchema,
    answer: exchangeRatesListSchema,
  }),
};
