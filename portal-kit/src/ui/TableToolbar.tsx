/**
 * The search row above a list (parcels, PBE list, MEIS applications, export proofs): the page's
 * fields, then Search (or the spec's word for it), Reset, and the page's own buttons such as
 * Download Excel. A form (the kit's SchemaForm), so Enter searches. With the page's form kit
 * form (`form`) its bound fields are checked first; without one the fields are the page's plain
 * state and Search always runs: this piece is the row, its buttons and their order.
 */
import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { pageStateFieldsSchema } from '@exportdesk/core';
import { SchemaForm } from '../form/SchemaForm';
import { useSchemaForm } from '../form/useSchemaForm';
import { Button } from './Button';

const NO_FIELDS = {};

export function TableToolbar<Values extends FieldValues, Output>({
  label,
  className,
  actionsClassName,
  onSearch,
  onReset,
  searchLabel = 'Search',
  actions,
  children,
  form,
  onInvalid,
}: {
  /** the form's accessible name ("Search parcels") */
  label: string;
  /** the page's layout of its fields */
  className?: string;
  actionsClassName?: string;
  /** Search (or Enter): once the bound fields pass, if the row has a form */
  onSearch: () => unknown;
  onReset: () => void;
  searchLabel?: string;
  /** buttons after Reset */
  actions?: ReactNode;
  children: ReactNode;
  /** the form kit's form (useSchemaForm): its fields are bound, Search runs once they pass */
  form?: UseFormReturn<Values, unknown, Output>;
  /** Search refused by the form's schema (e.g. the page's one alert with the first message) */
  onInvalid?: (errors: FieldErrors<Values>) => void;
}) {
  // Hooks run on every render: the row's own (empty) form is there even when the page brings one.
  const own = useSchemaForm(pageStateFieldsSchema, NO_FIELDS);
  const row = {
    className: ['ed-toolbar', className].filter(Boolean).join(' '),
    'aria-label': label,
    onValid: () => void onSearch(),
    children: (
      <>
        {children}
        <div className={['ed-row', 'ed-toolbar__actions', actionsClassName].filter(Boolean).join(' ')}>
          <Button type="submit">{searchLabel}</Button>
          <Button variant="secondary" onClick={onReset}>
            Reset
          </Button>
          {actions}
        </div>
      </>
    ),
  };
  return form ? (
    <SchemaForm form={form} onInvalid={onInvalid} {...row} />
  ) : (
    <SchemaForm form={own} {...row} />
  );
}
