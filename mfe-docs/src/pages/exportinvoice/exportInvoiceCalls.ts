/** Calls of the export invoice form (issue 16): the stored invoice or a draft, create, save, PDF. */
import { INVOICE_CONTRACTS as c, pathOf, type ExportInvoiceInput } from '@exportdesk/core';
import { callContract, fetchFile, saveBlob } from '@exportdesk/portal-kit';

type Kind = 'parcel' | 'docket';

export const loadInvoice = (type: Kind, id: string, signal?: AbortSignal) =>
  callContract(c.exportInvoice, { params: { type, id } }, signal);

export const saveInvoice = (v: { type: Kind; ref: string; id: number | null; body: ExportInvoiceInput }) =>
  v.id === null
    ? callContract(c.createExportInvoice, { params: { type: v.type, id: v.ref }, body: v.body })
    : callContract(c.updateExportInvoice, { params: { invoiceId: v.id }, body: v.body });

export async function downloadInvoice(id: number): Promise<string> {
  const f = await fetchFile(pathOf(c.exportInvoicePdf, { invoiceId: id }));
  const name = f.fileName ?? `ExportInvoice_${id}.pdf`;
  saveBlob(f.blob, name);
  return name;
}
