/**
 * Calls of the export proof pages (001 §7 "Proof of export and export list") and the postal bill
 * print page (002 §2.5). Files travel with the session's token (a new tab cannot send it), so they
 * are fetched with portal-kit's fetchFile and opened or saved as blobs.
 */
import { DOCUMENT_CONTRACTS as D, pathOf, type AnswerData, type ProofType } from '@exportdesk/core';
import { callContract, fetchFile, sendForm } from '@exportdesk/portal-kit';

/** A file as the proof page's lists show it (a proof, or an additional document with its description). */
export interface ProofFile {
  id: number;
  fileName: string;
  fileType: string;
  size: number;
  createdAt?: number;
  desc?: string | null;
}
/** What the proof page reads of the documents tab (`GET …/documents`). */
export type DocketStatus = AnswerData<typeof D.status>;

export const setPbeNumber = (docket: string, bill: string, date: string) =>
  callContract(D.setPbeNumber, { params: { docket }, body: { bill, date } });
export const listProofs = (docket: string, type: ProofType, signal?: AbortSignal) =>
  callContract(D.proofs, { params: { docket, type } }, signal);
export const docketStatus = (docket: string, signal?: AbortSignal) =>
  callContract(D.status, { params: { docket } }, signal);
export const pbePrint = (docket: string, signal?: AbortSignal) =>
  callContract(D.pbePrint, { params: { docket } }, signal);

/** Several files under one proof row (multipart `files`): all stored, or none (the server checks each). */
export function uploadProofs(docket: string, type: ProofType, files: File[]) {
  const form = new FormData();
  for (const f of files) form.append('files', f, f.name);
  return sendForm<AnswerData<typeof D.uploadProofs>>(pathOf(D.uploadProofs, { docket, type }), form);
}

/** One additional document (multipart `file`, `desc`). */
export function uploadAdditional(docket: string, file: File, desc: string) {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('desc', desc);
  return sendForm<AnswerData<typeof D.uploadFile>>(pathOf(D.uploadFile, { docket }), form);
}

/**
 * Opens an uploaded file of the docket in a new tab. The tab is opened at once, inside the click
 * (a tab opened after an await is a blocked pop-up), and pointed at the blob when it arrives.
 */
export async function openDocketFile(docket: string, fileId: number) {
  const tab = window.open('', '_blank');
  try {
    const { blob } = await fetchFile(pathOf(D.file, { docket, id: fileId }));
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}
