/** Calls of My Invoices (/all_invoices): the export invoices, 20 a page, and their PDFs. */
import type { ExportInvoiceView, Pager as PagerModel } from '@exportdesk/core';
import { fetchFile, get, saveBlob } from '@exportdesk/portal-kit';

export type InvoiceRow = ExportInvoiceView & { id: number };
export interface InvoicePage {
  data: InvoiceRow[];
  count: number;
  pager: PagerModel;
}

export const listInvoices = (page: number, signal?: AbortSignal) =>
  get<InvoiceRow[]>(`exportinvoices?page=${page}`, signal);

export async function downloadInvoice(id: number): Promise<string> {
  const f = await fetchFile(`exportinvoices/${id}/pdf`);
  const name = f.fileName ?? `ExportInvoice_${id}.pdf`;
  saveBlob(f.blob, name);
  return name;
}
