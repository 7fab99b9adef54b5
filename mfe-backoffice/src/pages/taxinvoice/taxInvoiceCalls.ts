/** Calls of the tax invoice generator (002 §7 "Invoices and logos"). */
import type { ProfileDetails, TaxInvoiceBox, TaxInvoicePdfInput } from '@exportdesk/core';
import { fetchFile, get, post, saveBlob } from '@exportdesk/portal-kit';

export type BoxData = TaxInvoiceBox & { hasLogo: boolean };

export const loadBox = (boxId: string, signal?: AbortSignal) =>
  post<BoxData>('getdatabyboxforinvoice', { boxId }, signal);

/** The signatories and defaults: the exporter's own profile, or (a CHA, the super admin) the exporter's by IEC. */
export const loadProfile = (ieCode: string | null, signal?: AbortSignal) =>
  ieCode
    ? get<ProfileDetails>(`authentication/checkIeCodeForDataEntry/${encodeURIComponent(ieCode)}`, signal)
    : get<ProfileDetails>('authentication/getProfileDetails', signal);

/** The logo as a data URL; a refusal carries 'Please upload your logo'. */
export const loadLogo = (ieCode: string | null, signal?: AbortSignal) =>
  ieCode
    ? get<string>(`authentication/getLogoForExporter/${encodeURIComponent(ieCode)}`, signal)
    : get<string>('authentication/getLogoForInvoice', signal);

/** downloadAsPdf type 'invoice': saves the PDF under the server's name. */
export async function downloadInvoicePdf(edit: TaxInvoicePdfInput): Promise<string> {
  const f = await fetchFile('invoice/downloadAsPdf', { method: 'POST', body: edit });
  const name = f.fileName ?? `ExportDesk_TaxInvoice_${edit.boxId}.pdf`;
  saveBlob(f.blob, name);
  return name;
}
