/** Calls of the home page: the newest dockets, through the PBE list's own call (GET dockets). */
import type { DocketListItem } from '@exportdesk/core';
import { get } from '@exportdesk/portal-kit';

/** How many dockets the home page shows. */
export const RECENT_DOCKETS = 5;

/** The first page of the PBE list, `RECENT_DOCKETS` long: the list is newest first. */
export const listRecentDockets = (signal?: AbortSignal) =>
  get<DocketListItem[]>(
    `dockets?${new URLSearchParams({ page: '1', pageSize: String(RECENT_DOCKETS) })}`,
    signal,
  );
