/** Calls of the PBE list (001 §7 "Proof of export and export list"; issue 5): list, Excel download job. */
import type { DocketListItem } from '@exportdesk/core';
import { ApiError, call, expectSuccess, fetchFile, get, saveBlob } from '@exportdesk/portal-kit';

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
  get<DocketItem[]>(`dockets?${new URLSearchParams({ ...filter, page: String(page) })}`, signal);

export const queueDownload = (filter: Record<string, string>) =>
  call<{ jobId: string; count: number }>('dockets/download', { method: 'POST', body: filter });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface JobStatus {
  state: string;
  failedReason: string | null;
  result: { fileName?: string } | null;
}

/** Follows the report job, then saves its file under the name the job chose. */
export async function downloadWhenReady(jobId: string, isLive: () => boolean): Promise<string> {
  let s: JobStatus | undefined;
  for (let wait = 400; isLive(); wait = Math.min(wait * 1.3, 1500)) {
    s = expectSuccess(await call<JobStatus>(`jobs/${encodeURIComponent(jobId)}`)).data as JobStatus;
    if (s.state === 'completed' || s.state === 'failed') break;
    await sleep(wait);
  }
  if (!s || s.state !== 'completed')
    throw new ApiError(s?.failedReason ?? 'The download could not be prepared. Please try again.', 0);
  const file = await fetchFile(`jobs/${encodeURIComponent(jobId)}/file`);
  const fileName = s.result?.fileName ?? 'ExportDesk_PBE.xlsx';
  saveBlob(file.blob, fileName);
  return fileName;
}
