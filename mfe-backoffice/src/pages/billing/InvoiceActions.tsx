import { useId, useState } from 'react';
import { BILLING_MSG, keepVatChars, parseVat, type BillingCarrier } from '@exportdesk/core';
import { Button, useApiMutation } from '@exportdesk/portal-kit';
import { invoiceAction, type InvoiceAction } from './billingCalls';

/**
 * "A text box for an invoice number with buttons Mark as paid, Mark VAT Inv. as paid and Gen.
 * Invoices" (002 §2.3), and the VAT box of excel/updateVat (digits, dot and space only; above 0).
 * The server enforces the status machine; its message is shown either way.
 */
export function InvoiceActions({ carrier, onDone }: { carrier: BillingCarrier; onDone: () => void }) {
  const invId = useId();
  const vatId = useId();
  const boxId = useId();
  const [invoiceNo, setInvoiceNo] = useState('');
  const [vat, setVat] = useState('');
  const [box, setBox] = useState('');
  const [vatError, setVatError] = useState<string | null>(null);
  const action = useApiMutation(invoiceAction, {
    successTitle: 'Success',
    errorTitle: 'Oops!',
    success: (env) => env.message ?? undefined,
    onSuccess: () => onDone(),
  });
  const run = (a: InvoiceAction) => {
    if (a === 'vat-generate' && parseVat(vat) === null) return setVatError(BILLING_MSG.vatNotAbove0);
    setVatError(null);
    void action.run({ carrier, action: a, invoiceNo: invoiceNo.trim(), vat, boxId: box.trim() });
  };
  const none = !invoiceNo.trim() || action.busy;
  return (
    <section className="billing-actions ed-card" aria-label="Carrier invoice actions">
      <div className="ed-field">
        <label className="ed-field__label" htmlFor={invId}>
          Invoice number
        </label>
        <input
          id={invId}
          className="ed-input"
          value={invoiceNo}
          maxLength={60}
          onChange={(e) => setInvoiceNo(e.target.value)}
        />
      </div>
      <div className="ed-row billing-actions__buttons">
        <Button variant="secondary" disabled={none} onClick={() => run('paid')}>
          Mark as paid
        </Button>
        <Button variant="secondary" disabled={none} onClick={() => run('vat-paid')}>
          Mark VAT Inv. as paid
        </Button>
        <Button disabled={none} onClick={() => run('generate')}>
          Gen. Invoices
        </Button>
      </div>
      <div className="billing-actions__vat">
        <div className="ed-field">
          <label className="ed-field__label" htmlFor={vatId}>
            VAT
          </label>
          <input
            id={vatId}
            className="ed-input"
            inputMode="decimal"
            value={vat}
            aria-invalid={!!vatError}
            aria-describedby={vatError ? `${vatId}-err` : undefined}
            onChange={(e) => setVat(keepVatChars(e.target.value))}
          />
          {vatError && (
            <span id={`${vatId}-err`} className="ed-field__error" role="alert">
              {vatError}
            </span>
          )}
        </div>
        <div className="ed-field">
          <label className="ed-field__label" htmlFor={boxId}>
            Box ID (optional)
          </label>
          <input
            id={boxId}
            className="ed-input"
            value={box}
            maxLength={60}
            onChange={(e) => setBox(e.target.value)}
          />
        </div>
        <Button variant="accent" disabled={none} onClick={() => run('vat-generate')}>
          Add VAT &amp; generate
        </Button>
      </div>
    </section>
  );
}
