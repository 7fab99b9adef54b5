/** Calls of the duty-free import allowance page (/dutyfreeimportallowance; issue 16). */
import { LOOKUP_CONTRACTS } from '@exportdesk/core';
import { callContract } from '@exportdesk/portal-kit';

export const loadDeMinimis = (q: string, signal?: AbortSignal) =>
  callContract(LOOKUP_CONTRACTS.deMinimis, { query: q ? { q } : {} }, signal);
