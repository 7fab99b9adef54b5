import { formatDateDMY } from '@exportdesk/core';
import { Button, DataTable } from '@exportdesk/portal-kit';
import { labelText } from './cardOptions';
import type { CardVersion } from './cardsApi';

const when = (ms: number | null) => (ms ? formatDateDMY(new Date(ms)) : '—');

/** Every version of the card, newest first; an archived one can be restored (a new published copy). */
export function VersionsTable({
  versions,
  onRestore,
  restoring,
}: {
  versions: CardVersion[];
  onRestore: (v: CardVersion) => void;
  restoring: number | null;
}) {
  return (
    <DataTable<CardVersion>
      caption="Versions"
      rows={versions}
      rowKey={(v) => String(v.id)}
      empty="No versions of this card yet."
      columns={[
        {
          key: 'version',
          header: 'Version',
          render: (v) => `v${v.version}${v.restoredFrom ? ' (restored)' : ''}`,
        },
        {
          key: 'status',
          header: 'Status',
          render: (v) => <span className={`ru-status ru-status--${v.status}`}>{v.status}</span>,
        },
        {
          key: 'label',
          header: 'Label',
          render: (v) => <span className={`ed-badge ru-label--${v.label}`}>{labelText(v.label)}</span>,
        },
        { key: 'rowCount', header: 'Rows' },
        { key: 'errors', header: 'Row errors', render: (v) => String(v.errors.length) },
        { key: 'sourceName', header: 'File', render: (v) => v.sourceName ?? '—' },
        { key: 'createdAt', header: 'Uploaded', render: (v) => when(v.createdAt) },
        { key: 'publishedAt', header: 'Published', render: (v) => when(v.publishedAt) },
        {
          key: 'action',
          header: 'Action',
          render: (v) =>
            v.status === 'archived' ? (
              <Button
                size="sm"
                variant="secondary"
                busy={restoring === v.id}
                onClick={() => onRestore(v)}
                aria-label={`Restore version ${v.version}`}
              >
                Restore
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
