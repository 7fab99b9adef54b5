/**
 * The search row above a list (parcels, PBE list, MEIS applications, export proofs): the page's
 * fields, then Search (or the spec's word for it), Reset, and the page's own buttons such as
 * Download Excel. A form, so Enter searches. The fields and their state stay the page's (plain
 * state or the form kit's `handleSubmit`): this piece is the row, its buttons and their order.
 */
import type { FormEvent, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Button } from './Button';

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
}: {
  /** the form's accessible name ("Search parcels") */
  label: string;
  /** the page's layout of its fields */
  className?: string;
  actionsClassName?: string;
  onSearch: (e: FormEvent<HTMLFormElement>) => unknown;
  onReset: () => void;
  searchLabel?: string;
  /** buttons after Reset */
  actions?: ReactNode;
  children: ReactNode;
  /** the form kit's form (useSchemaForm): its fields are bound, Search runs once they pass */
  form?: UseFormReturn<Values, unknown, Output>;
}) {
  const row = (
    <form
      className={['ed-toolbar', className].filter(Boolean).join(' ')}
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        if (form) return void form.handleSubmit(() => onSearch(e))(e);
        e.preventDefault();
        void onSearch(e);
      }}
    >
      {children}
      <div className={['ed-row', 'ed-toolbar__actions', actionsClassName].filter(Boolean).join(' ')}>
        <Button type="submit">{searchLabel}</Button>
        <Button variant="secondary" onClick={onReset}>
          Reset
        </Button>
        {actions}
      </div>
    </form>
  );
  return form ? <FormProvider {...form}>{row}</FormProvider> : row;
}
