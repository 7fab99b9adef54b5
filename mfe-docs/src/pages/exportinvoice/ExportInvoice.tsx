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
} from '@exportdesk/core';
import {
  Button,
  FailureAlert,
  FormCountryField,
  FormSelectField,
  FormTextField,
  Loading,
  PageHeader,
  SchemaForm,
  useSchemaForm,
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

/** The invoice as its inputs hold it: amounts as text, the weights carried as the orders gave them. */
const asForm = (v: ExportInvoiceData): Form => ({
  ...v,
  items: v.items.map((i) => ({ ...i, quantity: String(i.quantity), fobForeign: String(i.fobForeign) })),
  freightInr: String(v.freightInr),
  insuranceInr: String(v.insuranceInr),
  otherInr: String(v.otherInr),
});

const EMPTY: Form = {
  invoiceNo: '',
  invoiceDate: '',
  terms: INVOICE_TERMS[0],
  igstMode: IGST_MODES[0],
  currency: CURRENCIES[0],
  consignee: { name: '', address: '', city: '', zipCode: '', country: '' },
  items: [],
  freightInr: '',
  insuranceInr: '',
  otherInr: '',
};

export default function ExportInvoice() {
  const params = useParams();
  const type = params.type === 'docket' ? 'docket' : 'parcel';
  const ref = (params.id ?? '').trim().toUpperCase();
  const { invoice, save, pdf } = useExportInvoice(type, ref);
  // The API's own payload schema checks the form: its messages show under the fields, in the API's words.
  const form = useSchemaForm(exportInvoiceSchema, EMPTY);
  const [loaded, setLoaded] = useState(false);
  const v = invoice.data;
  const currency = form.watch('currency');

  useEffect(() => {
    if (!v) return;
    form.reset(asForm(v));
    setLoaded(true);
  }, [invoice.updatedAt]);

  const submit = (body: ExportInvoiceData) => {
    if (!v) return;
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
        ) : !loaded || !v ? (
          <Loading />
        ) : (
          <SchemaForm form={form} className="ed-stack" aria-label="Export invoice" onValid={submit}>
            <section className="ed-card expinv-grid">
              <FormTextField name="invoiceNo" label="Invoice No." maxLength={40} />
              <FormTextField name="invoiceDate" label="Invoice date (DD-MM-YYYY)" maxLength={10} />
              <FormSelectField name="terms" label="Terms" options={opts(INVOICE_TERMS)} />
              <FormSelectField name="igstMode" label="GST mode" options={opts(IGST_MODES)} />
              <FormSelectField name="currency" label="Currency" options={opts(CURRENCIES)} />
            </section>
            <section className="ed-card expinv-grid" aria-label="Consignee">
              <FormTextField name="consignee.name" label="Consignee name" />
              <FormTextField name="consignee.address" label="Address" />
              <FormTextField name="consignee.city" label="City" />
              <FormTextField name="consignee.zipCode" label="Zip code" />
              <FormCountryField name="consignee.country" label="Country" />
            </section>
            <section className="ed-card expinv-lines" aria-label="Lines">
              {v.items.map((_, k) => (
                <div className="expinv-line" key={k}>
                  <FormTextField name={`items.${k}.description`} label={`Line ${k + 1} description`} />
                  <FormTextField name={`items.${k}.hsnCode`} label="HSN" maxLength={8} />
                  <FormTextField name={`items.${k}.quantity`} label="Qty" inputMode="decimal" />
                  <FormTextField name={`items.${k}.unit`} label="Unit" />
                  <FormTextField
                    name={`items.${k}.fobForeign`}
                    label={`FOB (${currency})`}
                    inputMode="decimal"
                  />
                </div>
              ))}
            </section>
            <section className="ed-card expinv-grid" aria-label="Charges">
              <FormTextField name="freightInr" label="Freight (INR)" inputMode="decimal" />
              <FormTextField name="insuranceInr" label="Insurance (INR)" inputMode="decimal" />
              <FormTextField name="otherInr" label="Other charges (INR)" inputMode="decimal" />
              <p className="expinv-total">
                Invoice total: <strong>{formatInr(v.totalInr)}</strong>
                {v.id ? ` · revision ${v.revision}` : ' (draft from the orders)'}
              </p>
            </section>
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
          </SchemaForm>
        )}
      </div>
    </>
  );
}
