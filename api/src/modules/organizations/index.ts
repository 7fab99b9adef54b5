import type { Plugin } from '@hapi/hapi';
import { organizationSchema, organizationUpdateSchema } from '@exportdesk/core';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { guarded } from '../../http/auth';
import { validate } from '../../http/validate';
import { OrganizationService } from './service';

export const organizationsPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-organizations',
  register(server, { ctx }) {
    const orgs = new OrganizationService(ctx);
    const base = '/api/v1/organization';
    const admin = guarded('organizations.manage');
    server.route([
      { method: ['GET', 'POST'], path: `${base}/list`, options: admin, handler: async () => ok(await orgs.list()) },
      { method: 'GET', path: `${base}/getPermissionList`, options: admin, handler: () => ok(orgs.permissionList()) },
      {
        method: 'POST',
        path: `${base}/add`,
        options: { ...admin, validate: validate.payload(organizationSchema) },
        handler: async (req, h) => h.response(ok(await orgs.add(req.payload as any), 'Organization added.')).code(201),
      },
      {
        method: 'POST',
        path: `${base}/update`,
        options: { ...admin, validate: validate.payload(organizationUpdateSchema) },
        handler: async (req) => ok(await orgs.update(req.payload as any), 'Organization updated.'),
      },
    ]);
  },
};
