import { useState } from 'react';
import { CLAIM_FILTER_OPTIONS } from '@exportdesk/core';
import { SelectField, TableToolbar, TextField } from '@exportdesk/portal-kit';
import type { GeneratedFilter } from './meisCalls';

export const EMPTY_CLAIM_FILTER: GeneratedFilter = { query: '', status: '', ieCode: '' };

/** Search text and the status filter with View and Reset (001 §2.12); DGFT adds the IE code (§2.13). */
export function ClaimFilters({
  withIeCode,
  onView,
}: {
  withIeCode?: boolean;
  onView: (f: GeneratedFilter) => void;
}) {
  const [f, setF] = useState<GeneratedFilter>(EMPTY_CLAIM_FILTER);
  return (
    <TableToolbar
      label="Search MEIS applications"
      className="meis-filters ed-card"
      actionsClassName="meis-filters__actions"
      searchLabel="View"
      onSearch={() => onView(f)}
      onReset={() => {
        setF(EMPTY_CLAIM_FILTER);
        onView(EMPTY_CLAIM_FILTER);
      }}
    >
      <TextField
        label="Search"
        placeholder="MEIS Ref. No., docket, SB no. or description"
        value={f.query}
        onChange={(e) => setF({ ...f, query: e.target.value })}
      />
      {withIeCode && (
        <TextField
          label="IE Code"
          value={f.ieCode}
          onChange={(e) => setF({ ...f, ieCode: e.target.value })}
        />
      )}
      <SelectField
        label="Status"
        value={f.status}
        options={CLAIM_FILTER_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
        onChange={(e) => setF({ ...f, status: e.target.value as GeneratedFilter['status'] })}
      />
    </TableToolbar>
  );
}
