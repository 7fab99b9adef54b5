import { isCalculatorKeyAllowed, sanitizeCalculatorNumber } from '@exportdesk/core';
import { FormTextField } from '@exportdesk/portal-kit';

/**
 * A weight or size field of the calculator's form: "accept only digits, dot and space; Ctrl or
 * Meta key combinations are allowed" (000 §5). Pasted text is cleaned by the same rule; "required
 * and non-zero" is the form's schema (core's calculatorFormSchema).
 */
export function NumberField({ name, label }: { name: string; label: string }) {
  return (
    <FormTextField
      name={name}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      required
      normalize={sanitizeCalculatorNumber}
      onKeyDown={(e) => {
        if (!isCalculatorKeyAllowed(e)) e.preventDefault();
      }}
    />
  );
}
