import type { Pager } from '@exportdesk/core';
import { useApiQuery } from '@exportdesk/portal-kit';
import { listShipments, type Shipment } from './shipAbroadCalls';

/** One page of the super user's shipments: null while loading. */
export function useShipments(page: number, enabled: boolean) {
  const q = useApiQuery(['shipAbroad', page], (signal) => listShipments(page, signal), {
    enabled,
    keepPrevious: true,
  });
  const d = q.answer?.data;
  return {
    page: d ? { items: d.users as Shipment[], count: d.count, pager: d.pager as Pager } : null,
    failure: q.failure,
    retry: q.retry,
  };
}
