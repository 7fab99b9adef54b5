import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldChrome {
  label: string;
  error?: string;
  hint?: string;
  /** "Fields show valid or invalid styling once touched." */
  touched?: boolean;
}

export type TextFieldProps = FieldChrome &
  InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

const stateClass = (touched?: boolean, error?: string) =>
  touched ? (error ? ' is-invalid' : ' is-valid') : '';

/** The ids and state every labelled field shares (the country combobox too): its id, whether its error shows, what describes it. */
export function useFieldChrome({
  id,
  error,
  hint,
  touched,
}: Pick<FieldChrome, 'error' | 'hint' | 'touched'> & { id?: string }) {
  const auto = useId();
  const fid = id ?? auto;
  const show = Boolean(error) && touched !== false;
  return {
    fid,
    show,
    control: {
      id: fid,
      className: `ed-input${stateClass(touched, error)}`,
      'aria-invalid': show || undefined,
      'aria-describedby': show ? `${fid}-err` : hint ? `${fid}-hint` : undefined,
    },
  };
}

/** Label above, the control, then the error (once shown) or the hint. */
export function FieldFrame({
  fid,
  show,
  label,
  error,
  hint,
  className,
  children,
}: {
  fid: string;
  show: boolean;
  label: string;
  error?: string;
  hint?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={`ed-field ${className}`}>
      <label className="ed-field__label" htmlFor={fid}>
        {label}
      </label>
      {children}
      {show ? (
        <span id={`${fid}-err`} className="ed-field__error" role="alert">
          {error}
        </span>
      ) : (
        hint && (
          <span id={`${fid}-hint`} className="ed-field__hint">
            {hint}
          </span>
        )
      )}
    </div>
  );
}

export function TextField({ label, error, hint, touched, className = '', id, ...input }: TextFieldProps) {
  const f = useFieldChrome({ id, error, hint, touched });
  return (
    <FieldFrame fid={f.fid} show={f.show} label={label} error={error} hint={hint} className={className}>
      <input {...f.control} {...input} />
    </FieldFrame>
  );
}

export type TextAreaProps = FieldChrome &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextArea({ label, error, hint, touched, className = '', id, ...input }: TextAreaProps) {
  const f = useFieldChrome({ id, error, hint, touched });
  return (
    <FieldFrame fid={f.fid} show={f.show} label={label} error={error} hint={hint} className={className}>
      <textarea {...f.control} {...input} />
    </FieldFrame>
  );
}

export type SelectFieldProps = FieldChrome &
  SelectHTMLAttributes<HTMLSelectElement> & {
    ref?: Ref<HTMLSelectElement>;
    options: ReadonlyArray<{ value: string; label: string }>;
    placeholder?: string;
  };

/** A labelled native select (keyboard and screen-reader behaviour of the platform). */
export function SelectField({
  label,
  error,
  hint,
  touched,
  className = '',
  id,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const f = useFieldChrome({ id, error, hint, touched });
  return (
    <FieldFrame fid={f.fid} show={f.show} label={label} error={error} hint={hint} className={className}>
      <select {...f.control} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
