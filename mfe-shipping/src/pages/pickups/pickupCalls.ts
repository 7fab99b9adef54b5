/**
 * Calls of Pickup Requests (/pickup/{page}): the super admin's desk of docket pickups; exporters and
 * CHAs read their own (the API scopes the list; `canAnswer` is true for the desk only).
 */
import type { Pager, PickupAnswer, PickupRequestRow } from '@exportdesk/core';
import { get, post } from '@exportdesk/portal-kit';

export const listPickups = (page: number, filter: 'open' | 'all', signal?: AbortSignal) =>
  get<{ requests: PickupRequestRow[]; count: number; pager: Pager; canAnswer?: boolean }>(
    `pickups?page=${page}&filter=${filter}`,
    signal,
  );

export const answerPickup = (docketNo: string, answer: PickupAnswer, pickupDate = '', reason = '') =>
  post(`dockets/${encodeURIComponent(docketNo)}/pickup/answer`, { answer, pickupDate, reason });
