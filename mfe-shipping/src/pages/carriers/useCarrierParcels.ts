import type { BookingCarrier } from '@exportdesk/core';
import { useApiQuery } from '@exportdesk/portal-kit';
import { listParcels } from './carrierCalls';

/** One page of a carrier's parcel list: null while loading, the server's message as the error. */
export function useCarrierParcels(
  carrier: BookingCarrier,
  q: { page: number; search: string; view: 'all' | 'booked' },
) {
  const r = useApiQuery(['carrier-parcels', carrier, q], (signal) => listParcels(carrier, q, signal), {
    keepPrevious: true,
  });
  return { page: r.data ?? null, error: r.error, failure: r.failure, retry: r.retry };
}
