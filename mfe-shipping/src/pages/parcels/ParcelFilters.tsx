import { parcelFilterFormSchema } from '@exportdesk/core';
import { FormSelectField, FormTextField, TableToolbar, useSchemaForm } from '@exportdesk/portal-kit';
import { EMPTY_PARCEL_FILTER, type ParcelFilter } from './parcelCalls';

/** Search (box id, order id, invoice, consignee, IEC) and the filters of the parcel list. */
export function ParcelFilters({ onSearch }: { onSearch: (f: ParcelFilter) => void }) {
  // The list query's own rules (core), so Search sends only what the API accepts.
  const form = useSchemaForm(parcelFilterFormSchema, EMPTY_PARCEL_FILTER);
  return (
    <TableToolbar
      form={form}
      label="Search parcels"
      className="parcel-filters"
      actionsClassName="parcel-filters__buttons"
      onSearch={() => onSearch(form.getValues())}
      onReset={() => {
        form.reset(EMPTY_PARCEL_FILTER);
        onSearch(EMPTY_PARCEL_FILTER);
      }}
    >
      <FormTextField name="search" label="Search" placeholder="Box ID, order ID, invoice, consignee" />
      <FormSelectField
        name="status"
        label="Status"
        options={[
          { value: '', label: 'Not in a PBE' },
          { value: 'draft', label: 'Ready for PBE' },
          { value: 'saved', label: 'Saved for later' },
          { value: 'in_pbe', label: 'In PBE' },
        ]}
      />
      <FormSelectField
        name="pbe"
        label="PBE"
        options={[
          { value: '', label: 'Any' },
          { value: 'PBE1', label: 'PBE1' },
          { value: 'PBE2', label: 'PBE2' },
        ]}
      />
      <FormTextField name="from" label="From" type="date" />
      <FormTextField name="to" label="To" type="date" />
    </TableToolbar>
  );
}
