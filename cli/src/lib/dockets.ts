/** The PBE list's query (the same parameters as the portal's PBE page) and a job's state. */
import { apiCall } from './client';

export interface DocketFilters {
  iec?: string;
  docket?: string;
  company?: string;
  from?: string;
  to?: string;
  fobMin?: string;
  fobMax?: string;
  page: string;
}

export function docketQuery(o: DocketFilters): URLSearchParams {
  const q = new URLSearchParams({ page: o.page });
  // One search at a time, as on the page: IEC, else docket, else company.
  const search = o.iec ? ['iec', o.iec] : o.docket ? ['docket', o.docket] : o.company ? ['company', o.company] : null;
  if (search) {
    q.set('isSearch', 'true');
    q.set('searchType', search[0]);
    q.set('searchInput', search[1]);
  }
  if (o.from) q.set('fromDate', o.from);
  if (o.to) q.set('toDate', o.to);
  if (o.fobMin) q.set('fromInr', o.fobMin);
  if (o.fobMax) q.set('toInr', o.fobMax);
  return q;
}

export const listDockets = (apiUrl: string, token: string, o: DocketFilters) => apiCall(apiUrl, 'GET', `dockets?${docketQuery(o)}`, { token });

export const jobStatus = async (apiUrl: string, token: string, id: string) => (await apiCall(apiUrl, 'GET', `jobs/${encodeURIComponent(id)}`, { token })).data;
