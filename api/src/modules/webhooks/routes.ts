/** Thin routes of webhooks (issue 26): endpoints, test event, delivery log, redelivery. */
import type { ServerRoute } from '@hapi/hapi';
import {
  WEBHOOK_MSG,
  webhookDeliveryParams,
  webhookEndpointSchema,
  webhookIdParams,
  webhookTestSchema,
} from '@exportdesk/core';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { WebhooksService } from './service';

const base = '/api/v1/webhooks';

export function webhookRoutes(hooks: WebhooksService): ServerRoute[] {
  const manage = guarded('webhooks.manage');
  return [
    route({
      method: 'GET',
      path: `${base}/endpoints`,
      options: manage,
      handler: async (req) => ok(await hooks.list(userOf(req))),
    }),
    route({
      method: 'POST',
      path: `${base}/endpoints`,
      // the answer holds a signing secret: a credential, as an API key is
      options: guarded('webhooks.manage', 'token'),
      payload: webhookEndpointSchema,
      handler: async (req, h) =>
        h.response(ok(await hooks.create(userOf(req), req.payload), WEBHOOK_MSG.created)).code(201),
    }),
    route({
      method: 'DELETE',
      path: `${base}/endpoints/{id}`,
      options: manage,
      params: webhookIdParams,
      handler: async (req) => {
        await hooks.remove(userOf(req), req.params.id);
        return ok(null, WEBHOOK_MSG.removed);
      },
    }),
    route({
      method: 'POST',
      path: `${base}/endpoints/{id}/test`,
      options: manage,
      params: webhookIdParams,
      payload: webhookTestSchema,
      handler: async (req) =>
        ok(await hooks.test(userOf(req), req.params.id, req.payload?.type), WEBHOOK_MSG.testQueued),
    }),
    route({
      method: 'GET',
      path: `${base}/endpoints/{id}/deliveries`,
      options: manage,
      params: webhookIdParams,
      handler: async (req) => ok(await hooks.deliveries(userOf(req), req.params.id)),
    }),
    route({
      method: 'GET',
      path: `${base}/deliveries/{id}`,
      options: manage,
      params: webhookDeliveryParams,
      handler: async (req) => ok(await hooks.delivery(userOf(req), req.params.id)),
    }),
    route({
      method: 'POST',
      path: `${base}/deliveries/{id}/redeliver`,
      options: manage,
      params: webhookDeliveryParams,
      handler: async (req) =>
        ok(await hooks.redeliver(userOf(req), req.params.id), WEBHOOK_MSG.redeliverQueued),
    }),
  ];
}
