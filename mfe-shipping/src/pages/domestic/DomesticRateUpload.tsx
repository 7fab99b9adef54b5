import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  DataTable,
  FailureAlert,
  Loading,
  PageHeader,
  useApiMutation,
  useApiQuery,
  type Column,
} from '@exportdesk/portal-kit';
import {
  activateDomesticCard,
  downloadDomesticSample,
  listDomesticCards,
  previewDomesticCard,
  rollbackDomesticCard,
  when,
  type DomesticCardVersion,
  type DomesticRateRow,
} from './domesticCalls';
import '../parcels/parcels.css';

type Draft = DomesticCardVersion & { rows: DomesticRateRow[] };
type RowError = { row: number; message: string };

const STATUS: Record<DomesticCardVersion['status'], string> = {
  draft: 'Draft (previewed)',
  active: 'Active',
  archived: 'Archived',
};

/**
 * Domestic Rate Upload (/domesticrateupload; issue 15, super admin): a zone × weight slab sheet
 * (Zone | Up to grams | Rate INR) is checked and kept as a draft version, then activated; earlier
 * versions can be rolled back to (a copy becomes the new active version).
 */
export default function DomesticRateUpload() {
  const versions = useApiQuery(['domestic-cards'], (signal) => listDomesticCards(signal));
  const fileRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [rowErrors, setRowErrors] = useState<RowError[] | null>(null);
  const preview = useApiMutation((file: File) => previewDomesticCard(file), {
    success: (r) => r.message,
    onSuccess: (r) => {
      setRowErrors(null);
      setDraft(r.data ?? null);
      void versions.retry();
    },
    onFailure: (f) => {
      setDraft(null);
      setRowErrors(((f.body?.data as { errors?: RowError[] } | undefined)?.errors ?? null) || null);
    },
  });
  const activate = useApiMutation((id: number) => activateDomesticCard(id), {
    success: (r) => r.message,
    onSuccess: () => {
      setDraft(null);
      void versions.retry();
    },
  });
  const rollback = useApiMutation((id: number) => rollbackDomesticCard(id), {
    success: (r) => r.message,
    onSuccess: () => void versions.retry(),
  });
  const sample = useApiMutation(() => downloadDomesticSample());

  const rateColumns: Column<DomesticRateRow>[] = [
    { key: 'zone', header: 'Zone' },
    { key: 'upToGrams', header: 'Up to grams' },
    { key: 'rateInr', header: 'Rate INR', render: (r) => `₹${r.rateInr.toFixed(2)}` },
  ];
  const versionColumns: Column<DomesticCardVersion>[] = [
    { key: 'version', header: 'Version', render: (v) => `v${v.version}` },
    { key: 'status', header: 'Status', render: (v) => STATUS[v.status] },
    { key: 'rowCount', header: 'Rows' },
    {
      key: 'sourceName',
      header: 'File',
      render: (v) => `${v.sourceName ?? '–'}${v.restoredFrom ? ' (rolled back)' : ''}`,
    },
    { key: 'createdAt', header: 'Uploaded', render: (v) => when(v.createdAt) },
    { key: 'activatedAt', header: 'Activated', render: (v) => when(v.activatedAt) },
    {
      key: 'actions',
      header: 'Actions',
      render: (v) =>
        v.status === 'draft' ? (
          <Button size="sm" onClick={() => void activate.run(v.id)} busy={activate.pending === v.id}>
            Activate
          </Button>
        ) : v.status === 'archived' ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void rollback.run(v.id)}
            busy={rollback.pending === v.id}
          >
            Roll back to v{v.version}
          </Button>
        ) : (
          'In force'
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Domestic Rate Upload"
        subtitle="The domestic rate card: one row per zone (A–E) and weight slab. Preview, then activate."
        actions={
          <>
            <Button variant="secondary" onClick={() => void sample.run()} busy={sample.busy}>
              Download sample
            </Button>
            <Button onClick={() => fileRef.current?.click()} busy={preview.busy}>
              Upload sheet
            </Button>
          </>
        }
      />
      <input
        ref={fileRef}
        type="file"
        hidden
        accept=".xlsx,.csv"
        aria-label="Domestic rate card sheet"
        onChange={(ev) => {
          const f = ev.target.files?.[0];
          ev.target.value = '';
          if (f) void preview.run(f);
        }}
      />
      <div className="ed-stack">
        <Alert kind="info">
          Columns: Zone (A within city, B within state, C metro to metro, D rest of India, E North East and
          J&amp;K), Up to grams (1–50000) and Rate INR. A sheet with any bad row is refused whole; nothing is
          saved.
        </Alert>
        {rowErrors && (
          <Alert kind="error" title="Rows to fix">
            <ul>
              {rowErrors.slice(0, 50).map((e) => (
                <li key={e.row}>{e.message}</li>
              ))}
            </ul>
            {rowErrors.length > 50 && <p>…and {rowErrors.length - 50} more.</p>}
          </Alert>
        )}
        {draft && (
          <section aria-label="Preview" className="ed-stack">
            <h2>
              Preview: v{draft.version} ({draft.rowCount} rows, {draft.sourceName})
            </h2>
            <DataTable
              caption={`Domestic rate card v${draft.version} preview`}
              columns={rateColumns}
              rows={draft.rows}
              rowKey={(r) => `${r.zone}-${r.upToGrams}`}
            />
            <div className="ed-row">
              <Button onClick={() => void activate.run(draft.id)} busy={activate.busy}>
                Activate v{draft.version}
              </Button>
            </div>
          </section>
        )}
        <section aria-label="Versions" className="ed-stack">
          <h2>Versions</h2>
          {versions.loading ? (
            <Loading />
          ) : versions.failure ? (
            <FailureAlert failure={versions.failure} onRetry={() => void versions.retry()} />
          ) : (
            <DataTable
              caption="Domestic rate card versions"
              columns={versionColumns}
              rows={versions.data ?? []}
              rowKey={(v) => String(v.id)}
              empty="No domestic rate card uploaded yet."
            />
          )}
        </section>
      </div>
    </>
  );
}
