import { useId, type InputHTMLAttributes, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldChrome {
  label: string;
  error?: string;
  hint?: string;
  /** "Fields show valid or invalid styling once touched." */
  touched?: boolean;
}

export type TextFieldProps = FieldChrome & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

const stateClass = (touched?: boolean, error?: string) => (touched ? (error ? ' is-invalid' : ' is-valid') : '');

export function TextField({ label, error, hint, touched, className = '', id, ...input }: TextFieldProps) {
  const auto = useId();
  const fid = id ?? auto;
  const show = Boolean(error) && touched !== false;
  return (
    <div className={`ed-field ${className}`}>
      <label className="ed-field__label" htmlFor={fid}>{label}</label>
      <input
        id={fid}
        className={`ed-input${stateClass(touched, error)}`}
        aria-invalid={show || undefined}
        aria-describedby={show ? `${fid}-err` : hint ? `${fid}-hint` : undefined}
        {...input}
      />
      {show ? <span id={`${fid}-err`} className="ed-field__error" role="alert">{error}</span> : hint && <span id={`${fid}-hint`} className="ed-field__hint">{hint}</span>}
    </div>
  );
}

export type TextAreaProps = FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextArea({ label, error, hint, touched, className = '', id, ...input }: TextAreaProps) {
  const auto = useId();
  const fid = id ?? auto;
  const show = Boolean(error) && touched !== false;
  return (
    <div className={`ed-field ${className}`}>
      <label className="ed-field__label" htmlFor={fid}>{label}</label>
      <textarea id={fid} className={`ed-input${stateClass(touched, error)}`} aria-invalid={show || undefined} aria-describedby={show ? `${fid}-err` : undefined} {...input} />
      {show ? <span id={`${fid}-err`} className="ed-field__error" role="alert">{error}</span> : hint && <span className="ed-field__hint">{hint}</span>}
    </div>
  );
}

export type SelectFieldProps = FieldChrome &
  SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement>; options: ReadonlyArray<{ value: string; label: string }>; placeholder?: string };

/** A labelled native select (keyboard and screen-reader behaviour of the platform). */
export function SelectField({ label, error, hint, touched, className = '', id, options, placeholder, ...select }: SelectFieldProps) {
  const auto = useId();
  const fid = id ?? auto;
  const show = Boolean(error) && touched !== false;
  return (
    <div className={`ed-field ${className}`}>
      <label className="ed-field__label" htmlFor={fid}>{label}</label>
      <select id={fid} className={`ed-input${stateClass(touched, error)}`} aria-invalid={show || undefined} aria-describedby={show ? `${fid}-err` : hint ? `${fid}-hint` : undefined} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>{o.label}</option>
        ))}
      </select>
      {show ? <span id={`${fid}-err`} className="ed-field__error" role="alert">{error}</span> : hint && <span id={`${fid}-hint`} className="ed-field__hint">{hint}</span>}
    </div>
  );
}
