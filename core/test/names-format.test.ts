import { describe, expect, it } from 'vitest';
import {
  calculatorBlocks,
  CARRIER_NAMES,
  DEFAULT_SERVICE_RULES,
  formatInr,
  formatInrRate,
  INDIA_POST_PROMISES,
  INDIA_POST_SERVICES,
  parcelTypeName,
  pbeParcelCells,
  PARCEL_TYPES,
  CARRIER_IDS,
  serviceName,
} from '../src';

describe('one rupee formatter, Indian digit grouping (issue 18)', () => {
  it.each([
    [0, '₹0.00'],
    [-0, '₹0.00'],
    [0.004, '₹0.00'],
    [-0.004, '₹0.00'],
    [999.5, '₹999.50'],
    [123456, '₹1,23,456.00'],
    [123456789.5, '₹12,34,56,789.50'],
    [-123456, '-₹1,23,456.00'],
    [-1234.5, '-₹1,234.50'],
    [Number.NaN, '₹0.00'],
  ])('%d → %s', (n, s) => expect(formatInr(n)).toBe(s));
  it('without the symbol the sign stays', () =>
    expect(formatInr(-12345678.9, false)).toBe('-1,23,45,678.90'));
  it("the PBE's parcel table groups rupees the same way", () => {
    const cells = pbeParcelCells({
      n: 1,
      boxId: 'B1',
      trackingNo: 'EM1IN',
      invoiceNos: ['I1'],
      descriptions: ['Scarf'],
      country: 'USA',
      hsnCodes: ['6214'],
      grossGrams: 500,
      valueInr: 123456,
    });
    expect(cells.at(-1)).toBe('1,23,456.00');
  });
  it('exchange rates keep up to 6 decimals, grouped the same way', () => {
    expect(formatInrRate(0.0631)).toBe('₹0.0631');
    expect(formatInrRate(83.25)).toBe('₹83.25');
    expect(formatInrRate(123456.123456)).toBe('₹1,23,456.123456');
  });
});

describe('one table of carrier and service names (issue 18)', () => {
  it('every carrier and every default service has a name; the calculator uses the same table', () => {
    for (const c of CARRIER_IDS) expect(CARRIER_NAMES[c]).toBeTruthy();
    for (const r of DEFAULT_SERVICE_RULES) expect(r.label).toBe(serviceName(r.carrier, r.service));
  });
  it("India Post's names are the spec's delivery promises (001 §9)", () => {
    expect(INDIA_POST_SERVICES.map((s) => serviceName('indiapost', s))).toEqual([
      'EMS Speed Post',
      'International Air Parcel',
      'Small Packets (Air Service)',
      'International Tracked Packets',
    ]);
    for (const s of INDIA_POST_SERVICES)
      expect(INDIA_POST_PROMISES[s].label).toBe(serviceName('indiapost', s));
  });
  it('couriers read the same in the API rules and the calculator', () => {
    expect(serviceName('fedex', 'express')).toBe('FedEx Express');
    expect(serviceName('delhivery', 'INTL_ECONOMY')).toBe('Delhivery International Economy');
    const blocks = calculatorBlocks('USA', {
      fedex: { data: 1810 },
      xpressbees: { data: { standard: { deliveryTime: '10-15 days', zoneRateCombo: 900 } } },
    });
    expect(blocks.flatMap((b) => b.lines.map((l) => l.label))).toEqual([
      'FedEx Express',
      'XpressBees Standard',
    ]);
  });
  it('an unknown service keeps its own label, else its carrier name and id', () => {
    expect(serviceName('delhivery', 'INTL_FREIGHT', 'Freight (uploaded)')).toBe('Freight (uploaded)');
    expect(serviceName('delhivery', 'INTL_FREIGHT')).toBe('Delhivery INTL FREIGHT');
  });
  it("an order's parcel type reads as its service's name on documents", () => {
    expect(PARCEL_TYPES.map(parcelTypeName)).toEqual([
      'International Air Parcel',
      'EMS Speed Post',
      'Small Packets (Air Service)',
      'International Tracked Packets',
    ]);
    expect(parcelTypeName('Something else')).toBe('Something else');
  });
});
