/**
 * Rates (000 §3, §7): the calculator's verbatim calls (India Post and the five couriers), the
 * quote calls the CLI and pipelines script (one parcel, a batch) and the EMS tiers (the admin
 * rate cards are in rate-cards.ts). The postage calculation is one of the order API's documented helpers (001 §7), so
 * it and the quote calls carry copyable examples.
 */
import { z } from 'zod';
import { indiaPostAnswerSchema } from '../rates/answers';
import {
  aramexChargesSchema,
  courierRateSchema,
  dhlRatesSchema,
  emsRevenueSchema,
  quoteBatchSchema,
  quoteSchema,
  rateCalculationSchema,
} from '../rates/schemas';
import { NOT_AVAILABLE } from '../rates/types';
import { CARRIER_IDS } from '../carriers/vocabulary';
import { contract } from './contract';

const TAG = 'Rates';
const API = 'https://exportdesk.example/api/v1';
const cost = z.union([z.number(), z.literal(NOT_AVAILABLE)]);

/** One carrier service's price for a parcel, or why it has none (rates/quote, rates/quote/batch). */
export const quoteOptionSchema = z
  .object({
    carrier: z.enum(CARRIER_IDS),
    service: z.string(),
    label: z.string(),
    available: z.boolean(),
    cost: cost.describe('INR before GST'),
    gst: z.number(),
    total: cost,
    chargeableGrams: z.number(),
    deliveryTime: z.string(),
    tracking: z.boolean(),
    reason: z.enum(['no_tariff', 'over_cap', 'over_size']).optional(),
    reasonText: z.string().optional(),
    demo: z.boolean().optional(),
    indicative: z.boolean().optional(),
    discountPercent: z.number().optional().describe("The EMS tier's discount applied"),
    listPrice: z.number().optional(),
  })
  .meta({ id: 'QuoteOption' });
export type QuoteOption = z.output<typeof quoteOptionSchema>;

const quoteFields = {
  country: z.string(),
  cheapest: z
    .object({ carrier: z.enum(CARRIER_IDS), service: z.string(), label: z.string(), total: cost })
    .nullable(),
  options: z.array(quoteOptionSchema),
};
export const quoteAnswerSchema = z.object(quoteFields).meta({ id: 'Quote' });
export type QuoteAnswer = z.output<typeof quoteAnswerSchema>;

/** One row of a batch: its quote, or why it was rejected. */
export const batchRowSchema = z.object({
  row: z.number().int(),
  ok: z.boolean(),
  reason: z.string().optional(),
  country: quoteFields.country.optional(),
  cheapest: quoteFields.cheapest.optional(),
  options: quoteFields.options.optional(),
});
export type BatchRow = z.output<typeof batchRowSchema>;
export const batchSummarySchema = z.object({
  rows: z.number().int(),
  rejected: z.number().int(),
  revision: z.number(),
});

const dhlRate = z.object({
  weight: z.number(),
  rate: z.number(),
  gst: z.number(),
  total: z.number(),
  deliveryTime: z.string(),
});
const amountExtra = { gst: z.number(), deliveryTime: z.string() };

const calculator = { tag: TAG, auth: 'optional', method: 'POST' } as const;

export const RATE_CONTRACTS = {
  getCountries: contract({
    name: 'getCountries',
    summary: 'Countries a parcel may go to, with their codes',
    method: 'POST',
    path: 'authentication/getCountries',
    tag: TAG,
    auth: 'none',
    public: true,
    answer: z.array(z.object({ country: z.string(), code: z.string() })),
    examples: { curl: `curl -sS -X POST ${API}/authentication/getCountries` },
  }),
  rateCalculation: contract({
    ...calculator,
    name: 'rateCalculation',
    summary: "India Post's postage for a parcel, per service",
    description: 'The answer is also spread at the top level (the spec reads it there).',
    path: 'authentication/rateCalculation',
    public: true,
    payload: rateCalculationSchema,
    answer: indiaPostAnswerSchema,
    extra: indiaPostAnswerSchema.omit({ success: true }).shape,
    examples: {
      curl: `curl -sS -X POST ${API}/authentication/rateCalculation -H 'Content-Type: application/json' -d '{"country":"USA","weight":500,"length":10,"width":10,"height":10}'`,
    },
  }),
  dhl: contract({
    ...calculator,
    name: 'finddhlrates',
    summary: 'DHL Express rate per weight',
    path: 'dhl/finddhlrates',
    payload: dhlRatesSchema,
    answer: z.array(dhlRate),
    extra: { ratesdata: z.array(dhlRate) },
  }),
  aramex: contract({
    ...calculator,
    name: 'calculateAramexCharges',
    summary: 'Aramex charge for a chargeable weight (0: not available)',
    path: 'aramex/calculateAramexCharges',
    payload: aramexChargesSchema,
    answer: z.number(),
    extra: amountExtra,
  }),
  fedex: contract({
    ...calculator,
    name: 'getShipmentRatesFedex',
    summary: 'FedEx rate for a parcel (0: not available)',
    path: 'fedex/getShipmentRatesFedex',
    payload: courierRateSchema,
    answer: z.number(),
    extra: amountExtra,
  }),
  delhivery: contract({
    ...calculator,
    name: 'getDelhiveryRate',
    summary: "Delhivery's services and rates for a parcel",
    path: 'delhivery/getDelhiveryRate',
    payload: courierRateSchema,
    answer: z.array(
      z.object({ serviceTypeName: z.string(), deliveryTime: z.string(), finalRate: z.number() }),
    ),
  }),
  xpressbees: contract({
    ...calculator,
    name: 'getXpressBeesRate',
    summary: "XpressBees' express and standard rates for a parcel (0: not available)",
    path: 'xpressbees/getXpressBeesRate',
    payload: courierRateSchema,
    answer: z.object({
      express: z.object({ deliveryTime: z.string(), countryRateCombo: z.number() }),
      standard: z.object({ deliveryTime: z.string(), zoneRateCombo: z.number() }),
    }),
  }),
  quote: contract({
    ...calculator,
    name: 'quote',
    summary: 'Price one parcel with every carrier and service, cheapest first named',
    path: 'rates/quote',
    public: true,
    payload: quoteSchema,
    answer: quoteAnswerSchema,
    examples: {
      curl: `curl -sS -X POST ${API}/rates/quote -H 'Content-Type: application/json' -d '{"country":"USA","weight":500,"length":10,"width":10,"height":10}'`,
      cli: 'exportdesk rates quote --country USA --weight 500 --dims 10x10x10 --json',
    },
  }),
  quoteBatch: contract({
    name: 'quoteBatch',
    summary: 'Price up to 5000 parcels, each row with its quote or its reason',
    description:
      'With `Accept: application/x-ndjson` the answer streams one row per line, then a `{ summary }` line.',
    method: 'POST',
    path: 'rates/quote/batch',
    tag: TAG,
    auth: 'bearer',
    permission: 'account.self',
    public: true,
    payload: quoteBatchSchema,
    answer: z.object({ rows: z.array(batchRowSchema), summary: batchSummarySchema }),
    examples: {
      curl: `curl -sS -X POST ${API}/rates/quote/batch -H "x-api-key: $EXPORTDESK_API_KEY" -H 'Content-Type: application/json' -d '{"rows":[{"country":"USA","weight":500}]}'`,
      cli: 'exportdesk rates batch parcels.csv --json',
    },
  }),
  emsTier: contract({
    name: 'emsTier',
    summary: "The caller's EMS discount tier, from last month's EMS revenue",
    method: 'GET',
    path: 'rates/ems-tier',
    tag: TAG,
    auth: 'bearer',
    permission: 'account.self',
    answer: z.object({ month: z.string(), revenueInr: z.number(), percent: z.number() }),
  }),
  emsRevenue: contract({
    tag: 'Rate cards',
    auth: 'bearer',
    permission: 'rates.upload',
    name: 'setEmsRevenue',
    summary: "Record a user's EMS revenue for a month (sets their tier)",
    method: 'PUT',
    path: 'rates/ems-revenue',
    payload: emsRevenueSchema,
    answer: z.object({
      userId: z.number().int(),
      month: z.string(),
      amountInr: z.number(),
      percent: z.number(),
      appliesNow: z.boolean().describe('The month is last month: quotes use it now'),
    }),
  }),
};
