/**
 * The AD-code registration fee (000 §6 lookup/payforadCodeReg; issue 23), one flow for the
 * /adreg page and the shell's navbar modal: the AD code, bank and branch (useAdCodeDetails),
 * Pay confirmed with the spec's dialog, the order, then the checkout, which comes back to /adreg
 * (it verifies and says 'Success!' or 'Oops!').
 */
import { useState } from 'react';
import { PAYMENT_CONTRACTS, PLAN_MSG, type AdCodeDetails, type AdCodeDetailsBody } from '@exportdesk/core';
import { callContract } from '../api';
import { useApiMutation } from '../data/useApi';
import { useAdCodeDetails } from '../ui/AdCodeDetails';
import { ConfirmDialog } from '../ui/bits';
import { openCheckout } from './checkout';

/** Where every AD-code checkout comes back: the page that verifies the payment. */
export const AD_CODE_RETURN_PATH = '/adreg';

/** The fee with the AD code, bank and branch it registers; an open order comes back as is. */
export const payForAdCode = (v: AdCodeDetailsBody) =>
  callContract(PAYMENT_CONTRACTS.payForAdCode, { body: v });

/**
 * `fields` and `ask` (checks the fields, then asks the spec's confirmation) for the caller's
 * form, or `form` and `confirmFor` for a page's own SchemaForm; `confirm` is the dialog, shown while `visible`. A refused order is a toast, or with
 * `inline` the caller shows `error` itself (the modal, whose toast would sit behind it).
 */
export function useAdCodePayment({ inline = false, visible = true } = {}) {
  const details = useAdCodeDetails();
  const [asked, setAsked] = useState<AdCodeDetails | null>(null);
  const pay = useApiMutation(payForAdCode, {
    errorTitle: PLAN_MSG.oops,
    show: inline ? 'inline' : 'toast',
    onSuccess: (env) => {
      if (env.data) void openCheckout(env.data, AD_CODE_RETURN_PATH);
    },
  });
  const confirm = (
    <ConfirmDialog
      open={visible && asked !== null}
      title="AD Code Registration"
      text={PLAN_MSG.adCodeConfirm}
      confirmLabel="Pay"
      onCancel={() => setAsked(null)}
      onConfirm={() => {
        const d = asked;
        setAsked(null);
        if (d) void pay.run(d);
      }}
    />
  );
  return {
    /** the details' form, for a page that puts the fields in its own SchemaForm (then `onValid={confirmFor}`) */
    form: details.form,
    fields: details.fields,
    /** checks the fields, then asks the spec's confirmation */
    ask: () => void details.check(setAsked),
    /** asks the confirmation for details already checked */
    confirmFor: setAsked,
    confirming: asked !== null,
    confirm,
    busy: pay.busy,
    error: pay.error,
  };
}
