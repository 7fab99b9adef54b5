/** Remote registry routes: thin — validate with core's schemas, authorise, call the service. */
import Boom from '@hapi/boom';
import type { Request, ServerRoute } from '@hapi/hapi';
import { z } from 'zod';
import { can, deployTokenSchema, publishRemoteSchema, REGISTRY_MSG, remoteNameSchema, rollbackRemoteSchema, type Principal, type PublishRemoteInput } from '@exportdesk/core';
import { ok } from '../../http/envelope';
import { guarded, userOf } from '../../http/auth';
import { validate } from '../../http/validate';
import type { Actor } from './repo';
import type { PortalRegistryService } from './service';

/** Auth strategies of the routes that change a section: a deploy token first, else a login. */
export const DEPLOY_TOKEN_STRATEGY = 'portal-deploy-token';
const changeAuth = { auth: { strategies: [DEPLOY_TOKEN_STRATEGY, 'jwt'] } };

/**
 * The super admin changes any section; a deploy token only the section it was made for. Anyone
 * else (a plain admin included) gets 403 with the reason, before anything is read or fetched.
 */
type ChangeCredentials = Partial<Principal> & { deployToken?: { id: number; section: string } };

function actorFor(req: Request, name: string): Actor {
  const c = req.auth.credentials as ChangeCredentials;
  if (c?.deployToken) {
    if (c.deployToken.section !== name) throw Boom.forbidden(REGISTRY_MSG.wrongSection(c.deployToken.section, name));
    return { userId: null, deployTokenId: c.deployToken.id };
  }
  if (!can(c as Principal, 'portal.publish')) throw Boom.forbidden(REGISTRY_MSG.superAdminOnly);
  return { userId: userOf(req).userId };
}

const tokenIdSchema = z.object({ id: z.coerce.number({ message: 'id must be a number.' }).int().positive() });

export function portalRoutes(registry: PortalRegistryService): ServerRoute[] {
  const base = '/api/v1/portal/remotes';
  const superAdmin = guarded('portal.publish');
  return [
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
      options: { ...changeAuth, validate: validate.params(remoteNameSchema) },
      handler: async (req) => {
        const { name } = req.params as { name: string };
        actorFor(req, name);
        return ok(await registry.history(name));
      },
    },
    {
      method: 'PUT',
      path: `${base}/{name}`,
      options: { ...changeAuth, validate: { ...validate.params(remoteNameSchema), ...validate.payload(publishRemoteSchema) } },
      handler: async (req, h) => {
        const { name } = req.params as { name: string };
        const r = await registry.publish(name, req.payload as PublishRemoteInput, actorFor(req, name));
        return h.response(ok(r.remote, `${name} now loads version ${r.remote.version}.`)).code(r.created ? 201 : 200);
      },
    },
    {
      method: 'POST',
      path: `${base}/{name}/rollback`,
      options: { ...changeAuth, validate: { ...validate.params(remoteNameSchema), ...validate.payload(rollbackRemoteSchema) } },
      handler: async (req) => {
        const { name } = req.params as { name: string };
        const r = await registry.rollback(name, actorFor(req, name), (req.payload as { version?: string } | null)?.version);
        return ok(r, `${name} rolled back from ${r.from} to ${r.version}.`);
      },
    },
    {
      method: 'GET',
      path: '/api/v1/portal/deploy-tokens',
      options: superAdmin,
      handler: async () => ok(await registry.listDeployTokens()),
    },
    {
      method: 'POST',
      path: '/api/v1/portal/deploy-tokens',
      options: { ...superAdmin, validate: validate.payload(deployTokenSchema) },
      handler: async (req, h) => {
        const { section, label } = req.payload as z.infer<typeof deployTokenSchema>;
        const r = await registry.createDeployToken(section, label, userOf(req).userId);
        // The token is shown this once; only its hash is kept.
        return h.response(ok({ token: r.token, ...r.info }, `Deploy token for ${section} created. Copy it now: it is not shown again.`)).code(201).header('cache-control', 'no-store');
      },
    },
    {
      method: 'DELETE',
      path: '/api/v1/portal/deploy-tokens/{id}',
      options: { ...superAdmin, validate: validate.params(tokenIdSchema) },
      handler: async (req) => {
        await registry.revokeDeployToken((req.params as z.infer<typeof tokenIdSchema>).id);
        return ok(null, 'Deploy token revoked.');
      },
    },
  ];
}
