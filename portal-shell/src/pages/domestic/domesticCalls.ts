/** Calls of the domestic registration (000 §4.4, 001 §2.1; /api/v1/authentication/…). */
import { DOMESTIC_CONTRACTS, pathOf, type AnswerData, type PayloadOf } from '@exportdesk/core';
import { callContract, sendForm } from '@exportdesk/portal-kit';

const d = DOMESTIC_CONTRACTS;

export type { DomesticStatus } from '@exportdesk/core';

export const getDomesticStatus = () => callContract(d.domesticStatus);
export const registerDomestic = (v: PayloadOf<typeof d.registerDomestic>) =>
  callContract(d.registerDomestic, { body: v });
/** upload PDF: uploadedFile, gstin, docType (001 §2.1) */
export function uploadGstinPdf(v: { file: File; gstin: string }) {
  const form = new FormData();
  form.append('file', v.file, v.file.name);
  form.append('gstin', v.gstin);
  form.append('docType', 'gstin');
  return sendForm<AnswerData<typeof d.uploadGstinCertificate>>(pathOf(d.uploadGstinCertificate), form);
}
/** send document from digital locker: gstin, docType, data (the consent reference) */
export const fromDigiLocker = (v: { gstin: string; data: string }) =>
  callContract(d.digilockerGstin, { body: { ...v, docType: 'gstin' } });
