/**
 * Remote registry: GET /api/v1/portal/remotes (public), PUT …/{name}, POST …/{name}/rollback,
 * GET …/{name}/history (super admin, or a deploy token for that section), and the deploy tokens
 * (super admin). See README.md.
 */
import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { DEPLOY_TOKEN_STRATEGY, deployTokenScheme, portalRoutes } from './routes';
import { PortalRegistryService } from './service';

export const portalPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-portal',
  register(server, { ctx }) {
    const registry = new PortalRegistryService(ctx, ctx.config.portalVerifyManifests);
    server.auth.scheme(DEPLOY_TOKEN_STRATEGY, deployTokenScheme(registry));
    server.auth.strategy(DEPLOY_TOKEN_STRATEGY, DEPLOY_TOKEN_STRATEGY);
    server.route(portalRoutes(registry));
  },
};
