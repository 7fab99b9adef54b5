// long-file: the parcel list with its filters, selection, bulk actions and the form it opens
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  carrierName,
  PARCEL_CARRIERS,
  PARCEL_STATUS_LABEL,
  docketPagePath,
  formatDateDMY,
  isExporter,
  parcelAllows,
  type ParcelAction,
  type ParcelCarrier,
  type ParcelListItem,
  type PbeType,
} from '@exportdesk/core';
import {
  Alert,
  Button,
  ConfirmDialog,
  DataTable,
  FailureAlert,
  Loading,
  PageHeader,
  Pager,
  SelectField,
  useApiMutation,
  useAuth,
  type Column,
} from '@exportdesk/portal-kit';
import { ParcelFilters } from './ParcelFilters';
import { ParcelFormModal } from './ParcelFormModal';
import {
  EMPTY_PARCEL_FILTER,
  cloneParcel,
  createPbe,
  deleteParcels,
  mergeParcels,
  printSelection,
  saveForLater,
  setReviewBeforePbe,
  wireParcelFilter,
  type ParcelFilter,
  type PrintKind,
} from './parcelCalls';
import { useParcelList } from './useParcelList';
import './parcels.css';

/**
 * Manage parcels (/orders, /boxes/{type}; issue 15): the parcels not yet in a PBE, per carrier,
 * with search, filters, the spec's pager and select-all; create, edit, delete after 'Are you
 * sure?', clone, merge, save for later, Create PBE (then the docket page) and printing.
 */
export default function ParcelList() {
  const { principal } = useAuth();
  const navigate = useNavigate();
  const { type } = useParams();
  const carrier = (PARCEL_CARRIERS as readonly string[]).includes(type ?? '')
    ? (type as ParcelCarrier)
    : null;
  const [filter, setFilter] = useState<ParcelFilter>(EMPTY_PARCEL_FILTER);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [pbeType, setPbeType] = useState<PbeType>('PBE2');
  // ?new=1 (the home page's "New parcel") opens the empty form at once
  const [search] = useSearchParams();
  const [form, setForm] = useState<{ id: number | null } | null>(search.has('new') ? { id: null } : null);
  const [confirmDelete, setConfirmDelete] = useState<number[] | null>(null);
  const wire = wireParcelFilter(filter, carrier);
  const { answer, failure, retry } = useParcelList(wire, page);

  const after = () => {
    setSelected(new Set());
    void retry();
  };
  const act = useApiMutation((f: () => Promise<{ message?: string }>) => f(), {
    success: (a) => a.message,
    onSuccess: after,
  });
  const pbe = useApiMutation((ids: number[]) => createPbe(ids, pbeType), {
    success: (a) => a.message,
    onSuccess: (a) => {
      const docket = a.data?.tempSBill;
      if (!docket) return after();
      navigate(docketPagePath(docket));
    },
  });
  const print = useApiMutation((kind: PrintKind) => printSelection(kind, [...selected]));
  const review = useApiMutation((on: boolean) => setReviewBeforePbe(on), {
    success: (a) => a.message,
    onSuccess: () => void retry(),
  });

  if (!principal) return null;
  const rows = answer?.items ?? [];
  const chosen = rows.filter((r) => selected.has(r.id));
  /** A selection action is on when something is selected and every selected parcel allows it. */
  const can = (action: ParcelAction, min = 1) =>
    chosen.length >= min && chosen.every((r) => parcelAllows(r.status, action));
  const busy = act.busy || pbe.busy || print.busy;
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const toggle = (id: number) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  const columns: Column<ParcelListItem>[] = [
    {
      key: 'select',
      header: 'Select',
      render: (r) => (
        <input
          type="checkbox"
          aria-label={`Select parcel ${r.boxId}`}
          checked={selected.has(r.id)}
          onChange={() => toggle(r.id)}
        />
      ),
    },
    { key: 'sl', header: 'S.No.', render: (_r, i) => (answer?.pager?.startIndex ?? 0) + i + 1 },
    { key: 'boxId', header: 'Box ID', render: (r) => <code>{r.boxId}</code> },
    ...(isExporter(principal)
      ? []
      : [{ key: 'iec', header: 'IEC', render: (r: ParcelListItem) => r.exporter.ieCode ?? '' }]),
    { key: 'orderIds', header: 'Order IDs', render: (r) => r.orderIds.join(', ') },
    { key: 'consigneeName', header: 'Consignee' },
    { key: 'consigneeCountry', header: 'Country' },
    { key: 'itemCount', header: 'Items' },
    { key: 'grossWeight', header: 'Weight (g)' },
    {
      key: 'fob',
      header: 'FOB',
      // Above the destination's duty-free allowance (issue 16): the buyer may pay duty on arrival.
      render: (r) => (
        <>
          {`${r.currency} ${r.fobForeign.toFixed(2)}`}
          {r.dutyFree && (
            <span className="ed-badge parcel-dutyfree" title={r.dutyFree}>
              {r.dutyFree}
            </span>
          )}
        </>
      ),
    },
    { key: 'pbe', header: 'PBE' },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <span className={`ed-badge parcel-status parcel-status--${r.status}`}>
          {PARCEL_STATUS_LABEL[r.status]}
          {r.docketNo ? ` ${r.docketNo}` : ''}
        </span>
      ),
    },
    { key: 'created', header: 'Created', render: (r) => formatDateDMY(new Date(r.createdAt)) },
    {
      key: 'actions',
      header: 'Actions',
      render: (r) => (
        <span className="parcel-actions">
          <Button
            size="sm"
            variant="secondary"
            disabled={!parcelAllows(r.status, 'edit')}
            onClick={() => setForm({ id: r.id })}
            aria-label={`Edit ${r.boxId}`}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => void act.run(() => cloneParcel(r.id))}
            aria-label={`Clone ${r.boxId}`}
          >
            Clone
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={!parcelAllows(r.status, 'delete')}
            onClick={() => setConfirmDelete([r.id])}
            aria-label={`Delete ${r.boxId}`}
          >
            Delete
          </Button>
        </span>
      ),
    },
  ];

  const ids = chosen.map((r) => r.id);
  return (
    <>
      <PageHeader
        title={carrier ? `My Parcels — ${carrierName(carrier)}` : 'Manage Parcels'}
        subtitle="Parcels not yet in a PBE: review, merge, print, then Create PBE."
        actions={
          <Button onClick={() => setForm({ id: null })} disabled={busy}>
            Create Parcel
          </Button>
        }
      />
      <div className="ed-stack">
        <ParcelFilters
          onSearch={(f) => {
            setPage(1);
            setSelected(new Set());
            setFilter(f);
          }}
        />
        {isExporter(principal) && answer && (
          <label className="parcel-review">
            <input
              type="checkbox"
              checked={answer.reviewBeforePbe}
              disabled={review.busy}
              onChange={(e) => void review.run(e.target.checked)}
            />{' '}
            Review before PBE (orders pushed or uploaded wait here)
          </label>
        )}
        <div className="parcel-toolbar" role="toolbar" aria-label="Selected parcels">
          <label className="parcel-selectall">
            <input
              type="checkbox"
              checked={allOnPage}
              onChange={() => setSelected(allOnPage ? new Set() : new Set(rows.map((r) => r.id)))}
            />{' '}
            Select all ({chosen.length} selected)
          </label>
          <SelectField
            label="PBE type"
            className="parcel-pbetype"
            value={pbeType}
            onChange={(e) => setPbeType(e.target.value as PbeType)}
            options={[
              { value: 'PBE2', label: 'PBE2' },
              { value: 'PBE1', label: 'PBE1 (e-commerce)' },
            ]}
          />
          <Button disabled={!can('createPbe') || busy} onClick={() => void pbe.run(ids)}>
            Create PBE
          </Button>
          <Button
            variant="secondary"
            disabled={!can('merge', 2) || busy}
            onClick={() => void act.run(() => mergeParcels(ids))}
          >
            Merge
          </Button>
          <Button
            variant="secondary"
            disabled={!(can('saveForLater') || can('restore')) || busy}
            onClick={() => void act.run(() => saveForLater(ids, can('restore')))}
          >
            {can('restore') ? 'Back to list' : 'Save for later'}
          </Button>
          <Button
            variant="secondary"
            disabled={!can('print') || busy}
            onClick={() => void print.run('printallshippinglabels')}
          >
            Print labels
          </Button>
          <Button
            variant="secondary"
            disabled={!can('print') || busy}
            onClick={() => void print.run('printallcnform')}
          >
            Print CN forms
          </Button>
          <Button
            variant="secondary"
            disabled={!can('print') || busy}
            onClick={() => void print.run('printpboe')}
          >
            Print PBE
          </Button>
          <Button variant="danger" disabled={!can('delete') || busy} onClick={() => setConfirmDelete(ids)}>
            Delete
          </Button>
        </div>
        {failure && <FailureAlert failure={failure} onRetry={retry} />}
        {!answer ? (
          !failure && <Loading />
        ) : (
          <section aria-label="Parcel list" className="ed-stack">
            {answer.count > 0 && (
              <p role="status" className="parcel-total">
                Total {answer.count} parcel{answer.count === 1 ? '' : 's'}
              </p>
            )}
            <DataTable
              caption="Parcels"
              columns={columns}
              rows={rows}
              rowKey={(r) => String(r.id)}
              pageSize={100}
              empty="No parcels yet. Create one, or push orders with review before PBE."
            />
            {answer.pager && answer.pager.totalPages > 1 && (
              <Pager
                pager={answer.pager}
                onPage={(p) => {
                  setSelected(new Set());
                  setPage(p);
                }}
                label="Parcel list pages"
              />
            )}
          </section>
        )}
        {pbe.busy && <Alert kind="info">Creating the PBE…</Alert>}
      </div>
      <ConfirmDialog
        open={confirmDelete !== null}
        title="Delete parcel"
        text="Are you sure?"
        confirmLabel="Delete"
        onCancel={() => setConfirmDelete(null)}
        onConfirm={() => {
          const del = confirmDelete ?? [];
          setConfirmDelete(null);
          void act.run(() => deleteParcels(del));
        }}
      />
      {form && (
        <ParcelFormModal
          id={form.id}
          carrier={carrier ?? 'indiapost'}
          onClose={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            void retry();
          }}
        />
      )}
    </>
  );
}
