/** Calls of the API page's Webhooks tab (issue 26): `webhooks/…`, see api/src/modules/webhooks/README.md. */
import type { WebhookEndpointInput, WebhookEventType } from '@exportdesk/core';
import { call, get } from '@exportdesk/portal-kit';

export interface WebhookEndpoint {
  id: number;
  url: string;
  description: string | null;
  events: WebhookEventType[];
  enabled: boolean;
  failingSince: number | null;
  disabledAt: number | null;
  createdAt: number;
  /** Only in the answer of an addition: the signing secret, shown once. */
  secret?: string;
}

export interface WebhookDelivery {
  id: string;
  eventId: string;
  eventType: WebhookEventType;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  responseCode: number | null;
  durationMs: number | null;
  error: string | null;
  lastAttemptAt: number | null;
  createdAt: number;
}

export const listEndpoints = (signal?: AbortSignal) => get<WebhookEndpoint[]>('webhooks/endpoints', signal);
export const addEndpoint = (body: WebhookEndpointInput) =>
  call<WebhookEndpoint>('webhooks/endpoints', { method: 'POST', body });
export const removeEndpoint = (id: number) => call(`webhooks/endpoints/${id}`, { method: 'DELETE' });
export const sendTest = (id: number) => call(`webhooks/endpoints/${id}/test`, { method: 'POST', body: {} });
export const listDeliveries = (id: number, signal?: AbortSignal) =>
  get<WebhookDelivery[]>(`webhooks/endpoints/${id}/deliveries`, signal);
export const redeliver = (deliveryId: string) =>
  call(`webhooks/deliveries/${deliveryId}/redeliver`, { method: 'POST', body: {} });
