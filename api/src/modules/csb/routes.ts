/** Thin routes: My CSB (`/csb`, issue 16) — the CSB-V rows as JSON, and as .xlsx. */
import type { ServerRoute } from '@hapi/hapi';
import { DOCKET_CONTRACTS as c, MSG, ORDER_MSG, REPORT_CONTRACTS } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { contentDisposition } from '../../http/content-disposition';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { CsbService } from './service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function csbRoutes(csb: CsbService): ServerRoute[] {
  return [
    route({
      contract: c.csb,
      handler: async (req) => {
        const rows = await csb.rows(userOf(req), req.query);
        return ok(rows, rows.length ? 'Success' : MSG.noRecordFound);
      },
    }),
    route({
      contract: c.csbExcel,
      handler: async (req, h) => {
        const f = await csb.excel(userOf(req), req.query);
        return h.response(f.stream).type(XLSX).header('content-disposition', contentDisposition(f.fileName));
      },
    }),
    // The same sheet as a job (issue 29 item 5): 202 with its id, then GET jobs/{id} and its file.
    route({
      contract: REPORT_CONTRACTS.csb,
      handler: async (req, h) => {
        const a = await csb.queueReport(userOf(req), req.payload, req.orig.payload);
        return h.response(ok(a, ORDER_MSG.downloadStarting, a)).code(202);
      },
    }),
  ];
}
