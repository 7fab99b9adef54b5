/**
 * The one table of carrier and service names a person reads: the CLI's quote and batch output,
 * the portal's rate calculator and the documents all take their words from here (issue 18).
 * India Post's service names are the spec's delivery promises (001 §9: "EMS Speed Post …
 * International Air Parcel … Small Packets (Air Service) … International Tracked Packets").
 */
import { serviceTypeName } from '../format';
import type { IndiaPostService, RateCarrier } from './types';

/** How each carrier is named on screen and on paper. */
export const CARRIER_NAMES: Readonly<Record<RateCarrier, string>> = {
  indiapost: 'India Post',
  dhl: 'DHL Express',
  aramex: 'Aramex',
  fedex: 'FedEx',
  xpressbees: 'XpressBees',
  delhivery: 'Delhivery',
};

export const INDIA_POST_SERVICE_NAMES: Readonly<Record<IndiaPostService, string>> = {
  ems: 'EMS Speed Post',
  airParcel: 'International Air Parcel',
  airService: 'Small Packets (Air Service)',
  itps: 'International Tracked Packets',
};

/** Full service names, keyed `carrier:service` (service ids as the rate cards and answers use them). */
export const SERVICE_NAMES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(INDIA_POST_SERVICE_NAMES).map(([s, name]) => [`indiapost:${s}`, name]),
  ),
  'dhl:express': 'DHL Express',
  'aramex:express': 'Aramex Express',
  'fedex:express': 'FedEx Express',
  'xpressbees:express': 'XpressBees Express',
  'xpressbees:standard': 'XpressBees Standard',
  'delhivery:INTL_EXPRESS': 'Delhivery International Express',
  'delhivery:INTL_ECONOMY': 'Delhivery International Economy',
};

/** A carrier's name; an unknown id shows as given. */
export const carrierName = (carrier: string): string => CARRIER_NAMES[carrier as RateCarrier] ?? carrier;

/**
 * A service's full name. A service not in the table (an admin may upload one) keeps its own
 * label when it has one, else reads as its carrier's name and its id with underscores as spaces.
 */
export function serviceName(carrier: string, service: string, ownLabel?: string): string {
  return (
    SERVICE_NAMES[`${carrier}:${service}`] ??
    ownLabel ??
    `${carrierName(carrier)} ${serviceTypeName(service)}`
  );
}

/** The order's parcelType (001 §4 enumeration) → India Post's service, to name it on documents. */
export const PARCEL_TYPE_SERVICE: Readonly<Record<string, IndiaPostService>> = {
  'EMS Speed Post': 'ems',
  'Air Parcel (CD)': 'airParcel',
  "Int'l Small Packets (RD)": 'airService',
  "Int'l Tracked Packets": 'itps',
};

/** A parcel type in the table's words; a type we do not know is shown as typed. */
export function parcelTypeName(parcelType: string): string {
  const s = PARCEL_TYPE_SERVICE[parcelType];
  return s ? INDIA_POST_SERVICE_NAMES[s] : parcelType;
}
