/** Thin routes of the PBE list (001 §2.6): the FPO list, one page of dockets, the Excel download. */
import type { ServerRoute } from '@hapi/hapi';
import { FPO_LIST, ORDER_MSG, pbeListQuerySchema } from '@exportdesk/core';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { DocketsService } from './service';

export function docketRoutes(dockets: DocketsService): ServerRoute[] {
  return [
    // "FPO list (portCode, fpoName)": the list filter's choices and the registration form's.
    route({
      method: 'GET',
      path: '/api/v1/fpoList',
      options: { auth: false },
      handler: () => ok(FPO_LIST, 'Success', { services: FPO_LIST.map((f) => f.portCode) }),
    }),
    route({
      method: 'GET',
      path: '/api/v1/dockets',
      options: guarded('dockets.view'),
      query: pbeListQuerySchema,
      handler: async (req) => {
        const p = await dockets.page(userOf(req), req.query);
        return ok(p.items, p.message, { count: p.total, pager: p.pager });
      },
    }),
    route({
      method: 'POST',
      path: '/api/v1/dockets/download',
      options: guarded('dockets.view'),
      payload: pbeListQuerySchema,
      handler: async (req, h) => {
        const a = await dockets.download(userOf(req), req.payload, req.orig.payload);
        return h.response(ok(a, ORDER_MSG.downloadStarting, a)).code(202);
      },
    }),
    // 001 §7 "Get box count": named like its docket-detail siblings (POST /api/v1/generateInvoicesInBulk);
    // the body is the PBE list's filter form.
    route({
      method: 'POST',
      path: '/api/v1/getBoxCount',
      options: guarded('dockets.view'),
      payload: pbeListQuerySchema,
      handler: async (req) => {
        const r = await dockets.boxCount(userOf(req), req.payload);
        return ok(r, 'Success', r);
      },
    }),
  ];
}
