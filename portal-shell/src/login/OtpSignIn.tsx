import { useState, type FormEvent } from 'react';
import { MSG } from '@exportdesk/core';
import { Alert, Button, TextField, useApiMutation, useAuth } from '@exportdesk/portal-kit';
import { loginWithOtp, sendOtpForLogin } from './signInCalls';

/**
 * "Log in with OTP" (issue 14; 000 §7 sendotpforlogin, loginwithotp) for the exporter and
 * service-provider tabs: the code goes to the account's registered mobile and e-mail.
 */
export function OtpSignIn({ userType, userLabel }: { userType: number; userLabel: string }) {
  const [open, setOpen] = useState(false);
  const [userName, setUserName] = useState('');
  const [otp, setOtp] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { signIn } = useAuth();
  const sending = useApiMutation(sendOtpForLogin, {
    show: 'silent',
    onSuccess: () => setSent(true),
    onFailure: (f) => setError(f.message),
  });
  const checking = useApiMutation(loginWithOtp, {
    show: 'silent',
    onSuccess: (a) => {
      if (!a.token || !signIn(a.token)) setError(MSG.sessionExpired);
    },
    onFailure: (f) => setError(f.message),
  });

  if (!open)
    return (
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} style={{ paddingLeft: 0 }}>
        Use a one-time password (OTP) instead
      </Button>
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!userName.trim()) return setError(MSG.invalidUsername);
    if (!sent) return void sending.run({ userType, userName: userName.trim() });
    void checking.run({ userType, userName: userName.trim(), otp });
  };
  return (
    <form
      className="ed-stack ed-card"
      onSubmit={submit}
      aria-label="Sign in with OTP"
      style={{ marginTop: 16 }}
    >
      {error && (
        <Alert kind="error" title="Oops!!!">
          {error}
        </Alert>
      )}
      {sent && (
        <Alert kind="info">
          If the account exists, an OTP has been sent to its registered mobile and e-mail.
        </Alert>
      )}
      <TextField
        label={userLabel}
        name="otpUserName"
        value={userName}
        onChange={(e) => setUserName(e.target.value)}
      />
      {sent && (
        <TextField
          label="OTP"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={otp}
          onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
        />
      )}
      <div className="ed-row">
        <Button type="submit" busy={sending.busy || checking.busy} disabled={sent && otp.length < 6}>
          {sent ? 'Submit OTP' : 'Send OTP'}
        </Button>
        {sent && (
          <Button
            variant="secondary"
            onClick={() => void sending.run({ userType, userName: userName.trim() })}
          >
            Resend OTP
          </Button>
        )}
      </div>
    </form>
  );
}
