/** Calls of the PBE list (001 §7 "Proof of export and export list"; issue 5): list, Excel download job. */
import { DOCKET_CONTRACTS, pathOf, type AnswerData, type DocketListItem } from '@exportdesk/core';
import { ApiError, callContract, contractData, fetchFile, saveBlob } from '@exportdesk/portal-kit';

export type DocketItem = DocketListItem;

/** The search form (001 §3 "Search/download filter"); dates as the pickers give them (YYYY-MM-DD). */
export interface PbeFilter {
  searchType: 'iec' | 'docket' | 'company' | 'cha';
  searchInput: string;
  fromDate: string;
  toDate: string;
  fromInr: string;
  toInr: string;
  /** one foreign post office's dockets (port code), '' = all */
  fpo: string;
}

export const EMPTY_FILTER: PbeFilter = {
  searchType: 'iec',
  searchInput: '',
  fromDate: '',
  toDate: '',
  fromInr: '',
  toInr: '',
  fpo: '',
};

/** The wire filter: only what is set; a search only with text. */
export function wireFilter(f: PbeFilter): Record<string, string> {
  const q: Record<string, string> = {};
  if (f.searchInput.trim())
    Object.assign(q, { isSearch: 'true', searchType: f.searchType, searchInput: f.searchInput.trim() });
  for (const k of ['fromDate', 'toDate', 'fromInr', 'toInr', 'fpo'] as const)
    if (f[k].trim()) q[k] = f[k].trim();
  return q;
}

export const listDockets = (filter: Record<string, string>, page: number, signal?: AbortSignal) =>
  callContract(DOCKET_CONTRACTS.list, { query: { ...filter, page } }, signal);

export const queueDownload = (filter: Record<string, string>) =>
  callContract(DOCKET_CONTRACTS.download, { body: filter });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type JobStatus = AnswerData<typeof DOCKET_CONTRACTS.job>;

/** The file name a report job chose (its result is the job's own: read, not assumed). */
const fileNameOf = (result: unknown) =>
  result && typeof result === 'object' && 'fileName' in result && typeof result.fileName === 'string'
    ? result.fileName
    : null;

/** Follows the report job, then saves its file under the name the job chose. */
export async function downloadWhenReady(jobId: string, isLive: () => boolean): Promise<string> {
  let s: JobStatus | undefined;
  for (let wait = 400; isLive(); wait = Math.min(wait * 1.3, 1500)) {
    s = await contractData(DOCKET_CONTRACTS.job, { params: { id: jobId } });
    if (s.state === 'completed' || s.state === 'failed') break;
    await sleep(wait);
  }
  if (!s || s.state !== 'completed')
    throw new ApiError(s?.failedReason ?? 'The download could not be prepared. Please try again.', 0);
  const file = await fetchFile(pathOf(DOCKET_CONTRACTS.jobFile, { id: jobId }));
  const fileName = fileNameOf(s.result) ?? 'ExportDesk_PBE.xlsx';
  saveBlob(file.blob, fileName);
  return fileName;
}
