/** Thin routes: sub-users, the Clients & Users list and activation, CHA ↔ exporter links. */
import type { ServerRoute } from '@hapi/hapi';
import { z } from 'zod';
import { chaLinkSchema, subUserSchema, userActiveSchema, userListQuerySchema } from '@exportdesk/core';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { UserService } from './service';

const base = '/api/v1/users';
const idParam = z.object({ id: z.coerce.number().int().positive() });

export function userRoutes(users: UserService): ServerRoute[] {
  return [
    route({
      method: 'GET',
      path: base,
      options: guarded(),
      query: userListQuerySchema,
      handler: async (req) => {
        const r = await users.list(userOf(req), req.query);
        return ok({ users: r.users, pager: r.pager }, r.message);
      },
    }),
    route({
      method: 'POST',
      path: `${base}/subuser`,
      options: guarded('users.subusers'),
      payload: subUserSchema,
      handler: async (req, h) =>
        h.response(ok(await users.createSubUser(userOf(req).userId, req.payload), 'User created.')).code(201),
    }),
    route({
      method: 'POST',
      path: `${base}/{id}/active`,
      options: guarded(),
      params: idParam,
      payload: userActiveSchema,
      handler: async (req) => {
        const u = await users.setActive(userOf(req), req.params.id, req.payload.isActive);
        return ok(u, u.isActive ? 'User activated.' : 'User deactivated.');
      },
    }),
    route({
      method: 'POST',
      path: `${base}/{id}/impersonate`,
      options: guarded('users.manage', 'token'),
      params: idParam,
      handler: async (req) =>
        ok(await users.impersonate(userOf(req).userId, req.params.id), 'Read-only session started.'),
    }),
    route({
      method: 'POST',
      path: `${base}/cha-links`,
      options: guarded('users.manage'),
      payload: chaLinkSchema,
      handler: async (req) =>
        ok(
          await users.link(req.payload.chaUserId, req.payload.exporterIeCode, false, userOf(req).userId),
          'Linked.',
        ),
    }),
    route({
      method: 'DELETE',
      path: `${base}/cha-links`,
      options: guarded('users.manage'),
      payload: chaLinkSchema,
      handler: async (req) =>
        ok(
          await users.link(req.payload.chaUserId, req.payload.exporterIeCode, true, userOf(req).userId),
          'Unlinked.',
        ),
    }),
    route({
      method: 'GET',
      path: `${base}/cha-links/{id}`,
      options: guarded('users.manage'),
      params: idParam,
      handler: async (req) => ok(await users.chaLinks(req.params.id)),
    }),
    route({
      method: 'GET',
      path: `${base}/my-exporters`,
      options: guarded(),
      handler: async (req) => ok(await users.myExporters(userOf(req))),
    }),
  ];
}
