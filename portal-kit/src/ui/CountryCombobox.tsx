import { useEffect, useMemo, useRef, useState } from 'react';
import {
  COUNTRY_PLACEHOLDER,
  findCountry,
  MSG_NO_COUNTRY_FOUND,
  searchCountries,
  type CountryMatch,
} from '@exportdesk/core';
import { FieldFrame, useFieldChrome } from './Field';

/** One line of the list: the product's name, and the alias that found it when that differs. */
export interface CountryOption {
  country: string;
  /** "United States" when the person typed it and the product calls it "USA" */
  alias?: string;
}

/**
 * What the list offers for `text`: core's `searchCountries` (names, aliases, codes, ranked), kept
 * to `countries` when a page serves only some (the rate calculator's list from the server). The
 * chosen value's own text, or nothing typed, lists every country on offer.
 */
export function countryOptions(
  text: string,
  value: string,
  countries?: readonly string[],
  limit = 50,
): CountryOption[] {
  const q = text.trim();
  const offered = countries ? new Set(countries) : undefined;
  if (!q || q.toLowerCase() === value.toLowerCase()) {
    const all = countries ?? searchCountries('', Number.MAX_SAFE_INTEGER).map((c) => c.country);
    return all.map((country) => ({ country }));
  }
  const found: CountryMatch[] = searchCountries(q, offered ? Number.MAX_SAFE_INTEGER : limit);
  const kept = found.filter((m) => !offered || offered.has(m.country)).slice(0, limit);
  const options: CountryOption[] = kept.map((m) =>
    m.matched === m.country ? { country: m.country } : { country: m.country, alias: m.matched },
  );
  // A served name core does not know still finds itself by its letters.
  if (countries)
    for (const c of countries)
      if (!findCountry(c) && c.toLowerCase().includes(q.toLowerCase())) options.push({ country: c });
  return options;
}

/**
 * The product's name for what was typed when it is exactly a name, alias or code on offer
 * ("uk" → "United Kingdom"); undefined otherwise, so a half-typed word never becomes a value.
 */
export function resolveCountry(text: string, countries?: readonly string[]): string | undefined {
  const t = text.trim();
  if (!t) return undefined;
  const name = findCountry(t)?.country ?? countries?.find((c) => c.toLowerCase() === t.toLowerCase());
  if (!name || (countries && !countries.includes(name))) return undefined;
  return name;
}

/** What a key does in the combobox; undefined when it is the input's own (letters, Tab). */
export type ComboStep =
  { does: 'open' } | { does: 'move'; active: number } | { does: 'pick' } | { does: 'close' };

/** Arrows open the list or move in it (stopping at its ends), Enter picks, Escape goes back. */
export function comboKey(
  key: string,
  { open, active, count }: { open: boolean; active: number; count: number },
): ComboStep | undefined {
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    if (!open) return { does: 'open' };
    const d = key === 'ArrowDown' ? 1 : -1;
    return { does: 'move', active: Math.min(Math.max(active + d, 0), Math.max(count - 1, 0)) };
  }
  if (key === 'Enter' && open) return { does: 'pick' };
  if (key === 'Escape' && open) return { does: 'close' };
  return undefined;
}

export interface CountryComboboxProps {
  label?: string;
  /** the product's country name, '' for none */
  value: string;
  onChange: (country: string) => void;
  onBlur?: () => void;
  /** only these names (a server's list); core's whole table when absent */
  countries?: readonly string[];
  loading?: boolean;
  name?: string;
  id?: string;
  error?: string;
  hint?: string;
  touched?: boolean;
  placeholder?: string;
  className?: string;
}

/**
 * Every country field of the portal (000 §2.3 "a single-select searchable country dropdown"),
 * as an ARIA combobox: type a name, alias or code ("UK", "America", "DE"), arrows to move, Enter
 * to pick, Escape to go back. Leaving it with an exact name, alias or code picks that country.
 */
export function CountryCombobox({
  label = 'Country',
  value,
  onChange,
  onBlur,
  countries,
  loading,
  name,
  id,
  error,
  hint,
  touched,
  placeholder,
  className = '',
}: CountryComboboxProps) {
  const f = useFieldChrome({ id, error, hint, touched });
  const listId = `${f.fid}-list`;
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => setText(value), [value]);

  const matches = useMemo(() => countryOptions(text, value, countries), [text, value, countries]);

  useEffect(() => {
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open]);

  const pick = (c: string) => {
    setOpen(false);
    setText(c);
    if (c !== value) onChange(c);
  };
  const show = (
    index = Math.max(
      0,
      matches.findIndex((m) => m.country === value),
    ),
  ) => {
    setOpen(true);
    setActive(index);
  };

  return (
    <FieldFrame
      fid={f.fid}
      show={f.show}
      label={label}
      error={error}
      hint={hint}
      className={`ed-country ${className}`}
    >
      <div className="ed-combo">
        <input
          {...f.control}
          name={name}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && matches[active] ? `${f.fid}-opt-${active}` : undefined}
          placeholder={loading ? 'Loading countries…' : (placeholder ?? COUNTRY_PLACEHOLDER)}
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(0);
          }}
          onClick={() => !open && show()}
          onKeyDown={(e) => {
            const step = comboKey(e.key, { open, active, count: matches.length });
            if (!step) return;
            e.preventDefault();
            if (step.does === 'open') show();
            else if (step.does === 'move') setActive(step.active);
            else if (step.does === 'pick') {
              if (matches[active]) pick(matches[active].country);
            } else {
              setOpen(false);
              setText(value);
            }
          }}
          onBlur={() => {
            const exact = resolveCountry(text, countries);
            if (exact) pick(exact);
            else {
              setOpen(false);
              setText(value);
            }
            onBlur?.();
          }}
        />
        <span className="ed-combo__chevron" aria-hidden="true">
          ▾
        </span>
        {open && (
          <ul className="ed-combo__list" id={listId} role="listbox" aria-label="Countries" ref={list}>
            {matches.length === 0 && (
              <li className="ed-combo__empty" role="option" aria-selected={false} aria-disabled="true">
                {MSG_NO_COUNTRY_FOUND}
              </li>
            )}
            {matches.map((m, i) => (
              <li
                key={m.country}
                id={`${f.fid}-opt-${i}`}
                data-index={i}
                role="option"
                aria-selected={m.country === value}
                className={`ed-combo__option${i === active ? ' is-active' : ''}`}
                // mousedown, not click: the input's blur would close the list first
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(m.country);
                }}
                onMouseMove={() => setActive(i)}
              >
                {m.country}
                {m.alias && <span className="ed-combo__alias"> ({m.alias})</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </FieldFrame>
  );
}
