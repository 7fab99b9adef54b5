/** Thin route: POST /api/v1/lookup/getItemLookUp { query } → rows with the Duty column. */
import type { ServerRoute } from '@hapi/hapi';
import { hsLookupSchema, MSG } from '@exportdesk/core';
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
  ];
}
