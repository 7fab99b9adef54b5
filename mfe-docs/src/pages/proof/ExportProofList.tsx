import { useCallback, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { exportProofColumns, exportProofSearchSchema, isSuperAdmin, ORDER_MSG } from '@exportdesk/core';
import {
  Alert,
  Button,
  DataTable,
  FailureAlert,
  firstFormError,
  FormSelectField,
  FormTextField,
  Loading,
  PageHeader,
  Pager,
  TableToolbar,
  useAuth,
  useSchemaForm,
  useToast,
  type Column,
} from '@exportdesk/portal-kit';
import { type DocketItem } from '../pbe/pbeCalls';
import { useDocketList } from '../pbe/useDocketList';
import { Breadcrumbs, EXPORT_PROOF_DOCS, HOME, MANAGE_DOCS, MY_PBE } from './Breadcrumbs';
import { dmy } from './pbeDate';
import { PbeNumberModal } from './PbeNumberModal';
import { UploadExportProofModal } from './UploadExportProofModal';
import './proof.css';

type ExportProofSearchValues = { searchType: 'iec' | 'docket' | 'company'; searchInput: string };
const EMPTY_SEARCH: ExportProofSearchValues = { searchType: 'iec', searchInput: '' };
const SEARCH_TYPES: Array<{ value: ExportProofSearchValues['searchType']; label: string }> = [
  { value: 'iec', label: 'IE Code' },
  { value: 'docket', label: 'Docket No' },
  { value: 'company', label: 'Company Name' },
];

/**
 * Export proof list (/exportProof/{page}; 001 §2.6, §5, §6, §8, §9): dockets 20 a page with the
 * spec's pager, search by IE Code, Docket No or Company Name, the columns a role sees (core
 * `exportProofColumns`), the customs PBE number editor and Upload Export Proof.
 */
export default function ExportProofList() {
  const { principal } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const page = Math.max(1, Number(useParams().page) || 1);
  // "Search needs non-empty trimmed text, else 'Invalid Request'; minimum 3 characters." (core)
  const form = useSchemaForm(exportProofSearchSchema, EMPTY_SEARCH);
  const [filter, setFilter] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState<DocketItem | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);

  const { answer, setAnswer, error, failure, retry, setError } = useDocketList(filter, page);

  const goPage = useCallback((n: number) => navigate(`/exportProof/${n}`), [navigate]);

  const search = ({ searchType, searchInput }: ExportProofSearchValues) => {
    setError(null);
    setFilter({ isSearch: 'true', searchType, searchInput: searchInput.trim() });
    if (page !== 1) goPage(1);
  };
  const reset = () => {
    form.reset(EMPTY_SEARCH);
    setError(null);
    setFilter({});
    if (page !== 1) goPage(1);
  };

  if (!principal) return null;
  const cols = exportProofColumns(principal);
  const superAdmin = isSuperAdmin(principal);
  const columns: Column<DocketItem>[] = [
    { key: 'sl', header: 'Sl. No.', render: (_r, i) => (answer?.pager?.startIndex ?? 0) + i + 1 },
    {
      key: 'tempSBill',
      header: 'Docket No.',
      render: (r) => <span className="proof-docket">{r.tempSBill}</span>,
    },
    ...(cols.iec ? [{ key: 'iec', header: 'IEC', render: (r: DocketItem) => r.exporterDetails.ieCode }] : []),
    { key: 'company', header: 'Company Name', render: (r) => r.exporterDetails.name },
    {
      key: 'manage',
      header: 'Manage Documents',
      render: (r) => (
        <Link
          className="ed-btn ed-btn--secondary ed-btn--sm proof-link-btn"
          to={`/proofOfExport/${r.tempSBill}`}
          aria-label={`View documents of ${r.tempSBill}`}
        >
          View
        </Link>
      ),
    },
    ...(cols.pbe
      ? [
          {
            key: 'pbe',
            header: 'PBE No./date',
            render: (r: DocketItem) => (
              <span className="proof-pbe">
                {r.shippingBillDetails.bill ? (
                  <>
                    <span>{r.shippingBillDetails.bill}</span>
                    <span className="proof-pbe__date">{dmy(r.shippingBillDetails.date)}</span>
                  </>
                ) : (
                  <span className="ed-muted">—</span>
                )}
                {cols.pbeEdit && (
                  <button
                    type="button"
                    className="proof-pencil"
                    aria-label={`Edit PBE No. of ${r.tempSBill}`}
                    title="Edit PBE No./date"
                    onClick={() => setEditing(r)}
                  >
                    <svg
                      viewBox="0 0 24 24"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      aria-hidden="true"
                    >
                      <path d="M12 20h9" />
                      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
                    </svg>
                  </button>
                )}
              </span>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Breadcrumbs
        items={
          superAdmin
            ? [HOME, MY_PBE, { label: MANAGE_DOCS.label }]
            : [HOME, { label: EXPORT_PROOF_DOCS.label }]
        }
      />
      <PageHeader
        title="Export Proof Docs"
        subtitle="Proof of export for every docket: PBE, RBI, export invoice and postal receipts."
        actions={
          cols.uploadExportProof ? (
            <Button onClick={() => setUploadOpen(true)}>Upload Export Proof</Button>
          ) : undefined
        }
      />
      <div className="ed-stack">
        <TableToolbar
          label="Search export proofs"
          className="ed-card proof-search"
          actionsClassName="proof-search__actions"
          form={form}
          onSearch={() => search(form.getValues())}
          onInvalid={(errors) => setError(firstFormError(errors) ?? ORDER_MSG.invalidRequest)}
          onReset={reset}
        >
          <FormSelectField name="searchType" id="proof-type" label="Search by" options={SEARCH_TYPES} />
          {/* the page's one alert says why a search is refused (the spec's "Invalid Request") */}
          <FormTextField
            name="searchInput"
            label="Search text"
            placeholder="At least 3 characters"
            touched={false}
          />
        </TableToolbar>
        {failure ? (
          <FailureAlert failure={failure} onRetry={retry} />
        ) : (
          error && <Alert kind="error">{error}</Alert>
        )}
        {!answer ? (
          !error && <Loading />
        ) : (
          <section aria-label="Export proof list" className="ed-stack">
            <p className="proof-total" role="status">
              {answer.count ? ORDER_MSG.totalFound(answer.count) : ''}
            </p>
            <DataTable
              caption="Export proof list"
              columns={columns}
              rows={answer.items}
              rowKey={(r) => r.tempSBill}
              empty={ORDER_MSG.noRecordFound}
            />
            {answer.pager && <Pager pager={answer.pager} onPage={goPage} label="Export proof list pages" />}
          </section>
        )}
      </div>
      {editing && (
        <PbeNumberModal
          item={editing}
          onClose={() => setEditing(null)}
          onSaved={(bill, date, message) => {
            setAnswer(
              (a) =>
                a && {
                  ...a,
                  items: a.items.map((x) =>
                    x.tempSBill === editing.tempSBill ? { ...x, shippingBillDetails: { bill, date } } : x,
                  ),
                },
            );
            setEditing(null);
            toast.show({ kind: 'success', message });
          }}
        />
      )}
      <UploadExportProofModal
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        onOpen={(docket) => navigate(`/proofOfExport/${docket}`)}
      />
    </>
  );
}
