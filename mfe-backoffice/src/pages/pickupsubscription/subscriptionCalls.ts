/** Calls of the pickup subscription admin (001 §7 "Pickup subscription"). */
import { PICKUP_CONTRACTS, type PickupSubscriber, type SubscriptionCountField } from '@exportdesk/core';
import { callContract } from '@exportdesk/portal-kit';

export type Subscriber = PickupSubscriber;

export interface SubscriberQuery {
  searchInput: string;
  fromdate: string;
  todate: string;
}

export const listSubscribers = (q: SubscriberQuery, page: number, signal?: AbortSignal) =>
  callContract(PICKUP_CONTRACTS.subscribers, { query: { ...q, page } }, signal);

export interface ActivateRow {
  rate: string;
  startDate: string;
  endDate: string;
  totalPickupRequests: string;
  noPbePerMonth: string;
  noParcelsPerPickup: string;
}

export const activate = (userId: number, customerEmail: string | null, r: ActivateRow) =>
  callContract(PICKUP_CONTRACTS.activate, {
    body: { userId, customerEmail: customerEmail ?? undefined, ...r },
  });

export const editCount = (userId: number, field: SubscriptionCountField, value: string) =>
  callContract(PICKUP_CONTRACTS.edit, { body: { userId, field, value } });
