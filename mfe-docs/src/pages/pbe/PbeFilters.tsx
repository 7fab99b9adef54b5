import { FPO_LIST, pbeFilterFormSchema } from '@exportdesk/core';
import { Button, FormSelectField, FormTextField, TableToolbar, useSchemaForm } from '@exportdesk/portal-kit';
import { EMPTY_FILTER, type PbeFilter } from './pbeCalls';

const TYPES: Array<{ value: PbeFilter['searchType']; label: string }> = [
  { value: 'iec', label: 'IE Code' },
  { value: 'docket', label: 'Docket No' },
  { value: 'company', label: 'Company Name' },
];
const FPOS = FPO_LIST.map((o) => ({ value: o.portCode, label: `${o.fpoName} (${o.portCode})` }));

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
  // The list query's own fields; the list reads them (and answers 'Invalid Request') as the server does.
  const form = useSchemaForm(pbeFilterFormSchema, EMPTY_FILTER);
  const types = withCha ? [...TYPES, { value: 'cha' as const, label: 'CHA Name' }] : TYPES;
  return (
    <TableToolbar
      form={form}
      label="Search PBE"
      className="ed-card pbe-filters"
      actionsClassName="pbe-filters__actions"
      onSearch={() => onSearch(form.getValues())}
      onReset={() => {
        form.reset(EMPTY_FILTER);
        onReset();
      }}
      actions={
        <Button variant="accent" busy={downloading} onClick={() => onDownload(form.getValues())}>
          Download Excel
        </Button>
      }
    >
      <div className="pbe-filters__search">
        <FormSelectField name="searchType" id="pbe-type" label="Search by" options={types} />
        <FormTextField name="searchInput" label="Search text" placeholder="At least 3 characters" />
      </div>
      <FormTextField name="fromDate" label="From date" type="date" />
      <FormTextField name="toDate" label="To date" type="date" />
      <FormTextField name="fromInr" label="FOB from (INR)" inputMode="decimal" />
      <FormTextField name="toInr" label="FOB to (INR)" inputMode="decimal" />
      {withFpo && (
        <FormSelectField
          name="fpo"
          id="pbe-fpo"
          label="Foreign post office"
          placeholder="All FPOs"
          options={FPOS}
        />
      )}
    </TableToolbar>
  );
}
