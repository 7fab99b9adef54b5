/** Calls of the export invoice form (issue 16): the stored invoice or a draft, create, save, PDF. */
import type { ExportInvoiceInput, ExportInvoiceView } from '@exportdesk/core';
import { call, fetchFile, get, saveBlob } from '@exportdesk/portal-kit';

const ref = (type: string, id: string) =>
  `exportinvoice/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;

export const loadInvoice = (type: string, id: string, signal?: AbortSignal) =>
  get<ExportInvoiceView>(ref(type, id), signal);

export const saveInvoice = (v: { type: string; ref: string; id: number | null; body: ExportInvoiceInput }) =>
  v.id === null
    ? call<ExportInvoiceView>(ref(v.type, v.ref), { method: 'POST', body: v.body })
    : call<ExportInvoiceView>(`exportinvoices/${v.id}`, { method: 'PUT', body: v.body });

export async function downloadInvoice(id: number): Promise<string> {
  const f = await fetchFile(`exportinvoices/${id}/pdf`);
  const name = f.fileName ?? `ExportInvoice_${id}.pdf`;
  saveBlob(f.blob, name);
  return name;
}
