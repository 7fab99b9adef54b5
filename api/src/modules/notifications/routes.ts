/** Thin routes: the signed-in user's e-mail preferences. */
import type { ServerRoute } from '@hapi/hapi';
import { notificationPreferencesSchema } from '@exportdesk/core';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { NotificationsService } from './service';

const v1 = '/api/v1';

export function notificationRoutes(service: NotificationsService): ServerRoute[] {
  return [
    {
      method: 'GET',
      path: `${v1}/notifications/preferences`,
      options: guarded(),
      handler: async (req) => ok(await service.preferences(userOf(req).userId)),
    },
    route({
      method: 'PUT',
      path: `${v1}/notifications/preferences`,
      options: guarded(),
      payload: notificationPreferencesSchema,
      handler: async (req) =>
        ok(await service.save(userOf(req).userId, req.payload), 'Your e-mail settings are saved.'),
    }),
  ];
}
