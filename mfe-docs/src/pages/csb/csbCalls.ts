/** Calls of My CSB (/csb; issue 16): the CSB-V rows and their Excel sheet. */
import type { CsbRow } from '@exportdesk/core';
import { fetchFile, get, saveBlob } from '@exportdesk/portal-kit';

export interface CsbFilter {
  from: string;
  to: string;
  carrier: string;
}

const qs = (f: CsbFilter) =>
  new URLSearchParams(Object.entries(f).filter(([, v]) => v) as [string, string][]).toString();

export const loadCsb = (f: CsbFilter, signal?: AbortSignal) => get<CsbRow[]>(`csb?${qs(f)}`, signal);

export async function downloadCsbExcel(f: CsbFilter) {
  const file = await fetchFile(`csb/excel?${qs(f)}`);
  saveBlob(file.blob, file.fileName ?? `csb-v-${f.from || 'all'}-${f.to || 'all'}.xlsx`);
}
