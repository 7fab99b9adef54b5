import { AD_CODE_FEE, AD_CODE_TOTAL, PLAN_MSG, formatInr } from '@exportdesk/core';
import { Alert, Button, PageHeader, SchemaForm, useAdCodePayment, useApiQuery } from '@exportdesk/portal-kit';
import { adCodeStatus } from './planCalls';
import { useCheckoutReturn } from './useCheckoutReturn';
import './plans.css';

/**
 * AD Code Registration (/adreg; 000 §6): "Rs 2000 plus 18% GST, non-refundable", confirmed with
 * the spec's dialog, paid through the same checkout as plans; "Success!" / "Oops!" on return.
 * The flow (details, dialog, order, checkout) is portal-kit's, shared with the shell's modal.
 */
export default function AdReg() {
  const pay = useAdCodePayment();
  const status = useApiQuery(['adCodeStatus'], (s) => adCodeStatus(s));
  const back = useCheckoutReturn(() => void status.retry());
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
          <SchemaForm
            form={pay.form}
            onValid={pay.confirmFor}
            className="ed-stack"
            aria-label="AD code details"
          >
            {pay.fields}
            <div>
              <Button type="submit" busy={pay.busy} data-testid="adreg-pay">
                Pay
              </Button>
            </div>
          </SchemaForm>
        )}
      </section>
      {pay.confirm}
    </>
  );
}
