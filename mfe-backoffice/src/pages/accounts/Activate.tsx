import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_MSG } from '@exportdesk/core';
import { Alert, Button, TextField, useApiMutation } from '@exportdesk/portal-kit';
import { activateAccount, sendActivationOtp } from './accountCalls';

/**
 * /register/{userId}: where login sends an account that still has to confirm its mobile and
 * e-mail (000 §4.3 "Inactive with userDetails goes to /register/{userId}"). One OTP, sent to both.
 */
export function Activate({ userId }: { userId: number }) {
  const [sent, setSent] = useState(false);
  const [otp, setOtp] = useState('');
  const navigate = useNavigate();
  const sending = useApiMutation(sendActivationOtp, { onSuccess: () => setSent(true) });
  const activating = useApiMutation(activateAccount, {
    show: 'inline',
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
        <form
          className="acc-otp-row"
          onSubmit={(e) => {
            e.preventDefault();
            void activating.run({ userId, otp });
          }}
        >
          <TextField
            label="OTP"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={otp}
            error={activating.error ?? undefined}
            onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
          />
          <Button type="submit" disabled={otp.length < 6} busy={activating.busy}>
            Activate
          </Button>
        </form>
      )}
    </div>
  );
}
