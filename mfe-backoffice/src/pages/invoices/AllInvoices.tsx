/**
 * My Invoices (/all_invoices; issue 16): every export invoice made in the portal, newest first, 20
 * a page, each with Edit (its /exportinvoice page) and Download PDF (drawn again: regenerate).
 * The same list answers /invoice, with a box id field that opens the tax invoice generator.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { boxIdFormSchema, formatDateDMY, formatInr, type Pager as PagerModel } from '@exportdesk/core';
import {
  Button,
  DataTable,
  FailureAlert,
  FormTextField,
  Loading,
  PageHeader,
  Pager,
  SchemaForm,
  useApiMutation,
  useApiQuery,
  useSchemaForm,
  type Column,
} from '@exportdesk/portal-kit';
import { downloadInvoice, listInvoices, type InvoiceRow } from './invoicesCalls';

export default function AllInvoices({ withTaxInvoice = false }: { withTaxInvoice?: boolean }) {
  const [page, setPage] = useState(1);
  const form = useSchemaForm(boxIdFormSchema, { boxId: '' });
  const box = form.watch('boxId');
  const navigate = useNavigate();
  const list = useApiQuery(['exportinvoices', page], (s) => listInvoices(page, s), { keepPrevious: true });
  const pdf = useApiMutation(downloadInvoice, {
    errorTitle: 'Oops!',
    successTitle: 'Downloading',
    success: () => 'Pdf file is downloading',
  });
  // The list's envelope carries the pager beside its data (the house list shape).
  const meta = list.answer as unknown as { pager?: PagerModel } | undefined;
  const columns: Column<InvoiceRow>[] = [
    { key: 'invoiceNo', header: 'Invoice No.' },
    { key: 'invoiceDate', header: 'Date' },
    {
      key: 'ref',
      header: 'Parcel / Docket',
      render: (r) => `${r.kind === 'docket' ? 'Docket' : 'Parcel'} ${r.ref}`,
    },
    { key: 'consignee', header: 'Consignee', render: (r) => `${r.consignee.name}, ${r.consignee.country}` },
    { key: 'total', header: 'Total (INR)', nowrap: true, render: (r) => formatInr(r.totalInr) },
    {
      key: 'updated',
      header: 'Updated',
      render: (r) => (r.updatedAt ? formatDateDMY(new Date(r.updatedAt)) : ''),
    },
    {
      key: 'actions',
      header: 'Action',
      render: (r) => (
        <span className="ed-row-actions">
          <Link
            className="ed-btn ed-btn--secondary ed-btn--sm"
            to={`/exportinvoice/${r.kind}/${encodeURIComponent(r.ref)}`}
          >
            Edit
          </Link>{' '}
          <Button size="sm" variant="ghost" disabled={pdf.busy} onClick={() => void pdf.run(r.id)}>
            Download PDF
          </Button>
        </span>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={withTaxInvoice ? 'Tax Invoices' : 'My Invoices'}
        subtitle="Export invoices made for your parcels and dockets."
      />
      <div className="ed-stack">
        {withTaxInvoice && (
          <SchemaForm
            form={form}
            onValid={(v) => navigate(`/generateinvoice/${encodeURIComponent(v.boxId)}`)}
            noValidate={false}
            className="ed-card ed-inline-form"
            aria-label="Tax invoice by box id"
            style={{ display: 'flex', gap: '0.5rem', alignItems: 'end', padding: '1rem', flexWrap: 'wrap' }}
          >
            <FormTextField label="Box ID" name="boxId" maxLength={40} />
            <Button type="submit" disabled={!box.trim()}>
              Tax invoice
            </Button>
          </SchemaForm>
        )}
        {list.failure ? (
          <FailureAlert failure={list.failure} onRetry={list.retry} />
        ) : list.loading ? (
          <Loading />
        ) : (
          <>
            <DataTable
              caption="Export invoices"
              columns={columns}
              rows={list.data ?? []}
              rowKey={(r) => String(r.id)}
              empty="No Data Found"
            />
            {meta?.pager && <Pager pager={meta.pager} onPage={setPage} label="Invoice pages" />}
          </>
        )}
      </div>
    </>
  );
}

export function TaxInvoices() {
  return <AllInvoices withTaxInvoice />;
}
