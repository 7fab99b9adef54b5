/**
 * Remote registry: GET /api/v1/portal/remotes (public), PUT …/{name}, POST …/{name}/rollback,
 * GET …/{name}/history (super admin, or a deploy token for that section), and the deploy tokens
 * (super admin). See README.md.
 */
import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';
import { REGISTRY_MSG } from '@exportdesk/core';
import type { AppContext } from '../../context';
import { DEPLOY_TOKEN_PREFIX } from './repo';
import { DEPLOY_TOKEN_STRATEGY, portalRoutes } from './routes';
import { PortalRegistryService } from './service';

export const portalPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-portal',
  register(server, { ctx }) {
    const registry = new PortalRegistryService(ctx, ctx.config.portalVerifyManifests);
    // `Authorization: Bearer edd_…` is a deploy token; anything else is left to the JWT strategy
    // (a "missing" answer lets Hapi try the next strategy).
    server.auth.scheme(DEPLOY_TOKEN_STRATEGY, () => ({
      authenticate: async (request, h) => {
        const m = /^Bearer\s+(\S+)$/i.exec(String(request.headers.authorization ?? ''));
        if (!m || !m[1].startsWith(DEPLOY_TOKEN_PREFIX)) throw Boom.unauthorized(null, 'DeployToken');
        const token = await registry.deployTokenFor(m[1]);
        if (!token) throw Boom.unauthorized(REGISTRY_MSG.tokenRevoked);
        return h.authenticated({ credentials: { deployToken: token } });
      },
    }));
    server.auth.strategy(DEPLOY_TOKEN_STRATEGY, DEPLOY_TOKEN_STRATEGY);
    server.route(portalRoutes(registry));
  },
};
