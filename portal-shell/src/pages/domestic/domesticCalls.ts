/** Calls of the domestic registration (000 §4.4, 001 §2.1; /api/v1/authentication/…). */
import { get, post, sendForm } from '@exportdesk/portal-kit';

export interface DomesticStatus {
  status: 'none' | 'pending' | 'approved' | 'rejected';
  hasGstin: boolean;
  gstin: string | null;
  isDomestic: boolean;
  isDomesticActive: boolean;
  /** the domestic app with a one-time code (traded by POST exchangeCode, never a token), once approved */
  redirectUrl: string | null;
}

export const getDomesticStatus = () => get<DomesticStatus>('authentication/domesticStatus');
export const registerDomestic = (v: { gstin?: string; uploadedFile?: string }) =>
  post('authentication/registerDomestic', v);
/** upload PDF: uploadedFile, gstin, docType (001 §2.1) */
export function uploadGstinPdf(v: { file: File; gstin: string }) {
  const form = new FormData();
  form.append('file', v.file, v.file.name);
  form.append('gstin', v.gstin);
  form.append('docType', 'gstin');
  return sendForm<{ uploadedFile: string }>('authentication/uploadGstinCertificate', form);
}
/** send document from digital locker: gstin, docType, data (the consent reference) */
export const fromDigiLocker = (v: { gstin: string; data: string }) =>
  post<{ uploadedFile: string }>('authentication/digilockerGstin', { ...v, docType: 'gstin' });
