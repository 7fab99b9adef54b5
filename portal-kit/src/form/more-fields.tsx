/**
 * The bound fields whose value is not text typed in one input: a chosen file, a country picked in
 * the combobox, a set of boxes ticked. Each keeps the kit's ids, labels and messages
 * (`useFieldChrome`), and its value lives in react-hook-form like the text fields' do.
 */
import type { InputHTMLAttributes } from 'react';
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import { CountryCombobox, type CountryComboboxProps } from '../ui/CountryCombobox';
import { FieldFrame, useFieldChrome } from '../ui/Field';
import { useFieldState } from './fields';

export type FormFileFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'multiple'
> & {
  name: string;
  label: string;
  hint?: string;
  /** called with the file chosen (or undefined when cleared), after the form holds it */
  onFile?: (file: File | undefined) => void;
};

/**
 * A labelled file input whose value is the chosen `File` (or undefined): the schema checks it
 * (size, type) as it checks text, e.g. `z.instanceof(File)` with core's limits. A file input can
 * only be cleared, never set, so a reset of the form empties the input too.
 */
export function FormFileField({
  name,
  label,
  hint,
  id,
  className = '',
  onFile,
  onBlur,
  ...rest
}: FormFileFieldProps) {
  const { field } = useController<FieldValues>({ name });
  const { error, touched } = useFieldState(name);
  const f = useFieldChrome({ id, error, hint, touched });
  return (
    <FieldFrame fid={f.fid} show={f.show} label={label} error={error} hint={hint} className={className}>
      <input
        {...f.control}
        {...rest}
        className={`${f.control.className} ed-input--file`}
        type="file"
        name={field.name}
        ref={(el) => {
          field.ref(el);
          if (el && !field.value) el.value = '';
        }}
        onChange={(e) => {
          const file = e.target.files?.[0];
          field.onChange(file);
          onFile?.(file);
        }}
        onBlur={(e) => {
          field.onBlur();
          onBlur?.(e);
        }}
      />
    </FieldFrame>
  );
}

export type FormCountryFieldProps = Omit<
  CountryComboboxProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'touched' | 'name'
> & {
  name: string;
  /** called with the country picked, after the form holds it */
  onCountry?: (country: string) => void;
};

/** Portal-kit's country combobox bound to the form: the value is the product's country name ('' for none). */
export function FormCountryField({ name, onCountry, ...rest }: FormCountryFieldProps) {
  const { field } = useController<FieldValues>({ name });
  const state = useFieldState(name);
  return (
    <CountryCombobox
      {...rest}
      {...state}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(country) => {
        field.onChange(country);
        onCountry?.(country);
      }}
      onBlur={field.onBlur}
    />
  );
}

export interface FormCheckboxGroupProps {
  /** the field's path: its value is the array of the ticked options' values */
  name: string;
  /** the group's legend */
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  id?: string;
  className?: string;
}

/**
 * A fieldset of checkboxes whose value is the list of ticked values, in the options' order (so
 * the same boxes ticked in any order give the same value); the schema's message under the group.
 */
export function FormCheckboxGroup({ name, label, options, id, className = '' }: FormCheckboxGroupProps) {
  const { field } = useController<FieldValues>({ name });
  const { setValue } = useFormContext<FieldValues>();
  const { error, touched } = useFieldState(name);
  const f = useFieldChrome({ id, error, touched });
  const ticked: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const toggle = (value: string, on: boolean) => {
    const next = options.map((o) => o.value).filter((v) => (v === value ? on : ticked.includes(v)));
    setValue(name, next, { shouldDirty: true, shouldTouch: true, shouldValidate: touched });
  };
  return (
    <fieldset
      id={f.fid}
      className={`ed-field ed-field--group ${className}`}
      aria-invalid={f.control['aria-invalid']}
      aria-describedby={f.control['aria-describedby']}
    >
      <legend className="ed-field__label">{label}</legend>
      {options.map((o, i) => (
        <label key={o.value} className="ed-check">
          <input
            type="checkbox"
            name={field.name}
            value={o.value}
            ref={i === 0 ? field.ref : undefined}
            checked={ticked.includes(o.value)}
            onChange={(e) => toggle(o.value, e.target.checked)}
            onBlur={field.onBlur}
          />{' '}
          {o.label}
        </label>
      ))}
      {f.show && (
        <span id={`${f.fid}-err`} className="ed-field__error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
