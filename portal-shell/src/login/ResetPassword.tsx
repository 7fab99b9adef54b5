import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LIMITS, MSG } from '@exportdesk/core';
import {
  Alert,
  answerMessage,
  Button,
  Loading,
  TextField,
  useApiMutation,
  useApiQuery,
} from '@exportdesk/portal-kit';
import { AuthLayout } from './AuthLayout';
import { checkResetLink, setNewPassword } from './signInCalls';

type Check =
  | { state: 'checking' }
  | { state: 'invalid'; message: string }
  | { state: 'valid' }
  | { state: 'done'; message: string };

/** Reset-password page (002 §2.2, §5): the link is checked first; invalid → red card; valid → the form. */
export function ResetPassword() {
  const { str = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const link = useApiQuery(['reset-link', str], (signal) => checkResetLink(str, signal));
  const check: Check =
    done !== null
      ? { state: 'done', message: done }
      : link.loading
        ? { state: 'checking' }
        : link.failure
          ? { state: 'invalid', message: answerMessage(link.failure, MSG.resetLinkInvalid) }
          : link.data?.valid === false
            ? { state: 'invalid', message: link.answer?.message ?? MSG.resetLinkInvalid }
            : { state: 'valid' };

  // "required, at least 8 characters"; "confirmation required and equal"; "spaces cannot be typed"
  const passwordError = password.length < LIMITS.newPasswordMin ? MSG.passwordMin8 : undefined;
  const confirmError = !confirm || confirm !== password ? MSG.passwordsMustMatch : undefined;
  const strip = (v: string) => v.replace(/\s/g, '');

  // Refusals go in the form's own red card, not a toast.
  const saving = useApiMutation(setNewPassword, {
    show: 'silent',
    onSuccess: (r) => setDone(r.message ?? MSG.passwordChanged),
    onFailure: (f) => setError(answerMessage(f, MSG.resetLinkInvalid)),
  });
  const busy = saving.busy;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (password !== confirm) return setError(MSG.passwordsNotSame);
    void saving.run({ str, password, confirmPassword: confirm });
  }

  return (
    <AuthLayout title="Set a new password">
      {check.state === 'checking' && <Loading label="Checking your link" />}
      {check.state === 'invalid' && (
        <div className="ed-stack">
          <Alert kind="error" title="Error!!!">
            {check.message}
          </Alert>
          <Link to="/login">Back to login</Link>
        </div>
      )}
      {check.state === 'done' && (
        <div className="ed-stack">
          <Alert kind="success" title="Success">
            {check.message}
          </Alert>
          <div className="ed-row">
            <Link className="ed-btn ed-btn--primary" to="/login">
              Log in
            </Link>
            <Link to="/">Home</Link>
          </div>
        </div>
      )}
      {check.state === 'valid' && (
        <form className="ed-stack" onSubmit={submit} aria-label="New password">
          {error && (
            <Alert kind="error" title="Error!!!">
              {error}
            </Alert>
          )}
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            value={password}
            touched={touched.password}
            error={passwordError}
            onChange={(e) => setPassword(strip(e.target.value))}
            onBlur={() => setTouched((t) => ({ ...t, password: true }))}
          />
          <TextField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            touched={touched.confirm}
            error={confirmError}
            onChange={(e) => setConfirm(strip(e.target.value))}
            onBlur={() => setTouched((t) => ({ ...t, confirm: true }))}
          />
          <Button type="submit" busy={busy} disabled={Boolean(passwordError || confirmError)}>
            Set password
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
