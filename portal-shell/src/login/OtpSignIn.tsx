import { useState } from 'react';
import { MSG, sendOtpForLoginSchema } from '@exportdesk/core';
import {
  Alert,
  Button,
  FormTextField,
  SchemaForm,
  useApiMutation,
  useAuth,
  useSchemaForm,
} from '@exportdesk/portal-kit';
import { loginWithOtp, sendOtpForLogin } from './signInCalls';

/**
 * "Log in with OTP" (issue 14; 000 §7 sendotpforlogin, loginwithotp) for the exporter and
 * service-provider tabs: the code goes to the account's registered mobile and e-mail.
 */
export function OtpSignIn({ userType, userLabel }: { userType: number; userLabel: string }) {
  const [open, setOpen] = useState(false);
  // The OTP is checked by the server; the form only asks for the username (messages in the alert).
  const form = useSchemaForm(
    sendOtpForLoginSchema,
    { userType, userName: '', otp: '' },
    { shouldFocusError: false },
  );
  const otp = form.watch('otp');
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
  const submit = ({ userName }: { userName: string }) => {
    setError(null);
    if (!sent) return void sending.run({ userType, userName });
    void checking.run({ userType, userName, otp });
  };
  return (
    <SchemaForm
      form={form}
      onValid={submit}
      onInvalid={() => setError(MSG.invalidUsername)}
      noValidate={false}
      className="ed-stack ed-card"
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
      <FormTextField label={userLabel} name="userName" touched={false} />
      {sent && (
        <FormTextField
          label="OTP"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          normalize={(v) => v.replace(/\D/g, '')}
          touched={false}
        />
      )}
      <div className="ed-row">
        <Button type="submit" busy={sending.busy || checking.busy} disabled={sent && otp.length < 6}>
          {sent ? 'Submit OTP' : 'Send OTP'}
        </Button>
        {sent && (
          <Button
            variant="secondary"
            onClick={() => void sending.run({ userType, userName: form.getValues('userName').trim() })}
          >
            Resend OTP
          </Button>
        )}
      </div>
    </SchemaForm>
  );
}
