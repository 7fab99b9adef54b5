/** Issue 16 "Duty-free import allowance": the de minimis table and the above-threshold flag. */
import { describe, expect, it } from 'vitest';
import { DE_MINIMIS, deMinimisFlag, deMinimisFor, searchDeMinimis } from '../src';

const rates: Record<string, number> = { USD: 84, EUR: 90, GBP: 105, AUD: 55 };
const rupeesPer = (c: string) => rates[c];

describe('de minimis table', () => {
  it('has about 40 destinations, each with a source and an as-of date, codes unique', () => {
    expect(DE_MINIMIS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(DE_MINIMIS.map((r) => r.code)).size).toBe(DE_MINIMIS.length);
    for (const r of DE_MINIMIS) {
      expect(r.source.length).toBeGreaterThan(5);
      expect(r.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
  it('knows the headline figures', () => {
    expect(deMinimisFor('US')).toMatchObject({ duty: 800, currency: 'USD' });
    expect(deMinimisFor('us')?.note).toMatch(/suspended .*29 August 2025/);
    expect(deMinimisFor('Germany')).toMatchObject({ duty: 150, tax: 0, currency: 'EUR' });
    expect(deMinimisFor('GB')).toMatchObject({ duty: 135, currency: 'GBP' });
    expect(deMinimisFor('AU')).toMatchObject({ duty: 1000, currency: 'AUD' });
  });
  it('searches code, country and currency', () => {
    expect(searchDeMinimis('united').map((r) => r.code)).toEqual(['AE', 'GB', 'US']);
    expect(searchDeMinimis('nzd').map((r) => r.code)).toEqual(['NZ']);
    expect(searchDeMinimis('').length).toBe(DE_MINIMIS.length);
    expect(searchDeMinimis('zzzz')).toEqual([]);
  });
});

describe('deMinimisFlag', () => {
  it('flags an INR order above the US threshold after conversion', () => {
    // 70,000 INR / 84 = 833.33 USD > 800
    const f = deMinimisFlag(70000, 'INR', 'US', rupeesPer);
    expect(f).toMatchObject({
      above: true,
      converted: 833.33,
      label: 'Above duty-free allowance (US 800 USD)',
    });
  });
  it('does not flag at or below the threshold', () => {
    expect(deMinimisFlag(67200, 'INR', 'US', rupeesPer)).toMatchObject({
      above: false,
      converted: 800,
      label: null,
    });
    expect(deMinimisFlag(100, 'USD', 'DE', rupeesPer)).toMatchObject({ above: false, converted: 93.33 });
  });
  it('converts between two foreign currencies', () => {
    // 200 USD = 16,800 INR = 186.67 EUR > 150
    expect(deMinimisFlag(200, 'USD', 'FR', rupeesPer)).toMatchObject({ above: true, converted: 186.67 });
  });
  it('is silent with no row, no duty threshold or no rate', () => {
    expect(deMinimisFlag(1e9, 'INR', 'XX', rupeesPer).above).toBe(false);
    expect(deMinimisFlag(1e9, 'INR', 'HK', rupeesPer).above).toBe(false);
    expect(deMinimisFlag(1e9, 'JPY', 'US', rupeesPer)).toMatchObject({ above: false, converted: null });
  });
});
