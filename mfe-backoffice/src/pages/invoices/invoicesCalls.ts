/** Calls of My Invoices (/all_invoices): the export invoices, 20 a page, and their PDFs. */
import { INVOICE_CONTRACTS, pathOf, type SavedExportInvoice } from '@exportdesk/core';
import { callContract, fetchFile, saveBlob } from '@exportdesk/portal-kit';

export type InvoiceRow = SavedExportInvoice;

export const listInvoices = (page: number, signal?: AbortSignal) =>
  callContract(INVOICE_CONTRACTS.listExportInvoices, { query: { page } }, signal);

export async function downloadInvoice(id: number): Promise<string> {
  const f = await fetchFile(pathOf(INVOICE_CONTRACTS.exportInvoicePdf, { invoiceId: id }));
  const name = f.fileName ?? `ExportInvoice_${id}.pdf`;
  saveBlob(f.blob, name);
  return name;
}
