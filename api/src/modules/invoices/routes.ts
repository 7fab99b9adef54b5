/**
 * Thin routes: getdatabyboxforinvoice and downloadAsPdf type 'invoice' (002 §7 "Invoices and
 * logos"). `/api/v1/downloadAsPdf` is the documents area's (pbe, edf, postal) and the claims area
 * answers type 'meis' at `order/downloadAsPdf`: the tax invoice's is `invoice/downloadAsPdf`.
 */
import type { ResponseToolkit, ServerRoute } from '@hapi/hapi';
import { EXPORT_INVOICE_MSG, INVOICE_CONTRACTS as c } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { contentDisposition } from '../../http/content-disposition';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { ExportInvoicesService, InvoicesService } from './service';

export function invoiceRoutes(
  invoices: InvoicesService,
  exportInvoices: ExportInvoicesService,
): ServerRoute[] {
  const pdf = (h: ResponseToolkit, f: { data: Buffer; fileName: string }) =>
    h.response(f.data).type('application/pdf').header('content-disposition', contentDisposition(f.fileName));
  return [
    // Export invoices of a parcel (box id) or a docket: the stored one or a draft from the orders.
    route({
      contract: c.exportInvoice,
      handler: async (req) => ok(await exportInvoices.draft(userOf(req), req.params.type, req.params.id)),
    }),
    route({
      contract: c.createExportInvoice,
      handler: async (req) =>
        ok(
          await exportInvoices.create(userOf(req), req.params.type, req.params.id, req.payload),
          EXPORT_INVOICE_MSG.created,
        ),
    }),
    route({
      contract: c.listExportInvoices,
      handler: async (req) => {
        const r = await exportInvoices.list(userOf(req), req.query.page);
        return ok(r.items, r.total ? `Total ${r.total} invoices` : 'No Data Found', {
          count: r.total,
          pager: r.pager,
        });
      },
    }),
    route({
      contract: c.updateExportInvoice,
      handler: async (req) =>
        ok(
          await exportInvoices.update(userOf(req), req.params.invoiceId, req.payload),
          EXPORT_INVOICE_MSG.saved,
        ),
    }),
    route({
      contract: c.exportInvoicePdf,
      handler: async (req, h) => pdf(h, await exportInvoices.pdf(userOf(req), req.params.invoiceId)),
    }),
    route({
      contract: c.boxForInvoice,
      handler: async (req) => ok(await invoices.boxData(userOf(req), req.payload.boxId)),
    }),
    route({
      contract: c.taxInvoicePdf,
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
