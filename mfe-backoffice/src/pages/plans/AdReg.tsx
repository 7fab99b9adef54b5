import { useState } from 'react';
import { AD_CODE_FEE, AD_CODE_TOTAL, PLAN_MSG, formatInr } from '@exportdesk/core';
import {
  Alert,
  Button,
  ConfirmDialog,
  PageHeader,
  useApiMutation,
  useApiQuery,
} from '@exportdesk/portal-kit';
import { adCodeStatus, openCheckout, payForAdCode } from './planCalls';
import { useCheckoutReturn } from './useCheckoutReturn';
import './plans.css';

/**
 * AD Code Registration (/adreg; 000 §6): "Rs 2000 plus 18% GST, non-refundable", confirmed with
 * the spec's dialog, paid through the same checkout as plans; "Success!" / "Oops!" on return.
 */
export default function AdReg() {
  const [confirm, setConfirm] = useState(false);
  const status = useApiQuery(['adCodeStatus'], (s) => adCodeStatus(s));
  const back = useCheckoutReturn(() => void status.retry());
  const pay = useApiMutation(payForAdCode, {
    errorTitle: PLAN_MSG.oops,
    onSuccess: (env) => {
      if (env.data) void openCheckout(env.data, '/adreg');
    },
  });
  return (
    <>
      <PageHeader title="AD Code Registration" />
      {back.outcome && (
        <Alert kind={back.outcome.kind} title={back.outcome.title}>
          {' '}
          <span data-testid="payment-outcome">{back.outcome.message}</span>
        </Alert>
      )}
      <section className="ed-card ed-stack" style={{ maxWidth: 640 }}>
        <p>
          We register your bank's Authorised Dealer (AD) code with the customs ports you export from, so that
          export proceeds and incentives reach your account.
        </p>
        <p>
          Fee: <strong>{formatInr(AD_CODE_FEE)}</strong> + 18% GST ={' '}
          <strong>{formatInr(AD_CODE_TOTAL)}</strong>, non-refundable. A GST tax invoice is issued for the
          payment.
        </p>
        {status.data?.paid ? (
          <Alert kind="success">{PLAN_MSG.adCodeAlreadyPaid}</Alert>
        ) : (
          <div>
            <Button busy={pay.busy} onClick={() => setConfirm(true)} data-testid="adreg-pay">
              Pay
            </Button>
          </div>
        )}
      </section>
      <ConfirmDialog
        open={confirm}
        title="AD Code Registration"
        text={PLAN_MSG.adCodeConfirm}
        confirmLabel="Pay"
        onCancel={() => setConfirm(false)}
        onConfirm={() => {
          setConfirm(false);
          void pay.run();
        }}
      />
    </>
  );
}
