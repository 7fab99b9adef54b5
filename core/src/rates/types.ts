/**
 * Tariffs are data. A rate card is one carrier's service: a rule (how weight is charged, the
 * delivery promise, GST) and rows (price per destination). Nothing here knows where the data
 * came from (gazette CSV, admin upload, demo seed). Carriers and their services are the carrier
 * vocabulary's (core/carriers/vocabulary.ts).
 */
import type { CarrierId } from '../carriers/vocabulary';

/** How the weight that is priced is found. ITPS: actual only; couriers: max(actual, volumetric). */
export type ChargeableRule = 'actual' | 'volumetric';

export interface ServiceRule {
  carrier: CarrierId;
  /** e.g. 'ems', 'itps', 'express', 'standard'; Delhivery's are its service type names. */
  service: string;
  label: string;
  chargeable: ChargeableRule;
  /** Volumetric grams = l×w×h (cm) / divisor. The spec's second courier: 5 (000 §9). */
  volumetricDivisor?: number;
  /** Used when a row has no cap of its own. */
  defaultMaxGrams: number;
  /** Longest side a parcel may have, in cm; absent: no size limit is checked. */
  maxSideCm?: number;
  /** Shown separately on top of the price; 0 where the tariff is all-inclusive (India Post). */
  gstRate: number;
  deliveryTime: string;
  tracking: boolean;
  /** Demo cards are labelled as such in the admin screen and in answers. */
  demo: boolean;
  /** Indicative (unconfirmed) figures, e.g. the EMS rows of the tariff README. */
  indicative: boolean;
}

/** One price row: the first slab, then each further slab (or part of one). */
export interface TariffRow {
  /** A product country name ("USA", "United Kingdom") or a zone of the carrier ("Zone A"). */
  destination: string;
  firstSlabGrams: number;
  firstSlabInr: number;
  extraSlabGrams: number;
  extraSlabInr: number;
  /** Weight cap in grams for this destination; absent: the service's default. */
  maxGrams?: number;
}

export interface RateCard {
  rule: ServiceRule;
  rows: TariffRow[];
  /** Version number of the published card, for display and audits. */
  version?: number;
}

/** A carrier's zones: which countries a zone destination covers. */
export interface ZoneMap {
  carrier: CarrierId;
  zones: Record<string, string[]>;
}

export interface TariffBook {
  cards: RateCard[];
  zoneMaps: ZoneMap[];
  /** Changes on every publish or restore; caches compare it. */
  revision: number;
}

export interface Parcel {
  country: string;
  weightGrams: number;
  lengthCm?: number;
  widthCm?: number;
  heightCm?: number;
}

export const NOT_AVAILABLE = 'Not Available' as const;
export type NotAvailable = typeof NOT_AVAILABLE;
