/**
 * Thin routes: getdatabyboxforinvoice and downloadAsPdf type 'invoice' (002 §7 "Invoices and
 * logos"). `/api/v1/downloadAsPdf` is the documents area's (pbe, edf, postal) and the claims area
 * answers type 'meis' at `order/downloadAsPdf`: the tax invoice's is `invoice/downloadAsPdf`.
 */
import type { ResponseToolkit, ServerRoute } from '@hapi/hapi';
import { z } from 'zod';
import {
  boxIdSchema,
  EXPORT_INVOICE_MSG,
  exportInvoiceRefSchema,
  exportInvoiceSchema,
  taxInvoicePdfSchema,
} from '@exportdesk/core';
import { guarded, userOf } from '../../http/auth';
import { contentDisposition } from '../../http/content-disposition';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { ExportInvoicesService, InvoicesService } from './service';

const idParam = z.object({ invoiceId: z.coerce.number().int().positive() });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).optional().default(1) });

const v1 = '/api/v1';

export function invoiceRoutes(
  invoices: InvoicesService,
  exportInvoices: ExportInvoicesService,
): ServerRoute[] {
  const who = guarded('gst.report');
  const pdf = (h: ResponseToolkit, f: { data: Buffer; fileName: string }) =>
    h.response(f.data).type('application/pdf').header('content-disposition', contentDisposition(f.fileName));
  return [
    // Export invoices of a parcel (box id) or a docket: the stored one or a draft from the orders.
    route({
      method: 'GET',
      path: `${v1}/exportinvoice/{type}/{id}`,
      options: who,
      params: exportInvoiceRefSchema,
      handler: async (req) => ok(await exportInvoices.draft(userOf(req), req.params.type, req.params.id)),
    }),
    route({
      method: 'POST',
      path: `${v1}/exportinvoice/{type}/{id}`,
      options: who,
      params: exportInvoiceRefSchema,
      payload: exportInvoiceSchema,
      handler: async (req) =>
        ok(
          await exportInvoices.create(userOf(req), req.params.type, req.params.id, req.payload),
          EXPORT_INVOICE_MSG.created,
        ),
    }),
    route({
      method: 'GET',
      path: `${v1}/exportinvoices`,
      options: who,
      query: pageQuery,
      handler: async (req) => {
        const r = await exportInvoices.list(userOf(req), req.query.page);
        return ok(r.items, r.total ? `Total ${r.total} invoices` : 'No Data Found', {
          count: r.total,
          pager: r.pager,
        });
      },
    }),
    route({
      method: 'PUT',
      path: `${v1}/exportinvoices/{invoiceId}`,
      options: who,
      params: idParam,
      payload: exportInvoiceSchema,
      handler: async (req) =>
        ok(
          await exportInvoices.update(userOf(req), req.params.invoiceId, req.payload),
          EXPORT_INVOICE_MSG.saved,
        ),
    }),
    route({
      method: 'GET',
      path: `${v1}/exportinvoices/{invoiceId}/pdf`,
      options: who,
      params: idParam,
      handler: async (req, h) => pdf(h, await exportInvoices.pdf(userOf(req), req.params.invoiceId)),
    }),
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
