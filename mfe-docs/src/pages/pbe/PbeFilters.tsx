import { useState } from 'react';
import { FPO_LIST } from '@exportdesk/core';
import { Button, TableToolbar, TextField } from '@exportdesk/portal-kit';
import { EMPTY_FILTER, type PbeFilter } from './pbeCalls';

const TYPES: Array<{ value: PbeFilter['searchType']; label: string }> = [
  { value: 'iec', label: 'IE Code' },
  { value: 'docket', label: 'Docket No' },
  { value: 'company', label: 'Company Name' },
];

/** Search by IEC / Docket No / Company Name (CHA name for an exporter admin), dates and FOB range. */
export function PbeFilters({
  withCha,
  withFpo,
  onSearch,
  onReset,
  onDownload,
  downloading,
}: {
  withCha: boolean;
  /** the FPO choice, for those whose list is not already one FPO's */
  withFpo: boolean;
  onSearch: (f: PbeFilter) => void;
  onReset: () => void;
  onDownload: (f: PbeFilter) => void;
  downloading: boolean;
}) {
  const [f, setF] = useState<PbeFilter>(EMPTY_FILTER);
  const set = (k: keyof PbeFilter) => (e: { target: { value: string } }) =>
    setF((x) => ({ ...x, [k]: e.target.value }));
  const types = withCha ? [...TYPES, { value: 'cha' as const, label: 'CHA Name' }] : TYPES;
  return (
    <TableToolbar
      label="Search PBE"
      className="ed-card pbe-filters"
      actionsClassName="pbe-filters__actions"
      onSearch={() => onSearch(f)}
      onReset={() => {
        setF(EMPTY_FILTER);
        onReset();
      }}
      actions={
        <Button variant="accent" busy={downloading} onClick={() => onDownload(f)}>
          Download Excel
        </Button>
      }
    >
      <div className="pbe-filters__search">
        <div className="ed-field">
          <label className="ed-field__label" htmlFor="pbe-type">
            Search by
          </label>
          <select id="pbe-type" className="ed-input" value={f.searchType} onChange={set('searchType')}>
            {types.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Search text"
          placeholder="At least 3 characters"
          value={f.searchInput}
          onChange={set('searchInput')}
        />
      </div>
      <TextField label="From date" type="date" value={f.fromDate} onChange={set('fromDate')} />
      <TextField label="To date" type="date" value={f.toDate} onChange={set('toDate')} />
      <TextField label="FOB from (INR)" inputMode="decimal" value={f.fromInr} onChange={set('fromInr')} />
      <TextField label="FOB to (INR)" inputMode="decimal" value={f.toInr} onChange={set('toInr')} />
      {withFpo && (
        <div className="ed-field">
          <label className="ed-field__label" htmlFor="pbe-fpo">
            Foreign post office
          </label>
          <select id="pbe-fpo" className="ed-input" value={f.fpo} onChange={set('fpo')}>
            <option value="">All FPOs</option>
            {FPO_LIST.map((o) => (
              <option key={o.portCode} value={o.portCode}>
                {o.fpoName} ({o.portCode})
              </option>
            ))}
          </select>
        </div>
      )}
    </TableToolbar>
  );
}
