/** Calls of the home page: the newest dockets, through the PBE list's own call (GET dockets). */
import { DOCKET_CONTRACTS } from '@exportdesk/core';
import { callContract } from '@exportdesk/portal-kit';

/** How many dockets the home page shows. */
export const RECENT_DOCKETS = 5;

/** The first page of the PBE list, `RECENT_DOCKETS` long: the list is newest first. */
export const listRecentDockets = (signal?: AbortSignal) =>
  callContract(DOCKET_CONTRACTS.list, { query: { page: 1, pageSize: RECENT_DOCKETS } }, signal);
