/**
 * The one carrier vocabulary (issue 28 item 4): every carrier's id, its name, its services and
 * what we do with it (rate, book, bill). Rates, bookings, billing, parcel lists, the CLI and the
 * pages all take their ids and words from here; nothing else lists carriers.
 *
 * Our id `dhl` is DHL Express everywhere (000 §4 "First express courier (dhl/...)"). The spec's
 * profile also knows `DHLex` (000 §3 "defaultCarrier (indiapost, dhl, aramex, fedex, DHLex)"),
 * kept on the wire and in stored parcels: it is DHL Express too, mapped below in one place.
 * Imports nothing, so every part of core may build on it.
 */

export const CARRIER_IDS = ['indiapost', 'dhl', 'aramex', 'fedex', 'xpressbees', 'delhivery'] as const;
export type CarrierId = (typeof CARRIER_IDS)[number];

interface CarrierEntry {
  /** How the carrier is named on screen and on paper. */
  name: string;
  /** The short mark of its logo tile (rate calculator). */
  mark: string;
  /** Service id (as rate cards and answers use them) → the service's full name. */
  services: Readonly<Record<string, string>>;
  /** We book its parcels (carrier groups of 000 §7): the page its parcel list is on. */
  bookingList: string | null;
  /** We reconcile its invoices (002 §2.3 carrier billing). */
  bills: boolean;
}

export const CARRIERS = {
  indiapost: {
    name: 'India Post',
    mark: 'IP',
    // The spec's delivery promises (001 §9: "EMS Speed Post … International Air Parcel … Small
    // Packets (Air Service) … International Tracked Packets"), named after 000 §3's answer fields.
    services: {
      ems: 'EMS Speed Post',
      airParcel: 'International Air Parcel',
      airService: 'Small Packets (Air Service)',
      itps: 'International Tracked Packets',
    },
    bookingList: null,
    bills: true,
  },
  dhl: {
    name: 'DHL Express',
    mark: 'DHL',
    services: { express: 'DHL Express' },
    bookingList: '/dhlboxes/dhl',
    bills: true,
  },
  aramex: {
    name: 'Aramex',
    mark: 'AX',
    services: { express: 'Aramex Express' },
    bookingList: '/aramexparcels',
    bills: true,
  },
  fedex: {
    name: 'FedEx',
    mark: 'FX',
    services: { express: 'FedEx Express' },
    bookingList: '/dhlboxes/fedex',
    bills: false,
  },
  xpressbees: {
    name: 'XpressBees',
    mark: 'XB',
    services: { express: 'XpressBees Express', standard: 'XpressBees Standard' },
    bookingList: '/dhlboxes/xpressbees',
    bills: false,
  },
  delhivery: {
    name: 'Delhivery',
    mark: 'DL',
    services: {
      INTL_EXPRESS: 'Delhivery International Express',
      INTL_ECONOMY: 'Delhivery International Economy',
    },
    bookingList: '/delhiveryparcels',
    bills: false,
  },
} as const satisfies Record<CarrierId, CarrierEntry>;

type Table = typeof CARRIERS;

/** Carriers whose parcels we book. */
export type BookingCarrier = {
  [C in CarrierId]: Table[C]['bookingList'] extends string ? C : never;
}[CarrierId];
/** Carriers whose invoices we reconcile. */
export type BillingCarrier = { [C in CarrierId]: Table[C]['bills'] extends true ? C : never }[CarrierId];

type NonEmpty<T> = readonly [T, ...T[]];

export const BOOKING_CARRIERS = CARRIER_IDS.filter(
  (c) => CARRIERS[c].bookingList !== null,
) as unknown as NonEmpty<BookingCarrier>;
export const BILLING_CARRIERS = CARRIER_IDS.filter(
  (c) => CARRIERS[c].bills,
) as unknown as NonEmpty<BillingCarrier>;

export const isCarrierId = (s: unknown): s is CarrierId =>
  typeof s === 'string' && (CARRIER_IDS as readonly string[]).includes(s);
export const isBookingCarrier = (s: unknown): s is BookingCarrier =>
  typeof s === 'string' && (BOOKING_CARRIERS as readonly string[]).includes(s);
export const isBillingCarrier = (s: unknown): s is BillingCarrier =>
  typeof s === 'string' && (BILLING_CARRIERS as readonly string[]).includes(s);

/** How each carrier is named on screen and on paper. */
export const CARRIER_NAMES = Object.fromEntries(CARRIER_IDS.map((c) => [c, CARRIERS[c].name])) as Readonly<
  Record<CarrierId, string>
>;

/** India Post's four services (000 §3 answer fields). */
export type IndiaPostService = keyof Table['indiapost']['services'];
export const INDIA_POST_SERVICES = Object.keys(
  CARRIERS.indiapost.services,
) as unknown as NonEmpty<IndiaPostService>;
export const INDIA_POST_SERVICE_NAMES: Readonly<Record<IndiaPostService, string>> =
  CARRIERS.indiapost.services;

/**
 * The spec's parcel lists, by the profile's defaultCarrier (000 §3) and a stored parcel's carrier:
 * which carrier each is and where "View Parcels" leads (002 §6 "The carrier's parcels link depends
 * on the profile's defaultCarrier"). `dhl` is DHL Express's booking list, `DHLex` its My Parcels
 * list; `name` tells the two apart where a person picks one.
 */
export const PARCEL_LISTS = {
  indiapost: { carrier: 'indiapost', path: '/boxes/indiapost', name: CARRIERS.indiapost.name },
  dhl: { carrier: 'dhl', path: '/dhlboxes/dhl', name: `${CARRIERS.dhl.name} (bookings)` },
  aramex: { carrier: 'aramex', path: '/aramexparcels', name: CARRIERS.aramex.name },
  fedex: { carrier: 'fedex', path: '/boxes/fedex', name: CARRIERS.fedex.name },
  DHLex: { carrier: 'dhl', path: '/boxes/DHLex', name: `${CARRIERS.dhl.name} (My Parcels)` },
} as const satisfies Record<string, { carrier: CarrierId; path: string; name: string }>;

export type ParcelCarrier = keyof typeof PARCEL_LISTS;
export const PARCEL_CARRIERS = Object.keys(PARCEL_LISTS) as unknown as NonEmpty<ParcelCarrier>;
export const isParcelCarrier = (s: unknown): s is ParcelCarrier =>
  typeof s === 'string' && Object.hasOwn(PARCEL_LISTS, s);

/** Any carrier id of ours or of the wire (a parcel list's `DHLex`) → our carrier; unknown: undefined. */
export function carrierOf(id: string | null | undefined): CarrierId | undefined {
  if (isCarrierId(id)) return id;
  return isParcelCarrier(id) ? PARCEL_LISTS[id].carrier : undefined;
}

/** A carrier's name, from any id carrierOf knows; an unknown id shows as given. */
export const carrierName = (id: string): string => {
  const c = carrierOf(id);
  return c ? CARRIERS[c].name : id;
};

/** Full service names, keyed `carrier:service`. */
export const SERVICE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  CARRIER_IDS.flatMap((c) =>
    Object.entries(CARRIERS[c].services as Readonly<Record<string, string>>).map(([s, name]) => [
      `${c}:${s}`,
      name,
    ]),
  ),
);
