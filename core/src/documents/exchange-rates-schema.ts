/**
 * The exchange-rate publish payload (zod). Its own module, apart from the rules in
 * exchange-rates.ts: the navbar's exchange-rate modal uses those on every page, and a module that
 * builds a zod schema brings zod (~28 KB gz) into the landing page (issue 18).
 */
import { z } from 'zod';
import { isValidDmyDate } from '../orders/dates';
import {
  EXCHANGE_RATE_LIMITS,
  EXCHANGE_RATE_MSG,
  RATE_CURRENCIES,
  isRateCurrency,
  toMicros,
} from './exchange-rates';

/** PUT exchange-rates: one notification, all rates written together or none. */
export const exchangeRatesPublishSchema = z.object({
  effectiveFrom: z
    .string({ message: EXCHANGE_RATE_MSG.badDate })
    .trim()
    .refine(isValidDmyDate, { message: EXCHANGE_RATE_MSG.badDate }),
  reference: z
    .string({ message: EXCHANGE_RATE_MSG.reference })
    .trim()
    .min(EXCHANGE_RATE_LIMITS.referenceMin, { message: EXCHANGE_RATE_MSG.reference })
    .max(EXCHANGE_RATE_LIMITS.referenceMax, { message: EXCHANGE_RATE_MSG.reference }),
  rates: z
    .record(z.string(), z.union([z.number(), z.string()]), { message: EXCHANGE_RATE_MSG.noRates })
    .superRefine((rates, ctx) => {
      const codes = Object.keys(rates);
      if (!codes.length) return void ctx.addIssue({ code: 'custom', message: EXCHANGE_RATE_MSG.noRates });
      const unknown = codes.filter((c) => !isRateCurrency(c));
      if (unknown.length)
        return void ctx.addIssue({
          code: 'custom',
          message: EXCHANGE_RATE_MSG.unknownCurrency(unknown),
          path: [unknown[0]],
        });
      for (const c of codes)
        if (toMicros(rates[c]) === null)
          ctx.addIssue({ code: 'custom', message: EXCHANGE_RATE_MSG.badRate(c), path: [c] });
    }),
});
export type ExchangeRatesPublish = z.infer<typeof exchangeRatesPublishSchema>;

// Wire shapes (GET getCurrencies, sdrValue, exchange-rates): the contracts' answers (issue 25).

/** getCurrencies: "currency (name, short, value)" and where the value comes from. */
export const currencyRateSchema = z
  .object({
    name: z.string(),
    short: z.string(),
    value: z.number().describe('Rupees per unit'),
    effectiveFrom: z.number().describe('Epoch ms the notification takes effect'),
    reference: z.string().describe('The customs notification'),
  })
  .meta({ id: 'CurrencyRate' });
export type CurrencyRate = z.output<typeof currencyRateSchema>;

export const sdrValueSchema = z
  .object({ value: z.number(), effectiveFrom: z.number(), reference: z.string() })
  .meta({ id: 'SdrValue' });
export type SdrValue = z.output<typeof sdrValueSchema>;

export type ExchangeRateStatus = 'current' | 'scheduled' | 'superseded';

export const exchangeRateHistoryRowSchema = z
  .object({
    id: z.number().int(),
    currency: z.enum(RATE_CURRENCIES),
    value: z.number().describe('Rupees per unit'),
    effectiveFrom: z.number(),
    reference: z.string(),
    name: z.string(),
    status: z.enum(['current', 'scheduled', 'superseded']),
    updatedBy: z.string().nullable(),
    createdAt: z.number(),
  })
  .meta({ id: 'ExchangeRateRow' });
export type ExchangeRateHistoryRow = z.output<typeof exchangeRateHistoryRowSchema>;

export const exchangeRatesListSchema = z.object({
  current: z.array(exchangeRateHistoryRowSchema).describe('One row per code, in force now'),
  history: z.array(exchangeRateHistoryRowSchema).describe('Every published row, newest effective date first'),
});
export type ExchangeRatesList = z.output<typeof exchangeRatesListSchema>;
