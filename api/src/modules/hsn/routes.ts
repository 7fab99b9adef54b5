/** Thin route: POST /api/v1/lookup/getItemLookUp { query } → rows with the Duty column. */
import type { ServerRoute } from '@hapi/hapi';
import { hsLookupSchema, mainCatSchema, MSG } from '@exportdesk/core';
import { guarded } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { HsnService } from './service';

export function hsnRoutes(hsn: HsnService): ServerRoute[] {
  return [
    route({
      method: 'POST',
      path: '/api/v1/lookup/getItemLookUp',
      // "/hsnlookup, guarded"
      options: guarded('account.self'),
      payload: hsLookupSchema,
      handler: async (req) => {
        const rows = await hsn.lookup(req.payload);
        return ok(rows, rows.length ? 'Success' : MSG.noRecordFound);
      },
    }),
    // getMainCat (002 §7), beside getItemLookUp: the tree a level at a time, or a search in a group.
    route({
      method: 'POST',
      path: '/api/v1/lookup/getMainCat',
      options: guarded('account.self'),
      payload: mainCatSchema,
      handler: async (req) => {
        const r = await hsn.mainCat(req.payload);
        return ok(r.data, r.data.length ? 'Success' : MSG.noRecordFound, { catCode: r.catCode });
      },
    }),
  ];
}
