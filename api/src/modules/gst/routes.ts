/** Thin routes: downloadGstin (002 §7), the GST report as .xlsx (Table 6A `exp`) or GSTR-1 JSON. */
import type { ResponseToolkit, ServerRoute } from '@hapi/hapi';
import { downloadGstinSchema, ORDER_MSG, REPORT_JOB_PATHS } from '@exportdesk/core';
import { guarded, userOf } from '../../http/auth';
import { contentDisposition } from '../../http/content-disposition';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { GstFile, GstService } from './service';

const v1 = '/api/v1';

const answer = (f: GstFile, h: ResponseToolkit) =>
  h.response(f.stream).type(f.contentType).header('content-disposition', contentDisposition(f.fileName));

export function gstRoutes(gst: GstService): ServerRoute[] {
  return [
    // The page and the spec's client post the selects; the CLI may send them as a query.
    route({
      method: 'POST',
      path: `${v1}/downloadGstin`,
      options: guarded('gst.report'),
      payload: downloadGstinSchema,
      handler: async (req, h) => answer(await gst.download(userOf(req), req.payload), h),
    }),
    route({
      method: 'GET',
      path: `${v1}/downloadGstin`,
      options: guarded('gst.report'),
      query: downloadGstinSchema,
      handler: async (req, h) => answer(await gst.download(userOf(req), req.query), h),
    }),
    // The same report as a job (issue 29 item 5): 202 with its id, then GET jobs/{id} and its file.
    route({
      method: 'POST',
      path: REPORT_JOB_PATHS.gstr,
      options: guarded('gst.report'),
      payload: downloadGstinSchema,
      handler: async (req, h) => {
        const a = await gst.queueReport(userOf(req), req.payload, req.orig.payload);
        return h.response(ok(a, ORDER_MSG.downloadStarting, a)).code(202);
      },
    }),
  ];
}
