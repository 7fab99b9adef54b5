import type { Pager as PagerModel, ParcelListItem } from '@exportdesk/core';
import { useApiQuery } from '@exportdesk/portal-kit';
import { listParcels } from './parcelCalls';

export interface ParcelPageAnswer {
  items: ParcelListItem[];
  count: number;
  pager: PagerModel | null;
  reviewBeforePbe: boolean;
}

/** One page of the parcel list for a filter: null while loading; `reload` after a change. */
export function useParcelList(filter: Record<string, string>, page: number) {
  const q = useApiQuery(['parcels', filter, page], (signal) => listParcels(filter, page, signal), {
    keepPrevious: true,
  });
  const answer: ParcelPageAnswer | null = q.answer
    ? {
        items: q.answer.data ?? [],
        count: Number(q.answer.count ?? 0),
        pager: (q.answer.pager as PagerModel) ?? null,
        reviewBeforePbe: Boolean(q.answer.reviewBeforePbe),
      }
    : null;
  return { answer, error: q.error, failure: q.failure, retry: q.retry };
}
