/**
 * Issue 27 item 4: every country field is portal-kit's CountryCombobox over core's
 * searchCountries — aliases and common names find the country, the territory never comes first,
 * and the field is a labelled ARIA combobox a keyboard can drive.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { comboKey, CountryCombobox, countryOptions, resolveCountry } from '../src/ui/CountryCombobox';

const names = (text: string, countries?: readonly string[]) =>
  countryOptions(text, '', countries).map((o) => o.country);

describe('country combobox: what it offers', () => {
  it.each([
    ['United States', 'USA'],
    ['America', 'USA'],
    ['USA', 'USA'],
    ['UK', 'United Kingdom'],
    ['Britain', 'United Kingdom'],
  ])('"%s" offers %s first', (typed, country) => {
    expect(names(typed)[0]).toBe(country);
  });

  it('never offers the territory alone for a common name', () => {
    const found = names('United States');
    expect(found[0]).toBe('USA');
    expect(found.indexOf('United States Minor Outlying Islands')).toBeGreaterThan(0);
  });

  it('shows the alias that found a country beside its name', () => {
    expect(countryOptions('America', '')[0]).toEqual({ country: 'USA', alias: 'America' });
    expect(countryOptions('Germany', '')[0]).toEqual({ country: 'Germany' });
  });

  it('keeps to the countries a page serves, ranked the same', () => {
    const served = ['United Kingdom', 'USA', 'Ukraine', 'Atlantis'];
    expect(names('uk', served)).toEqual(['United Kingdom', 'Ukraine']);
    expect(names('america', served)).toEqual(['USA']);
    expect(names('atl', served)).toEqual(['Atlantis']);
    expect(names('', served)).toEqual(served);
    expect(names('usa', [])).toEqual([]);
  });

  it('lists every country when nothing is typed or the value is shown', () => {
    expect(names('').length).toBeGreaterThan(200);
    expect(countryOptions('USA', 'USA').length).toBeGreaterThan(200);
  });

  it('resolves an exact name, alias or code on leaving the field, nothing half-typed', () => {
    expect(resolveCountry('united states')).toBe('USA');
    expect(resolveCountry('uk')).toBe('United Kingdom');
    expect(resolveCountry('GBR')).toBe('United Kingdom');
    expect(resolveCountry('united')).toBeUndefined();
    expect(resolveCountry('USA', ['United Kingdom'])).toBeUndefined();
    expect(resolveCountry('')).toBeUndefined();
  });
});

describe('country combobox: keyboard', () => {
  it('arrows open the list, then move within its ends', () => {
    expect(comboKey('ArrowDown', { open: false, active: 0, count: 3 })).toEqual({ does: 'open' });
    expect(comboKey('ArrowDown', { open: true, active: 0, count: 3 })).toEqual({ does: 'move', active: 1 });
    expect(comboKey('ArrowDown', { open: true, active: 2, count: 3 })).toEqual({ does: 'move', active: 2 });
    expect(comboKey('ArrowUp', { open: true, active: 0, count: 3 })).toEqual({ does: 'move', active: 0 });
  });

  it('Enter picks and Escape goes back only while open; other keys are the input’s', () => {
    expect(comboKey('Enter', { open: true, active: 1, count: 3 })).toEqual({ does: 'pick' });
    expect(comboKey('Escape', { open: true, active: 1, count: 3 })).toEqual({ does: 'close' });
    expect(comboKey('Enter', { open: false, active: 0, count: 3 })).toBeUndefined();
    expect(comboKey('a', { open: true, active: 0, count: 3 })).toBeUndefined();
    expect(comboKey('Tab', { open: true, active: 0, count: 3 })).toBeUndefined();
  });
});

describe('country combobox: markup', () => {
  it('is a labelled combobox with its error', () => {
    const html = renderToStaticMarkup(
      <CountryCombobox id="c" label="Destination country" value="USA" onChange={() => {}} error="Required" />,
    );
    expect(html).toContain('<label class="ed-field__label" for="c">Destination country</label>');
    expect(html).toMatch(/<input[^>]*id="c"[^>]*role="combobox"/);
    expect(html).toContain('aria-autocomplete="list"');
    expect(html).toContain('aria-controls="c-list"');
    expect(html).toContain('value="USA"');
    expect(html).toContain('aria-describedby="c-err"');
  });
});

describe('every country field uses the combobox', () => {
  const root = path.resolve(__dirname, '../..');
  const files = (dir: string): string[] =>
    readdirSync(path.join(root, dir)).flatMap((n) => {
      const rel = `${dir}/${n}`;
      if (statSync(path.join(root, rel)).isDirectory()) return files(rel);
      return n.endsWith('.tsx') ? [rel] : [];
    });

  it('no TextField or input is labelled as a country', () => {
    const offenders = ['mfe-shipping/src', 'mfe-docs/src', 'mfe-backoffice/src', 'portal-shell/src']
      .flatMap(files)
      .filter((f) =>
        /<TextField[^>]*label="[^"]*Country[^"]*"/.test(readFileSync(path.join(root, f), 'utf8')),
      );
    expect(offenders).toEqual([]);
  });
});
