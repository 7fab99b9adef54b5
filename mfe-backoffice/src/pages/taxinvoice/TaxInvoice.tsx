/**
 * Tax invoice generator (/generateinvoice/:id; 002 §2.4, §3 "Invoice edit fields", §8, §9): the
 * box's invoice (id upper-cased) with the exporter's logo ('Please upload your logo' when none),
 * editable GST mode, sales basis, transaction and order ids, totals, amount in words, headings,
 * extra rows and signatory; Generate draws the PDF ('Downloading' / 'Pdf file is downloading').
 */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { amountInWords, formatInr, TAX_INVOICE_MSG, taxInvoicePdfSchema, LABELLED } from '@exportdesk/core';
import { Alert, Button, FailureAlert, Loading, PageHeader } from '@exportdesk/portal-kit';
import { EditFields, type EditForm } from './EditFields';
import { useTaxInvoice } from './useTaxInvoice';
import './taxinvoice.css';

export default function TaxInvoice() {
  const boxId = (useParams().id ?? '').trim().toUpperCase();
  const { box, profile, logo, generate } = useTaxInvoice(boxId);
  const [form, setForm] = useState<EditForm | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The form starts from the box's figures and the exporter's defaults, once per loaded box.
  useEffect(() => {
    const d = box.data;
    if (!d) return;
    const first = d.result[0];
    setForm({
      heading: 'TAX INVOICE',
      gstMode: first?.igstPayment || 'Not Applicable',
      salesBasis: first?.invoiceTerms || 'Advance Payment',
      transactionId: first?.trxnId ?? '',
      orderid: first?.orderId ?? '',
      totalAmount: String(d.totals.totalAmount),
      igstTotal: String(d.totals.igstTotal),
      paidAmount: String(d.totals.paidAmount),
      amountInWrd: amountInWords(d.totals.paidAmount),
      extraInfo: '',
      descHeading: 'Description',
      valueHeading: 'Value (INR)',
      extraRows: [],
      signatory: '',
      withLogo: true,
    });
  }, [box.updatedAt]);

  const signatories = profile.data?.authSignatory ?? [];
  const generatePdf = () => {
    if (!form) return;
    const s = signatories.find((x) => x.name === form.signatory);
    const edit = {
      type: 'invoice' as const,
      boxId,
      gstMode: form.gstMode,
      salesBasis: form.salesBasis,
      transactionId: form.transactionId,
      orderid: form.orderid,
      totalAmount: form.totalAmount,
      igstTotal: form.igstTotal,
      paidAmount: form.paidAmount,
      amountInWrd: form.amountInWrd,
      heading: form.heading,
      extraInfo: form.extraInfo,
      descHeading: form.descHeading,
      valueHeading: form.valueHeading,
      extraRows: form.extraRows.map((r) => ({ description: r.description, value: r.value })),
      signatory: s ? { name: s.name, designation: s.designation } : undefined,
      withLogo: form.withLogo,
    };
    // The server's own rules first: 0 or negative values, IGST only with payment of IGST.
    const r = taxInvoicePdfSchema.safeParse(edit, LABELLED);
    if (!r.success) return setError(r.error.issues[0]?.message ?? 'Please check the invoice.');
    setError(null);
    void generate.run(edit as Parameters<typeof generate.run>[0]);
  };

  const d = box.data;
  return (
    <>
      <PageHeader title="Tax Invoice" subtitle={`Box ${boxId}`} />
      <div className="ed-stack taxinv">
        {box.failure ? (
          <FailureAlert failure={box.failure} onRetry={box.retry} title="Oops!" />
        ) : !d || !form ? (
          <Loading />
        ) : (
          <>
            <section className="ed-card taxinv-head" aria-label="Exporter and consignee">
              <div className="taxinv-logo">
                {logo.data ? (
                  <img src={logo.data} alt={`${d.boxDetails.exporterDetails.name} logo`} />
                ) : (
                  <Alert kind="warning">
                    {TAX_INVOICE_MSG.noLogo} <Link to="/settings">Settings</Link>
                  </Alert>
                )}
              </div>
              <div>
                <h3>Exporter</h3>
                <p className="taxinv-lines">
                  {[
                    d.boxDetails.exporterDetails.name,
                    d.boxDetails.exporterDetails.address,
                    `IEC: ${d.boxDetails.exporterDetails.ieCode}`,
                    d.boxDetails.exporterDetails.gstin && `GSTIN: ${d.boxDetails.exporterDetails.gstin}`,
                  ]
                    .filter(Boolean)
                    .join('\n')}
                </p>
              </div>
              <div>
                <h3>Consignee</h3>
                <p className="taxinv-lines">
                  {[
                    d.boxDetails.consigneeDetails.name,
                    d.boxDetails.consigneeDetails.address,
                    `${d.boxDetails.consigneeDetails.city} ${d.boxDetails.consigneeDetails.zipCode}`,
                    d.boxDetails.consigneeDetails.country,
                  ].join('\n')}
                </p>
              </div>
            </section>
            <div className="ed-table-wrap">
              <table className="ed-table" aria-label="Invoice lines">
                <thead>
                  <tr>
                    <th>Sl.</th>
                    <th>Invoice</th>
                    <th>Description</th>
                    <th>HSN</th>
                    <th>Qty</th>
                    <th>FOB</th>
                    <th>Value (INR)</th>
                    <th>IGST</th>
                  </tr>
                </thead>
                <tbody>
                  {d.result.map((l) => (
                    <tr key={l.orderId}>
                      <td data-label="Sl.">{l.slNo}</td>
                      <td data-label="Invoice">
                        {l.invoiceNo}
                        <br />
                        <span className="ed-muted">{l.invoiceDate}</span>
                      </td>
                      <td data-label="Description">{l.description}</td>
                      <td data-label="HSN">{l.hsnCode}</td>
                      <td data-label="Qty">{`${l.quantity.number} ${l.quantity.unit}`}</td>
                      <td data-label="FOB">{`${l.paymentDetails.currency} ${l.paymentDetails.fob_foreign.toFixed(2)}`}</td>
                      <td data-label="Value (INR)">{formatInr(l.paymentDetails.fob)}</td>
                      <td data-label="IGST">{`${l.igstDetails.rate}% · ${formatInr(l.igstDetails.amount)}`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <EditFields form={form} onChange={setForm} signatories={signatories} hasLogo={!!logo.data} />
            {error && (
              <Alert kind="error" title="Oops!">
                {error}
              </Alert>
            )}
            <div className="taxinv-actions">
              <Button onClick={generatePdf} busy={generate.busy} disabled={generate.busy}>
                Generate
              </Button>
            </div>
          </>
        )}
      </div>
    </>
  );
}
