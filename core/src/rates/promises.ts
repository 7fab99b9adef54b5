import { INDIA_POST_SERVICE_NAMES as N } from '../carriers/vocabulary';
import type { IndiaPostService } from '../carriers/vocabulary';

/**
 * "Delivery promises (costs in Rs): EMS Speed Post 7-9 days with tracking; International Air
 * Parcel 14-20 days with tracking; Small Packets (Air Service) 20-25 days without tracking;
 * International Tracked Packets 14-20 days with tracking." (001 §9)
 */
export const INDIA_POST_PROMISES: Record<
  IndiaPostService,
  { label: string; deliveryTime: string; tracking: boolean }
> = {
  ems: { label: N.ems, deliveryTime: '7-9 days', tracking: true },
  airParcel: { label: N.airParcel, deliveryTime: '14-20 days', tracking: true },
  airService: { label: N.airService, deliveryTime: '20-25 days', tracking: false },
  itps: { label: N.itps, deliveryTime: '14-20 days', tracking: true },
};

/** "Shown delivery times: second express courier express 7-10 days; third courier express 3-7 days." (000 §9) */
export const COURIER_PROMISES = {
  aramex: '7-10 days',
  fedex: '3-7 days',
} as const;
