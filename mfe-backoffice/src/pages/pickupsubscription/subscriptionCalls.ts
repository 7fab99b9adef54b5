/** Calls of the pickup subscription admin (001 §7 "Pickup subscription"). */
import type { Pager, SubscriptionCountField } from '@exportdesk/core';
import { get, post } from '@exportdesk/portal-kit';

export interface Subscriber {
  userId: number;
  name: string;
  ieCode: string | null;
  email: string | null;
  monthlyPickupSubscription: {
    rate: number;
    startDate: string;
    endDate: string;
    totalPickupRequests: number;
    noPbePerMonth: number;
    remainingNoPbePerMonth: number;
    noParcelsPerPickup: number;
    status: 'Active' | 'Expired';
  } | null;
}

export interface SubscriberQuery {
  searchInput: string;
  fromdate: string;
  todate: string;
}

export const listSubscribers = (q: SubscriberQuery, page: number, signal?: AbortSignal) =>
  get<{ users: Subscriber[]; count: number; pager: Pager }>(
    `pickupSubscription/users?${new URLSearchParams({ ...q, page: String(page) })}`,
    signal,
  );

export interface ActivateRow {
  rate: string;
  startDate: string;
  endDate: string;
  totalPickupRequests: string;
  noPbePerMonth: string;
  noParcelsPerPickup: string;
}

export const activate = (userId: number, customerEmail: string | null, r: ActivateRow) =>
  post('pickupSubscription/add', { userId, customerEmail: customerEmail ?? undefined, ...r });

export const editCount = (userId: number, field: SubscriptionCountField, value: string) =>
  post('pickupSubscription/edit', { userId, field, value });
