/** Thin routes: the admins' organization list, permissions, add and update. */
import type { ServerRoute } from '@hapi/hapi';
import {
  addressBookQuerySchema,
  manageSubscriptionSchema,
  organizationSchema,
  organizationUpdateSchema,
  SPEC_CALL_MSG,
} from '@exportdesk/core';
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
    // The rest of the spec's organization service (000 §7), signed in the same way (d2Auth is the
    // admin's token).
    route({
      method: 'POST',
      path: `${base}/manageSubscription`,
      options: admin,
      payload: manageSubscriptionSchema,
      handler: async (req) => ok(await orgs.manageSubscription(req.payload), SPEC_CALL_MSG.subscriptionSaved),
    }),
    route({
      method: 'POST',
      path: `${base}/getIntegratedVendors`,
      options: admin,
      handler: () => ok(orgs.integratedVendors()),
    }),
    route({
      method: 'POST',
      path: '/api/v1/addressbook/userList',
      options: admin,
      payload: addressBookQuerySchema,
      handler: async (req) => {
        const r = await orgs.userList(req.payload);
        return ok(r.users, 'Success', { count: r.count, pager: r.pager });
      },
    }),
  ];
}
