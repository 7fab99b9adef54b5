import { describe, expect, it } from 'vitest';
import {
  NOT_AVAILABLE,
  TariffIndex,
  chargeableGrams,
  defaultRule,
  quoteParcel,
  quoteService,
  slabPrice,
  volumetricGrams,
} from '../src/rates';
import { row, testBook } from './rates-fixtures';

const index = new TariffIndex(testBook());
const itps = defaultRule('indiapost', 'itps')!;
const aramex = defaultRule('aramex', 'express')!;

describe('slabs: "the first 50 g (or part) plus each further 50 g (or part)" (tariff README)', () => {
  const usa = row('USA', 400, 35);
  it.each([
    [1, 400],
    [50, 400], // exactly the first slab
    [51, 435], // 1 g into the second slab pays it whole
    [100, 435],
    [101, 470],
    [500, 715], // "USA 500 g = 400 + 9 x 35 = 715"
  ])('USA ITPS %i g costs %i', (grams, inr) => {
    expect(slabPrice(usa, grams)).toBe(inr);
  });

  it('"EMS is charged in 250 g slabs (first 250 g plus each further 250 g)"', () => {
    const ems = row('Australia', 630, 155, 250);
    expect([250, 251, 500, 501].map((g) => slabPrice(ems, g))).toEqual([630, 785, 785, 940]);
  });

  it('a fractional gram is charged up to the next whole gram before the slab is found', () => {
    expect(quoteService(itps, index, { country: 'USA', weightGrams: 50.2 }).cost).toBe(435);
  });
});

describe('chargeable weight', () => {
  const box = { country: 'USA', weightGrams: 500, lengthCm: 20, widthCm: 20, heightCm: 20 };
  it('"ITPS is charged on actual weight only (no volumetric weight)" (tariff README)', () => {
    expect(chargeableGrams(itps, box)).toBe(500);
  });
  it('second courier: "the larger of actual weight and length*width*height/5" (000 §7)', () => {
    expect(volumetricGrams(box, 5)).toBe(1600);
    expect(chargeableGrams(aramex, box)).toBe(1600);
    expect(chargeableGrams(aramex, { ...box, weightGrams: 2000 })).toBe(2000);
  });
  it('volumetric decides the price: 1600 g on 500 g slabs is the first + 3 further', () => {
    const q = quoteService(aramex, index, box);
    expect(q.chargeableGrams).toBe(1600);
    expect(q.cost).toBe(1450 + 3 * 420);
  });
  it('the divisor is data: a rule with divisor 6 gives l*w*h/6', () => {
    expect(chargeableGrams({ ...aramex, volumetricDivisor: 6 }, box)).toBe(Math.ceil(8000 / 6));
  });
  it('no dimensions: actual weight', () => {
    expect(chargeableGrams(aramex, { country: 'USA', weightGrams: 700 })).toBe(700);
  });
});

describe("'Not Available' (001 §3: a cost is 'non-numeric ('Not Available') when unavailable')", () => {
  it('a service without a row for the country', () => {
    const q = quoteService(defaultRule('indiapost', 'airParcel')!, index, {
      country: 'USA',
      weightGrams: 100,
    });
    expect(q).toMatchObject({
      available: false,
      reason: 'no_tariff',
      cost: NOT_AVAILABLE,
      total: NOT_AVAILABLE,
    });
  });
  it.each([
    [2000, 715 + 30 * 35, true], // "Weight caps reported for ITPS: 2 kg in general": 2000 g is carried
    [2001, NOT_AVAILABLE, false],
  ])('USA ITPS at %i g → %s', (grams, cost, available) => {
    const q = quoteService(itps, index, { country: 'USA', weightGrams: grams });
    expect(q.available).toBe(available);
    expect(q.cost).toBe(cost);
    if (!available) expect(q.reason).toBe('over_cap');
  });
  it('"some destinations up to 5 kg": a row cap beats the default', () => {
    expect(quoteService(itps, index, { country: 'Bhutan', weightGrams: 5000 }).available).toBe(true);
    expect(quoteService(itps, index, { country: 'Bhutan', weightGrams: 5001 }).reason).toBe('over_cap');
  });
});

describe('zones', () => {
  it('a country priced by its carrier zone', () => {
    expect(quoteService(aramex, index, { country: 'Canada', weightGrams: 500 }).cost).toBe(1450);
  });
  it('a country in no zone is Not Available', () => {
    expect(quoteService(aramex, index, { country: 'Japan', weightGrams: 500 }).reason).toBe('no_tariff');
  });
});

describe('GST "shown separately where it applies"', () => {
  it('couriers carry 18% GST beside the price', () => {
    const q = quoteService(aramex, index, { country: 'USA', weightGrams: 500 });
    expect(q).toMatchObject({ cost: 1450, gstRate: 0.18, gst: 261, total: 1711 });
  });
  it('India Post tariffs include the fees ("Registration fee on India Post rates: Rs 70, included in the tariff")', () => {
    expect(quoteService(itps, index, { country: 'USA', weightGrams: 500 })).toMatchObject({
      cost: 715,
      gst: 0,
      total: 715,
    });
  });
});

describe('quoteParcel: every service, the cheapest', () => {
  it('the cheapest is the lowest total among available options', () => {
    const q = quoteParcel(index, { country: 'usa', weightGrams: 500 });
    expect(q.country).toBe('USA');
    expect(q.cheapest).toMatchObject({ carrier: 'indiapost', service: 'itps', total: 715 });
  });
  it('India Post services always listed, unavailable couriers left out', () => {
    const q = quoteParcel(index, { country: 'USA', weightGrams: 500 });
    const keys = q.options.map((o) => `${o.carrier}_${o.service}`);
    expect(keys).toEqual([
      'indiapost_ems',
      'indiapost_airParcel',
      'indiapost_airService',
      'indiapost_itps',
      'dhl_express',
      'aramex_express',
      'fedex_express',
      'xpressbees_express',
    ]);
  });
  it('over every cap: nothing is cheapest', () => {
    expect(quoteParcel(index, { country: 'USA', weightGrams: 40_000 }).cheapest).toBeUndefined();
  });
});
