/** Thin routes: My CSB (`/csb`, issue 16) — the CSB-V rows as JSON, and as .xlsx. */
import type { ServerRoute } from '@hapi/hapi';
import { DOCKET_CONTRACTS as c, MSG } from '@exportdesk/core';
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
  ];
}
