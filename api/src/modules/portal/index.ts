/** Remote registry: GET /api/v1/portal/remotes (public), PUT …/{name}, POST …/{name}/rollback, GET …/{name}/history. */
import type { Plugin } from '@hapi/hapi';
import { publishRemoteSchema, remoteNameSchema, rollbackRemoteSchema } from '@exportdesk/core';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { guarded, userOf } from '../../http/auth';
import { validate } from '../../http/validate';
import { PortalRegistryService } from './service';

export const portalPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-portal',
  register(server, { ctx }) {
    // PORTAL_VERIFY_MANIFESTS=0 lets an offline setup register URLs that are not up yet.
    const registry = new PortalRegistryService(ctx, process.env.PORTAL_VERIFY_MANIFESTS !== '0');
    const base = '/api/v1/portal/remotes';
    const publish = guarded('portal.publish');
    server.route([
      {
        method: 'GET',
        path: base,
        options: { auth: false },
        // Read on every page load: never cached, so a publish shows on the next load.
        handler: async (_req, h) => h.response(ok(await registry.list())).header('cache-control', 'no-store'),
      },
      {
        method: 'GET',
        path: `${base}/{name}/history`,
        options: { ...publish, validate: validate.params(remoteNameSchema) },
        handler: async (req) => ok(await registry.history((req.params as any).name)),
      },
      {
        method: 'PUT',
        path: `${base}/{name}`,
        options: { ...publish, validate: { ...validate.params(remoteNameSchema), ...validate.payload(publishRemoteSchema) } },
        handler: async (req, h) => {
          const { name } = req.params as { name: string };
          const r = await registry.publish(name, req.payload as any, userOf(req).userId);
          return h.response(ok(r.remote, `${name} now loads version ${r.remote.version}.`)).code(r.created ? 201 : 200);
        },
      },
      {
        method: 'POST',
        path: `${base}/{name}/rollback`,
        options: { ...publish, validate: { ...validate.params(remoteNameSchema), ...validate.payload(rollbackRemoteSchema) } },
        handler: async (req) => {
          const { name } = req.params as { name: string };
          const r = await registry.rollback(name, userOf(req).userId, (req.payload as any)?.version);
          return ok(r, `${name} rolled back from ${r.from} to ${r.version}.`);
        },
      },
    ]);
  },
};
