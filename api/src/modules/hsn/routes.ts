/** Thin route: POST /api/v1/lookup/getItemLookUp { query } → rows with the Duty column. */
import type { ServerRoute } from '@hapi/hapi';
import { LOOKUP_CONTRACTS, MSG } from '@exportdesk/core';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { HsnService } from './service';

export function hsnRoutes(hsn: HsnService): ServerRoute[] {
  return [
    route({
      // "/hsnlookup, guarded"
      contract: LOOKUP_CONTRACTS.getItemLookUp,
      handler: async (req) => {
        const rows = await hsn.lookup(req.payload);
        return ok(rows, rows.length ? 'Success' : MSG.noRecordFound);
      },
    }),
    // getMainCat (002 §7), beside getItemLookUp: the tree a level at a time, or a search in a group.
    route({
      contract: LOOKUP_CONTRACTS.getMainCat,
      handler: async (req) => {
        const r = await hsn.mainCat(req.payload);
        return ok(r.data, r.data.length ? 'Success' : MSG.noRecordFound, { catCode: r.catCode });
      },
    }),
  ];
}
