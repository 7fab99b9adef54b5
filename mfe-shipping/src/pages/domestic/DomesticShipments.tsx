import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Pager as PagerModel } from '@exportdesk/core';
import {
  Alert,
  DataTable,
  FailureAlert,
  Loading,
  PageHeader,
  Pager,
  SelectField,
  useApiQuery,
  type Column,
} from '@exportdesk/portal-kit';
import { listDomesticAccounts, when, type DomesticAccount, type DomesticCardVersion } from './domesticCalls';
import '../parcels/parcels.css';

const STATUS_OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/**
 * Domestic Shipments (/domesticshipments; issue 15, super admin). Domestic booking lives in the
 * separate domestic app (000 §4.4), so this product holds no domestic parcels: the page lists the
 * domestic accounts (pending/approved/rejected, paged on the server) and the rate card in force,
 * and says so.
 */
export default function DomesticShipments() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const q = useApiQuery(
    ['domestic-accounts', status, page],
    (signal) => listDomesticAccounts(page, status, signal),
    {
      keepPrevious: true,
    },
  );
  const pager = (q.answer?.pager as PagerModel | undefined) ?? null;
  const card = (q.answer?.activeCard as DomesticCardVersion | null | undefined) ?? null;
  const columns: Column<DomesticAccount>[] = [
    { key: 'name', header: 'Account' },
    { key: 'ieCode', header: 'IEC', render: (a) => a.ieCode ?? '–' },
    { key: 'gstin', header: 'GSTIN', render: (a) => a.gstin ?? '–' },
    { key: 'email', header: 'Email', render: (a) => a.email ?? '–' },
    {
      key: 'status',
      header: 'Status',
      render: (a) =>
        `${a.status[0].toUpperCase()}${a.status.slice(1)}${a.status === 'approved' && !a.active ? ' (inactive)' : ''}`,
    },
    { key: 'requestedAt', header: 'Requested', render: (a) => when(a.requestedAt) },
    { key: 'decidedAt', header: 'Decided', render: (a) => when(a.decidedAt) },
  ];
  return (
    <>
      <PageHeader title="Domestic Shipments" subtitle="Accounts registered for domestic shipping." />
      <div className="ed-stack">
        <Alert kind="info">
          Domestic parcels are booked in the separate domestic app, so they are not listed here. This page
          shows the accounts that asked for domestic shipping and the domestic rate card in force.
        </Alert>
        <p>
          Domestic rate card in force:{' '}
          <strong>
            {card
              ? `v${card.version} (${card.rowCount} rows, activated ${when(card.activatedAt)})`
              : 'none yet'}
          </strong>{' '}
          — <Link to="/domesticrateupload">Domestic Rate Upload</Link>
        </p>
        <div className="parcel-filters">
          <SelectField
            label="Status"
            value={status}
            placeholder="All"
            options={STATUS_OPTIONS}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
          />
        </div>
        {q.loading ? (
          <Loading />
        ) : q.failure ? (
          <FailureAlert failure={q.failure} onRetry={() => void q.retry()} />
        ) : (
          <>
            <p className="ed-muted">{Number(q.answer?.count ?? 0)} accounts</p>
            <DataTable
              caption="Domestic accounts"
              columns={columns}
              rows={q.data ?? []}
              rowKey={(a) => String(a.userId)}
              empty="No account has asked for domestic shipping yet."
            />
            {pager && <Pager pager={pager} onPage={setPage} label="Domestic accounts pages" />}
          </>
        )}
      </div>
    </>
  );
}
