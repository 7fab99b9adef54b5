import { useState } from 'react';
import type { DeMinimisRow } from '@exportdesk/core';
import { Alert, DataTable, PageHeader, TextField } from '@exportdesk/portal-kit';
import { useDeMinimis } from './useDeMinimis';

const amount = (v: number | null, currency: string) =>
  v === null ? 'No threshold' : v === 0 ? `None (0 ${currency})` : `${v.toLocaleString('en-IN')} ${currency}`;

/**
 * Duty-free import allowance (Tools, `/dutyfreeimportallowance`; issue 16): the de minimis value
 * per destination — duty and tax thresholds, currency, date of the figure and its source.
 */
export default function DutyFreeAllowance() {
  const [text, setText] = useState('');
  const q = useDeMinimis(text.trim());
  const rows: DeMinimisRow[] = q.data ?? [];
  return (
    <>
      <PageHeader
        title="Duty-Free Import Allowance"
        subtitle="The value under which a destination charges no import duty or tax (de minimis). Figures change: check the source before relying on one."
      />
      <div className="ed-card ed-stack">
        <TextField
          label="Search country, code or currency"
          value={text}
          maxLength={60}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {q.error && (
        <Alert kind="error" title="Oops!">
          {q.error}
        </Alert>
      )}
      <DataTable
        caption="Duty-free import allowance by destination"
        rows={rows}
        rowKey={(r) => r.code}
        empty={q.loading ? 'Loading…' : 'No Record Found'}
        columns={[
          { key: 'country', header: 'Country', render: (r) => `${r.country} (${r.code})` },
          {
            key: 'duty',
            header: 'Duty threshold',
            value: (r) => r.duty ?? -1,
            render: (r) => amount(r.duty, r.currency),
          },
          {
            key: 'tax',
            header: 'Tax threshold',
            value: (r) => r.tax ?? -1,
            render: (r) => amount(r.tax, r.currency),
          },
          { key: 'currency', header: 'Currency' },
          { key: 'asOf', header: 'As of' },
          {
            key: 'source',
            header: 'Source',
            render: (r) => (
              <>
                {r.source}
                {r.note && <span className="ed-muted"> — {r.note}</span>}
              </>
            ),
          },
        ]}
      />
    </>
  );
}
