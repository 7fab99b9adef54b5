/** Calls of the MEIS pages (001 §7 "MEIS"), under the spec's order/* group. */
import { CLAIM_CONTRACTS as c, pathOf, type ClaimDocType, type ClaimStatus } from '@exportdesk/core';
import {
  callContract,
  fetchFile,
  post,
  runReportJob,
  saveBlob,
  type FetchedFile,
} from '@exportdesk/portal-kit';

export const getMeisData = (page: number, signal?: AbortSignal) =>
  callContract(c.getMeisData, { body: { page } }, signal);

export interface GeneratedFilter {
  query: string;
  status: ClaimStatus | '';
  ieCode: string;
}

export const getGeneratedMeis = (f: GeneratedFilter, page: number, signal?: AbortSignal) =>
  callContract(c.getGeneratedMeis, { body: { ...f, page } }, signal);

/** File → base64 without the data-URL prefix. */
export function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''));
    r.onerror = () => reject(new Error('The file could not be read.'));
    r.readAsDataURL(file);
  });
}

const save = (f: FetchedFile, fallback: string) => saveBlob(f.blob, f.fileName ?? fallback);

/**
 * Download Excel / PDF of the selected orders as report jobs (issue 29 item 5): any number of
 * orders, `onProgress` in percent while the file is made; past 500 orders the PDF is a zip of
 * PDFs of 500 each (MEIS_PDF_PART_ORDERS).
 */
export const downloadMeisExcel = (orderIds: number[], onProgress: (percent: number) => void) =>
  runReportJob('meis-excel', { orderIds }, onProgress, 'meis.xlsx');

export const downloadMeisPdf = (orderIds: number[], onProgress: (percent: number) => void) =>
  runReportJob('meis-pdf', { orderIds }, onProgress, 'meis.pdf');

export const mailMeis = (orderIds: number[], email: string, kind: 'excel' | 'pdf') =>
  // Mailed, these file calls answer the envelope with the message only.
  post(pathOf(kind === 'pdf' ? c.downloadAsPdf : c.downloadMeisExcel), {
    orderIds,
    type: 'meis',
    isMail: true,
    email,
  });

/** meisFormGenerate: the completed MEIS Excel → the application's PDF (saved); answers its MEIS Ref. No. */
export async function generateMeis(file: File): Promise<string> {
  const value = await base64Of(file);
  const f = await fetchFile(pathOf(c.meisFormGenerate), {
    body: { avatar: { filename: file.name, filetype: file.type, value } },
  });
  save(f, 'meis-application.pdf');
  return f.fileName?.replace(/\.pdf$/, '') ?? '';
}

export async function uploadMeisDoc(meisRefNo: string, type: ClaimDocType, files: File[]) {
  const wire = await Promise.all(files.map(async (f) => ({ fileName: f.name, base64: await base64Of(f) })));
  return callContract(c.uploadMeisDoc, { body: { meisRefNo, type, files: wire } });
}

export const deleteObject = (meisRefNo: string, type: ClaimDocType, fileName: string) =>
  callContract(c.deleteObject, { body: { meisRefNo, type, fileName } });

export async function viewMeisDoc(meisRefNo: string, type: ClaimDocType, fileName: string) {
  const f = await fetchFile(pathOf(c.viewMeisDoc), { body: { meisRefNo, type, fileName } });
  const url = URL.createObjectURL(f.blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const sendMeisToDgft = (refNo: string) => callContract(c.sendMeisToDgft, { body: { refNo } });
export const updateStatusByDgft = (refNo: string, status: ClaimStatus) =>
  callContract(c.updateStatusByDgft, { body: { refNo, status } });
export const addRemark = (refNo: string, remark: string) =>
  callContract(c.addRemark, { body: { refNo, remark } });

export async function downloadAfterUpload(refNos: string[]) {
  save(
    await fetchFile(pathOf(c.downloadMeisExcelAfterUpload), { body: { refNos } }),
    'meis-applications.xlsx',
  );
}
