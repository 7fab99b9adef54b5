/**
 * GET /api/v1/health: 200 'OK' when the database, Redis and the file store (an object store; the
 * disk is not asked) answer, else 503 'Degraded'. A signed-in
 * super admin also reads production readiness (issue 23, `exportdesk doctor`); the reasons are not
 * for everyone: they would tell a stranger which doors a site leaves open.
 */
import type { ServerRoute } from '@hapi/hapi';
import { ACCOUNT_EXTRA_CONTRACTS, isSuperAdmin } from '@exportdesk/core';
import { optionalSignIn, userOf } from '../../http/auth';
import { route } from '../../http/route';
import type { HealthService } from './service';

export function healthRoutes(health: HealthService): ServerRoute[] {
  return [
    route({
      contract: ACCOUNT_EXTRA_CONTRACTS.health,
      // A load balancer sends no token; a bad one is refused as anywhere else.
      options: optionalSignIn,
      handler: async (req, h) => {
        const { healthy, ...data } = await health.check();
        const signedIn = req.auth.isAuthenticated ? userOf(req) : null;
        const readiness = signedIn && isSuperAdmin(signedIn) ? { production: health.readiness() } : {};
        return h
          .response({
            success: healthy,
            message: healthy ? 'OK' : 'Degraded',
            data: { ...data, ...readiness },
          })
          .code(healthy ? 200 : 503);
      },
    }),
  ];
}
