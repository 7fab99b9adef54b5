import { z } from 'zod';
import { findCountry } from './countries';
import { showXpressbees } from './display';
import { quoteService, type QuoteOptions, type ServiceQuote } from './quote';
import type { TariffIndex } from './tariff-index';
import { NOT_AVAILABLE, type Parcel } from './types';
import { INDIA_POST_SERVICES, type CarrierId } from '../carriers/vocabulary';

/**
 * The answer shapes of 000 §3, built from the engine so the legacy calls and the new quote calls
 * can never disagree.
 */

export const MSG_WEIGHT_NOT_SUPPORTED = 'Weight not supported by any available delivery type';
export const MSG_RATES_FOUND = 'Rates calculated successfully.';
/** Ours: the spec shows no text for a destination India Post has no tariff for at all. */
export const MSG_NO_INDIA_POST_SERVICE = 'No India Post service is available for this country.';
export const MSG_UNKNOWN_COUNTRY = 'Unknown country';

const FIELD = {
  airParcel: 'costForInternationalAirParcel',
  ems: 'costForEMSSpeedPost',
  airService: 'costForAirservice',
  itps: 'costForInternationalTrackedPackets',
} as const;

const costSchema = z.union([z.number(), z.literal(NOT_AVAILABLE)]);

/** India Post's answer (000 §3): the four services' costs, 'Not Available' where none. */
export const indiaPostAnswerSchema = z
  .object({
    success: z.boolean(),
    msg: z.string(),
    costForInternationalAirParcel: costSchema,
    costForEMSSpeedPost: costSchema,
    costForAirservice: costSchema,
    costForInternationalTrackedPackets: costSchema,
    /**
     * Ours, beside the spec's fields: why a cost is 'Not Available', by the same field name, in the
     * words of `unavailableMessage` (issue 18: the calculator says why, as the CLI does).
     */
    unavailable: z
      .partialRecord(z.enum([FIELD.airParcel, FIELD.ems, FIELD.airService, FIELD.itps]), z.string())
      .optional(),
  })
  .meta({ id: 'IndiaPostAnswer' });
export type IndiaPostAnswer = z.output<typeof indiaPostAnswerSchema>;

/**
 * "India Post: if the answer is successful with the message 'Weight not supported by any
 * available delivery type', that message replaces the India Post prices" (000 §4.1): we send it
 * when at least one service serves the country but none can carry the weight. A country no
 * service serves gets every cost 'Not Available' and our own message.
 */
export function indiaPostAnswer(
  index: TariffIndex,
  parcel: Parcel,
  opts: QuoteOptions = {},
): IndiaPostAnswer {
  const country = findCountry(parcel.country)?.country;
  const answer: IndiaPostAnswer = {
    success: !!country,
    msg: country ? MSG_RATES_FOUND : MSG_UNKNOWN_COUNTRY,
    costForInternationalAirParcel: NOT_AVAILABLE,
    costForEMSSpeedPost: NOT_AVAILABLE,
    costForAirservice: NOT_AVAILABLE,
    costForInternationalTrackedPackets: NOT_AVAILABLE,
  };
  if (!country) return answer;
  const quotes = indiaPostQuotes(index, { ...parcel, country }, opts);
  for (const q of quotes) {
    const field = FIELD[q.service as keyof typeof FIELD];
    answer[field] = q.cost;
    if (q.reasonText) (answer.unavailable ??= {})[field] = q.reasonText;
  }
  if (!quotes.some((q) => q.available)) {
    answer.msg = quotes.some((q) => q.reason === 'over_cap')
      ? MSG_WEIGHT_NOT_SUPPORTED
      : MSG_NO_INDIA_POST_SERVICE;
  }
  return answer;
}

export function indiaPostQuotes(index: TariffIndex, parcel: Parcel, opts: QuoteOptions = {}): ServiceQuote[] {
  const out: ServiceQuote[] = [];
  for (const service of INDIA_POST_SERVICES) {
    const card = index.card('indiapost', service);
    if (card) out.push(quoteService(card.rule, index, parcel, opts));
  }
  return out;
}

/** One courier service's amount for the legacy single-amount answers; 0 when unavailable. */
export function courierAmount(
  index: TariffIndex,
  carrier: CarrierId,
  service: string,
  parcel: Parcel,
): ServiceQuote | undefined {
  const card = index.card(carrier, service);
  const country = findCountry(parcel.country)?.country;
  if (!card || !country) return undefined;
  return quoteService(card.rule, index, { ...parcel, country });
}

const amountOf = (q: ServiceQuote | undefined) => (q?.available ? (q.cost as number) : 0);

/** First courier: "ratesdata, an array with a rate per item" (000 §3), one item per weight. */
export function dhlAnswer(index: TariffIndex, country: string, weights: number[]) {
  const ratesdata = [];
  for (const weightGrams of weights) {
    const q = courierAmount(index, 'dhl', 'express', { country, weightGrams });
    if (q?.available) {
      ratesdata.push({
        weight: weightGrams,
        rate: q.cost as number,
        gst: q.gst,
        total: q.total as number,
        deliveryTime: q.deliveryTime,
      });
    }
  }
  return { success: true, message: ratesdata.length ? MSG_RATES_FOUND : NOT_AVAILABLE, ratesdata };
}

/** Second and third couriers: "data is a single amount" (000 §3); GST beside it. */
export function singleAmountAnswer(q: ServiceQuote | undefined) {
  const data = amountOf(q);
  return {
    success: true,
    message: data > 0 ? MSG_RATES_FOUND : NOT_AVAILABLE,
    data,
    gst: q?.available ? q.gst : 0,
    deliveryTime: q?.deliveryTime ?? '',
  };
}

/** Fourth courier: data.express {deliveryTime, countryRateCombo}, data.standard {deliveryTime, zoneRateCombo}. */
export function xpressbeesAnswer(index: TariffIndex, parcel: Parcel) {
  const express = courierAmount(index, 'xpressbees', 'express', parcel);
  const standard = courierAmount(index, 'xpressbees', 'standard', parcel);
  const data = {
    express: { deliveryTime: express?.deliveryTime ?? '', countryRateCombo: amountOf(express) },
    standard: { deliveryTime: standard?.deliveryTime ?? '', zoneRateCombo: amountOf(standard) },
  };
  const shown = showXpressbees(data.express.countryRateCombo, data.standard.zoneRateCombo).block;
  return { success: true, message: shown ? MSG_RATES_FOUND : NOT_AVAILABLE, data };
}

/** Fifth courier: "data is an array, each with serviceTypeName, deliveryTime (BD means business days) and finalRate". */
export function delhiveryAnswer(index: TariffIndex, parcel: Parcel) {
  const data = [];
  for (const rule of index.services('delhivery')) {
    const q = courierAmount(index, 'delhivery', rule.service, parcel);
    if (q?.available)
      data.push({ serviceTypeName: rule.service, deliveryTime: q.deliveryTime, finalRate: q.cost as number });
  }
  return { success: true, message: data.length ? MSG_RATES_FOUND : NOT_AVAILABLE, data };
}
