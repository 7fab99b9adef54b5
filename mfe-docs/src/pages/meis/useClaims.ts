import { useState } from 'react';
import type { MeisApplication } from '@exportdesk/core';
import { useApiQuery } from '@exportdesk/portal-kit';
import { EMPTY_CLAIM_FILTER } from './ClaimFilters';
import { getGeneratedMeis, type GeneratedFilter } from './meisCalls';

/** One page (from 1) of MEIS applications for a filter; the exporter's own, or all sent ones for DGFT. */
export function useClaims() {
  const [filter, setFilter] = useState<GeneratedFilter>(EMPTY_CLAIM_FILTER);
  const [page, setPage] = useState(1);
  const q = useApiQuery(['meis-claims', filter, page], (signal) => getGeneratedMeis(filter, page, signal));
  const rows: MeisApplication[] = q.answer?.data ?? [];
  return {
    rows,
    page,
    setPage,
    message: q.answer?.message ?? '',
    loaded: !!q.answer,
    failure: q.failure,
    retry: q.retry,
    view: (f: GeneratedFilter) => {
      setPage(1);
      setFilter(f);
    },
  };
}
