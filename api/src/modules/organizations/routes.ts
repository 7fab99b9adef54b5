/** Thin routes: the admins' organization list, permissions, add and update. */
import type { ServerRoute } from '@hapi/hapi';
import { organizationSchema, organizationUpdateSchema } from '@exportdesk/core';
import { guarded } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { OrganizationService } from './service';

const base = '/api/v1/organization';

export function organizationRoutes(orgs: OrganizationService): ServerRoute[] {
  const admin = guarded('organizations.manage');
  return [
    route({
      method: ['GET', 'POST'],
      path: `${base}/list`,
      options: admin,
      handler: async () => ok(await orgs.list()),
    }),
    route({
      method: 'GET',
      path: `${base}/getPermissionList`,
      options: admin,
      handler: () => ok(orgs.permissionList()),
    }),
    route({
      method: 'POST',
      path: `${base}/add`,
      options: admin,
      payload: organizationSchema,
      handler: async (req, h) => h.response(ok(await orgs.add(req.payload), 'Organization added.')).code(201),
    }),
    route({
      method: 'POST',
      path: `${base}/update`,
      options: admin,
      payload: organizationUpdateSchema,
      handler: async (req) => ok(await orgs.update(req.payload), 'Organization updated.'),
    }),
  ];
}
