/** HS code lookup (002 §2.9): POST /api/v1/lookup/getItemLookUp { query } → rows with the Duty column. */
import type { Plugin } from '@hapi/hapi';
import { hsLookupSchema, MSG, type HsQuery } from '@exportdesk/core';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { guarded } from '../../http/auth';
import { validate } from '../../http/validate';
import { byCodePrefix, byWords } from './repo';

export const hsnPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-hsn',
  register(server, { ctx }) {
    server.route({
      method: 'POST',
      path: '/api/v1/lookup/getItemLookUp',
      // "/hsnlookup, guarded"
      options: { ...guarded('account.self'), validate: validate.payload(hsLookupSchema) },
      handler: async (req) => {
        const q = req.payload as Extract<HsQuery, { ok: true }>;
        const rows = q.kind === 'code' ? await byCodePrefix(ctx.db, q.code) : await byWords(ctx.db, q.words);
        return ok(rows, rows.length ? 'Success' : MSG.noRecordFound);
      },
    });
  },
};
