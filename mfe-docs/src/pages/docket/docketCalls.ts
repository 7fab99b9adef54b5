/** Calls of the docket detail page (001 §7 "Docket detail"; issue 6). */
import {
  DOCKET_CONTRACTS,
  DOCUMENT_CONTRACTS as D,
  PICKUP_CONTRACTS,
  pathOf,
  type AnswerData,
} from '@exportdesk/core';
import { callContract, datedFileName, fetchFile, saveBlob, sendForm } from '@exportdesk/portal-kit';

/** The tab's answer: one shape in core for the API and this page. */
export type {
  DocketDocumentsTab as DocketTab,
  DocketUploadedFile as UploadedFile,
  DocketParcel as Parcel,
  DocketInvoice as Invoice,
} from '@exportdesk/core';

export const loadTab = (docket: string, signal?: AbortSignal) =>
  callContract(D.status, { params: { docket } }, signal);

/** One document of the docket: `GET …/documents/{type}` with its query (invoiceNo, boxId, kind, …). */
export const documentPath = (docket: string, type: string, query: Record<string, string> = {}) =>
  type === 'harmonized-label'
    ? pathOf(D.harmonizedLabel, { docket }, query)
    : pathOf(D.document, { docket, type }, query);

export const filePath = (docket: string, id: number) => pathOf(D.file, { docket, id });

/**
 * "View": the file fetched with the session's token and shown inline in a new tab. The tab is
 * opened at the click (a tab opened after an await is a blocked popup), then pointed at the file.
 */
export async function viewFile(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const f = await fetchFile(path);
    const url = URL.createObjectURL(f.blob);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener');
    }
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}

const extOf = (contentType: string, fallback: string) =>
  contentType.includes('pdf')
    ? 'pdf'
    : contentType.includes('spreadsheetml')
      ? 'xlsx'
      : contentType.includes('ms-excel')
        ? 'xls'
        : contentType.includes('zip')
          ? 'zip'
          : fallback;

/** "Download": saved as ExportDesk_<name>_DD-MM-YYYY.<ext> (001 §9). */
export async function downloadFile(
  path: string,
  name: string,
  opts: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<string> {
  const f = await fetchFile(path, opts);
  const fileName = datedFileName(name, extOf(f.contentType, f.fileName?.split('.').pop() ?? 'pdf'));
  saveBlob(f.blob, fileName);
  return fileName;
}

export const generateInvoices = (docket: string) => callContract(D.generateInvoices, { body: { docket } });

/** sendDocViaEmail: the docket's documents in one mail to the exporter (202, the message says to whom). */
export const emailDocuments = (docket: string) =>
  callContract(D.sendDocViaEmail, { body: { docketNo: docket } });

/** How far the invoice generation this user asked for has got (the job's percent), or null. */
export async function invoicesProgress(jobId: string, signal?: AbortSignal): Promise<number | null> {
  const r = await callContract(DOCKET_CONTRACTS.job, { params: { id: jobId } }, signal);
  const p = Number(r.data?.progress);
  return r.success && Number.isFinite(p) ? p : null;
}

export const loadEdf = (docket: string, invoiceNo: string) =>
  callContract(D.edf, { body: { tempSBill: docket, invoiceNo } });
export const saveEdf = (docket: string, invoiceNo: string, edfDetails: Record<string, string>) =>
  callContract(D.saveEdf, { body: { tempSBill: docket, invoiceNo, edfDetails } });

export function uploadAdditional(docket: string, file: File, desc: string) {
  const form = new FormData();
  form.append('desc', desc);
  form.append('file', file, file.name);
  return sendForm<AnswerData<typeof D.uploadFile>>(pathOf(D.uploadFile, { docket }), form);
}

export const deleteAdditional = (docket: string, id: number) =>
  callContract(D.deleteFile, { params: { docket, id } });

export function uploadIbm(docket: string, file: File) {
  const form = new FormData();
  form.append('docketNo', docket);
  form.append('file', file, file.name);
  return sendForm<AnswerData<typeof D.uploadIbm>>(pathOf(D.uploadIbm), form);
}

export const downloadEditedIbm = (docket: string) =>
  downloadFile(pathOf(D.downloadIbm), `IBM_edited_${docket}`, {
    method: 'POST',
    body: { docketNo: docket },
  });

/** Request the pickup (or move its date): DD-MM-YYYY. */
export const requestPickup = (docket: string, pickupDate: string) =>
  callContract(PICKUP_CONTRACTS.schedule, { params: { docket }, body: { pickupDate } });
/** The FPO agent or super admin records the pickup as done, or takes it back to Scheduled. */
export const setPickupStatus = (docket: string, status: 'Picked Up' | 'Scheduled') =>
  callContract(PICKUP_CONTRACTS.setStatus, { params: { docket }, body: { status } });
