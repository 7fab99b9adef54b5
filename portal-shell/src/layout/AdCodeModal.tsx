import { AD_CODE_FEE, AD_CODE_TOTAL, PLAN_MSG, formatInr } from '@exportdesk/core';
import { Alert, Button, Modal, useAdCodePayment } from '@exportdesk/portal-kit';

/**
 * The navbar's AD Code Registration modal (002 §6: "embeds a page, with Pay and Close buttons"):
 * the fee, Pay confirmed with the spec's text, then the same checkout as plans; the checkout comes
 * back to /adreg, which verifies and shows 'Success!' or 'Oops!'. Ours: the modal shows the page's
 * text itself instead of an iframe (the portal's CSP allows no frames from the API). The flow
 * (details, dialog, order, checkout) is portal-kit's, shared with /adreg.
 */
export function AdCodeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const pay = useAdCodePayment({ inline: true, visible: open });
  return (
    <>
      <Modal
        open={open && !pay.confirming}
        title="AD Code Registration"
        onClose={onClose}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button busy={pay.busy} onClick={pay.ask} data-testid="adcode-modal-pay">
              Pay
            </Button>
          </>
        }
      >
        <p>
          Register your bank's Authorised Dealer (AD) code with the customs ports you export from. Fee{' '}
          {formatInr(AD_CODE_FEE)} + 18% GST = {formatInr(AD_CODE_TOTAL)}, non-refundable.
        </p>
        {pay.fields}
        {pay.error && (
          <Alert kind="error" title={PLAN_MSG.oops}>
            {' '}
            {pay.error}
          </Alert>
        )}
      </Modal>
      {pay.confirm}
    </>
  );
}
