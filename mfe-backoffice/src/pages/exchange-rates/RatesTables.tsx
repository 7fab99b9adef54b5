import {
  INDICATIVE_RATE_REFERENCE,
  effectiveDate,
  formatInrRate,
  type ExchangeRateHistoryRow,
} from '@exportdesk/core';
import { DataTable, type Column } from '@exportdesk/portal-kit';

function Reference({ r }: { r: ExchangeRateHistoryRow }) {
  if (r.reference === INDICATIVE_RATE_REFERENCE)
    return (
      <span className="ed-badge xr-indicative" title={r.reference}>
        Indicative
      </span>
    );
  return <span className="xr-ref">{r.reference}</span>;
}

const base: Column<ExchangeRateHistoryRow>[] = [
  { key: 'currency', header: 'Code', sortable: true, render: (r) => <strong>{r.currency}</strong> },
  { key: 'name', header: 'Currency', sortable: true },
  {
    key: 'value',
    header: 'Rupees per unit',
    sortable: true,
    render: (r) => <span className="xr-num">{formatInrRate(r.value)}</span>,
  },
  {
    key: 'effectiveFrom',
    header: 'Effective from',
    sortable: true,
    render: (r) => (r.effectiveFrom <= 0 ? '—' : effectiveDate(r.effectiveFrom)),
  },
  { key: 'reference', header: 'Reference', render: (r) => <Reference r={r} /> },
];

/** The rates in force today, one per currency and the SDR. */
export function CurrentTable({ rows }: { rows: ExchangeRateHistoryRow[] }) {
  return (
    <DataTable
      caption="Exchange rates in force"
      rows={rows}
      rowKey={(r) => r.currency}
      pageSize={30}
      empty="No Currency Found"
      columns={base}
    />
  );
}

/** Every published rate, newest effective date first, with its status. */
export function HistoryTable({ rows }: { rows: ExchangeRateHistoryRow[] }) {
  return (
    <DataTable
      caption="Exchange rate history"
      rows={rows}
      rowKey={(r) => String(r.id)}
      pageSize={25}
      empty="No rates published yet."
      columns={[
        ...base,
        {
          key: 'status',
          header: 'Status',
          sortable: true,
          render: (r) => <span className={`xr-status xr-status--${r.status}`}>{r.status}</span>,
        },
        { key: 'updatedBy', header: 'Published by', render: (r) => r.updatedBy ?? 'Seed' },
        {
          key: 'createdAt',
          header: 'Published on',
          sortable: true,
          render: (r) => effectiveDate(r.createdAt),
        },
      ]}
    />
  );
}
