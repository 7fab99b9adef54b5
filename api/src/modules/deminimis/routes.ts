/** Thin route: GET /api/v1/deminimis?q= → the de minimis rows matching the search. */
import type { ServerRoute } from '@hapi/hapi';
import { deMinimisQuerySchema, MSG } from '@exportdesk/core';
import { guarded } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { DeMinimisService } from './service';

export function deMinimisRoutes(svc: DeMinimisService): ServerRoute[] {
  return [
    route({
      method: 'GET',
      path: '/api/v1/deminimis',
      // "dutyfreeimportallowance, guarded": any signed-in user.
      options: guarded(),
      query: deMinimisQuerySchema,
      handler: (req) => {
        const rows = svc.search(req.query.q);
        return ok(rows, rows.length ? 'Success' : MSG.noRecordFound);
      },
    }),
  ];
}
