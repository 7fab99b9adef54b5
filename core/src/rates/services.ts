import { serviceName } from './names';
import { COURIER_PROMISES, INDIA_POST_PROMISES } from './promises';
import type { ServiceRule } from './types';
import type { CarrierId } from '../carriers/vocabulary';

/** The spec's second courier: "length*width*height/5" with weight in grams (000 §7, §9). */
export const COURIER_VOLUMETRIC_DIVISOR = 5;

/** Courier GST shown on top of the price; India Post tariffs already include every fee. */
export const COURIER_GST_RATE = 0.18;

const indiaPost = (
  service: keyof typeof INDIA_POST_PROMISES,
  defaultMaxGrams: number,
  maxSideCm: number,
  indicative: boolean,
): ServiceRule => ({
  carrier: 'indiapost',
  service,
  ...INDIA_POST_PROMISES[service],
  // India Post charges the weight on the scale (tariff README: "ITPS is charged on actual weight
  // only"); no volumetric rule is published for the other three either.
  chargeable: 'actual',
  defaultMaxGrams,
  maxSideCm,
  gstRate: 0,
  demo: false,
  indicative,
});

const courier = (carrier: CarrierId, service: string, deliveryTime: string): ServiceRule => ({
  carrier,
  service,
  label: serviceName(carrier, service),
  chargeable: 'volumetric',
  volumetricDivisor: COURIER_VOLUMETRIC_DIVISOR,
  defaultMaxGrams: 30_000,
  gstRate: COURIER_GST_RATE,
  deliveryTime,
  tracking: true,
  demo: true,
  indicative: false,
});

/**
 * Default rule of each service: used when a card is seeded or uploaded without one. Caps are
 * defaults only: a row's own cap wins, and an admin changes either by uploading a card.
 * ITPS "2 kg in general" (tariff README); small packets 2 kg (UPU letter-post limit); EMS and
 * air parcel 20 kg, a conservative common cap (the real one varies by country). Longest side:
 * UPU parcel rules 1.5 m (EMS, air parcel); UPU letter-post small packets 60 cm (air service,
 * ITPS). Couriers' demo cards publish no size limit, so none is checked for them.
 */
export const DEFAULT_SERVICE_RULES: readonly ServiceRule[] = [
  indiaPost('ems', 20_000, 150, true),
  indiaPost('airParcel', 20_000, 150, false),
  indiaPost('airService', 2_000, 60, false),
  indiaPost('itps', 2_000, 60, false),
  courier('dhl', 'express', '3-5 days'),
  courier('aramex', 'express', COURIER_PROMISES.aramex),
  courier('fedex', 'express', COURIER_PROMISES.fedex),
  courier('xpressbees', 'express', '5-8 days'),
  courier('xpressbees', 'standard', '10-15 days'),
  courier('delhivery', 'INTL_EXPRESS', '5-7 BD'),
  courier('delhivery', 'INTL_ECONOMY', '10-14 BD'),
];

export function defaultRule(carrier: string, service: string): ServiceRule | undefined {
  return DEFAULT_SERVICE_RULES.find((r) => r.carrier === carrier && r.service === service);
}

const DEFAULT_SIDE_LIMITS = new Map(
  DEFAULT_SERVICE_RULES.map((r) => [`${r.carrier}|${r.service}`, r.maxSideCm]),
);

/** A service's longest-side limit: its own, else its default rule's (cards saved before limits existed). */
export function maxSideOf(rule: ServiceRule): number | undefined {
  return rule.maxSideCm ?? DEFAULT_SIDE_LIMITS.get(`${rule.carrier}|${rule.service}`);
}
