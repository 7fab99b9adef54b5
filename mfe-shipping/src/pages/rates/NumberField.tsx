import { useState } from 'react';
import { calculatorNumber, isCalculatorKeyAllowed, sanitizeCalculatorNumber } from '@exportdesk/core';
import { TextField } from '@exportdesk/portal-kit';

/**
 * A weight or size field: "accept only digits, dot and space; Ctrl or Meta key combinations are
 * allowed" and "required and non-zero" (000 §5). Pasted text is cleaned by the same rule.
 */
export function NumberField({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const [touched, setTouched] = useState(false);
  const invalid = calculatorNumber(value) === undefined;
  return (
    <TextField
      name={name}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      required
      value={value}
      touched={touched}
      error={invalid ? 'Enter a number greater than 0.' : undefined}
      onKeyDown={(e) => {
        if (!isCalculatorKeyAllowed(e)) e.preventDefault();
      }}
      onChange={(e) => onChange(sanitizeCalculatorNumber(e.target.value))}
      onBlur={() => setTouched(true)}
    />
  );
}
