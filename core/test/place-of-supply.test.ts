import { describe, expect, it } from 'vitest';
import {
  gstByPlaceOfSupply,
  gstStateCodeOf,
  gstinCheckChar,
  placeOfSupply,
  placeOfSupplyLabel,
} from '../src';

const gstin = (state: string) => {
  const body = `${state}AABCZ1234K1Z`;
  return body + gstinCheckChar(body);
};
const SUPPLIER = gstin('29'); // Karnataka

describe('place of supply (IGST Act s.12(2)) and IGST vs CGST+SGST', () => {
  it("a registered buyer: the GSTIN's state", () => {
    expect(
      placeOfSupply({ supplierGstin: SUPPLIER, recipientGstin: gstin('27'), recipientState: 'Karnataka' }),
    ).toEqual({ code: '27', name: 'Maharashtra', basis: 'gstin' });
  });
  it('an unregistered buyer: the state of the address on record, else the supplier state', () => {
    expect(placeOfSupply({ supplierGstin: SUPPLIER, recipientState: ' tamil  nadu ' })).toMatchObject({
      code: '33',
      basis: 'address',
    });
    expect(placeOfSupply({ supplierGstin: SUPPLIER, recipientState: 'Orissa' }).code).toBe('21');
    expect(placeOfSupply({ supplierGstin: SUPPLIER, recipientState: '' })).toEqual({
      code: '29',
      name: 'Karnataka',
      basis: 'supplier',
    });
    expect(gstStateCodeOf('Atlantis')).toBeNull();
  });
  it('intra-state (supplier state = place of supply): CGST + SGST halves; else IGST', () => {
    expect(gstByPlaceOfSupply(425, SUPPLIER, '29')).toMatchObject({
      cgst: 38.25,
      sgst: 38.25,
      igst: 0,
      total: 501.5,
      intraState: true,
    });
    expect(gstByPlaceOfSupply(425, SUPPLIER, '07')).toMatchObject({
      cgst: 0,
      sgst: 0,
      igst: 76.5,
      total: 501.5,
    });
  });
  it('printed as "<state> (<code>)"', () => {
    expect(placeOfSupplyLabel('29')).toBe('Karnataka (29)');
    expect(placeOfSupplyLabel('00')).toBe('');
  });
});
