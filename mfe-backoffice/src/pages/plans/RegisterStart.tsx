import { useNavigate } from 'react-router-dom';
import { ACCOUNT_CONTRACTS, registerStartSchema, type RegisterStartValues } from '@exportdesk/core';
import {
  Button,
  FormSelectField,
  FormTextField,
  SchemaForm,
  callContract,
  useApiQuery,
  useSchemaForm,
} from '@exportdesk/portal-kit';

/**
 * The /plans page's registration form for visitors (002 §2.10): user type, referrer, mobile,
 * email. It starts the sign-up flow at /register/{referrer} with these filled in (query string).
 */
export function RegisterStart() {
  const navigate = useNavigate();
  const refs = useApiQuery(['referrals'], (signal) =>
    callContract(ACCOUNT_CONTRACTS.getreferrals, {}, signal),
  );
  const form = useSchemaForm(registerStartSchema, { userType: '1', referrer: '', mobile: '', email: '' });
  const start = (f: RegisterStartValues) => {
    const q = new URLSearchParams({ userType: f.userType, mobile: f.mobile, email: f.email });
    navigate(`/register/${encodeURIComponent(f.referrer || 'direct')}?${q}`);
  };
  return (
    <SchemaForm
      form={form}
      onValid={start}
      noValidate={false}
      className="ed-card ed-stack bo-register"
      data-testid="plans-register"
    >
      <h2>Register now: 2 weeks free</h2>
      <FormSelectField
        label="I am"
        name="userType"
        options={[
          { value: '1', label: 'an exporter' },
          { value: '4', label: 'a service provider (CHA)' },
        ]}
      />
      <FormSelectField
        label="Referred by"
        name="referrer"
        placeholder="None"
        options={(refs.data ?? []).map((r) => ({ value: r.code, label: r.name }))}
      />
      <FormTextField label="Mobile" name="mobile" inputMode="numeric" maxLength={10} required />
      <FormTextField label="Email" type="email" name="email" maxLength={160} required />
      <Button type="submit">Register</Button>
    </SchemaForm>
  );
}
