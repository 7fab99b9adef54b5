/**
 * Issue 18: country names a person types resolve the same way everywhere — "United States",
 * "USA", "US", "UK", "Great Britain", "UAE", "Emirates", "South Korea", ISO 3166 alpha-2/alpha-3
 * codes, any letter case — from one alias table in core.
 */
import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_ALPHA3, findCountry } from '../src/rates/countries';

describe('one country table', () => {
  it('has an alpha-3 code for every country, each once', () => {
    expect(COUNTRY_ALPHA3).toHaveLength(COUNTRIES.length);
    expect(new Set(COUNTRY_ALPHA3).size).toBe(COUNTRIES.length);
    expect(COUNTRY_ALPHA3.every((c) => /^[A-Z]{3}$/.test(c))).toBe(true);
  });

  it.each([
    ['United States', 'USA'],
    ['usa', 'USA'],
    ['US', 'USA'],
    ['u.s.a.', 'USA'],
    ['UK', 'United Kingdom'],
    ['great britain', 'United Kingdom'],
    ['GB', 'United Kingdom'],
    ['gbr', 'United Kingdom'],
    ['UAE', 'United Arab Emirates'],
    ['Emirates', 'United Arab Emirates'],
    ['ARE', 'United Arab Emirates'],
    ['ae', 'United Arab Emirates'],
    ['South Korea', 'Korea (Republic of)'],
    ['KOR', 'Korea (Republic of)'],
    ['DEU', 'Germany'],
    ['de', 'Germany'],
    ['AUS', 'Australia'],
    ['  new   zealand ', 'New Zealand'],
    ['CHE', 'Switzerland'],
    ['TUR', 'Türkiye'],
  ])('%s is %s', (typed, name) => {
    expect(findCountry(typed)?.country).toBe(name);
  });

  it('refuses names that are not countries', () => {
    for (const typed of ['Atlantis', 'XXX', 'U', '', 'Narnia']) expect(findCountry(typed)).toBeUndefined();
  });
});
