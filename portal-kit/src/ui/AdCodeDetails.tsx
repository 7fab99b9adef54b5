/**
 * The AD code, bank and branch an AD-code registration fee is paid for (issue 23; core's
 * `adCodeDetailsSchema`), asked the same way on /adreg and in the shell's navbar modal: the
 * fields, and `check()` that gives the checked details or shows each field's message.
 */
import { useState, type ReactNode } from 'react';
import { adCodeDetailsSchema, issuesByField, type AdCodeDetails, LABELLED } from '@exportdesk/core';
import { TextField } from './Field';

const EMPTY = { adCode: '', bankName: '', branch: '' };

export function useAdCodeDetails(): { fields: ReactNode; check: () => AdCodeDetails | null } {
  const [v, setV] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setV({ ...v, [k]: e.target.value });
  const check = () => {
    const parsed = adCodeDetailsSchema.safeParse(v, LABELLED);
    setErrors(parsed.success ? {} : issuesByField(parsed.error));
    return parsed.success ? parsed.data : null;
  };
  const fields = (
    <>
      <TextField
        label="AD code"
        inputMode="numeric"
        value={v.adCode}
        onChange={set('adCode')}
        error={errors.adCode}
        hint="The 14-digit Authorised Dealer code from your bank"
      />
      <TextField label="Bank" value={v.bankName} onChange={set('bankName')} error={errors.bankName} />
      <TextField label="Branch" value={v.branch} onChange={set('branch')} error={errors.branch} />
    </>
  );
  return { fields, check };
}
