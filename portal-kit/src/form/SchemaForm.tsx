/** The `<form>` element of every portal form: the schema form in context, one submit path. */
import type { FormHTMLAttributes, ReactNode } from 'react';
import {
  FormProvider,
  type FieldErrors,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';

export type SchemaFormProps<Values extends FieldValues, Output> = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onInvalid'
> & {
  form: UseFormReturn<Values, unknown, Output>;
  /** called with the schema's output once every field passes */
  onValid: SubmitHandler<Output>;
  /** called with the schema's messages when a field fails (e.g. to show the first in an alert) */
  onInvalid?: SubmitErrorHandler<Values>;
  children: ReactNode;
};

/**
 * Renders `<form>` with the form in context for the `Form…` fields. The schema's messages are
 * shown under the fields, so the browser's own bubbles are off (`noValidate`) unless asked for.
 */
export function SchemaForm<Values extends FieldValues, Output>({
  form,
  onValid,
  onInvalid,
  children,
  noValidate = true,
  ...rest
}: SchemaFormProps<Values, Output>) {
  return (
    <FormProvider {...form}>
      <form noValidate={noValidate} {...rest} onSubmit={form.handleSubmit(onValid, onInvalid)}>
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * The first message of a failed check, for the forms whose spec shows one message in an alert
 * ("Oops!!!" with the message) rather than under each field.
 */
export function firstFormError(errors: FieldErrors): string | undefined {
  for (const e of Object.values(errors)) {
    if (!e || typeof e !== 'object') continue;
    if (typeof e.message === 'string' && e.message) return e.message;
    const inner = firstFormError(e as FieldErrors);
    if (inner) return inner;
  }
  return undefined;
}
