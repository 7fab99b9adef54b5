import { useId, useState, type KeyboardEvent } from 'react';
import {
  DocsCategories,
  DocsCurrencies,
  DocsGetKey,
  DocsIntro,
  DocsPostage,
  DocsSaving,
  DocsShipping,
} from './DocsTabs';
import { WebhooksPanel } from './WebhooksPanel';
import { ReferenceTab } from './reference/ReferenceTab';

const TABS = [
  { id: 'intro', label: 'Introduction', Panel: DocsIntro },
  { id: 'key', label: 'Get Your API key', Panel: DocsGetKey },
  { id: 'save', label: 'Saving parcel(s)', Panel: DocsSaving },
  { id: 'currencies', label: 'Currencies with codes', Panel: DocsCurrencies },
  { id: 'shipping', label: 'Shipping Methods', Panel: DocsShipping },
  { id: 'postage', label: 'Calculate Postage', Panel: DocsPostage },
  { id: 'categories', label: 'Product Categories', Panel: DocsCategories },
  { id: 'webhooks', label: 'Webhooks', Panel: WebhooksPanel },
  { id: 'reference', label: 'Reference', Panel: ReferenceTab },
] as const;

/** The API documentation (001 §2.9): side tabs, arrow keys move between them. */
export function ApiDocs() {
  const [active, setActive] = useState(0);
  const base = useId();
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const step =
      e.key === 'ArrowDown' || e.key === 'ArrowRight'
        ? 1
        : e.key === 'ArrowUp' || e.key === 'ArrowLeft'
          ? -1
          : 0;
    const to =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? TABS.length - 1
          : step
            ? (i + step + TABS.length) % TABS.length
            : -1;
    if (to < 0) return;
    e.preventDefault();
    setActive(to);
    document.getElementById(`${base}-tab-${to}`)?.focus();
  };
  const { Panel } = TABS[active];
  return (
    <section className="ed-card ak-docs" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`}>API documentation</h2>
      <div className="ak-docs__body">
        <div
          className="ak-docs__tabs"
          role="tablist"
          aria-orientation="vertical"
          aria-label="API documentation"
        >
          {TABS.map((t, i) => (
            <button
              key={t.id}
              id={`${base}-tab-${i}`}
              type="button"
              role="tab"
              aria-selected={i === active}
              aria-controls={`${base}-panel`}
              tabIndex={i === active ? 0 : -1}
              className="ak-docs__tab"
              onClick={() => setActive(i)}
              onKeyDown={(e) => onKey(e, i)}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div
          className="ak-docs__panel"
          role="tabpanel"
          id={`${base}-panel`}
          aria-labelledby={`${base}-tab-${active}`}
          tabIndex={0}
        >
          <Panel />
        </div>
      </div>
    </section>
  );
}
