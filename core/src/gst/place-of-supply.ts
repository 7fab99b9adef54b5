/**
 * Place of supply of a service billed to someone in India (IGST Act s.12(2)): the recipient's
 * registered state when they have a GSTIN; otherwise the state of their address on record; else
 * the supplier's own state. The tax follows it (CGST Act s.9, IGST Act s.5 and s.8): supplier
 * state = place of supply → CGST + SGST halves, else IGST. Printed as "<state name> (<code>)".
 */
import { gstSplit, gstinState, type GstSplit } from '../plans/rules';

/** GST state and union-territory codes (the first two digits of a GSTIN). */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
  '99': 'Centre Jurisdiction',
};

/** Older or common spellings people type in an address. */
const STATE_ALIASES: Readonly<Record<string, string>> = {
  orissa: '21',
  pondicherry: '34',
  'new delhi': '07',
  'nct of delhi': '07',
  'j&k': '01',
  'jammu & kashmir': '01',
  'daman and diu': '26',
  'dadra and nagar haveli': '26',
  'andaman & nicobar islands': '35',
  uttaranchal: '05',
};

const key = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
const BY_NAME = new Map<string, string>([
  ...Object.entries(GST_STATES).map(([code, name]) => [key(name), code] as [string, string]),
  ...Object.entries(STATE_ALIASES),
]);

export const gstStateName = (code: string | null | undefined) => (code ? (GST_STATES[code] ?? null) : null);

/** The GST state code of a state's name as typed in an address ("Maharashtra", "Orissa"), or null. */
export function gstStateCodeOf(name: string | null | undefined): string | null {
  if (!name) return null;
  return BY_NAME.get(key(name)) ?? null;
}

export interface PlaceOfSupply {
  code: string;
  name: string;
  /** what decided it (s.12(2)(a) registered recipient, (b)(i) address on record, (b)(ii) supplier) */
  basis: 'gstin' | 'address' | 'supplier';
}

export function placeOfSupply(p: {
  supplierGstin: string;
  recipientGstin?: string | null;
  recipientState?: string | null;
}): PlaceOfSupply {
  const fromGstin = gstinState(p.recipientGstin);
  if (fromGstin && GST_STATES[fromGstin])
    return { code: fromGstin, name: GST_STATES[fromGstin]!, basis: 'gstin' };
  const fromAddress = gstStateCodeOf(p.recipientState);
  if (fromAddress) return { code: fromAddress, name: GST_STATES[fromAddress]!, basis: 'address' };
  const own = gstinState(p.supplierGstin) ?? '';
  return { code: own, name: GST_STATES[own] ?? '', basis: 'supplier' };
}

/** "Karnataka (29)": how the place of supply is printed on a tax invoice. */
export const placeOfSupplyLabel = (code: string | null | undefined) => {
  const name = gstStateName(code);
  return name ? `${name} (${code})` : '';
};

/** The tax of a supply: CGST + SGST when the supplier's state is the place of supply, else IGST. */
export function gstByPlaceOfSupply(taxable: number, supplierGstin: string, placeCode: string): GstSplit {
  return gstSplit(taxable, gstinState(supplierGstin) ?? '', placeCode || null);
}

/**
 * An export's place of supply is outside India (IGST Act s.13/s.10(1)(c)): GST's code 96 "Other
 * Country". Such a supply is inter-state (s.7(5)(a)), so only IGST (or LUT/Bond) ever applies.
 */
export const exportPlaceOfSupplyLabel = (country: string) =>
  `${country.trim() || 'Outside India'} (96 Other Country)`;
