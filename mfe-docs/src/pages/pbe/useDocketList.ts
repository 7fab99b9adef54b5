import { useEffect, useState } from 'react';
import type { Pager as PagerModel } from '@exportdesk/core';
import { listDockets, type DocketItem } from './pbeCalls';

export interface DocketPage {
  items: DocketItem[];
  count: number;
  pager: PagerModel | null;
}

/**
 * One page of the docket list for a filter (the PBE list and the export proof list read the same
 * `GET /api/v1/dockets`): null while loading, the server's message as the error.
 */
export function useDocketList(filter: Record<string, string>, page: number) {
  const [answer, setAnswer] = useState<DocketPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const ctl = new AbortController();
    setAnswer(null);
    listDockets(filter, page, ctl.signal)
      .then((r) => {
        if (!r.success) return setError(r.message ?? 'Request failed.');
        setError(null);
        setAnswer({ items: r.data ?? [], count: Number(r.count ?? 0), pager: (r.pager as PagerModel) ?? null });
      })
      .catch((e: Error) => e.name !== 'AbortError' && setError(e.message));
    return () => ctl.abort();
  }, [filter, page]);
  return { answer, setAnswer, error, setError };
}
