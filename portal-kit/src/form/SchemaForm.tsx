/** The `<form>` element of every portal form: the schema form in context, one submit path. */
import type { FormHTMLAttributes, ReactNode } from 'react';
import { FormProvider, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';

export type SchemaFormProps<Values extends FieldValues, Output> = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit'
> & {
  form: UseFormReturn<Values, unknown, Output>;
  /** called with the schema's output once every field passes */
  onValid: SubmitHandler<Output>;
  children: ReactNode;
};

/**
 * Renders `<form>` with the form in context for the `Form…` fields. The schema's messages are
 * shown under the fields, so the browser's own bubbles are off (`noValidate`) unless asked for.
 */
export function SchemaForm<Values extends FieldValues, Output>({
  form,
  onValid,
  children,
  noValidate = true,
  ...rest
}: SchemaFormProps<Values, Output>) {
  return (
    <FormProvider {...form}>
      <form noValidate={noValidate} {...rest} onSubmit={form.handleSubmit(onValid)}>
        {children}
      </form>
    </FormProvider>
  );
}
