/** Thin routes: the admins' organization list, permissions, add and update. */
import type { ServerRoute } from '@hapi/hapi';
import { ORGANIZATION_CONTRACTS, SPEC_CALL_MSG } from '@exportdesk/core';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { OrganizationService } from './service';

export function organizationRoutes(orgs: OrganizationService): ServerRoute[] {
  const c = ORGANIZATION_CONTRACTS;
  return [
    route({ contract: c.list, handler: async () => ok(await orgs.list()) }),
    route({ contract: c.listPost, handler: async () => ok(await orgs.list()) }),
    route({ contract: c.getPermissionList, handler: () => ok(orgs.permissionList()) }),
    route({
      contract: c.add,
      handler: async (req, h) => h.response(ok(await orgs.add(req.payload), 'Organization added.')).code(201),
    }),
    route({
      contract: c.update,
      handler: async (req) => ok(await orgs.update(req.payload), 'Organization updated.'),
    }),
    // The rest of the spec's organization service (000 §7), signed in the same way (d2Auth is the
    // admin's token).
    route({
      contract: c.manageSubscription,
      handler: async (req) => ok(await orgs.manageSubscription(req.payload), SPEC_CALL_MSG.subscriptionSaved),
    }),
    route({ contract: c.getIntegratedVendors, handler: () => ok(orgs.integratedVendors()) }),
    route({
      contract: c.userList,
      handler: async (req) => {
        const r = await orgs.userList(req.payload);
        return ok(r.users, 'Success', { count: r.count, pager: r.pager });
      },
    }),
  ];
}
