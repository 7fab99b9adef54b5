/** Calls of My CSB (/csb; issue 16): the CSB-V rows and their Excel sheet. */
import { DOCKET_CONTRACTS, pathOf, type QueryOf } from '@exportdesk/core';
import { callContract, fetchFile, saveBlob } from '@exportdesk/portal-kit';

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

export async function downloadCsbExcel(f: CsbFilter) {
  const file = await fetchFile(pathOf(DOCKET_CONTRACTS.csbExcel, {}, query(f)));
  saveBlob(file.blob, file.fileName ?? `csb-v-${f.from || 'all'}-${f.to || 'all'}.xlsx`);
}
