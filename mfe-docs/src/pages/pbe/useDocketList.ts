import { useEffect, useState } from 'react';
import type { Pager as PagerModel } from '@exportdesk/core';
import { useApiQuery } from '@exportdesk/portal-kit';
import { listDockets, type DocketItem } from './pbeCalls';

export interface DocketPage {
  items: DocketItem[];
  count: number;
  pager: PagerModel | null;
}

/**
 * One page of the docket list for a filter (the PBE list and the export proof list read the same
 * `GET /api/v1/dockets`): null while loading, the server's message as the error. `setError` shows
 * the page's own check (e.g. 'Invalid Request') until the next answer.
 */
export function useDocketList(filter: Record<string, string>, page: number) {
  const q = useApiQuery(['dockets', filter, page], (signal) => listDockets(filter, page, signal));
  const [ownError, setError] = useState<string | null>(null);
  useEffect(() => {
    if (q.answer) setError(null);
  }, [q.answer]);
  const answer: DocketPage | null = q.answer
    ? {
        items: q.answer.data ?? [],
        count: Number(q.answer.count ?? 0),
        pager: (q.answer.pager as PagerModel) ?? null,
      }
    : null;
  /** a change the page already knows (a saved PBE number), applied to the held page */
  const setAnswer = (update: (a: DocketPage | null) => DocketPage | null) =>
    q.setAnswer((env) => {
      const next =
        env &&
        update({
          items: env.data ?? [],
          count: Number(env.count ?? 0),
          pager: (env.pager as PagerModel) ?? null,
        });
      return env && next ? { ...env, data: next.items } : env;
    });
  return {
    answer,
    setAnswer,
    error: ownError ?? q.error,
    failure: ownError ? null : q.failure,
    retry: q.retry,
    setError,
  };
}
