/** Calls of Pickup Requests (/pickup/{page}): the super admin's desk of docket pickups. */
import type { Pager, PickupAnswer, PickupRequestRow } from '@exportdesk/core';
import { get, post } from '@exportdesk/portal-kit';

export const listPickups = (page: number, filter: 'open' | 'all', signal?: AbortSignal) =>
  get<{ requests: PickupRequestRow[]; count: number; pager: Pager }>(
    `pickups?page=${page}&filter=${filter}`,
    signal,
  );

export const answerPickup = (docketNo: string, answer: PickupAnswer, pickupDate = '', reason = '') =>
  post(`dockets/${encodeURIComponent(docketNo)}/pickup/answer`, { answer, pickupDate, reason });
