/**
 * Calls of Pickup Requests (/pickup/{page}): the super admin's desk of docket pickups; exporters and
 * CHAs read their own (the API scopes the list; `canAnswer` is true for the desk only).
 */
import { PICKUP_CONTRACTS, type PickupAnswer } from '@exportdesk/core';
import { callContract } from '@exportdesk/portal-kit';

export const listPickups = (page: number, filter: 'open' | 'all', signal?: AbortSignal) =>
  callContract(PICKUP_CONTRACTS.requests, { query: { page, filter } }, signal);

export const answerPickup = (docketNo: string, answer: PickupAnswer, pickupDate = '', reason = '') =>
  callContract(PICKUP_CONTRACTS.answer, {
    params: { docket: docketNo },
    body: { answer, pickupDate, reason },
  });
