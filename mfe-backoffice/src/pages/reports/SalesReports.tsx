import { useState } from 'react';
import { defaultPeriod, formatInr, periodFormSchema, RATE_CARRIER_NAMES } from '@exportdesk/core';
import {
  Button,
  FailureAlert,
  FormTextField,
  PageHeader,
  SchemaForm,
  useApiMutation,
  useApiQuery,
  useSchemaForm,
} from '@exportdesk/portal-kit';
import { downloadSales, loadSales } from './reportsCalls';
import '../dashboard/dashboard.css';

const carrierName = (c: string) => (RATE_CARRIER_NAMES as Record<string, string>)[c] ?? c;

function Table({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: Array<Array<string | number>>;
}) {
  return (
    <table className="ed-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={head.length}>No Data Found</td>
          </tr>
        )}
        {rows.map((r, i) => (
          <tr key={i}>
            {r.map((c, j) => (
              <td key={j}>{c}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Sales Reports (Tools, super admin; issue 17): the analytics figures as tables, with Excel download. */
export default function SalesReports() {
  const [period, setPeriod] = useState(() => defaultPeriod(Date.now(), 30));
  const form = useSchemaForm(periodFormSchema, period);
  const q = useApiQuery(['reports-sales', period], (signal) => loadSales(period, signal), {
    keepPrevious: true,
  });
  const excel = useApiMutation(downloadSales, { errorTitle: 'Oops!' });
  const s = q.data;
  return (
    <>
      <PageHeader title="Sales Reports" subtitle="Revenue and volumes of a period, as tables and Excel." />
      <div className="ed-stack">
        <SchemaForm form={form} onValid={setPeriod} className="dash-period ed-card" aria-label="Period">
          <FormTextField label="From" name="from" type="date" />
          <FormTextField label="To" name="to" type="date" />
          <Button type="submit" busy={q.fetching}>
            Show
          </Button>
          <Button variant="secondary" busy={excel.busy} onClick={() => void excel.run(period)}>
            Download Excel
          </Button>
        </SchemaForm>
        <FailureAlert failure={q.failure} onRetry={q.retry} />
        {s && (
          <div className="dash-grid">
            <Table
              caption="Summary"
              head={['Figure', 'Value']}
              rows={[
                ['Sign-ups', s.signups],
                ['Trial conversions', s.trialConversions],
                ['Avg hours docket → PBE', s.turnaround.toPbeHours ?? '—'],
                ['Avg hours docket → pickup', s.turnaround.toPickupHours ?? '—'],
              ]}
            />
            <Table
              caption="Revenue by plan"
              head={['Plan', 'Subscriptions', 'Amount']}
              rows={s.revenueByPlan.map((p) => [p.plan, p.subscriptions, formatInr(p.amount)])}
            />
            <Table
              caption="Revenue by carrier"
              head={['Carrier', 'Parcels', 'Amount']}
              rows={s.revenueByCarrier.map((c) => [carrierName(c.carrier), c.parcels, formatInr(c.amount)])}
            />
            <Table
              caption="Parcels per FPO"
              head={['FPO', 'Dockets', 'Parcels']}
              rows={s.parcelsPerFpo.map((f) => [f.fpo, f.dockets, f.parcels])}
            />
          </div>
        )}
      </div>
    </>
  );
}
