/** Thin routes: the signed-in user's e-mail preferences. */
import type { ServerRoute } from '@hapi/hapi';
import { ACCOUNT_EXTRA_CONTRACTS } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { NotificationsService } from './service';

export function notificationRoutes(service: NotificationsService): ServerRoute[] {
  return [
    route({
      contract: ACCOUNT_EXTRA_CONTRACTS.notificationPreferences,
      handler: async (req) => ok(await service.preferences(userOf(req).userId)),
    }),
    route({
      contract: ACCOUNT_EXTRA_CONTRACTS.saveNotificationPreferences,
      handler: async (req) =>
        ok(await service.save(userOf(req).userId, req.payload), 'Your e-mail settings are saved.'),
    }),
  ];
}
