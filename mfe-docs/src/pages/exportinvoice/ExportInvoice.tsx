/**
 * Export invoice of a parcel or a docket (/newexportinvoice/:type/:id, /exportinvoice/:type/:id;
 * issue 16): the stored invoice, or a draft from the orders, edited and saved; Download PDF draws
 * it with the docket documents' export-invoice renderer (regenerated from the saved data).
 */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  CURRENCIES,
  IGST_MODES,
  INVOICE_TERMS,
  exportInvoiceSchema,
  formatInr,
  type ExportInvoiceData,
  LABELLED,
} from '@exportdesk/core';
import {
  Alert,
  Button,
  CountryCombobox,
  FailureAlert,
  Loading,
  PageHeader,
  SelectField,
  TextField,
} from '@exportdesk/portal-kit';
import { useExportInvoice } from './useExportInvoice';
import './exportinvoice.css';

type Form = Omit<ExportInvoiceData, 'items' | 'freightInr' | 'insuranceInr' | 'otherInr'> & {
  items: Array<{
    description: string;
    hsnCode: string;
    quantity: string;
    unit: string;
    fobForeign: string;
    netGrams: number;
    grossGrams: number;
  }>;
  freightInr: string;
  insuranceInr: string;
  otherInr: string;
};

const opts = (xs: readonly string[]) => xs.map((x) => ({ value: x, label: x }));

export default function ExportInvoice() {
  const params = useParams();
  const type = params.type === 'docket' ? 'docket' : 'parcel';
  const ref = (params.id ?? '').trim().toUpperCase();
  const { invoice, save, pdf } = useExportInvoice(type, ref);
  const [form, setForm] = useState<Form | null>(null);
  const [error, setError] = useState<string | null>(null);
  const v = invoice.data;

  useEffect(() => {
    if (!v) return;
    setForm({
      ...v,
      items: v.items.map((i) => ({ ...i, quantity: String(i.quantity), fobForeign: String(i.fobForeign) })),
      freightInr: String(v.freightInr),
      insuranceInr: String(v.insuranceInr),
      otherInr: String(v.otherInr),
    });
  }, [invoice.updatedAt]);

  const set = (patch: Partial<Form>) => form && setForm({ ...form, ...patch });
  const setItem = (k: number, patch: Partial<Form['items'][number]>) =>
    form && set({ items: form.items.map((i, n) => (n === k ? { ...i, ...patch } : i)) });
  const setConsignee = (patch: Partial<Form['consignee']>) =>
    form && set({ consignee: { ...form.consignee, ...patch } });

  const submit = () => {
    if (!form || !v) return;
    const body = {
      invoiceNo: form.invoiceNo,
      invoiceDate: form.invoiceDate,
      terms: form.terms,
      igstMode: form.igstMode,
      currency: form.currency,
      consignee: form.consignee,
      items: form.items,
      freightInr: form.freightInr,
      insuranceInr: form.insuranceInr,
      otherInr: form.otherInr,
    };
    const r = exportInvoiceSchema.safeParse(body, LABELLED);
    if (!r.success) return setError(r.error.issues[0]?.message ?? 'Please check the invoice.');
    setError(null);
    void save.run({ type, ref, id: v.id, body });
  };

  return (
    <>
      <PageHeader
        title={v?.id ? `Export Invoice ${v.invoiceNo}` : 'New Export Invoice'}
        subtitle={`${type === 'docket' ? 'Docket' : 'Parcel'} ${ref}${v ? ` · docket ${v.docketNo}` : ''}`}
      />
      <div className="ed-stack expinv">
        {invoice.failure ? (
          <FailureAlert failure={invoice.failure} onRetry={invoice.retry} title="Oops!" />
        ) : !form || !v ? (
          <Loading />
        ) : (
          <form
            className="ed-stack"
            aria-label="Export invoice"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <section className="ed-card expinv-grid">
              <TextField
                label="Invoice No."
                value={form.invoiceNo}
                maxLength={40}
                onChange={(e) => set({ invoiceNo: e.target.value })}
              />
              <TextField
                label="Invoice date (DD-MM-YYYY)"
                value={form.invoiceDate}
                maxLength={10}
                onChange={(e) => set({ invoiceDate: e.target.value })}
              />
              <SelectField
                label="Terms"
                value={form.terms}
                options={opts(INVOICE_TERMS)}
                onChange={(e) => set({ terms: e.target.value as Form['terms'] })}
              />
              <SelectField
                label="GST mode"
                value={form.igstMode}
                options={opts(IGST_MODES)}
                onChange={(e) => set({ igstMode: e.target.value as Form['igstMode'] })}
              />
              <SelectField
                label="Currency"
                value={form.currency}
                options={opts(CURRENCIES)}
                onChange={(e) => set({ currency: e.target.value as Form['currency'] })}
              />
            </section>
            <section className="ed-card expinv-grid" aria-label="Consignee">
              <TextField
                label="Consignee name"
                value={form.consignee.name}
                onChange={(e) => setConsignee({ name: e.target.value })}
              />
              <TextField
                label="Address"
                value={form.consignee.address}
                onChange={(e) => setConsignee({ address: e.target.value })}
              />
              <TextField
                label="City"
                value={form.consignee.city}
                onChange={(e) => setConsignee({ city: e.target.value })}
              />
              <TextField
                label="Zip code"
                value={form.consignee.zipCode}
                onChange={(e) => setConsignee({ zipCode: e.target.value })}
              />
              <CountryCombobox
                label="Country"
                value={form.consignee.country}
                onChange={(country) => setConsignee({ country })}
              />
            </section>
            <section className="ed-card expinv-lines" aria-label="Lines">
              {form.items.map((i, k) => (
                <div className="expinv-line" key={k}>
                  <TextField
                    label={`Line ${k + 1} description`}
                    value={i.description}
                    onChange={(e) => setItem(k, { description: e.target.value })}
                  />
                  <TextField
                    label="HSN"
                    value={i.hsnCode}
                    maxLength={8}
                    onChange={(e) => setItem(k, { hsnCode: e.target.value })}
                  />
                  <TextField
                    label="Qty"
                    inputMode="decimal"
                    value={i.quantity}
                    onChange={(e) => setItem(k, { quantity: e.target.value })}
                  />
                  <TextField
                    label="Unit"
                    value={i.unit}
                    onChange={(e) => setItem(k, { unit: e.target.value })}
                  />
                  <TextField
                    label={`FOB (${form.currency})`}
                    inputMode="decimal"
                    value={i.fobForeign}
                    onChange={(e) => setItem(k, { fobForeign: e.target.value })}
                  />
                </div>
              ))}
            </section>
            <section className="ed-card expinv-grid" aria-label="Charges">
              <TextField
                label="Freight (INR)"
                inputMode="decimal"
                value={form.freightInr}
                onChange={(e) => set({ freightInr: e.target.value })}
              />
              <TextField
                label="Insurance (INR)"
                inputMode="decimal"
                value={form.insuranceInr}
                onChange={(e) => set({ insuranceInr: e.target.value })}
              />
              <TextField
                label="Other charges (INR)"
                inputMode="decimal"
                value={form.otherInr}
                onChange={(e) => set({ otherInr: e.target.value })}
              />
              <p className="expinv-total">
                Invoice total: <strong>{formatInr(v.totalInr)}</strong>
                {v.id ? ` · revision ${v.revision}` : ' (draft from the orders)'}
              </p>
            </section>
            {error && (
              <Alert kind="error" title="Oops!">
                {error}
              </Alert>
            )}
            <div className="expinv-actions">
              <Button type="submit" busy={save.busy} disabled={save.busy}>
                {v.id ? 'Save' : 'Create invoice'}
              </Button>
              {v.id !== null && (
                <Button
                  variant="secondary"
                  busy={pdf.busy}
                  disabled={pdf.busy}
                  onClick={() => void pdf.run(v.id!)}
                >
                  Download PDF
                </Button>
              )}
            </div>
          </form>
        )}
      </div>
    </>
  );
}
