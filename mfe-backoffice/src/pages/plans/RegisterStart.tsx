import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_CONTRACTS } from '@exportdesk/core';
import { Button, SelectField, TextField, callContract, useApiQuery } from '@exportdesk/portal-kit';

/**
 * The /plans page's registration form for visitors (002 §2.10): user type, referrer, mobile,
 * email. It starts the sign-up flow at /register/{referrer} with these filled in (query string).
 */
export function RegisterStart() {
  const navigate = useNavigate();
  const refs = useApiQuery(['referrals'], (signal) =>
    callContract(ACCOUNT_CONTRACTS.getreferrals, {}, signal),
  );
  const [f, setF] = useState({ userType: '1', referrer: '', mobile: '', email: '' });
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) =>
    setF({ ...f, [k]: e.target.value });
  return (
    <form
      className="ed-card ed-stack bo-register"
      data-testid="plans-register"
      onSubmit={(e) => {
        e.preventDefault();
        const q = new URLSearchParams({ userType: f.userType, mobile: f.mobile, email: f.email });
        navigate(`/register/${encodeURIComponent(f.referrer || 'direct')}?${q}`);
      }}
    >
      <h2>Register now: 2 weeks free</h2>
      <SelectField
        label="I am"
        value={f.userType}
        onChange={set('userType')}
        options={[
          { value: '1', label: 'an exporter' },
          { value: '4', label: 'a service provider (CHA)' },
        ]}
      />
      <SelectField
        label="Referred by"
        value={f.referrer}
        onChange={set('referrer')}
        placeholder="None"
        options={(refs.data ?? []).map((r) => ({ value: r.code, label: r.name }))}
      />
      <TextField
        label="Mobile"
        value={f.mobile}
        onChange={set('mobile')}
        inputMode="numeric"
        maxLength={10}
        required
      />
      <TextField
        label="Email"
        type="email"
        value={f.email}
        onChange={set('email')}
        maxLength={160}
        required
      />
      <Button type="submit">Register</Button>
    </form>
  );
}
