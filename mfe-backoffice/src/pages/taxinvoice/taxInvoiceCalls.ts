/** Calls of the tax invoice generator (002 §7 "Invoices and logos"). */
import {
  ACCOUNT_CONTRACTS,
  INVOICE_CONTRACTS,
  pathOf,
  type AnswerData,
  type TaxInvoicePdfInput,
} from '@exportdesk/core';
import { callContract, fetchFile, saveBlob } from '@exportdesk/portal-kit';

const a = ACCOUNT_CONTRACTS;

export type BoxData = AnswerData<typeof INVOICE_CONTRACTS.boxForInvoice>;

export const loadBox = (boxId: string, signal?: AbortSignal) =>
  callContract(INVOICE_CONTRACTS.boxForInvoice, { body: { boxId } }, signal);

/** The signatories and defaults: the exporter's own profile, or (a CHA, the super admin) the exporter's by IEC. */
export const loadProfile = (ieCode: string | null, signal?: AbortSignal) =>
  ieCode
    ? callContract(a.checkIeCodeForDataEntry, { params: { ieCode } }, signal)
    : callContract(a.getProfileDetails, {}, signal);

/** The logo as a data URL; a refusal carries 'Please upload your logo'. */
export const loadLogo = (ieCode: string | null, signal?: AbortSignal) =>
  ieCode
    ? callContract(a.getLogoForExporter, { params: { ieCode } }, signal)
    : callContract(a.getLogoForInvoice, {}, signal);

/** downloadAsPdf type 'invoice': saves the PDF under the server's name. */
export async function downloadInvoicePdf(edit: TaxInvoicePdfInput): Promise<string> {
  const f = await fetchFile(pathOf(INVOICE_CONTRACTS.taxInvoicePdf), { method: 'POST', body: edit });
  const name = f.fileName ?? `ExportDesk_TaxInvoice_${edit.boxId}.pdf`;
  saveBlob(f.blob, name);
  return name;
}
