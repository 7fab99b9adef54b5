/**
 * The PBE list (001 §2.6, §3 "Docket/box list item", §5, §8, §9): GET /api/v1/dockets with the
 * search form's filters and the spec's pager; POST /api/v1/dockets/download queues the Excel of
 * the filtered list as a `reports` job ('Please wait, Download will start shortly').
 */
import { randomUUID } from 'node:crypto';
import type { Plugin } from '@hapi/hapi';
import Boom from '@hapi/boom';
import { FPO_LIST, ORDER_MSG, paginate, pbeListQuerySchema } from '@exportdesk/core';
import type { AppContext } from '../../context';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import * as dockets from './repo';

export const docketsPluginName = 'exportdesk-dockets';

export const docketsPlugin: Plugin<{ ctx: AppContext }> = {
  name: docketsPluginName,
  register(server, { ctx }) {
    server.route([
      {
        // "FPO list (portCode, fpoName)": the list filter's choices and the registration form's.
        method: 'GET',
        path: '/api/v1/fpoList',
        options: { auth: false },
        handler: () => ok(FPO_LIST, 'Success', { services: FPO_LIST.map((f) => f.portCode) }),
      },
      {
        method: 'GET',
        path: '/api/v1/dockets',
        options: { ...guarded('dockets.view'), validate: validate.query(pbeListQuerySchema) },
        handler: async (req) => {
          const q = req.query as any;
          const scope = await dockets.docketScope(ctx.db, userOf(req));
          const total = await dockets.count(ctx.db, scope, q);
          const pager = paginate(total, q.page);
          const items = total ? await dockets.list(ctx.db, scope, q, pager.startIndex, pager.pageSize) : [];
          // 'No record found' is the answer to a search that finds nothing (001 §8 "Bad search").
          return ok(items, total ? ORDER_MSG.totalFound(total) : ORDER_MSG.noRecordFound, { count: total, pager });
        },
      },
      {
        method: 'POST',
        path: '/api/v1/dockets/download',
        options: { ...guarded('dockets.view'), validate: validate.payload(pbeListQuerySchema) },
        handler: async (req, h) => {
          const u = userOf(req);
          const scope = await dockets.docketScope(ctx.db, u);
          const total = await dockets.count(ctx.db, scope, req.payload as any);
          // 400, not 404: the envelope words every 404 as 'Not found.', and this filter simply selects nothing.
          if (!total) throw Boom.badRequest(ORDER_MSG.noDataBetweenDates);
          const jobId = `rp-${randomUUID()}`;
          await ctx.queues.get('reports').add({ kind: 'pbe-list', userId: u.userId, userType: u.userType, fpo: u.fpo ?? null, query: req.orig.payload }, { jobId });
          return h.response(ok({ jobId, count: total }, ORDER_MSG.downloadStarting, { jobId, count: total })).code(202);
        },
      },
    ]);
  },
};
