/** Thin routes of webhooks (issue 26): endpoints, test event, delivery log, redelivery. */
import type { ServerRoute } from '@hapi/hapi';
import { WEBHOOK_CONTRACTS as c, WEBHOOK_MSG } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { WebhooksService } from './service';

export function webhookRoutes(hooks: WebhooksService): ServerRoute[] {
  return [
    route({ contract: c.list, handler: async (req) => ok(await hooks.list(userOf(req))) }),
    route({
      contract: c.add,
      // the answer holds a signing secret: a credential, as an API key is
      options: { plugins: { exportdesk: { grants: 'token' } } },
      handler: async (req, h) =>
        h.response(ok(await hooks.create(userOf(req), req.payload), WEBHOOK_MSG.created)).code(201),
    }),
    route({
      contract: c.remove,
      handler: async (req) => {
        await hooks.remove(userOf(req), req.params.id);
        return ok(null, WEBHOOK_MSG.removed);
      },
    }),
    route({
      contract: c.test,
      handler: async (req) =>
        ok(await hooks.test(userOf(req), req.params.id, req.payload?.type), WEBHOOK_MSG.testQueued),
    }),
    route({
      contract: c.deliveries,
      handler: async (req) => ok(await hooks.deliveries(userOf(req), req.params.id)),
    }),
    route({
      contract: c.delivery,
      handler: async (req) => ok(await hooks.delivery(userOf(req), req.params.id)),
    }),
    route({
      contract: c.redeliver,
      handler: async (req) =>
        ok(await hooks.redeliver(userOf(req), req.params.id), WEBHOOK_MSG.redeliverQueued),
    }),
  ];
}
