/** Quotes: every answer computed from the in-memory tariffs (no database on this path). */
import {
  COUNTRIES,
  emsDiscountPercent,
  DEFAULT_FLAGS,
  courierAmount,
  delhiveryAnswer,
  dhlAnswer,
  indiaPostAnswer,
  quoteParcel,
  quoteRow,
  singleAmountAnswer,
  xpressbeesAnswer,
  type BatchRowResult,
  type DisplayFlags,
  type Parcel,
  type ParcelQuote,
  type QuoteOption,
  type QuoteOptions,
  type ServiceQuote,
} from '@exportdesk/core';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/knex';
import { unavailable } from '../../errors';
import { AnswerCache } from './answer-cache';
import type { TariffCache } from './cache';
import { previousMonth, type EmsRevenueCache } from './ems-revenue';
import * as repo from './repo';

/** For carrier billing's reconcile: every published card and zone map, read from the table. */
export const publishedBook = (db: Db) => repo.loadPublished(db);

type QuoteInput = { country: string; weight: number; length?: number; width?: number; height?: number };

export interface CourierDims {
  consigneeCountry: string;
  grossWeight: number;
  netLength: number;
  netWidth: number;
  netHeight: number;
}

const dimsParcel = (p: CourierDims): Parcel => ({
  country: p.consigneeCountry,
  weightGrams: p.grossWeight,
  lengthCm: p.netLength,
  widthCm: p.netWidth,
  heightCm: p.netHeight,
});

/** What a quote row carries on the wire: the option without engine-only fields (one literal: hot path). */
export function wireOption(o: ServiceQuote): QuoteOption {
  const w: QuoteOption = {
    carrier: o.carrier,
    service: o.service,
    label: o.label,
    available: o.available,
    cost: o.cost,
    gst: o.gst,
    total: o.total,
    chargeableGrams: o.chargeableGrams,
    deliveryTime: o.deliveryTime,
    tracking: o.tracking,
  };
  if (o.reason) {
    w.reason = o.reason;
    w.reasonText = o.reasonText;
  }
  if (o.demo) w.demo = true;
  if (o.indicative) w.indicative = true;
  if (o.discountPercent) {
    w.discountPercent = o.discountPercent;
    w.listPrice = o.listPrice;
  }
  return w;
}

export function wireQuote(q: ParcelQuote) {
  const c = q.cheapest;
  return {
    country: q.country,
    cheapest: c ? { carrier: c.carrier, service: c.service, label: c.label, total: c.total } : null,
    options: q.options.map(wireOption),
  };
}

export function wireBatchRow(r: BatchRowResult) {
  return {
    row: r.row,
    ok: r.ok,
    ...(r.reason ? { reason: r.reason } : {}),
    ...(r.quote ? wireQuote(r.quote) : {}),
  };
}

/** A rate question's parcel: the calls' words (weight in grams, sizes in cm) in the tariff's. */
const parcelOf = (input: {
  country: string;
  weight: number;
  length?: number;
  width?: number;
  height?: number;
}): Parcel => ({
  country: input.country,
  weightGrams: input.weight,
  lengthCm: input.length,
  widthCm: input.width,
  heightCm: input.height,
});

export class RatesService {
  /**
   * `ems` and `redis`: the EMS revenue kept in memory and where its changes are announced (the
   * rates area's instance; the shipments area quotes without them). `answers`: quote answers kept
   * serialised by question (answer-cache.ts).
   */
  constructor(
    private readonly cache: TariffCache,
    private readonly flags: DisplayFlags = DEFAULT_FLAGS,
    private readonly ems?: EmsRevenueCache,
    private readonly redis: Redis | null = null,
    private readonly answers = new AnswerCache(),
  ) {}

  countries() {
    return COUNTRIES.map((c) => ({ country: c.country, code: c.code }));
  }

  /** EMS tiers apply "to a user's quote when their revenue qualifies" (previous month's, from memory). */
  private options(userId?: number): QuoteOptions {
    return { flags: this.flags, emsMonthlyRevenueInr: this.ems?.revenueOf(userId) ?? 0 };
  }

  /** The signed-in user's tier: what the 'EMS Tariff Discount Structure' modal can highlight. */
  emsTier(userId: number) {
    const revenue = this.ems?.revenueOf(userId) ?? 0;
    return { month: previousMonth(), revenueInr: revenue, percent: emsDiscountPercent(revenue) };
  }

  rateCalculation(
    input: { country: string; weight: number; length: number; width: number; height: number },
    userId?: number,
  ) {
    const parcel = parcelOf(input);
    return indiaPostAnswer(this.cache.value(), parcel, this.options(userId));
  }

  dhl(countryName: string, weights: number | number[]) {
    return dhlAnswer(this.cache.value(), countryName, Array.isArray(weights) ? weights : [weights]);
  }

  /** The page already sends the chargeable weight (max of actual and l×w×h/5). */
  aramex(countryCode: string, weight: number) {
    return singleAmountAnswer(
      courierAmount(this.cache.value(), 'aramex', 'express', { country: countryCode, weightGrams: weight }),
    );
  }

  fedex(p: CourierDims) {
    return singleAmountAnswer(courierAmount(this.cache.value(), 'fedex', 'express', dimsParcel(p)));
  }

  xpressbees(p: CourierDims) {
    return xpressbeesAnswer(this.cache.value(), dimsParcel(p));
  }

  delhivery(p: CourierDims) {
    return delhiveryAnswer(this.cache.value(), dimsParcel(p));
  }

  quote(
    input: { country: string; weight: number; length?: number; width?: number; height?: number },
    userId?: number,
  ) {
    const parcel = parcelOf(input);
    return wireQuote(quoteParcel(this.cache.value(), parcel, this.options(userId)));
  }

  /**
   * What a quote's answer depends on besides the tariffs' content: the question, the tariff
   * revision and the asker's EMS discount (display flags are fixed per instance). Equal keys,
   * equal answers: the routes keep answers by it (answer-cache.ts).
   */
  quoteKey(
    input: { country: string; weight: number; length?: number; width?: number; height?: number },
    userId?: number,
  ): string {
    const percent = emsDiscountPercent(this.ems?.revenueOf(userId) ?? 0);
    return `${this.cache.value().revision}|${percent}|${input.weight}|${input.length}|${input.width}|${input.height}|${input.country}`;
  }

  /**
   * A quote's answer as the route sends it: `encode` (the route's envelope) runs once per question,
   * the bytes are kept by quoteKey (answer-cache.ts).
   */
  quoteAnswer(
    input: QuoteInput,
    userId: number | undefined,
    encode: (q: ReturnType<RatesService['quote']>) => string,
  ) {
    return this.answers.get(this.quoteKey(input, userId), () => encode(this.quote(input, userId)));
  }

  /** Records a month's EMS revenue (billing or a super admin): stored, then reloaded everywhere. */
  setEmsRevenue(userId: number, month: string, amountInr: number) {
    if (!this.ems) throw unavailable('EMS revenue is not kept here.');
    return this.ems.set(this.redis, userId, month, amountInr);
  }

  /** Rows one by one, each with its own reason; a generator so the answer can be streamed. */
  *batch(rows: Record<string, unknown>[], userId?: number) {
    const index = this.cache.value(); // one revision for the whole batch
    const opts = this.options(userId);
    for (let i = 0; i < rows.length; i++) yield wireBatchRow(quoteRow(index, rows[i], i + 1, opts));
  }

  revision() {
    return this.cache.value().revision;
  }
}
