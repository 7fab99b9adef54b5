/** Thin routes: downloadGstin (002 §7), the GST report as .xlsx (Table 6A `exp`) or GSTR-1 JSON. */
import type { ResponseToolkit, ServerRoute } from '@hapi/hapi';
import { downloadGstinSchema } from '@exportdesk/core';
import { guarded, userOf } from '../../http/auth';
import { contentDisposition } from '../../http/content-disposition';
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
  ];
}
