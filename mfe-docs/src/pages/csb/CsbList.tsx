import { useState } from 'react';
import { BOOKING_CARRIERS, CARRIER_NAMES, type CsbRow } from '@exportdesk/core';
import {
  Alert,
  Button,
  DataTable,
  PageHeader,
  ProgressBar,
  SelectField,
  TextField,
  useApiMutation,
} from '@exportdesk/portal-kit';
import { downloadCsbExcel, type CsbFilter } from './csbCalls';
import { useCsb } from './useCsb';

/**
 * My CSB (`/csb`; issue 16): courier shipping bill data (CSB-V, e-commerce) of the user's parcels
 * booked with a courier, filtered by booking date and carrier, downloadable in the CSB-V layout.
 */
export default function CsbList() {
  const [filter, setFilter] = useState<CsbFilter>({ from: '', to: '', carrier: '' });
  const q = useCsb(filter);
  const rows: CsbRow[] = q.data ?? [];
  const [percent, setPercent] = useState(0);
  const excel = useApiMutation((f: CsbFilter) => downloadCsbExcel(f, setPercent), { errorTitle: 'Oops!' });
  const set = (k: keyof CsbFilter) => (e: { target: { value: string } }) =>
    setFilter((f) => ({ ...f, [k]: e.target.value }));
  return (
    <>
      <PageHeader
        title="My CSB"
        subtitle="Courier shipping bill data (CSB-V) of your parcels booked with a courier."
      />
      <div className="ed-card ed-row" aria-label="Filter">
        <TextField label="From date" type="date" value={filter.from} onChange={set('from')} />
        <TextField label="To date" type="date" value={filter.to} onChange={set('to')} />
        <SelectField
          label="Carrier"
          value={filter.carrier}
          onChange={set('carrier')}
          options={[
            { value: '', label: 'All carriers' },
            ...BOOKING_CARRIERS.map((c) => ({ value: c, label: CARRIER_NAMES[c] })),
          ]}
        />
        <Button busy={excel.busy} onClick={() => void excel.run(filter)}>
          Download Excel
        </Button>
      </div>
      {excel.busy && (
        <ProgressBar boxed label="Making the CSB-V sheet" percent={percent} detail={`${percent}%`} />
      )}
      {(q.error || excel.error) && (
        <Alert kind="error" title="Oops!">
          {q.error ?? excel.error}
        </Alert>
      )}
      <DataTable
        caption="CSB-V rows"
        rows={rows}
        rowKey={(r, i) => `${r.hawb}-${i}`}
        empty={q.loading ? 'Loading…' : 'No Record Found'}
        columns={[
          { key: 'hawb', header: 'HAWB No.' },
          { key: 'carrier', header: 'Courier' },
          { key: 'invoiceNo', header: 'Invoice No.' },
          { key: 'invoiceDate', header: 'Invoice Date' },
          { key: 'consigneeName', header: 'Consignee' },
          { key: 'consigneeCountry', header: 'Country' },
          { key: 'description', header: 'Item' },
          { key: 'cth', header: 'CTH' },
          { key: 'fob', header: 'FOB', render: (r) => `${r.fob} ${r.currency}` },
          { key: 'igstStatus', header: 'IGST' },
        ]}
      />
    </>
  );
}
