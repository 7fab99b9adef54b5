import { useEffect, useState } from 'react';
import { ACCOUNT_MSG, type OtpChannel } from '@exportdesk/core';
import { Button, TextField, useApiMutation } from '@exportdesk/portal-kit';
import { sendOtp, verifyOtp } from './accountCalls';

export interface OtpConfirmProps {
  channel: OtpChannel;
  /** the mobile or e-mail typed in the form */
  target: string;
  /** the form's own check of the target passed */
  ready: boolean;
  verified: boolean;
  onVerified: (target: string) => void;
}

/** Send OTP → type it → Verify, for the mobile or the e-mail of the sign-up form. */
export function OtpConfirm({ channel, target, ready, verified, onVerified }: OtpConfirmProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const label = channel === 'mobile' ? 'mobile' : 'e-mail';
  const sending = useApiMutation(sendOtp, {
    success: () => ACCOUNT_MSG.otpSent(channel),
    onSuccess: (_a, v) => setSentTo(v.target),
  });
  const verifying = useApiMutation(verifyOtp, {
    show: 'inline',
    onSuccess: (_a, v) => onVerified(v.target),
  });
  // A changed address needs a new code.
  useEffect(() => {
    if (sentTo && sentTo !== target.trim().toLowerCase()) {
      setSentTo(null);
      setOtp('');
    }
  }, [target, sentTo]);

  if (verified)
    return (
      <p className="acc-verified" data-testid={`${channel}-verified`}>
        ✓ {channel === 'mobile' ? 'Mobile' : 'E-mail'} verified
      </p>
    );
  return (
    <div className="acc-otp">
      <Button
        variant="secondary"
        size="sm"
        disabled={!ready}
        busy={sending.busy}
        onClick={() => void sending.run({ channel, target: target.trim().toLowerCase() })}
      >
        {sentTo ? 'Resend OTP' : `Send OTP to ${label}`}
      </Button>
      {sentTo && (
        <div className="acc-otp-row">
          <TextField
            label={`OTP sent to your ${label}`}
            name={`${channel}Otp`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={otp}
            error={verifying.error ?? undefined}
            onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
          />
          <Button
            size="sm"
            disabled={otp.length < 6}
            busy={verifying.busy}
            onClick={() => void verifying.run({ channel, target: sentTo, otp })}
          >
            Verify
          </Button>
        </div>
      )}
    </div>
  );
}
