/** Thin routes: My CSB (`/csb`, issue 16) — the CSB-V rows as JSON, and as .xlsx. */
import type { ServerRoute } from '@hapi/hapi';
import { csbQuerySchema, MSG, ORDER_MSG, REPORT_JOB_PATHS } from '@exportdesk/core';
import { guarded, userOf } from '../../http/auth';
import { contentDisposition } from '../../http/content-disposition';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { CsbService } from './service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function csbRoutes(csb: CsbService): ServerRoute[] {
  return [
    route({
      method: 'GET',
      path: '/api/v1/csb',
      options: guarded(),
      query: csbQuerySchema,
      handler: async (req) => {
        const rows = await csb.rows(userOf(req), req.query);
        return ok(rows, rows.length ? 'Success' : MSG.noRecordFound);
      },
    }),
    route({
      method: 'GET',
      path: '/api/v1/csb/excel',
      options: guarded(),
      query: csbQuerySchema,
      handler: async (req, h) => {
        const f = await csb.excel(userOf(req), req.query);
        return h.response(f.stream).type(XLSX).header('content-disposition', contentDisposition(f.fileName));
      },
    }),
    // The same sheet as a job (issue 29 item 5): 202 with its id, then GET jobs/{id} and its file.
    route({
      method: 'POST',
      path: REPORT_JOB_PATHS.csb,
      options: guarded(),
      payload: csbQuerySchema,
      handler: async (req, h) => {
        const a = await csb.queueReport(userOf(req), req.payload, req.orig.payload);
        return h.response(ok(a, ORDER_MSG.downloadStarting, a)).code(202);
      },
    }),
  ];
}
