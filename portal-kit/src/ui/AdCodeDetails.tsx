/**
 * The AD code, bank and branch an AD-code registration fee is paid for (issue 23; core's
 * `adCodeDetailsSchema`), asked the same way on /adreg and in the shell's navbar modal: the
 * form (the form kit over the schema), its fields, and `check(then)` that hands `then` the
 * checked details or shows each field's message.
 */
import type { ReactNode } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { adCodeDetailsSchema, type AdCodeDetails } from '@exportdesk/core';
import { FormTextField } from '../form/fields';
import { useSchemaForm } from '../form/useSchemaForm';

const EMPTY = { adCode: '', bankName: '', branch: '' };
export type AdCodeDetailsForm = UseFormReturn<typeof EMPTY, unknown, AdCodeDetails>;

export function useAdCodeDetails(): {
  form: AdCodeDetailsForm;
  fields: ReactNode;
  check: (then: (d: AdCodeDetails) => void) => Promise<void>;
} {
  const form = useSchemaForm(adCodeDetailsSchema, EMPTY);
  // In their own provider: the shell's modal shows them with no form element around them.
  const fields = (
    <FormProvider {...form}>
      <FormTextField
        name="adCode"
        label="AD code"
        inputMode="numeric"
        hint="The 14-digit Authorised Dealer code from your bank"
      />
      <FormTextField name="bankName" label="Bank" />
      <FormTextField name="branch" label="Branch" />
    </FormProvider>
  );
  return { form, fields, check: (then) => form.handleSubmit(then)() };
}
