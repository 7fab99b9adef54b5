import { describe, expect, it } from 'vitest';
import {
  TariffIndex,
  defaultRule,
  editDistance,
  findCountry,
  quoteParcel,
  quoteService,
  suggestCountries,
  unavailableMessage,
  unknownCountryMessage,
} from '../src/rates';
import { testBook } from './rates-fixtures';

const index = new TariffIndex(testBook());

describe('a Not Available row says why (issue 18), from the engine so every client says the same', () => {
  it('no tariff row for the country: not served there', () => {
    const q = quoteService(defaultRule('indiapost', 'airParcel')!, index, {
      country: 'USA',
      weightGrams: 100,
    });
    expect(q).toMatchObject({ available: false, reason: 'no_tariff', reasonText: 'Not served to USA' });
  });

  it("over the service's maximum weight, with the cap", () => {
    const q = quoteService(defaultRule('indiapost', 'itps')!, index, { country: 'USA', weightGrams: 2001 });
    expect(q).toMatchObject({
      available: false,
      reason: 'over_cap',
      reasonText: "Over the service's maximum weight (2 kg)",
    });
  });

  it('a side over the limit (ITPS 60 cm, a UPU small packet), weight within the cap', () => {
    const itps = defaultRule('indiapost', 'itps')!;
    const ok = quoteService(itps, index, {
      country: 'USA',
      weightGrams: 500,
      lengthCm: 60,
      widthCm: 10,
      heightCm: 10,
    });
    expect(ok.available).toBe(true);
    expect(ok.reasonText).toBeUndefined();
    const q = quoteService(itps, index, {
      country: 'USA',
      weightGrams: 500,
      lengthCm: 10,
      widthCm: 61,
      heightCm: 10,
    });
    expect(q).toMatchObject({
      available: false,
      reason: 'over_size',
      reasonText: "A dimension is over the service's limit (60 cm)",
      cost: 'Not Available',
    });
  });

  it('a card saved without a size limit still gets its default one', () => {
    const bare = { ...defaultRule('indiapost', 'itps')!, maxSideCm: undefined };
    expect(
      quoteService(bare, index, { country: 'USA', weightGrams: 500, lengthCm: 70, widthCm: 10, heightCm: 10 })
        .reason,
    ).toBe('over_size');
  });

  it('the whole quote carries the words on each unavailable India Post row', () => {
    const q = quoteParcel(index, { country: 'USA', weightGrams: 5000 });
    for (const o of q.options.filter((x) => !x.available))
      expect(o.reasonText, o.label).toMatch(
        /^(Not served to USA|Over the service's maximum weight \(\d+ kg\))$/,
      );
    expect(q.options.some((o) => o.reason === 'over_cap' && /maximum weight/.test(o.reasonText!))).toBe(true);
  });

  it('a client with only the code (an API answer) says it without the figures', () => {
    expect(unavailableMessage('no_tariff', { country: 'Chad' })).toBe('Not served to Chad');
    expect(unavailableMessage('over_cap')).toBe("Over the service's maximum weight");
    expect(unavailableMessage('over_size')).toBe("A dimension is over the service's limit");
  });
});

describe('country suggestions: "Did you mean United States?"', () => {
  it('edit distance counts inserts, deletes, substitutions and swaps', () => {
    expect(editDistance('france', 'frnace')).toBe(1);
    expect(editDistance('germny', 'germany')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it.each([
    ['Unted States', 'United States'],
    ['germny', 'Germany'],
    ['Untied Kingdom', 'United Kingdom'],
    ['Frnace', 'France'],
    ['AUSTRALA', 'Australia'],
  ])('%s → %s first', (typed, first) => {
    expect(suggestCountries(typed)[0]).toBe(first);
  });

  it('every suggestion resolves when typed back', () => {
    for (const typed of ['Unted States', 'united', 'South Kora', 'Emirats', 'Zimbabve']) {
      for (const s of suggestCountries(typed)) expect(findCountry(s), s).toBeDefined();
    }
  });

  it('a beginning suggests the names it starts; one per country; nothing for noise', () => {
    expect(suggestCountries('united')).toEqual(['United Arab Emirates', 'United Kingdom', 'United States']);
    expect(suggestCountries('xyzzy')).toEqual([]);
  });

  it('the message', () => {
    expect(unknownCountryMessage('Unted States')).toBe(
      'Unknown country "Unted States". Did you mean United States?',
    );
    expect(unknownCountryMessage('xyzzy')).toBe('Unknown country');
  });

  it('aliases of the issue resolve in any case', () => {
    for (const [typed, name] of [
      ['united states', 'USA'],
      ['usa', 'USA'],
      ['US', 'USA'],
      ['uk', 'United Kingdom'],
      ['Great Britain', 'United Kingdom'],
      ['uae', 'United Arab Emirates'],
      ['EMIRATES', 'United Arab Emirates'],
      ['south korea', 'Korea (Republic of)'],
    ]) {
      expect(findCountry(typed)?.country, typed).toBe(name);
    }
  });
});
