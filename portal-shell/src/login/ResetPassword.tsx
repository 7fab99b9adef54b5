import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LIMITS, MSG } from '@exportdesk/core';
import { Alert, Button, Loading, post, TextField } from '@exportdesk/portal-kit';
import { AuthLayout } from './AuthLayout';

type Check = { state: 'checking' } | { state: 'invalid'; message: string } | { state: 'valid' } | { state: 'done'; message: string };

/** Reset-password page (002 §2.2, §5): the link is checked first; invalid → red card; valid → the form. */
export function ResetPassword() {
  const { str = '' } = useParams();
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    post<{ valid?: boolean }>('authentication/checkEncrptedString', { str })
      .then((r) => setCheck(r.success && r.data?.valid !== false ? { state: 'valid' } : { state: 'invalid', message: r.message ?? MSG.resetLinkInvalid }))
      .catch((e: Error) => setCheck({ state: 'invalid', message: e.message }));
  }, [str]);

  // "required, at least 8 characters"; "confirmation required and equal"; "spaces cannot be typed"
  const passwordError = password.length < LIMITS.newPasswordMin ? MSG.passwordMin8 : undefined;
  const confirmError = !confirm || confirm !== password ? MSG.passwordsMustMatch : undefined;
  const strip = (v: string) => v.replace(/\s/g, '');

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (password !== confirm) return setError(MSG.passwordsNotSame);
    setBusy(true);
    try {
      const r = await post('authentication/setNewpassword', { str, password, confirmPassword: confirm });
      if (r.success) setCheck({ state: 'done', message: r.message ?? MSG.passwordChanged });
      else setError(r.message ?? MSG.resetLinkInvalid);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title="Set a new password">
      {check.state === 'checking' && <Loading label="Checking your link" />}
      {check.state === 'invalid' && (
        <div className="ed-stack">
          <Alert kind="error" title="Error!!!">{check.message}</Alert>
          <Link to="/login">Back to login</Link>
        </div>
      )}
      {check.state === 'done' && (
        <div className="ed-stack">
          <Alert kind="success" title="Success">{check.message}</Alert>
          <div className="ed-row"><Link className="ed-btn ed-btn--primary" to="/login">Log in</Link><Link to="/">Home</Link></div>
        </div>
      )}
      {check.state === 'valid' && (
        <form className="ed-stack" onSubmit={submit} aria-label="New password">
          {error && <Alert kind="error" title="Error!!!">{error}</Alert>}
          <TextField label="New Password" type="password" autoComplete="new-password" value={password} touched={touched.password} error={passwordError}
            onChange={(e) => setPassword(strip(e.target.value))} onBlur={() => setTouched((t) => ({ ...t, password: true }))} />
          <TextField label="Confirm Password" type="password" autoComplete="new-password" value={confirm} touched={touched.confirm} error={confirmError}
            onChange={(e) => setConfirm(strip(e.target.value))} onBlur={() => setTouched((t) => ({ ...t, confirm: true }))} />
          <Button type="submit" busy={busy} disabled={Boolean(passwordError || confirmError)}>Set password</Button>
        </form>
      )}
    </AuthLayout>
  );
}
