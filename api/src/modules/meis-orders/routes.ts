/** Thin route: the MEIS order listing, getMeisData under the spec's order/* group (001 §7). */
import type { ServerRoute } from '@hapi/hapi';
import { CLAIM_CONTRACTS as c } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { MeisOrdersService } from './service';

export function meisOrderRoutes(orders: MeisOrdersService): ServerRoute[] {
  return [
    route({
      contract: c.getMeisData,
      handler: async (req) => {
        const r = await orders.listing(userOf(req), req.payload.page);
        return ok(r.data, r.message, { total: r.total });
      },
    }),
  ];
}
