import { useMemo, useState } from 'react';
import {
  EXPORT_DOCUMENT_KINDS,
  EXPORT_DOCUMENT_TITLES,
  EXPORT_DOCUMENTS_MSG,
  EXPORT_DOCUMENTS_ZIP_MAX,
  exportDocumentsFilterSchema,
  formatDateDMY,
  type Pager as PagerModel,
} from '@exportdesk/core';
import {
  Button,
  DataTable,
  FailureAlert,
  FormSelectField,
  FormTextField,
  Loading,
  PageHeader,
  Pager,
  SchemaForm,
  useApiMutation,
  useApiQuery,
  useSchemaForm,
  type Column,
} from '@exportdesk/portal-kit';
import {
  downloadDocument,
  downloadZip,
  EMPTY_FILTER,
  listExportDocuments,
  type ExportDocumentRow,
  type ExportDocumentsFilter,
} from './exportDocumentsCalls';
import './exportDocuments.css';

const keyOf = (r: ExportDocumentRow) => `${r.docketNo}/${r.type}`;
const KIND_OPTIONS = EXPORT_DOCUMENT_KINDS.map((k) => ({ value: k, label: EXPORT_DOCUMENT_TITLES[k] }));

/**
 * My documents (/export-documents; issue 16): every whole-docket document of the user's dockets,
 * filtered by docket, date and kind, a page of dockets at a time; download one, or tick several
 * (across pages) and download them as one zip.
 */
export default function ExportDocuments() {
  const draft = useSchemaForm(exportDocumentsFilterSchema, EMPTY_FILTER);
  const [filter, setFilter] = useState<ExportDocumentsFilter>(EMPTY_FILTER);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Map<string, ExportDocumentRow>>(new Map());
  const q = useApiQuery(['export-documents', filter, page], (signal) =>
    listExportDocuments(filter, page, signal),
  );
  const one = useApiMutation(downloadDocument, { success: (name) => `${name} downloaded.` });
  const zip = useApiMutation(downloadZip, {
    success: (name) => `${name} downloaded.`,
    onSuccess: () => setChosen(new Map()),
  });

  const rows = q.answer?.data ?? [];
  const pager = (q.answer?.pager as PagerModel | undefined) ?? null;
  const toggle = (r: ExportDocumentRow) =>
    setChosen((m) => {
      const next = new Map(m);
      if (next.has(keyOf(r))) next.delete(keyOf(r));
      else next.set(keyOf(r), r);
      return next;
    });
  const allOnPage = rows.length > 0 && rows.every((r) => chosen.has(keyOf(r)));
  const togglePage = () =>
    setChosen((m) => {
      const next = new Map(m);
      for (const r of rows)
        if (allOnPage) next.delete(keyOf(r));
        else next.set(keyOf(r), r);
      return next;
    });

  const columns: Column<ExportDocumentRow>[] = useMemo(
    () => [
      {
        key: 'pick',
        header: 'Select',
        render: (r) => (
          <input
            type="checkbox"
            checked={chosen.has(keyOf(r))}
            onChange={() => toggle(r)}
            aria-label={`Select ${r.title} of ${r.docketNo}`}
          />
        ),
      },
      { key: 'docketNo', header: 'Docket No.', sortable: true },
      { key: 'title', header: 'Document', sortable: true },
      { key: 'exporter', header: 'Exporter', sortable: true },
      {
        key: 'createdAt',
        header: 'Created',
        sortable: true,
        render: (r) => formatDateDMY(new Date(r.createdAt)),
      },
      {
        key: 'download',
        header: 'Action',
        render: (r) => (
          <Button
            size="sm"
            variant="secondary"
            busy={one.busy && one.pending === r}
            onClick={() => void one.run(r)}
            aria-label={`Download ${r.title} of ${r.docketNo}`}
          >
            Download
          </Button>
        ),
      },
    ],
    [chosen, one.busy, one.pending],
  );

  const search = (f: ExportDocumentsFilter) => {
    setPage(1);
    setFilter(f);
  };
  const tooMany = chosen.size > EXPORT_DOCUMENTS_ZIP_MAX;

  return (
    <>
      <PageHeader
        title="My Documents"
        subtitle="Every document of your dockets: find them by docket, date and kind, download one or many as a zip."
      />
      <div className="ed-stack">
        <SchemaForm
          form={draft}
          className="ed-card exportdocs-filters"
          onValid={search}
          aria-label="Find documents"
        >
          <FormTextField name="docket" label="Docket No." placeholder="PMB…" />
          <FormTextField name="fromDate" label="From date" type="date" />
          <FormTextField name="toDate" label="To date" type="date" />
          <FormSelectField name="type" label="Document" placeholder="All documents" options={KIND_OPTIONS} />
          <div className="ed-row exportdocs-actions">
            <Button type="submit">Search</Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                draft.reset(EMPTY_FILTER);
                setFilter(EMPTY_FILTER);
                setPage(1);
              }}
            >
              Reset
            </Button>
          </div>
        </SchemaForm>
        <div className="ed-row exportdocs-bar" role="group" aria-label="Selected documents">
          <span role="status">
            {chosen.size ? `${chosen.size} selected` : 'Tick documents to download them as one zip.'}
            {tooMany ? ` ${EXPORT_DOCUMENTS_MSG.tooMany(chosen.size)}` : ''}
          </span>
          <Button variant="ghost" size="sm" onClick={togglePage} disabled={!rows.length}>
            {allOnPage ? 'Clear this page' : 'Select this page'}
          </Button>
          <Button
            disabled={!chosen.size || tooMany}
            busy={zip.busy}
            onClick={() => void zip.run([...chosen.values()])}
          >
            {zip.busy ? 'Preparing zip…' : 'Download selected (zip)'}
          </Button>
        </div>
        {q.failure ? (
          <FailureAlert failure={q.failure} onRetry={q.retry} />
        ) : q.loading ? (
          <Loading label="Loading documents" />
        ) : (
          <section aria-label="Documents" className="ed-stack">
            <p role="status" className="ed-muted">
              {q.answer?.message}
            </p>
            <DataTable
              caption="Documents of your dockets"
              columns={columns}
              rows={rows}
              rowKey={keyOf}
              empty={EXPORT_DOCUMENTS_MSG.noDocuments}
            />
            {pager && pager.totalPages > 1 && <Pager pager={pager} onPage={setPage} label="Document pages" />}
          </section>
        )}
      </div>
    </>
  );
}
