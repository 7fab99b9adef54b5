import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  docketPagePath,
  formatDateDMY,
  formatInr,
  isAdmin,
  isCha,
  isCustoms,
  isDgft,
  isExporterAdmin,
  ORDER_MSG,
  pbeListQuerySchema,
  USER_TYPE,
  LABELLED,
} from '@exportdesk/core';
import {
  Alert,
  DataTable,
  expectSuccess,
  FailureAlert,
  Loading,
  PageHeader,
  Pager,
  useApiMutation,
  useAuth,
  useToast,
  type Column,
} from '@exportdesk/portal-kit';
import { PbeFilters } from './PbeFilters';
import { useDocketList } from './useDocketList';
import { downloadWhenReady, queueDownload, wireFilter, type DocketItem, type PbeFilter } from './pbeCalls';
import './pbe.css';

const dmy = (ms: number | null) => (ms === null ? '' : formatDateDMY(new Date(ms)));

/** The filter as the API will read it, checked in the browser with the same core schema. */
function checked(f: PbeFilter, searching: boolean): Record<string, string> | null {
  const wire = wireFilter(f);
  // "Search needs non-empty trimmed text, else 'Invalid Request'" — unless another filter is set.
  if (searching && !Object.keys(wire).length) return null;
  return pbeListQuerySchema.safeParse(wire, LABELLED).success ? wire : null;
}

/** The PBE list (/pbe; 001 §2.6, §5, §8, §9): dockets with their boxes, search, pager, Download Excel. */
export default function PbeList() {
  const { principal } = useAuth();
  const toast = useToast();
  const live = useRef(true);
  const [filter, setFilter] = useState<Record<string, string>>({});
  const [page, setPage] = useState(1);
  useEffect(() => () => void (live.current = false), []);

  const { answer, error, failure, retry, setError } = useDocketList(filter, page);

  const search = useCallback((f: PbeFilter) => {
    const wire = checked(f, true);
    if (!wire) return setError(ORDER_MSG.invalidRequest);
    setPage(1);
    setFilter(wire);
  }, []);

  // Queue the report job, say so, then save its file when it is ready.
  const excel = useApiMutation(
    async (wire: Record<string, string>) => {
      const r = expectSuccess(await queueDownload(wire));
      toast.show({ kind: 'info', message: r.message ?? ORDER_MSG.downloadStarting });
      return downloadWhenReady(r.data!.jobId, () => live.current);
    },
    { success: (name) => `${name} downloaded.` },
  );
  const download = useCallback(
    (f: PbeFilter) => {
      const wire = checked(f, false);
      if (!wire) return setError(ORDER_MSG.invalidRequest);
      void excel.run(wire);
    },
    [excel.run],
  );

  if (!principal) return null;
  // "IEC (shown for CHA, admin or customs users)" (001 §2.6)
  const showIec = isCha(principal) || isAdmin(principal) || isCustoms(principal) || isDgft(principal);
  const columns: Column<DocketItem>[] = [
    { key: 'sl', header: 'Sl. No.', render: (_r, i) => (answer?.pager?.startIndex ?? 0) + i + 1 },
    {
      key: 'tempSBill',
      header: 'Docket No.',
      render: (r) => (
        <span className="pbe-docket">
          {r.tempSBill}
          <span className="ed-badge">{r.type}</span>
        </span>
      ),
    },
    { key: 'boxIds', header: 'Box IDs', render: (r) => <BoxIds ids={r.boxIds} /> },
    ...(showIec ? [{ key: 'iec', header: 'IEC', render: (r: DocketItem) => r.exporterDetails.ieCode }] : []),
    { key: 'company', header: 'Company Name', render: (r) => r.exporterDetails.name },
    // In rupees at the rates in force when the docket was made, like the FOB range of the search.
    { key: 'fob', header: 'FOB (INR)', nowrap: true, render: (r) => formatInr(r.fob) },
    {
      key: 'sb',
      header: 'Shipping Bill No./Date',
      render: (r) =>
        r.shippingBillDetails.bill ? (
          `${r.shippingBillDetails.bill} / ${dmy(r.shippingBillDetails.date)}`
        ) : (
          <span className="ed-muted">Pending</span>
        ),
    },
    { key: 'created', header: 'Created', nowrap: true, render: (r) => dmy(r.createdAt) },
    {
      key: 'documents',
      header: 'Action',
      // 001 §2.14 hands the docket over in browser storage; ours is the address (reload, Back, share).
      render: (r) => (
        <Link
          className="ed-btn ed-btn--secondary ed-btn--sm"
          to={docketPagePath(r.tempSBill)}
          aria-label={`Documents of docket ${r.tempSBill}`}
        >
          Documents
        </Link>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="My PBE"
        subtitle="Postal bills of export and their dockets."
        actions={
          <Link className="ed-btn ed-btn--secondary" to="/export-documents">
            All documents
          </Link>
        }
      />
      <div className="ed-stack">
        <PbeFilters
          withCha={isExporterAdmin(principal)}
          withFpo={
            isAdmin(principal) ||
            principal.userType === USER_TYPE.CBIC ||
            principal.userType === USER_TYPE.DGFT
          }
          onSearch={search}
          onReset={() => {
            setError(null);
            setPage(1);
            setFilter({});
          }}
          onDownload={download}
          downloading={excel.busy}
        />
        {failure ? (
          <FailureAlert failure={failure} onRetry={retry} />
        ) : (
          error && <Alert kind="error">{error}</Alert>
        )}
        {!answer ? (
          !error && <Loading />
        ) : (
          <section aria-label="PBE list" className="ed-stack pbe-results">
            <p className="pbe-total" role="status">
              {answer.count ? ORDER_MSG.totalFound(answer.count) : ''}
            </p>
            <DataTable
              caption="PBE list"
              columns={columns}
              rows={answer.items}
              rowKey={(r) => r.tempSBill}
              empty={ORDER_MSG.noRecordFound}
            />
            {answer.pager && <Pager pager={answer.pager} onPage={setPage} label="PBE list pages" />}
          </section>
        )}
      </div>
    </>
  );
}

/** Box ids: the first three, the rest behind a toggle. */
function BoxIds({ ids }: { ids: string[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? ids : ids.slice(0, 3);
  return (
    <span className="pbe-boxes">
      {shown.map((id) => (
        <code key={id}>{id}</code>
      ))}
      {ids.length > 3 && (
        <button type="button" className="pbe-more" onClick={() => setAll((x) => !x)}>
          {all ? 'less' : `+${ids.length - 3} more`}
        </button>
      )}
    </span>
  );
}
