/** Thin route: GET /api/v1/deminimis?q= → the de minimis rows matching the search. */
import type { ServerRoute } from '@hapi/hapi';
import { LOOKUP_CONTRACTS, MSG } from '@exportdesk/core';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { DeMinimisService } from './service';

export function deMinimisRoutes(svc: DeMinimisService): ServerRoute[] {
  return [
    route({
      // "dutyfreeimportallowance, guarded": any signed-in user.
      contract: LOOKUP_CONTRACTS.deMinimis,
      handler: (req) => {
        const rows = svc.search(req.query.q);
        return ok(rows, rows.length ? 'Success' : MSG.noRecordFound);
      },
    }),
  ];
}
