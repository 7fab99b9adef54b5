/**
 * The period of the statistics pages (issue 17: Exporter Dashboard, Analytics, Sales Reports):
 * From and To dates (core's `defaultPeriod` to start), more fields of the page beside them, Show
 * applies what was typed. The figures load for the applied period only, not on every keystroke.
 */
import { useState, type ReactNode } from 'react';
import type { Path, PathValue } from 'react-hook-form';
import { periodFormSchema } from '@exportdesk/core';
import { firstFormError, SchemaForm } from '../form/SchemaForm';
import { FormTextField } from '../form/fields';
import { useSchemaForm } from '../form/useSchemaForm';
import { Alert } from './bits';
import { Button } from './Button';

export interface Period {
  from: string;
  to: string;
}

/**
 * The applied filter (`applied`, what the page loads) and the form that edits the next one:
 * From and To checked by core's period rule (the API's), the page's own fields (`draft`,
 * `setDraft`) held in the same form and applied with them.
 */
export function usePeriodFilter<F extends Period>(initial: () => F) {
  const [applied, setApplied] = useState(initial);
  const form = useSchemaForm(periodFormSchema, applied);
  const draft = form.watch();
  /** The page's own fields change the draft (the dates too, if it sets them): each value set in the form. */
  const setDraft = (next: F) => {
    for (const [name, value] of Object.entries(next))
      if (form.getValues(name as Path<F>) !== value)
        form.setValue(name as Path<F>, value as PathValue<F, Path<F>>);
  };
  /** Show: the draft, with the dates as the rule read them, becomes the applied filter. */
  const apply = (period: Period) => setApplied({ ...form.getValues(), ...period });
  return { applied, draft, setDraft, form, apply };
}
export type PeriodFilterState<F extends Period> = ReturnType<typeof usePeriodFilter<F>>;

export function PeriodFilter<F extends Period>({
  filter,
  busy,
  children,
  actions,
}: {
  filter: PeriodFilterState<F>;
  /** the figures of the applied period are loading */
  busy?: boolean;
  /** more fields of the filter, after To (they edit `filter.draft`) */
  children?: ReactNode;
  /** buttons after Show */
  actions?: ReactNode;
}) {
  // One message for the row, after its buttons (as the API says it): the dates show none of their own.
  const refusal = firstFormError(filter.form.formState.errors);
  return (
    <SchemaForm form={filter.form} className="ed-period ed-card" aria-label="Period" onValid={filter.apply}>
      <FormTextField name="from" label="From" type="date" touched={false} />
      <FormTextField name="to" label="To" type="date" touched={false} />
      {children}
      <Button type="submit" busy={busy}>
        Show
      </Button>
      {actions}
      {refusal && <Alert kind="error">{refusal}</Alert>}
    </SchemaForm>
  );
}
