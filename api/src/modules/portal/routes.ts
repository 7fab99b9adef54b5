/** Remote registry routes: thin — validate with core's schemas, authorise, call the service. */
import Boom from '@hapi/boom';
import type { Request, ServerAuthScheme, ServerRoute } from '@hapi/hapi';
import { can, PORTAL_CONTRACTS, REGISTRY_MSG, type Principal } from '@exportdesk/core';
import { forbidden } from '../../errors';
import { ok } from '../../http/envelope';
import { userOf } from '../../http/auth';
import { route } from '../../http/route';
import { DEPLOY_TOKEN_PREFIX, type Actor } from './repo';
import type { PortalRegistryService } from './service';

/** Auth strategies of the routes that change a section: a deploy token first, else a login. */
export const DEPLOY_TOKEN_STRATEGY = 'portal-deploy-token';
const changeAuth = { auth: { strategies: [DEPLOY_TOKEN_STRATEGY, 'jwt'] } };

/**
 * `Authorization: Bearer edd_…` is a deploy token; anything else is left to the JWT strategy
 * (a "missing" answer, Boom.unauthorized without a message, lets Hapi try the next strategy).
 */
export const deployTokenScheme =
  (registry: PortalRegistryService): ServerAuthScheme =>
  () => ({
    authenticate: async (request, h) => {
      const m = /^Bearer\s+(\S+)$/i.exec(String(request.headers.authorization ?? ''));
      if (!m || !m[1].startsWith(DEPLOY_TOKEN_PREFIX)) throw Boom.unauthorized(null, 'DeployToken');
      const token = await registry.deployTokenFor(m[1]);
      if (!token) throw Boom.unauthorized(REGISTRY_MSG.tokenRevoked);
      return h.authenticated({ credentials: { deployToken: token } });
    },
  });

/**
 * The super admin changes any section; a deploy token only the section it was made for. Anyone
 * else (a plain admin included) gets 403 with the reason, before anything is read or fetched.
 */
type ChangeCredentials = Partial<Principal> & { deployToken?: { id: number; section: string } };

function actorFor(req: Pick<Request, 'auth'>, name: string): Actor {
  const c = req.auth.credentials as ChangeCredentials;
  if (c?.deployToken) {
    if (c.deployToken.section !== name)
      throw forbidden(REGISTRY_MSG.wrongSection(c.deployToken.section, name));
    return { userId: null, deployTokenId: c.deployToken.id };
  }
  if (!can(c as Principal, 'portal.publish')) throw forbidden(REGISTRY_MSG.superAdminOnly);
  return { userId: userOf(req).userId };
}

export function portalRoutes(registry: PortalRegistryService): ServerRoute[] {
  const c = PORTAL_CONTRACTS;
  return [
    route({
      contract: c.remotes,
      // Read on every page load: never cached, so a publish shows on the next load.
      handler: async (_req, h) => h.response(ok(await registry.list())).header('cache-control', 'no-store'),
    }),
    route({
      contract: c.history,
      options: changeAuth,
      handler: async (req) => {
        const { name } = req.params;
        actorFor(req, name);
        return ok(await registry.history(name));
      },
    }),
    route({
      contract: c.publish,
      options: changeAuth,
      handler: async (req, h) => {
        const { name } = req.params;
        const r = await registry.publish(name, req.payload, actorFor(req, name));
        return h
          .response(ok(r.remote, `${name} now loads version ${r.remote.version}.`))
          .code(r.created ? 201 : 200);
      },
    }),
    route({
      contract: c.rollback,
      options: changeAuth,
      handler: async (req) => {
        const { name } = req.params;
        const r = await registry.rollback(name, actorFor(req, name), req.payload.version);
        return ok(r, `${name} rolled back from ${r.from} to ${r.version}.`);
      },
    }),
    route({ contract: c.deployTokens, handler: async () => ok(await registry.listDeployTokens()) }),
    route({
      contract: c.createDeployToken,
      handler: async (req, h) => {
        const { section, label } = req.payload;
        const r = await registry.createDeployToken(section, label, userOf(req).userId);
        // The token is shown this once; only its hash is kept.
        return h
          .response(
            ok(
              { token: r.token, ...r.info },
              `Deploy token for ${section} created. Copy it now: it is not shown again.`,
            ),
          )
          .code(201)
          .header('cache-control', 'no-store');
      },
    }),
    route({
      contract: c.revokeDeployToken,
      handler: async (req) => {
        await registry.revokeDeployToken(req.params.id);
        return ok(null, 'Deploy token revoked.');
      },
    }),
  ];
}
