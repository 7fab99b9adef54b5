/** Calls of the API page's Webhooks tab (issue 26): `webhooks/…`, each through its contract in core. */
import { WEBHOOK_CONTRACTS as c, type AnswerData, type WebhookEndpointInput } from '@exportdesk/core';
import { callContract } from '@exportdesk/portal-kit';

export type WebhookEndpoint = AnswerData<typeof c.list>[number] & { secret?: string };
export type WebhookDelivery = AnswerData<typeof c.deliveries>[number];

export const listEndpoints = (signal?: AbortSignal) => callContract(c.list, {}, signal);
export const addEndpoint = (body: WebhookEndpointInput) => callContract(c.add, { body });
export const removeEndpoint = (id: number) => callContract(c.remove, { params: { id } });
export const sendTest = (id: number) => callContract(c.test, { params: { id }, body: {} });
export const listDeliveries = (id: number, signal?: AbortSignal) =>
  callContract(c.deliveries, { params: { id } }, signal);
export const redeliver = (deliveryId: string) => callContract(c.redeliver, { params: { id: deliveryId } });
