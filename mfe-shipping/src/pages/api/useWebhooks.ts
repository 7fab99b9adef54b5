/** The Webhooks tab's data: the endpoints, one endpoint's delivery log, and the changes (issue 26). */
import { useState } from 'react';
import { useApiMutation, useApiQuery } from '@exportdesk/portal-kit';
import {
  addEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
  removeEndpoint,
  sendTest,
  type WebhookEndpoint,
} from './webhookCalls';

const ENDPOINTS = ['webhooks', 'endpoints'];

export function useWebhooks() {
  const endpoints = useApiQuery(ENDPOINTS, (signal) => listEndpoints(signal));
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [openLog, setOpenLog] = useState<number | null>(null);
  const deliveries = useApiQuery(
    ['webhooks', 'deliveries', openLog],
    (signal) => listDeliveries(openLog ?? 0, signal),
    { enabled: openLog !== null },
  );
  const add = useApiMutation(addEndpoint, {
    invalidates: [ENDPOINTS],
    onSuccess: (r) => {
      const e: WebhookEndpoint | undefined = r.data;
      if (e?.secret) setSecret({ url: e.url, secret: e.secret });
    },
  });
  const remove = useApiMutation(removeEndpoint, {
    invalidates: [ENDPOINTS],
    success: (r) => r.message,
    onSuccess: (_r, id) => openLog === id && setOpenLog(null),
  });
  const test = useApiMutation(sendTest, {
    success: (r) => r.message,
    onSuccess: () => setTimeout(() => void deliveries.retry(), 1500),
  });
  const again = useApiMutation(redeliver, {
    success: (r) => r.message,
    onSuccess: () => setTimeout(() => void deliveries.retry(), 1500),
  });
  return { endpoints, deliveries, add, remove, test, again, secret, setSecret, openLog, setOpenLog };
}
