/**
 * Service names as a person reads them: the CLI's quote and batch output, the portal's rate
 * calculator and the documents (issue 18). The words themselves are the carrier vocabulary's
 * (core/carriers/vocabulary.ts); here, how a service not in it is named.
 */
import { serviceTypeName } from '../format';
import {
  carrierName,
  INDIA_POST_SERVICE_NAMES,
  SERVICE_NAMES,
  type IndiaPostService,
} from '../carriers/vocabulary';

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
