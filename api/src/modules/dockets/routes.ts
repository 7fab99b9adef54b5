/** Thin routes of the PBE list (001 §2.6): the FPO list, one page of dockets, the Excel download. */
import type { ServerRoute } from '@hapi/hapi';
import { DOCKET_CONTRACTS as c, FPO_LIST, ORDER_MSG } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { DocketsService } from './service';

export function docketRoutes(dockets: DocketsService): ServerRoute[] {
  return [
    // "FPO list (portCode, fpoName)": the list filter's choices and the registration form's.
    route({
      contract: c.fpoList,
      handler: () => ok([...FPO_LIST], 'Success', { services: FPO_LIST.map((f) => f.portCode) }),
    }),
    route({
      contract: c.list,
      handler: async (req) => {
        const p = await dockets.page(userOf(req), req.query);
        return ok(p.items, p.message, { count: p.total, pager: p.pager });
      },
    }),
    route({
      contract: c.download,
      handler: async (req, h) => {
        const a = await dockets.download(userOf(req), req.payload, req.orig.payload);
        return h.response(ok(a, ORDER_MSG.downloadStarting, a)).code(202);
      },
    }),
    // 001 §7 "Get box count": named like its docket-detail siblings (POST /api/v1/generateInvoicesInBulk);
    // the body is the PBE list's filter form.
    route({
      contract: c.getBoxCount,
      handler: async (req) => {
        const r = await dockets.boxCount(userOf(req), req.payload);
        return ok(r, 'Success', r);
      },
    }),
  ];
}
