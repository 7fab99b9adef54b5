import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { COUNTRY_PLACEHOLDER, MSG_NO_COUNTRY_FOUND } from '@exportdesk/core';

export interface CountrySelectProps {
  countries: readonly string[];
  value: string;
  onChange: (country: string) => void;
  loading?: boolean;
}

/**
 * "A single-select searchable country dropdown ('Select Destination Country')" (000 §2.3), as an
 * ARIA combobox: type to filter, arrows to move, Enter to pick, Escape to close.
 */
export function CountrySelect({ countries, value, onChange, loading }: CountrySelectProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => setText(value), [value]);

  const matches = useMemo(() => {
    const q = text.trim().toLowerCase();
    if (!q || q === value.toLowerCase()) return countries;
    // names that start with the text first, then those that contain it
    const hits = countries.filter((c) => c.toLowerCase().includes(q));
    return [
      ...hits.filter((c) => c.toLowerCase().startsWith(q)),
      ...hits.filter((c) => !c.toLowerCase().startsWith(q)),
    ];
  }, [countries, text, value]);

  useEffect(() => {
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active, open]);

  const pick = (c: string) => {
    setOpen(false);
    setText(c);
    if (c !== value) onChange(c);
  };
  const show = (index = Math.max(0, matches.indexOf(value))) => {
    setOpen(true);
    setActive(index);
  };

  return (
    <div className="ed-field rc-country">
      <label className="ed-field__label" htmlFor={id}>
        Destination country
      </label>
      <div className="rc-combo">
        <input
          id={id}
          className="ed-input"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && matches[active] ? `${id}-opt-${active}` : undefined}
          placeholder={loading ? 'Loading countries…' : COUNTRY_PLACEHOLDER}
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(0);
          }}
          onClick={() => !open && show()}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              if (!open) return show();
              const d = e.key === 'ArrowDown' ? 1 : -1;
              setActive((a) => Math.min(Math.max(a + d, 0), Math.max(matches.length - 1, 0)));
            } else if (e.key === 'Enter' && open) {
              e.preventDefault();
              if (matches[active]) pick(matches[active]);
            } else if (e.key === 'Escape' && open) {
              e.preventDefault();
              setOpen(false);
              setText(value);
            }
          }}
          onBlur={() => {
            // A typed name that is exactly a country counts as picked; anything else goes back.
            const exact = countries.find((c) => c.toLowerCase() === text.trim().toLowerCase());
            if (exact) pick(exact);
            else {
              setOpen(false);
              setText(value);
            }
          }}
        />
        <span className="rc-combo__chevron" aria-hidden="true">
          ▾
        </span>
      </div>
      {open && (
        <ul className="rc-combo__list" id={listId} role="listbox" aria-label="Countries" ref={list}>
          {matches.length === 0 && (
            <li className="rc-combo__empty" role="option" aria-selected={false} aria-disabled="true">
              {MSG_NO_COUNTRY_FOUND}
            </li>
          )}
          {matches.map((c, i) => (
            <li
              key={c}
              id={`${id}-opt-${i}`}
              data-index={i}
              role="option"
              aria-selected={c === value}
              className={`rc-combo__option${i === active ? ' is-active' : ''}`}
              // mousedown, not click: the input's blur would close the list first
              onMouseDown={(e) => {
                e.preventDefault();
                pick(c);
              }}
              onMouseMove={() => setActive(i)}
            >
              {c}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
