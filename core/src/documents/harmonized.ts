/**
 * India Post's harmonized label for International Tracked Packets (001 §3 "Harmonized label
 * request", §5 "Docket detail", §7 harmonizedCountries / generateHarmonizedLabel, §9): which
 * destinations take it, the item categories, the request's checks, and when a docket has one.
 */
import { z } from 'zod';
import { isValidDmyDate } from '../orders/dates';
import type { PARCEL_TYPES } from '../orders/enums';
import { COUNTRIES, findCountry } from '../rates/countries';
import { DOCUMENT_MSG } from './constants';

/** The parcel type the label is for ("the parcel type is tracked packets", 001 §6). */
export const TRACKED_PACKETS = "Int'l Tracked Packets";

/**
 * Destinations whose tracked packets carry the harmonized label, as ISO 3166-1 alpha-2 codes.
 *
 * DATA TO REVIEW: the spec reads this list from the server (`harmonizedCountries`) without giving
 * it. This is our choice, not an official list: the destinations that require electronic advance
 * data on postal items with a combined address/customs label (UPU harmonized label, S10 barcode +
 * CN22 data): the 27 EU member states (ICS2, since 2021/2023), the United Kingdom, the USA (STOP
 * Act), Canada, Australia, New Zealand, Switzerland, Norway and Japan — the destinations India
 * Post lists for its International Tracked Packet Service that we could confirm from public
 * notices. Check it against India Post's current ITPS circular before relying on it.
 */
export const HARMONIZED_COUNTRY_CODES: readonly string[] = [
  // European Union (27)
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  // Others
  'GB',
  'US',
  'CA',
  'AU',
  'NZ',
  'CH',
  'NO',
  'JP',
];

const CODES = new Set(HARMONIZED_COUNTRY_CODES);

/** The product's names of those countries (what `GET /api/v1/harmonizedCountries` answers), sorted. */
export const HARMONIZED_COUNTRIES: readonly string[] = COUNTRIES.filter((c) => CODES.has(c.code))
  .map((c) => c.country)
  .sort((a, b) => a.localeCompare(b));

/** Is this consignee country (a name, an alias such as "United States", or an ISO code) on the list? */
export function isHarmonizedCountry(country: string): boolean {
  const c = findCountry(country);
  return !!c && CODES.has(c.code);
}

/** A parcel that gets a harmonized label: a tracked packet to a listed country. */
export const isHarmonizedParcel = (p: { parcelType: string; country: string }) =>
  p.parcelType === TRACKED_PACKETS && isHarmonizedCountry(p.country);

/**
 * DocketFacts.trackedPackets and .hasHarmonizedCountry from the docket's parcels. A docket may mix
 * parcel types: it has tracked packets when one parcel is, and a harmonized country only when a
 * tracked packet goes there (a label is printed per such parcel, so the document is never empty).
 */
export function harmonizedFacts(parcels: ReadonlyArray<{ parcelType: string; country: string }>) {
  return {
    trackedPackets: parcels.some((p) => p.parcelType === TRACKED_PACKETS),
    hasHarmonizedCountry: parcels.some(isHarmonizedParcel),
  };
}

/**
 * Postal parcels (UPU Parcel Post Regulations): our parcel type Air Parcel (CD) is a parcel, not a
 * letter-post item, and carries the CP72 customs declaration with the CP71 dispatch note
 * (printallcpform) where small and tracked packets carry CN22/CN23. One rule for the tab
 * (DocketFacts.hasParcelPost) and the CP72 builder (which parcels get a form).
 */
export const AIR_PARCEL: (typeof PARCEL_TYPES)[number] = 'Air Parcel (CD)';
export const isParcelPost = (p: { parcelType: string }) => p.parcelType === AIR_PARCEL;
/** DocketFacts.hasParcelPost from the docket's parcels. */
export const parcelPostFacts = (parcels: ReadonlyArray<{ parcelType: string }>) => ({
  hasParcelPost: parcels.some(isParcelPost),
});

/** "Harmonized label category options: Commercial Sample, Return Goods, Documents, Sales of Goods, Other, Gift." */
export const HARMONIZED_CATEGORIES = [
  'Commercial Sample',
  'Return Goods',
  'Documents',
  'Sales of Goods',
  'Other',
  'Gift',
] as const;
export type HarmonizedCategory = (typeof HARMONIZED_CATEGORIES)[number];
/** "Default label category 'Sales of Goods'" (001 §9). */
export const DEFAULT_HARMONIZED_CATEGORY: HarmonizedCategory = 'Sales of Goods';

const category = z.enum(HARMONIZED_CATEGORIES, {
  message: `Category of item must be one of ${HARMONIZED_CATEGORIES.join(', ')}.`,
});
const mailingDate = z
  .string({ message: 'Mailing date is required (DD-MM-YYYY).' })
  .trim()
  .min(1, { message: 'Mailing date is required (DD-MM-YYYY).' })
  .refine(isValidDmyDate, { message: 'Mailing date must be a real date in DD-MM-YYYY.' });

/**
 * "The Generate button is disabled unless category and mailing date are both set": the server
 * requires both too. A failure answers DOCUMENT_MSG.harmonizedFailed with the reason as data.
 */
export const harmonizedLabelQuerySchema = z.object({
  category: category,
  mailingDate,
  download: z.enum(['1', 'true', '0', 'false']).optional(),
});

/** generateHarmonizedLabel {tempSBill, categoryOfItem, mailingDate, harmonizedCountries}. */
export const generateHarmonizedLabelSchema = z.object({
  tempSBill: z.string({ message: 'tempSBill is required' }).trim().toUpperCase(),
  categoryOfItem: category,
  mailingDate,
  /** Only parcels to these countries (names as listed by harmonizedCountries); all when absent. */
  harmonizedCountries: z.array(z.string().trim().max(80)).max(300).optional(),
});

export const HARMONIZED_MSG = { failed: DOCUMENT_MSG.harmonizedFailed } as const;
