/** Thin routes: downloadGstin (002 §7), the GST report as .xlsx (Table 6A `exp`) or GSTR-1 JSON. */
import type { ResponseToolkit, ServerRoute } from '@hapi/hapi';
import { GST_CONTRACTS as c, ORDER_MSG, REPORT_CONTRACTS } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { contentDisposition } from '../../http/content-disposition';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { GstFile, GstService } from './service';

const answer = (f: GstFile, h: ResponseToolkit) =>
  h.response(f.stream).type(f.contentType).header('content-disposition', contentDisposition(f.fileName));

export function gstRoutes(gst: GstService): ServerRoute[] {
  return [
    // The page and the spec's client post the selects; the CLI may send them as a query.
    route({
      contract: c.downloadGstin,
      handler: async (req, h) => answer(await gst.download(userOf(req), req.payload), h),
    }),
    route({
      contract: c.downloadGstinByQuery,
      handler: async (req, h) => answer(await gst.download(userOf(req), req.query), h),
    }),
    // The same report as a job (issue 29 item 5): 202 with its id, then GET jobs/{id} and its file.
    route({
      contract: REPORT_CONTRACTS.gstr,
      handler: async (req, h) => {
        const a = await gst.queueReport(userOf(req), req.payload, req.orig.payload);
        return h.response(ok(a, ORDER_MSG.downloadStarting, a)).code(202);
      },
    }),
  ];
}
