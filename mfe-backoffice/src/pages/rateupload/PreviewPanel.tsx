import { formatInr, type TariffRow } from '@exportdesk/core';
import { Alert, Button, DataTable } from '@exportdesk/portal-kit';
import { labelText } from './cardOptions';
import type { CardDraft } from './cardsApi';

/** The checked draft: its row errors (publishing is refused while any remain) and its first rows. */
export function PreviewPanel({
  draft,
  onPublish,
  onDiscard,
  busy,
}: {
  draft: CardDraft;
  onPublish: () => void;
  onDiscard: () => void;
  busy: boolean;
}) {
  const rows = Array.isArray(draft.sample) ? draft.sample : null;
  const zones = !Array.isArray(draft.sample) ? Object.entries(draft.sample) : [];
  return (
    <section className="ed-card ru-preview" aria-labelledby="ru-preview-title">
      <header className="ru-preview__head">
        <div>
          <h2 id="ru-preview-title">Preview: {draft.sourceName}</h2>
          <p className="ed-muted">
            Draft version {draft.version} · {draft.rowCount} valid rows · {draft.errors.length} rows with
            errors · <span className={`ed-badge ru-label--${draft.label}`}>{labelText(draft.label)}</span>
          </p>
        </div>
        <div className="ed-row">
          <Button variant="secondary" onClick={onDiscard}>
            Discard
          </Button>
          <Button onClick={onPublish} disabled={!draft.publishable} busy={busy}>
            Publish
          </Button>
        </div>
      </header>
      {draft.errors.length > 0 ? (
        <>
          <Alert kind="error" title={`${draft.errors.length} rows have errors; fix them before publishing.`}>
            Correct the file and preview it again.
          </Alert>
          <DataTable
            caption="Row errors"
            rowKey={(e) => `${e.line}`}
            rows={draft.errors}
            pageSize={10}
            columns={[
              { key: 'line', header: 'Line' },
              { key: 'message', header: 'Problem' },
            ]}
          />
        </>
      ) : (
        <Alert kind="success">
          Every row is valid. Publishing replaces the current card; quotes use it at once.
        </Alert>
      )}
      {rows && rows.length > 0 && (
        <>
          <h3 className="ru-sub">First rows</h3>
          <DataTable<TariffRow>
            caption="First rows of the card"
            rowKey={(r) => r.destination}
            rows={rows}
            pageSize={20}
            columns={[
              { key: 'destination', header: 'Destination' },
              {
                key: 'first',
                header: 'First slab',
                render: (r) => `${r.firstSlabGrams} g · ${formatInr(r.firstSlabInr)}`,
              },
              {
                key: 'extra',
                header: 'Each further slab',
                render: (r) => `${r.extraSlabGrams} g · ${formatInr(r.extraSlabInr)}`,
              },
              {
                key: 'cap',
                header: 'Weight cap',
                render: (r) => (r.maxGrams ? `${r.maxGrams} g` : 'Service default'),
              },
            ]}
          />
        </>
      )}
      {zones.length > 0 && (
        <>
          <h3 className="ru-sub">Zones</h3>
          <ul className="ru-zones">
            {zones.map(([z, cs]) => (
              <li key={z}>
                <strong>{z}</strong>: {cs.join(', ')}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
