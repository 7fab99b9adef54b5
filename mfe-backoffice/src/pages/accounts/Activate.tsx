import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_MSG, activationSchema } from '@exportdesk/core';
import {
  Alert,
  Button,
  FormTextField,
  SchemaForm,
  useApiMutation,
  useSchemaForm,
} from '@exportdesk/portal-kit';
import { activateAccount, sendActivationOtp } from './accountCalls';

/**
 * /register/{userId}: where login sends an account that still has to confirm its mobile and
 * e-mail (000 §4.3 "Inactive with userDetails goes to /register/{userId}"). One OTP, sent to both.
 */
export function Activate({ userId }: { userId: number }) {
  const [sent, setSent] = useState(false);
  const form = useSchemaForm(activationSchema, { userId, otp: '' });
  const otp = form.watch('otp');
  const navigate = useNavigate();
  const sending = useApiMutation(sendActivationOtp, { onSuccess: () => setSent(true) });
  const activating = useApiMutation(activateAccount, {
    // the server's refusal under the OTP field, as the field's own message
    onFailure: (f) => (form.setError('otp', { type: 'server', message: f.message }), true),
    success: ACCOUNT_MSG.accountActivated,
    onSuccess: () => navigate('/login'),
  });
  return (
    <div className="acc-form ed-card">
      <Alert kind="info">
        Your account is not activated yet. Confirm your mobile number and e-mail with the OTP we send to both,
        then log in.
      </Alert>
      <Button variant="secondary" busy={sending.busy} onClick={() => void sending.run({ userId })}>
        {sent ? 'Resend OTP' : 'Send OTP'}
      </Button>
      {sent && (
        <SchemaForm
          form={form}
          onValid={(v) => void activating.run(v)}
          noValidate={false}
          className="acc-otp-row"
        >
          <FormTextField
            label="OTP"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            normalize={(v) => v.replace(/\D/g, '')}
          />
          <Button type="submit" disabled={otp.length < 6} busy={activating.busy}>
            Activate
          </Button>
        </SchemaForm>
      )}
    </div>
  );
}
