/** The editable part of the tax invoice (002 §3 "Invoice edit fields", §9 options). */
import { amountInWords, GST_MODE_OPTIONS, SALES_BASIS_OPTIONS, type AuthSignatory } from '@exportdesk/core';
import { Button, SelectField, TextArea, TextField } from '@exportdesk/portal-kit';

export interface EditForm {
  heading: string;
  gstMode: string;
  salesBasis: string;
  transactionId: string;
  orderid: string;
  totalAmount: string;
  igstTotal: string;
  paidAmount: string;
  amountInWrd: string;
  extraInfo: string;
  descHeading: string;
  valueHeading: string;
  extraRows: Array<{ description: string; value: string }>;
  signatory: string;
  withLogo: boolean;
}

const opts = (xs: readonly string[]) => xs.map((x) => ({ value: x, label: x }));

export function EditFields({
  form,
  onChange,
  signatories,
  hasLogo,
}: {
  form: EditForm;
  onChange: (f: EditForm) => void;
  signatories: AuthSignatory[];
  hasLogo: boolean;
}) {
  const set = (patch: Partial<EditForm>) => onChange({ ...form, ...patch });
  const setPaid = (paidAmount: string) => {
    const n = Number(paidAmount);
    set({ paidAmount, ...(Number.isFinite(n) && n > 0 ? { amountInWrd: amountInWords(n) } : {}) });
  };
  const setRow = (i: number, patch: Partial<EditForm['extraRows'][number]>) =>
    set({ extraRows: form.extraRows.map((r, k) => (k === i ? { ...r, ...patch } : r)) });
  return (
    <section className="ed-card taxinv-edit" aria-label="Invoice details">
      <div className="taxinv-grid">
        <TextField
          label="Heading"
          value={form.heading}
          maxLength={80}
          onChange={(e) => set({ heading: e.target.value })}
        />
        <SelectField
          label="GST mode"
          value={form.gstMode}
          options={opts(GST_MODE_OPTIONS)}
          onChange={(e) => set({ gstMode: e.target.value })}
        />
        <SelectField
          label="Sales basis"
          value={form.salesBasis}
          options={opts(SALES_BASIS_OPTIONS)}
          onChange={(e) => set({ salesBasis: e.target.value })}
        />
        <TextField
          label="Transaction ID"
          value={form.transactionId}
          maxLength={64}
          onChange={(e) => set({ transactionId: e.target.value })}
        />
        <TextField
          label="Order ID"
          value={form.orderid}
          maxLength={64}
          onChange={(e) => set({ orderid: e.target.value })}
        />
        <SelectField
          label="Signatory"
          value={form.signatory}
          placeholder="Authorised Signatory"
          options={signatories.map((s) => ({
            value: s.name,
            label: s.designation ? `${s.name} (${s.designation})` : s.name,
          }))}
          onChange={(e) => set({ signatory: e.target.value })}
        />
      </div>
      <fieldset className="taxinv-rows">
        <legend>Extra rows</legend>
        <div className="taxinv-grid">
          <TextField
            label="Description heading"
            value={form.descHeading}
            maxLength={60}
            onChange={(e) => set({ descHeading: e.target.value })}
          />
          <TextField
            label="Value heading"
            value={form.valueHeading}
            maxLength={60}
            onChange={(e) => set({ valueHeading: e.target.value })}
          />
        </div>
        {form.extraRows.map((r, i) => (
          <div className="taxinv-row" key={i}>
            <TextField
              label={`Row ${i + 1} description`}
              value={r.description}
              maxLength={200}
              onChange={(e) => setRow(i, { description: e.target.value })}
            />
            <TextField
              label={`Row ${i + 1} value (INR)`}
              inputMode="decimal"
              value={r.value}
              onChange={(e) => setRow(i, { value: e.target.value })}
            />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => set({ extraRows: form.extraRows.filter((_, k) => k !== i) })}
            >
              Remove
            </Button>
          </div>
        ))}
        {form.extraRows.length < 5 && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => set({ extraRows: [...form.extraRows, { description: '', value: '' }] })}
          >
            Add row
          </Button>
        )}
      </fieldset>
      <div className="taxinv-grid">
        <TextField
          label="Total amount (INR)"
          inputMode="decimal"
          value={form.totalAmount}
          onChange={(e) => set({ totalAmount: e.target.value })}
        />
        <TextField
          label="IGST total (INR)"
          inputMode="decimal"
          value={form.igstTotal}
          onChange={(e) => set({ igstTotal: e.target.value })}
        />
        <TextField
          label="Paid amount (INR)"
          inputMode="decimal"
          value={form.paidAmount}
          onChange={(e) => setPaid(e.target.value)}
        />
      </div>
      <TextField
        label="Amount in words"
        value={form.amountInWrd}
        maxLength={300}
        onChange={(e) => set({ amountInWrd: e.target.value })}
      />
      <TextArea
        label="Extra information"
        value={form.extraInfo}
        maxLength={500}
        rows={2}
        onChange={(e) => set({ extraInfo: e.target.value })}
      />
      {hasLogo && (
        <label className="taxinv-check">
          <input
            type="checkbox"
            checked={form.withLogo}
            onChange={(e) => set({ withLogo: e.target.checked })}
          />{' '}
          Print my logo
        </label>
      )}
    </section>
  );
}
