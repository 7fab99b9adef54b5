/**
 * Thin routes: getdatabyboxforinvoice and downloadAsPdf type 'invoice' (002 §7 "Invoices and
 * logos"). `/api/v1/downloadAsPdf` is the documents area's (pbe, edf, postal) and the claims area
 * answers type 'meis' at `order/downloadAsPdf`: the tax invoice's is `invoice/downloadAsPdf`.
 */
import type { ServerRoute } from '@hapi/hapi';
import { boxIdSchema, taxInvoicePdfSchema } from '@exportdesk/core';
import { guarded, userOf } from '../../http/auth';
import { contentDisposition } from '../../http/content-disposition';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { InvoicesService } from './service';

const v1 = '/api/v1';

export function invoiceRoutes(invoices: InvoicesService): ServerRoute[] {
  return [
    route({
      method: 'POST',
      path: `${v1}/getdatabyboxforinvoice`,
      options: guarded('gst.report'),
      payload: boxIdSchema,
      handler: async (req) => ok(await invoices.boxData(userOf(req), req.payload.boxId)),
    }),
    route({
      method: 'POST',
      path: `${v1}/invoice/downloadAsPdf`,
      options: guarded('gst.report'),
      payload: taxInvoicePdfSchema,
      handler: async (req, h) => {
        const f = await invoices.pdf(userOf(req), req.payload);
        return h
          .response(f.data)
          .type('application/pdf')
          .header('content-disposition', contentDisposition(f.fileName));
      },
    }),
  ];
}
