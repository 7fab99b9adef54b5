/**
 * Calls of the export proof pages (001 §7 "Proof of export and export list") and the postal bill
 * print page (002 §2.5). Files travel with the session's token (a new tab cannot send it), so they
 * are fetched with portal-kit's fetchFile and opened or saved as blobs.
 */
import type { PbePrint, ProofType } from '@exportdesk/core';
import { call, fetchFile, get, sendForm } from '@exportdesk/portal-kit';

export interface ProofFile {
  id: number;
  fileName: string;
  fileType: string;
  size: number;
  createdAt?: number;
  desc?: string | null;
}

/** What the proof page reads of the documents tab (`GET …/documents`). */
export interface DocketStatus {
  docketNo: string;
  actions: string[];
  other: Array<{ id: number; fileName: string; desc: string | null; size: number; createdAt: number }>;
}

const d = (docket: string) => `dockets/${encodeURIComponent(docket)}`;

export const setPbeNumber = (docket: string, bill: string, date: string) =>
  call<{ shippingBillDetails: { bill: string; date: number } }>(`${d(docket)}/pbe`, {
    method: 'PUT',
    body: { bill, date },
  });
export const listProofs = (docket: string, type: ProofType, signal?: AbortSignal) =>
  get<Partial<Record<ProofType, ProofFile[]>>>(`${d(docket)}/proofs/${type}`, signal);
export const docketStatus = (docket: string, signal?: AbortSignal) =>
  get<DocketStatus>(`${d(docket)}/documents`, signal);
export const pbePrint = (docket: string, signal?: AbortSignal) =>
  get<PbePrint>(`${d(docket)}/pbe-print`, signal);

/** Several files under one proof row (multipart `files`): all stored, or none (the server checks each). */
export function uploadProofs(docket: string, type: ProofType, files: File[]) {
  const form = new FormData();
  for (const f of files) form.append('files', f, f.name);
  return sendForm<ProofFile[]>(`${d(docket)}/proofs/${type}`, form);
}

/** One additional document (multipart `file`, `desc`). */
export function uploadAdditional(docket: string, file: File, desc: string) {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('desc', desc);
  return sendForm<ProofFile>(`${d(docket)}/files`, form);
}

/**
 * Opens an uploaded file of the docket in a new tab. The tab is opened at once, inside the click
 * (a tab opened after an await is a blocked pop-up), and pointed at the blob when it arrives.
 */
export async function openDocketFile(docket: string, fileId: number) {
  const tab = window.open('', '_blank');
  try {
    const { blob } = await fetchFile(`${d(docket)}/files/${fileId}`);
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}
