/** Calls of the tax invoice generator (002 §7 "Invoices and logos"). */
import {
  INVOICE_CONTRACTS,
  pathOf,
  type AnswerData,
  type ProfileDetails,
  type TaxInvoicePdfInput,
} from '@exportdesk/core';
import { callContract, fetchFile, get, saveBlob } from '@exportdesk/portal-kit';

export type BoxData = AnswerData<typeof INVOICE_CONTRACTS.boxForInvoice>;

export const loadBox = (boxId: string, signal?: AbortSignal) =>
  callContract(INVOICE_CONTRACTS.boxForInvoice, { body: { boxId } }, signal);

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
  const f = await fetchFile(pathOf(INVOICE_CONTRACTS.taxInvoicePdf), { method: 'POST', body: edit });
  const name = f.fileName ?? `ExportDesk_TaxInvoice_${edit.boxId}.pdf`;
  saveBlob(f.blob, name);
  return name;
}
