/** Thin routes: sub-users, the Clients & Users list and activation, CHA ↔ exporter links. */
import type { ServerRoute } from '@hapi/hapi';
import { USER_CONTRACTS } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { UserService } from './service';

export function userRoutes(users: UserService): ServerRoute[] {
  const c = USER_CONTRACTS;
  return [
    route({
      contract: c.list,
      handler: async (req) => {
        const r = await users.list(userOf(req), req.query);
        return ok({ users: r.users, pager: r.pager }, r.message);
      },
    }),
    route({
      contract: c.subuser,
      handler: async (req, h) =>
        h.response(ok(await users.createSubUser(userOf(req).userId, req.payload), 'User created.')).code(201),
    }),
    route({
      contract: c.active,
      handler: async (req) => {
        const u = await users.setActive(userOf(req), req.params.id, req.payload.isActive);
        return ok(u, u.isActive ? 'User activated.' : 'User deactivated.');
      },
    }),
    route({
      contract: c.impersonate,
      options: { plugins: { exportdesk: { grants: 'token' } } },
      handler: async (req) =>
        ok(await users.impersonate(userOf(req).userId, req.params.id), 'Read-only session started.'),
    }),
    route({
      contract: c.link,
      handler: async (req) =>
        ok(
          await users.link(req.payload.chaUserId, req.payload.exporterIeCode, false, userOf(req).userId),
          'Linked.',
        ),
    }),
    route({
      contract: c.unlink,
      handler: async (req) =>
        ok(
          await users.link(req.payload.chaUserId, req.payload.exporterIeCode, true, userOf(req).userId),
          'Unlinked.',
        ),
    }),
    route({
      contract: c.chaLinks,
      handler: async (req) => ok(await users.chaLinks(req.params.id)),
    }),
    route({
      contract: c.myExporters,
      handler: async (req) => ok(await users.myExporters(userOf(req))),
    }),
  ];
}
