import type { Plugin } from '@hapi/hapi';
import { z } from 'zod';
import { chaLinkSchema, subUserSchema, userActiveSchema, userListQuerySchema } from '@exportdesk/core';
import type { AppContext } from '../../context';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { UserService } from './service';

const idParam = z.object({ id: z.coerce.number().int().positive() });

export const usersPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-users',
  register(server, { ctx }) {
    const users = new UserService(ctx);
    const base = '/api/v1/users';
    server.route([
      {
        method: 'GET',
        path: base,
        options: { ...guarded(), validate: validate.query(userListQuerySchema) },
        handler: async (req) => {
          const r = await users.list(userOf(req), req.query as any);
          return ok({ users: r.users, pager: r.pager }, r.message);
        },
      },
      {
        method: 'POST',
        path: `${base}/subuser`,
        options: { ...guarded('users.subusers'), validate: validate.payload(subUserSchema) },
        handler: async (req, h) => h.response(ok(await users.createSubUser(userOf(req).userId, req.payload as any), 'User created.')).code(201),
      },
      {
        method: 'POST',
        path: `${base}/{id}/active`,
        options: { ...guarded(), validate: { ...validate.params(idParam), ...validate.payload(userActiveSchema) } },
        handler: async (req) => {
          const u = await users.setActive(userOf(req), (req.params as any).id, (req.payload as any).isActive);
          return ok(u, u.isActive ? 'User activated.' : 'User deactivated.');
        },
      },
      {
        method: 'POST',
        path: `${base}/cha-links`,
        options: { ...guarded('users.manage'), validate: validate.payload(chaLinkSchema) },
        handler: async (req) => ok(await users.link((req.payload as any).chaUserId, (req.payload as any).exporterIeCode), 'Linked.'),
      },
      {
        method: 'DELETE',
        path: `${base}/cha-links`,
        options: { ...guarded('users.manage'), validate: validate.payload(chaLinkSchema) },
        handler: async (req) => ok(await users.link((req.payload as any).chaUserId, (req.payload as any).exporterIeCode, true), 'Unlinked.'),
      },
      { method: 'GET', path: `${base}/my-exporters`, options: guarded(), handler: async (req) => ok(await users.myExporters(userOf(req))) },
    ]);
  },
};
