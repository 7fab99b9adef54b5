import { formatDateDMY, formatInr } from '@exportdesk/core';
import { Button, DataTable, useApiMutation } from '@exportdesk/portal-kit';
import { downloadInvoice, type TaxInvoiceItem } from './planCalls';

/** GST tax invoices and credit notes with their PDF (getTaxInvForSubs); `admin` adds the recipient. */
export function InvoicesTable({ rows, admin = false }: { rows: TaxInvoiceItem[]; admin?: boolean }) {
  const dl = useApiMutation((no: string) => downloadInvoice(no), { errorTitle: 'Oops!' });
  return (
    <DataTable
      caption="Tax invoices"
      rows={rows}
      rowKey={(r) => r.invoiceNo}
      empty="No tax invoices yet"
      columns={[
        { key: 'invoiceNo', header: 'Number', sortable: true },
        {
          key: 'date',
          header: 'Date',
          sortable: true,
          render: (r) => formatDateDMY(new Date(r.date + 19_800_000)),
        },
        ...(admin
          ? [
              { key: 'recipientName', header: 'Company', sortable: true },
              { key: 'recipientIeCode', header: 'IE code' },
            ]
          : []),
        { key: 'kind', header: 'Type', render: (r) => (r.kind === 'credit' ? 'Credit note' : 'Tax invoice') },
        { key: 'description', header: 'Description' },
        { key: 'total', header: 'Total', sortable: true, nowrap: true, render: (r) => formatInr(r.total) },
        {
          key: 'pdf',
          header: 'PDF',
          render: (r) => (
            <Button
              size="sm"
              variant="secondary"
              busy={dl.busy && dl.pending === r.invoiceNo}
              onClick={() => void dl.run(r.invoiceNo)}
              aria-label={`Download ${r.invoiceNo}`}
            >
              Download
            </Button>
          ),
        },
      ]}
    />
  );
}
