/** Calls of My CSB (/csb; issue 16): the CSB-V rows and their Excel sheet (a report job, issue 29). */
import type { CsbRow } from '@exportdesk/core';
import { get, runReportJob } from '@exportdesk/portal-kit';

export interface CsbFilter {
  from: string;
  to: string;
  carrier: string;
}

const qs = (f: CsbFilter) =>
  new URLSearchParams(Object.entries(f).filter(([, v]) => v) as [string, string][]).toString();

export const loadCsb = (f: CsbFilter, signal?: AbortSignal) => get<CsbRow[]>(`csb?${qs(f)}`, signal);

/** Queues the CSB-V sheet of the filter, follows the job (`onProgress` in percent), saves the file. */
export const downloadCsbExcel = (f: CsbFilter, onProgress: (percent: number) => void) =>
  runReportJob(
    'csb',
    Object.fromEntries(Object.entries(f).filter(([, v]) => v)),
    onProgress,
    `csb-v-${f.from || 'all'}-${f.to || 'all'}.xlsx`,
  );
