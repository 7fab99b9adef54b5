/** The PBE list's query (the same parameters as the portal's PBE page) and a job's state. */
import { DOCKET_CONTRACTS, isValidIec, ORDER_LIMITS, ORDER_MSG, PBE_SEARCH_TYPES } from '@exportdesk/core';
import { contractCall } from './client';
import { CliError, EXIT } from './errors';

export type SearchType = (typeof PBE_SEARCH_TYPES)[number];

export interface DocketFilters {
  iec?: string;
  docket?: string;
  company?: string;
  /** One text for the page's search box; its kind from `searchType`, else from its shape. */
  search?: string;
  searchType?: string;
  from?: string;
  to?: string;
  fobMin?: string;
  fobMax?: string;
  page: string;
}

/**
 * What `--search TEXT` searches when no `--search-type` says: a docket number or part of one
 * ("PMB…", digits), an IEC (ten letters and digits, with a digit, like a PAN), else a company name.
 */
export function searchTypeOf(text: string): SearchType {
  const t = text.trim();
  if (/^PMB\d*$/i.test(t) || /^\d+$/.test(t)) return 'docket';
  if (isValidIec(t) && /\d/.test(t)) return 'iec';
  return 'company';
}

function searchOf(o: DocketFilters): [SearchType, string] | null {
  if (o.search !== undefined) {
    const text = o.search.trim();
    // "Search needs non-empty trimmed text, else 'Invalid Request'; minimum 3 characters." (001 §9)
    if (text.length < ORDER_LIMITS.searchMin)
      throw new CliError(
        `${ORDER_MSG.invalidRequest}: --search needs at least ${ORDER_LIMITS.searchMin} characters.`,
        EXIT.USAGE,
      );
    if (o.searchType !== undefined && !(PBE_SEARCH_TYPES as readonly string[]).includes(o.searchType)) {
      throw new CliError(`--search-type must be one of ${PBE_SEARCH_TYPES.join(', ')}.`, EXIT.USAGE);
    }
    return [(o.searchType as SearchType | undefined) ?? searchTypeOf(text), text];
  }
  // One search at a time, as on the page: IEC, else docket, else company.
  return o.iec ? ['iec', o.iec] : o.docket ? ['docket', o.docket] : o.company ? ['company', o.company] : null;
}

export function docketQuery(o: DocketFilters): URLSearchParams {
  const q = new URLSearchParams({ page: o.page });
  const search = searchOf(o);
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

export const listDockets = (apiUrl: string, token: string, o: DocketFilters) =>
  contractCall(apiUrl, DOCKET_CONTRACTS.list, { query: Object.fromEntries(docketQuery(o)) }, { token });

export const jobStatus = async (apiUrl: string, token: string, id: string): Promise<unknown> =>
  (await contractCall(apiUrl, DOCKET_CONTRACTS.job, { params: { id } }, { token })).data;
