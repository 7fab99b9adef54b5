import { useState } from 'react';
import { SelectField, TableToolbar, TextField } from '@exportdesk/portal-kit';
import { EMPTY_PARCEL_FILTER, type ParcelFilter } from './parcelCalls';

/** Search (box id, order id, invoice, consignee, IEC) and the filters of the parcel list. */
export function ParcelFilters({ onSearch }: { onSearch: (f: ParcelFilter) => void }) {
  const [f, setF] = useState<ParcelFilter>(EMPTY_PARCEL_FILTER);
  const set = <K extends keyof ParcelFilter>(k: K, v: ParcelFilter[K]) => setF((x) => ({ ...x, [k]: v }));
  return (
    <TableToolbar
      label="Search parcels"
      className="parcel-filters"
      actionsClassName="parcel-filters__buttons"
      onSearch={() => onSearch(f)}
      onReset={() => {
        setF(EMPTY_PARCEL_FILTER);
        onSearch(EMPTY_PARCEL_FILTER);
      }}
    >
      <TextField
        label="Search"
        placeholder="Box ID, order ID, invoice, consignee"
        value={f.search}
        onChange={(e) => set('search', e.target.value)}
      />
      <SelectField
        label="Status"
        value={f.status}
        onChange={(e) => set('status', e.target.value as ParcelFilter['status'])}
        options={[
          { value: '', label: 'Not in a PBE' },
          { value: 'draft', label: 'Ready for PBE' },
          { value: 'saved', label: 'Saved for later' },
          { value: 'in_pbe', label: 'In PBE' },
        ]}
      />
      <SelectField
        label="PBE"
        value={f.pbe}
        onChange={(e) => set('pbe', e.target.value as ParcelFilter['pbe'])}
        options={[
          { value: '', label: 'Any' },
          { value: 'PBE1', label: 'PBE1' },
          { value: 'PBE2', label: 'PBE2' },
        ]}
      />
      <TextField label="From" type="date" value={f.from} onChange={(e) => set('from', e.target.value)} />
      <TextField label="To" type="date" value={f.to} onChange={(e) => set('to', e.target.value)} />
    </TableToolbar>
  );
}
