/**
 * A refusal that names a field goes under that field. The API's validation answers
 * `{ success: false, message, data: { field } }` (api/src/http/validate.ts) with the field's path.
 */
import { get, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { Failure } from '../data/failure';
import { useApiMutation, type ApiMutationOptions } from '../data/useApi';

/** The field path a refusal names ('email', 'items.0.qty'), or null when it names none. */
export function refusedField(f: Failure): string | null {
  const data = f.body?.data;
  if (!data || typeof data !== 'object' || !('field' in data)) return null;
  const field = data.field;
  return typeof field === 'string' && field !== '' ? field : null;
}

/** Shows the refusal under the field it names, if the form has that field: true when it did. */
export function showRefusalOnField<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  f: Failure,
): boolean {
  const field = refusedField(f);
  if (!field || get(form.getValues(), field) === undefined) return false;
  form.setError(
    field as Parameters<typeof form.setError>[0],
    { type: 'server', message: f.message },
    { shouldFocus: true },
  );
  return true;
}

/**
 * `useApiMutation` for a form's submit: a refusal the page does not handle itself and that names
 * one of the form's fields shows under that field instead of as a toast. Pages that show
 * refusals their own way (`show: 'inline' | 'silent'`, or an `onFailure` returning true) keep it.
 */
export function useFormMutation<Values extends FieldValues, Output, V = Output, R = unknown>(
  form: UseFormReturn<Values, unknown, Output>,
  send: (vars: V) => Promise<R>,
  opts: ApiMutationOptions<V, R> = {},
) {
  return useApiMutation(send, {
    ...opts,
    onFailure: (f, vars) => {
      if (opts.onFailure?.(f, vars) === true) return true;
      return (opts.show ?? 'toast') === 'toast' && showRefusalOnField(form, f);
    },
  });
}
