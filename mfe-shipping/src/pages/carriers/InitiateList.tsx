import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  formatDateDMY,
  ORDER_MSG,
  type CarrierInitiatedRow as Initiated,
  CARRIER_NAMES,
} from '@exportdesk/core';
import {
  Alert,
  DataTable,
  FailureAlert,
  Loading,
  PageHeader,
  Pager,
  useApiQuery,
  type Column,
} from '@exportdesk/portal-kit';
import { listInitiated } from './carrierCalls';
import './carriers.css';

/** /initiatelist: shipments initiated (a courier booking form saved) but not booked yet. */
export default function InitiateList() {
  const [page, setPage] = useState(1);
  const q = useApiQuery(['carrier-initiated', page], (signal) => listInitiated(page, signal), {
    keepPrevious: true,
  });
  const columns: Column<Initiated>[] = [
    { key: 'sl', header: 'Sl. No.', render: (_r, i) => (q.data?.pager.startIndex ?? 0) + i + 1 },
    { key: 'docketNo', header: 'Docket No.' },
    { key: 'boxId', header: 'Box ID', render: (r) => <code>{r.boxId}</code> },
    { key: 'carrier', header: 'Courier', render: (r) => CARRIER_NAMES[r.carrier] },
    { key: 'consigneeName', header: 'Consignee' },
    { key: 'consigneeCountry', header: 'Country' },
    { key: 'savedAt', header: 'Initiated', render: (r) => formatDateDMY(new Date(r.savedAt)) },
    {
      key: 'last',
      header: 'Last attempt',
      render: (r) =>
        r.lastStatus ? (
          `${r.lastStatus}${r.lastMessage ? `: ${r.lastMessage}` : ''}`
        ) : (
          <span className="ed-muted">None</span>
        ),
    },
    {
      key: 'go',
      header: 'Action',
      render: (r) => (
        <Link
          className="ed-btn ed-btn--primary ed-btn--sm"
          to={`/dhl_form/${r.parcelId}?carrier=${r.carrier}`}
        >
          Continue booking
        </Link>
      ),
    },
  ];
  return (
    <>
      <PageHeader title="Initiated shipments" subtitle="Courier bookings started but not booked yet." />
      {q.failure ? (
        <FailureAlert failure={q.failure} onRetry={q.retry} />
      ) : !q.data ? (
        <Loading />
      ) : (
        <section className="ed-stack" aria-label="Initiated shipments">
          {q.error && <Alert kind="error">{q.error}</Alert>}
          <p role="status">{q.data.total ? ORDER_MSG.totalFound(q.data.total) : ''}</p>
          <DataTable
            caption="Initiated shipments"
            columns={columns}
            rows={q.data.items}
            rowKey={(r) => `${r.parcelId}-${r.carrier}`}
            empty={ORDER_MSG.noRecordFound}
          />
          <Pager pager={q.data.pager} onPage={setPage} label="Initiated shipments pages" />
        </section>
      )}
    </>
  );
}
