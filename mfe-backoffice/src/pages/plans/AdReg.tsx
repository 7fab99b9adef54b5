import { useState } from 'react';
import { AD_CODE_FEE, AD_CODE_TOTAL, PLAN_MSG, formatInr, type AdCodeDetails } from '@exportdesk/core';
import {
  Alert,
  Button,
  ConfirmDialog,
  PageHeader,
  useAdCodeDetails,
  useApiMutation,
  useApiQuery,
} from '@exportdesk/portal-kit';
import { adCodeStatus, openCheckout, payForAdCode } from './planCalls';
import { useCheckoutReturn } from './useCheckoutReturn';
import './plans.css';

/**
 * AD Code Registration (/adreg; 000 §6): "Rs 2000 plus 18% GST, non-refundable", confirmed with
 * the spec's dialog, paid through the same checkout as plans; "Success!" / "Oops!" on return.
 * The AD code, bank and branch the fee registers are asked with it (issue 23; core's schema).
 */
export default function AdReg() {
  const [confirm, setConfirm] = useState(false);
  const form = useAdCodeDetails();
  const [details, setDetails] = useState<AdCodeDetails | null>(null);
  const ask = () => {
    const checked = form.check();
    if (!checked) return;
    setDetails(checked);
    setConfirm(true);
  };
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
          <Alert kind="success">
            {PLAN_MSG.adCodeAlreadyPaid}
            {status.data.details &&
              ` AD code ${status.data.details.adCode}, ${status.data.details.bankName}, ${status.data.details.branch}.`}
          </Alert>
        ) : (
          <form
            className="ed-stack"
            aria-label="AD code details"
            onSubmit={(e) => {
              e.preventDefault();
              ask();
            }}
          >
            {form.fields}
            <div>
              <Button type="submit" busy={pay.busy} data-testid="adreg-pay">
                Pay
              </Button>
            </div>
          </form>
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
          if (details) void pay.run(details);
        }}
      />
    </>
  );
}
