/**
 * Portal-kit's labelled fields bound to the form around them (`SchemaForm`): the same ids,
 * labels and aria as `TextField` & co., with the value, the schema's message and the
 * "valid or invalid styling once touched" coming from react-hook-form.
 */
import type { ChangeEvent, FocusEvent, InputHTMLAttributes, ReactNode } from 'react';
import { useFormContext, useFormState, type FieldValues, type RefCallBack } from 'react-hook-form';
import { SelectField, TextArea, TextField, useFieldChrome, type SelectFieldProps } from '../ui/Field';
import type { TextAreaProps, TextFieldProps } from '../ui/Field';

type Bound<P> = Omit<P, 'name' | 'error' | 'touched' | 'ref' | 'value' | 'defaultValue'> & {
  /** the field's path in the form's values ('email', 'items.0.qty') */
  name: string;
  /** `false`: no styling and no message under the field (a form that shows its one message in an alert) */
  touched?: false;
  /** rewrites what was typed before the form keeps it (e.g. drop spaces from a password) */
  normalize?: (text: string) => string;
};

/** What a field shows: the schema's (or the server's) message, and whether it has been touched. */
export function useFieldState(name: string, touched?: false) {
  const { getFieldState } = useFormContext<FieldValues>();
  const formState = useFormState<FieldValues>({ name });
  const { error, isTouched } = getFieldState(name, formState);
  const message = typeof error?.message === 'string' ? error.message : undefined;
  return { error: message, touched: touched ?? (isTouched || formState.isSubmitted || Boolean(message)) };
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** `register(name)` with the page's own change and blur handlers kept and `normalize` applied. */
function useBinding<E extends Control>(
  name: string,
  normalize: ((text: string) => string) | undefined,
  own: { onChange?: (e: ChangeEvent<E>) => void; onBlur?: (e: FocusEvent<E>) => void },
): {
  ref: RefCallBack;
  name: string;
  onChange: (e: ChangeEvent<E>) => Promise<void>;
  onBlur: (e: FocusEvent<E>) => Promise<void>;
} {
  const { register } = useFormContext<FieldValues>();
  const r = register(name);
  return {
    ref: r.ref,
    name: r.name,
    onChange: async (e: ChangeEvent<E>) => {
      if (normalize && e.target.value !== normalize(e.target.value))
        e.target.value = normalize(e.target.value);
      await r.onChange(e);
      own.onChange?.(e);
    },
    onBlur: async (e: FocusEvent<E>) => {
      await r.onBlur(e);
      own.onBlur?.(e);
    },
  };
}

export function FormTextField({
  name,
  normalize,
  touched,
  onChange,
  onBlur,
  ...rest
}: Bound<TextFieldProps>) {
  const bind = useBinding<HTMLInputElement>(name, normalize, { onChange, onBlur });
  return <TextField {...rest} {...bind} {...useFieldState(name, touched)} />;
}

export function FormTextArea({ name, normalize, touched, onChange, onBlur, ...rest }: Bound<TextAreaProps>) {
  const bind = useBinding<HTMLTextAreaElement>(name, normalize, { onChange, onBlur });
  return <TextArea {...rest} {...bind} {...useFieldState(name, touched)} />;
}

export function FormSelectField({
  name,
  touched,
  onChange,
  onBlur,
  ...rest
}: Omit<Bound<SelectFieldProps>, 'normalize'>) {
  const bind = useBinding<HTMLSelectElement>(name, undefined, { onChange, onBlur });
  return <SelectField {...rest} {...bind} {...useFieldState(name, touched)} />;
}

export type FormCheckboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'type' | 'value' | 'defaultValue' | 'checked' | 'defaultChecked'
> & { name: string; label: ReactNode };

/** A checkbox with its label beside it (a boolean value), the schema's message under it. */
export function FormCheckbox({
  name,
  label,
  id,
  className = '',
  onChange,
  onBlur,
  ...rest
}: FormCheckboxProps) {
  const bind = useBinding<HTMLInputElement>(name, undefined, { onChange, onBlur });
  const { error, touched } = useFieldState(name);
  const f = useFieldChrome({ id, error, touched });
  return (
    <div className={`ed-field ${className}`}>
      <label htmlFor={f.fid}>
        <input
          {...rest}
          {...bind}
          type="checkbox"
          id={f.fid}
          aria-invalid={f.control['aria-invalid']}
          aria-describedby={f.control['aria-describedby']}
        />{' '}
        {label}
      </label>
      {f.show && (
        <span id={`${f.fid}-err`} className="ed-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
