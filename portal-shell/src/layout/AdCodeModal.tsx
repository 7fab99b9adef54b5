import { useState } from 'react';
import {
  AD_CODE_FEE,
  AD_CODE_TOTAL,
  PAYMENT_CONTRACTS,
  PLAN_MSG,
  formatInr,
  pathOf,
  type AdCodeDetails,
} from '@exportdesk/core';
import {
  Alert,
  Button,
  callContract,
  ConfirmDialog,
  Modal,
  useAdCodeDetails,
  portalSettings,
  useApiMutation,
} from '@exportdesk/portal-kit';

/**
 * The navbar's AD Code Registration modal (002 §6: "embeds a page, with Pay and Close buttons"):
 * the fee, Pay confirmed with the spec's text, then the same checkout as plans; the checkout comes
 * back to /adreg, which verifies and shows 'Success!' or 'Oops!'. Ours: the modal shows the page's
 * text itself instead of an iframe (the portal's CSP allows no frames from the API). The AD code,
 * bank and branch the fee registers are asked with it (issue 23; core's schema).
 */
export function AdCodeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [confirm, setConfirm] = useState(false);
  const form = useAdCodeDetails();
  const [details, setDetails] = useState<AdCodeDetails | null>(null);
  const ask = () => {
    const checked = form.check();
    if (!checked) return;
    setDetails(checked);
    setConfirm(true);
  };
  const pay = useApiMutation(
    (d: AdCodeDetails) => callContract(PAYMENT_CONTRACTS.payForAdCode, { body: d }),
    {
      errorTitle: PLAN_MSG.oops,
      show: 'inline',
      onSuccess: (env) => {
        if (!env.data) return;
        const back = `${window.location.origin}/adreg`;
        // Razorpay's Checkout opens from the /adreg page (the section's checkout code).
        if (env.data.provider !== 'sandbox') return window.location.assign(back);
        const api = portalSettings().apiUrl.replace(/\/$/, '');
        const checkout = pathOf(
          PAYMENT_CONTRACTS.sandboxCheckout,
          { orderId: env.data.orderId },
          { returnUrl: back },
        );
        window.location.assign(`${api}/${checkout}`);
      },
    },
  );
  return (
    <>
      <Modal
        open={open && !confirm}
        title="AD Code Registration"
        onClose={onClose}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button busy={pay.busy} onClick={ask} data-testid="adcode-modal-pay">
              Pay
            </Button>
          </>
        }
      >
        <p>
          Register your bank's Authorised Dealer (AD) code with the customs ports you export from. Fee{' '}
          {formatInr(AD_CODE_FEE)} + 18% GST = {formatInr(AD_CODE_TOTAL)}, non-refundable.
        </p>
        {form.fields}
        {pay.error && (
          <Alert kind="error" title={PLAN_MSG.oops}>
            {' '}
            {pay.error}
          </Alert>
        )}
      </Modal>
      <ConfirmDialog
        open={open && confirm}
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
