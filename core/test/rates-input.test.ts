import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CARD_MSG,
  COUNTRIES,
  ROW_REASON,
  TariffIndex,
  csvRecords,
  defaultRule,
  findCountry,
  parseQuoteRow,
  parseRateCard,
  parseZoneCard,
  quoteRow,
  quoteSchema,
  quoteService,
  rateCalculationSchema,
  toCsvLine,
  parseCsv,
} from '../src/rates';
import { testBook } from './rates-fixtures';

const seedDir = new URL('../../api/src/db/data/tariffs/', import.meta.url);
const readSeed = (name: string) => csvRecords(readFileSync(new URL(name, seedDir), 'utf8'));

describe('country list (001 §3: "about 250 names (for example USA, United Kingdom)")', () => {
  it('about 250 names with unique ISO codes, the product names included', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(findCountry('usa')?.country).toBe('USA');
    expect(findCountry('Great Britain (UK)')?.country).toBe('United Kingdom');
    expect(findCountry('AU')?.country).toBe('Australia');
    expect(findCountry('Atlantis')).toBeUndefined();
  });
  it('every ITPS destination of the gazette table is in the list', () => {
    const { records } = readSeed('indiapost-itps-2026.csv');
    expect(records).toHaveLength(135);
    expect(records.filter((r) => findCountry(r.country)?.country !== r.country)).toEqual([]);
  });
});

describe('batch rows: "unknown country, zero or negative or non-numeric weight or size, weight over every cap" get a reason', () => {
  const index = new TariffIndex(testBook());
  it.each([
    [{ country: 'Atlantis', weight: 500 }, ROW_REASON.unknownCountry],
    [{ country: 'USA', weight: 0 }, ROW_REASON.badWeight],
    [{ country: 'USA', weight: -5 }, ROW_REASON.badWeight],
    [{ country: 'USA', weight: 'abc' }, ROW_REASON.badWeight],
    [{ country: 'USA', weight: '5e2' }, ROW_REASON.badWeight], // "only digits, dot and space"
    [{ country: 'USA', weight: 500, length: 0 }, 'Length must be a number greater than 0'],
    [{ country: 'USA', weight: 500, height: 'x' }, 'Height must be a number greater than 0'],
    [{ country: 'USA', weight: 500, dims: '10x0x10' }, ROW_REASON.badDims],
    [{ country: 'USA', weight: 40_000 }, 'Weight not supported by any available delivery type'],
  ])('%j → %s', (input, reason) => {
    expect(quoteRow(index, input, 1)).toMatchObject({ ok: false, reason });
  });
  it('accepts the calculator fields, dims, and the bulk-upload columns', () => {
    expect(parseQuoteRow({ country: 'USA', weight: ' 500 ', dims: '10x20x30' })).toEqual({
      ok: true,
      parcel: { country: 'USA', weightGrams: 500, lengthCm: 10, widthCm: 20, heightCm: 30 },
    });
    expect(parseQuoteRow({ consigneeDetails_country: 'United Kingdom', grossWeight: '250' })).toEqual({
      ok: true,
      parcel: { country: 'United Kingdom', weightGrams: 250 },
    });
  });
  it('a good row quotes', () => {
    expect(quoteRow(index, { country: 'USA', weight: 500 }, 7)).toMatchObject({
      row: 7,
      ok: true,
      quote: { cheapest: { total: 715 } },
    });
  });
});

describe('schemas of the rate calls', () => {
  it('rateCalculation: "Weight, length, width and height are required and non-zero" (000 §5)', () => {
    expect(
      rateCalculationSchema.safeParse({ country: 'USA', weight: '500', length: 10, width: 10, height: 10 })
        .data,
    ).toEqual({
      country: 'USA',
      weight: 500,
      length: 10,
      width: 10,
      height: 10,
    });
    const bad = rateCalculationSchema.safeParse({
      country: 'USA',
      weight: 500,
      length: 0,
      width: 10,
      height: 10,
    });
    expect(bad.error?.issues[0].message).toBe('Length must be a number greater than 0');
  });
  it('quote: sizes optional', () => {
    expect(quoteSchema.safeParse({ country: 'uk', weight: 100 }).data).toEqual({
      country: 'United Kingdom',
      weight: 100,
    });
  });
});

describe('rate card upload layout', () => {
  it('reads the gazette layout as published, slab size from the header', () => {
    const { header, records } = readSeed('indiapost-itps-2026.csv');
    const card = parseRateCard(header, records);
    expect(card.errors).toEqual([]);
    expect(card.rows.find((r) => r.destination === 'Australia')).toEqual({
      destination: 'Australia',
      firstSlabGrams: 50,
      firstSlabInr: 395,
      extraSlabGrams: 50,
      extraSlabInr: 45,
    });
  });
  it('tariff README worked check: "Australia 500 g = 395 + 9 x 45 = 800 and USA 500 g = 400 + 9 x 35 = 715"', () => {
    const { header, records } = readSeed('indiapost-itps-2026.csv');
    const rule = defaultRule('indiapost', 'itps')!;
    const index = new TariffIndex({
      revision: 1,
      cards: [{ rule, rows: parseRateCard(header, records).rows }],
      zoneMaps: [],
    });
    expect(quoteService(rule, index, { country: 'Australia', weightGrams: 500 }).cost).toBe(800);
    expect(quoteService(rule, index, { country: 'USA', weightGrams: 500 }).cost).toBe(715);
  });
  it('a wrong file is refused whole: missing columns, or empty', () => {
    expect(parseRateCard(['country', 'price'], [{ country: 'USA', price: 1 }]).fileError).toBe(
      CARD_MSG.columns(['first_slab_g', 'first_slab_inr', 'additional_slab_g', 'additional_slab_inr']),
    );
    expect(
      parseRateCard(
        ['destination', 'first_slab_g', 'first_slab_inr', 'additional_slab_g', 'additional_slab_inr'],
        [],
      ).fileError,
    ).toBe('The file has no rate rows.');
  });
  it('row errors carry the file line', () => {
    const header = [
      'destination',
      'first_slab_g',
      'first_slab_inr',
      'additional_slab_g',
      'additional_slab_inr',
      'max_weight_g',
    ];
    const r = (d: string, ...n: unknown[]) => Object.fromEntries(header.map((h, i) => [h, i ? n[i - 1] : d]));
    const card = parseRateCard(
      header,
      [
        r('USA', 250, 865, 250, 100, ''),
        r('Atlantis', 250, 1, 250, 1, ''),
        r('usa', 250, 1, 250, 1, ''),
        r('Zone A', 0, 1, 250, 1, ''),
        r('Japan', 250, 420, 250, 90, 100),
      ],
      ['Zone A'],
    );
    expect(card.rows.map((x) => x.destination)).toEqual(['USA']);
    expect(card.errors).toEqual([
      { line: 3, message: 'Unknown country or zone: Atlantis' },
      { line: 4, message: 'Duplicate destination: USA' },
      { line: 5, message: 'first_slab_g must be a number greater than 0' },
      { line: 6, message: 'max_weight_g is below the first slab' },
    ]);
  });
  it('zones card: zone | country', () => {
    const { header, records } = readSeed('demo-courier-zones.csv');
    const z = parseZoneCard(header, records);
    expect(z.errors).toEqual([]);
    expect(z.zones['Zone A']).toContain('USA');
  });
});

describe('csv', () => {
  it('quoted fields, doubled quotes, CRLF, BOM', () => {
    expect(parseCsv('\ufeffa,b\r\n"x, y","say ""hi"""\r\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
    ]);
    expect(toCsvLine(['x, y', 'say "hi"', 3])).toBe('"x, y","say ""hi""",3');
  });
});
