/**
 * The one way a portal form holds and checks its values: react-hook-form over the core schema
 * the API validates with, so a form refuses exactly what the server refuses, in the same words.
 */
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { LABELLED } from '@exportdesk/core';

export type SchemaFormOptions<Values extends FieldValues, Output> = Omit<
  UseFormProps<Values, unknown, Output>,
  'resolver' | 'defaultValues'
>;

/**
 * The resolver of a core schema, zod's own wording said with the field's label (`LABELLED`, as
 * the API says it); a schema's own (spec) message wins. The form holds what the inputs hold
 * (`Values`: mostly text) and hands the submit handler what the schema makes of it (`Output`);
 * zod checks the one against the other at run time, so the resolver is typed over both here once.
 */
export function schemaResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
): Resolver<Values, unknown, Output> {
  return zodResolver(schema as z.ZodType<Output, FieldValues>, LABELLED) as unknown as Resolver<
    Values,
    unknown,
    Output
  >;
}

/**
 * `useForm` checked by a core schema: `defaults` are the empty form (every field named, so each
 * input has its value from the first render), `options` the rest of react-hook-form's (mode …).
 * Both types come from the arguments: `useSchemaForm(contactFormSchema, EMPTY)`.
 */
export function useSchemaForm<Output, Values extends FieldValues>(
  schema: z.ZodType<Output>,
  defaults: Values,
  options: SchemaFormOptions<Values, Output> = {},
) {
  return useForm<Values, unknown, Output>({
    ...options,
    resolver: schemaResolver<Values, Output>(schema),
    defaultValues: defaults as DefaultValues<Values>,
  });
}
