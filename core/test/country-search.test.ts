/**
 * Issue 27 item 4: every country field searches core's table with its aliases and common names,
 * ranks exact and alias matches first, and never offers a territory for a country's common name.
 */
import { describe, expect, it } from 'vitest';
import { ORDER_MSG } from '../src/orders/messages';
import { COUNTRIES, didYouMean, searchCountries } from '../src/rates';

const first = (q: string) => searchCountries(q)[0]?.country;
const names = (q: string, limit?: number) => searchCountries(q, limit).map((m) => m.country);

describe('searchCountries', () => {
  it.each([
    ['United States', 'USA'],
    ['USA', 'USA'],
    ['America', 'USA'],
    ['united states of america', 'USA'],
    ['us', 'USA'],
    ['UK', 'United Kingdom'],
    ['Britain', 'United Kingdom'],
    ['great britain', 'United Kingdom'],
    ['GBR', 'United Kingdom'],
    ['UAE', 'United Arab Emirates'],
    ['South Korea', 'Korea (Republic of)'],
    ['Turkey', 'Türkiye'],
    ['Germany', 'Germany'],
    ['germ', 'Germany'],
  ])('%s finds %s first', (q, country) => {
    expect(first(q)).toBe(country);
  });

  it('offers the country, not its territory, for a common name', () => {
    const found = names('United States');
    expect(found[0]).toBe('USA');
    expect(found.indexOf('USA')).toBeLessThan(found.indexOf('United States Minor Outlying Islands'));
    expect(first('America')).toBe('USA');
    expect(names('America').indexOf('USA')).toBeLessThan(names('America').indexOf('American Samoa'));
  });

  it('says which spelling matched, so a list can show "USA (United States)"', () => {
    expect(searchCountries('America')[0]).toEqual({ country: 'USA', code: 'US', matched: 'America' });
    expect(searchCountries('Germany')[0].matched).toBe('Germany');
  });

  it('ranks beginnings before words before insides', () => {
    const found = names('guinea', 20);
    expect(found[0]).toBe('Guinea');
    // "Papua New Guinea" has it as a word, "Guinea-Bissau" at the start
    expect(found.indexOf('Guinea-Bissau')).toBeLessThan(found.indexOf('Papua New Guinea'));
  });

  it('forgives a typo', () => {
    expect(first('Untied States')).toBe('USA');
    expect(first('Germny')).toBe('Germany');
  });

  it('matches ISO codes only whole', () => {
    expect(names('u').includes('Uganda')).toBe(true);
    expect(first('DE')).toBe('Germany');
  });

  it('lists the table for an empty query, within the limit', () => {
    expect(names('', 5)).toEqual(COUNTRIES.slice(0, 5).map((c) => c.country));
    expect(names('a', 3)).toHaveLength(3);
    expect(searchCountries('zzzz')).toEqual([]);
  });
});

describe('"did you mean" on a miss, wherever a country is taken', () => {
  it('the order field names the nearest country, and keeps the hint when nothing is near', () => {
    expect(ORDER_MSG.unknownCountry('consigneeCountry', 'Untied States')).toBe(
      'Consignee country: "Untied States" is not a country in our list. Did you mean United States?',
    );
    expect(ORDER_MSG.unknownCountry('consigneeCountry', 'Atlantis')).toContain(
      'use its name (USA, United Kingdom)',
    );
    expect(didYouMean('Germny')).toBe('Did you mean Germany?');
    expect(didYouMean('xyzzy')).toBeNull();
  });
});
