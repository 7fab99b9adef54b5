/** Calls of My CSB (/csb; issue 16): the CSB-V rows and their Excel sheet (a report job, issue 29). */
import { DOCKET_CONTRACTS, type QueryOf } from '@exportdesk/core';
import { callContract, runReportJob } from '@exportdesk/portal-kit';

export interface CsbFilter {
  from: string;
  to: string;
  carrier: string;
}

/** The filter's chosen fields only: an empty one asks for everything. */
const query = (f: CsbFilter) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v)) as QueryOf<typeof DOCKET_CONTRACTS.csb>;

export const loadCsb = (f: CsbFilter, signal?: AbortSignal) =>
  callContract(DOCKET_CONTRACTS.csb, { query: query(f) }, signal);

/** Queues the CSB-V sheet of the filter, follows the job (`onProgress` in percent), saves the file. */
export const downloadCsbExcel = (f: CsbFilter, onProgress: (percent: number) => void) =>
  runReportJob(
    'csb',
    Object.fromEntries(Object.entries(f).filter(([, v]) => v)),
    onProgress,
    `csb-v-${f.from || 'all'}-${f.to || 'all'}.xlsx`,
  );
