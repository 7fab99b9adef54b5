/**
 * What the calculator shows for the answers of the spec's rate calls (000 §3, §4.1; 001 §9).
 * A call that failed is passed as undefined: "A failure of any carrier call silently resets that
 * carrier's rates to empty or 0", so its block simply does not appear.
 */
import { MSG_WEIGHT_NOT_SUPPORTED, type IndiaPostAnswer } from './answers';
import { roundPaise } from './discounts';
import {
  DEFAULT_FLAGS,
  showAmount,
  showDelhivery,
  showDhl,
  showXpressbees,
  type DisplayFlags,
} from './display';
import { CARRIER_NAMES, INDIA_POST_SERVICES, type CarrierId } from '../carriers/vocabulary';
import { serviceName } from './names';
import { COURIER_PROMISES, INDIA_POST_PROMISES } from './promises';
import { COURIER_GST_RATE } from './services';
import { NOT_AVAILABLE, type NotAvailable } from './types';

export interface DhlCallAnswer {
  ratesdata?: Array<{ rate?: number; gst?: number; deliveryTime?: string }>;
}
export interface AmountCallAnswer {
  data?: unknown;
  gst?: number;
}
export interface XpressbeesCallAnswer {
  data?: {
    express?: { deliveryTime?: string; countryRateCombo?: unknown };
    standard?: { deliveryTime?: string; zoneRateCombo?: unknown };
  };
}
export interface DelhiveryCallAnswer {
  data?: Array<{ serviceTypeName?: string; deliveryTime?: string; finalRate?: unknown }>;
}

export interface CalculatorAnswers {
  indiaPost?: Partial<IndiaPostAnswer>;
  dhl?: DhlCallAnswer;
  aramex?: AmountCallAnswer;
  fedex?: AmountCallAnswer;
  xpressbees?: XpressbeesCallAnswer;
  delhivery?: DelhiveryCallAnswer;
}

export interface ResultLine {
  key: string;
  label: string;
  /** INR; India Post's already include every fee, couriers' are before GST. */
  price: number | NotAvailable;
  /** GST on top (couriers); absent where the tariff is all-inclusive. */
  gst?: number;
  deliveryTime: string;
  tracking?: boolean;
  /** Why the price is 'Not Available' (over the weight cap, a side too long, not served there). */
  reason?: string;
}

export interface CarrierBlock {
  carrier: CarrierId;
  title: string;
  lines: ResultLine[];
  /** Shown in place of the prices (India Post's weight message). */
  message?: string;
}

const COST_FIELD = {
  ems: 'costForEMSSpeedPost',
  airParcel: 'costForInternationalAirParcel',
  airService: 'costForAirservice',
  itps: 'costForInternationalTrackedPackets',
} as const;

/** "A cost may be a number, absent or non-numeric when unavailable." (000 §3) */
const costOf = (v: unknown): number | NotAvailable => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) && n > 0 ? n : NOT_AVAILABLE;
};
const amount = (v: unknown) => (showAmount(v) ? Number(v) : 0);
const gstOn = (price: number, gst?: number) =>
  typeof gst === 'number' && gst > 0 ? gst : roundPaise(price * COURIER_GST_RATE);
/** "deliveryTime (BD means business days)" (000 §3). */
export const deliveryText = (s: string | undefined) =>
  String(s ?? '')
    .replace(/\bBD\b/g, 'business days')
    .trim();

/**
 * "India Post: if the answer is successful with the message 'Weight not supported by any
 * available delivery type', that message replaces the India Post prices. If otherwise
 * successful, the four prices appear. If unsuccessful, the India Post prices are cleared." (000 §4.1)
 */
export function indiaPostBlock(a: Partial<IndiaPostAnswer> | undefined): CarrierBlock | undefined {
  if (!a?.success) return undefined;
  const block: CarrierBlock = { carrier: 'indiapost', title: CARRIER_NAMES.indiapost, lines: [] };
  if (a.msg === MSG_WEIGHT_NOT_SUPPORTED) return { ...block, message: MSG_WEIGHT_NOT_SUPPORTED };
  block.lines = INDIA_POST_SERVICES.map((s) => ({
    key: `indiapost:${s}`,
    label: serviceName('indiapost', s),
    price: costOf(a[COST_FIELD[s]]),
    deliveryTime: INDIA_POST_PROMISES[s].deliveryTime,
    tracking: INDIA_POST_PROMISES[s].tracking,
    reason: a.unavailable?.[COST_FIELD[s]],
  }));
  return block;
}

/** Every block to show, in the product's order, the display rules of 000 §4.1 applied. */
export function calculatorBlocks(
  country: string,
  a: CalculatorAnswers,
  flags: DisplayFlags = DEFAULT_FLAGS,
): CarrierBlock[] {
  const blocks: CarrierBlock[] = [];
  const ip = indiaPostBlock(a.indiaPost);
  if (ip) blocks.push(ip);
  const dhlRates = (a.dhl?.ratesdata ?? []).filter((r) => showAmount(r.rate));
  if (showDhl(country, dhlRates)) {
    const lines = dhlRates.map((r, i) => ({
      key: `dhl:${i}`,
      label: serviceName('dhl', 'express'),
      price: Number(r.rate),
      gst: gstOn(Number(r.rate), r.gst),
      deliveryTime: r.deliveryTime ?? '',
    }));
    blocks.push({ carrier: 'dhl', title: CARRIER_NAMES.dhl, lines });
  }
  for (const [carrier, title, answer] of [
    ['aramex', CARRIER_NAMES.aramex, a.aramex],
    ['fedex', CARRIER_NAMES.fedex, a.fedex],
  ] as const) {
    const price = amount(answer?.data);
    // "Shown delivery times: second express courier express 7-10 days; third courier express 3-7 days." (000 §9)
    if (price)
      blocks.push({
        carrier,
        title,
        lines: [
          {
            key: `${carrier}:express`,
            label: serviceName(carrier, 'express'),
            price,
            gst: gstOn(price, answer?.gst),
            deliveryTime: COURIER_PROMISES[carrier],
          },
        ],
      });
  }
  const xb = a.xpressbees?.data;
  const xbShow = showXpressbees(xb?.express?.countryRateCombo, xb?.standard?.zoneRateCombo);
  if (xbShow.block) {
    const lines: ResultLine[] = [];
    if (xbShow.express)
      lines.push({
        key: 'xpressbees:express',
        label: serviceName('xpressbees', 'express'),
        price: amount(xb?.express?.countryRateCombo),
        deliveryTime: xb?.express?.deliveryTime ?? '',
      });
    if (xbShow.standard)
      lines.push({
        key: 'xpressbees:standard',
        label: serviceName('xpressbees', 'standard'),
        price: amount(xb?.standard?.zoneRateCombo),
        deliveryTime: xb?.standard?.deliveryTime ?? '',
      });
    blocks.push({
      carrier: 'xpressbees',
      title: CARRIER_NAMES.xpressbees,
      lines: lines.map((l) => ({ ...l, gst: gstOn(l.price as number) })),
    });
  }
  const dl = (a.delhivery?.data ?? []).filter((d) => showAmount(d.finalRate));
  if (showDelhivery(flags, dl)) {
    const lines = dl.map((d) => ({
      key: `delhivery:${d.serviceTypeName}`,
      label: serviceName('delhivery', String(d.serviceTypeName ?? '')),
      price: Number(d.finalRate),
      gst: gstOn(Number(d.finalRate)),
      deliveryTime: deliveryText(d.deliveryTime),
    }));
    blocks.push({ carrier: 'delhivery', title: CARRIER_NAMES.delhivery, lines });
  }
  return blocks;
}

/** The line with the lowest price to pay (price plus GST), for a "Cheapest" mark. */
export function cheapestLine(blocks: readonly CarrierBlock[]): string | undefined {
  let best: { key: string; total: number } | undefined;
  for (const l of blocks.flatMap((b) => b.lines)) {
    if (l.price === NOT_AVAILABLE) continue;
    const total = l.price + (l.gst ?? 0);
    if (!best || total < best.total) best = { key: l.key, total };
  }
  return best?.key;
}
