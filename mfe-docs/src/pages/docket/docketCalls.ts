/** Calls of the docket detail page (001 §7 "Docket detail"; issue 6). */
import { PICKUP_CONTRACTS, type EdfDetails } from '@exportdesk/core';
import {
  call,
  callContract,
  datedFileName,
  fetchFile,
  get,
  post,
  saveBlob,
  sendForm,
} from '@exportdesk/portal-kit';

/** The tab's answer: one shape in core for the API and this page. */
export type {
  DocketDocumentsTab as DocketTab,
  DocketUploadedFile as UploadedFile,
  DocketParcel as Parcel,
  DocketInvoice as Invoice,
} from '@exportdesk/core';
import type { DocketDocumentsTab as DocketTab, DocketUploadedFile as UploadedFile } from '@exportdesk/core';

const enc = encodeURIComponent;

/** Where the page reads the selected docket when the address names none (001 §2.14). */
export const DOCKET_STORAGE_KEY = 'docketNo';

export const loadTab = (docket: string, signal?: AbortSignal) =>
  get<DocketTab>(`dockets/${enc(docket)}/documents`, signal);

/** One document of the docket: `GET …/documents/{type}` with its query (invoiceNo, boxId, kind, …). */
export const documentPath = (docket: string, type: string, query: Record<string, string> = {}) => {
  const q = new URLSearchParams(query).toString();
  return `dockets/${enc(docket)}/documents/${type}${q ? `?${q}` : ''}`;
};

export const filePath = (docket: string, id: number) => `dockets/${enc(docket)}/files/${id}`;

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

export const generateInvoices = (docket: string) =>
  post<{ jobId: string; isAllInvoicesGen: 'Processing'; invoices: number }>('generateInvoicesInBulk', {
    docket,
  });

/** sendDocViaEmail: the docket's documents in one mail to the exporter (202, the message says to whom). */
export const emailDocuments = (docket: string) =>
  post<{ jobId: string; to: string; cc: string | null }>('sendDocViaEmail', { docketNo: docket });

/** How far the invoice generation this user asked for has got (the job's percent), or null. */
export async function invoicesProgress(jobId: string, signal?: AbortSignal): Promise<number | null> {
  const r = await get<{ state: string; progress: unknown }>(`jobs/${encodeURIComponent(jobId)}`, signal);
  const p = Number(r.data?.progress);
  return r.success && Number.isFinite(p) ? p : null;
}

export const loadEdf = (docket: string, invoiceNo: string) =>
  post<{ invoiceNo: string; isEdfDetails: boolean; edfDetails: EdfDetails }>('getedfdataforpbe', {
    tempSBill: docket,
    invoiceNo,
  });
export const saveEdf = (docket: string, invoiceNo: string, edfDetails: Record<string, string>) =>
  post<{ invoices: string[] }>('saveEdfData', { tempSBill: docket, invoiceNo, edfDetails });

export function uploadAdditional(docket: string, file: File, desc: string) {
  const form = new FormData();
  form.append('desc', desc);
  form.append('file', file, file.name);
  return sendForm<UploadedFile>(`dockets/${enc(docket)}/files`, form);
}

export const deleteAdditional = (docket: string, id: number) =>
  call<{ id: number }>(filePath(docket, id), { method: 'DELETE' });

export function uploadIbm(docket: string, file: File) {
  const form = new FormData();
  form.append('docketNo', docket);
  form.append('file', file, file.name);
  return sendForm('lookup/uploadibmFile', form);
}

export const downloadEditedIbm = (docket: string) =>
  downloadFile('lookup/downloadibmfile', `IBM_edited_${docket}`, {
    method: 'POST',
    body: { docketNo: docket },
  });

/** Request the pickup (or move its date): DD-MM-YYYY. */
export const requestPickup = (docket: string, pickupDate: string) =>
  callContract(PICKUP_CONTRACTS.schedule, { params: { docket }, body: { pickupDate } });
/** The FPO agent or super admin records the pickup as done, or takes it back to Scheduled. */
export const setPickupStatus = (docket: string, status: 'Picked Up' | 'Scheduled') =>
  callContract(PICKUP_CONTRACTS.setStatus, { params: { docket }, body: { status } });
