import { CLAIM_FILTER_OPTIONS, claimFilterFormSchema } from '@exportdesk/core';
import { FormSelectField, FormTextField, TableToolbar, useSchemaForm } from '@exportdesk/portal-kit';
import type { GeneratedFilter } from './meisCalls';

export const EMPTY_CLAIM_FILTER: GeneratedFilter = { query: '', status: '', ieCode: '' };
const STATUS_OPTIONS = CLAIM_FILTER_OPTIONS.map((o) => ({ value: o.value, label: o.label }));

/** Search text and the status filter with View and Reset (001 §2.12); DGFT adds the IE code (§2.13). */
export function ClaimFilters({
  withIeCode,
  onView,
}: {
  withIeCode?: boolean;
  onView: (f: GeneratedFilter) => void;
}) {
  // The call's own fields (getgeneratedmeis); the page sends what was typed, the server trims it.
  const form = useSchemaForm(claimFilterFormSchema, EMPTY_CLAIM_FILTER);
  return (
    <TableToolbar
      form={form}
      label="Search MEIS applications"
      className="meis-filters ed-card"
      actionsClassName="meis-filters__actions"
      searchLabel="View"
      onSearch={() => onView(form.getValues())}
      onReset={() => {
        form.reset(EMPTY_CLAIM_FILTER);
        onView(EMPTY_CLAIM_FILTER);
      }}
    >
      <FormTextField name="query" label="Search" placeholder="MEIS Ref. No., docket, SB no. or description" />
      {withIeCode && <FormTextField name="ieCode" label="IE Code" />}
      <FormSelectField name="status" label="Status" options={STATUS_OPTIONS} />
    </TableToolbar>
  );
}
