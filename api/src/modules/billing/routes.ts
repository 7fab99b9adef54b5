/** Thin routes: the spec's billing calls (002 §7 "Billing"), verbatim under /api/v1/, super admin. */
import type { ServerRoute } from '@hapi/hapi';
import {
  billingCountSchema,
  billingFileParamsSchema,
  billingSummaryQuerySchema,
  genDhlBillFileSchema,
  processBillFileSchema,
  processDhlInvoiceSchema,
  updateDhlInvoicesSchema,
  updateVatSchema,
} from '@exportdesk/core';
import { guarded, userOf } from '../../http/auth';
import { contentDisposition } from '../../http/content-disposition';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { BillingService } from './service';

const v1 = '/api/v1';
/** A carrier file as base64 in JSON: 40 MB covers a 100,000-row sheet (about 6 MB packed). */
const FILE_BYTES = 40 * 1024 * 1024;

export function billingRoutes(billing: BillingService): ServerRoute[] {
  const admin = guarded('billing.manage');
  const withFile = { ...admin, payload: { maxBytes: FILE_BYTES } };
  return [
    route({
      method: 'POST',
      path: `${v1}/processdhlinvoice`,
      options: withFile,
      payload: processDhlInvoiceSchema,
      handler: async (req) => {
        const p = req.payload;
        if (p.type === 'preview') {
          const r = await billing.preview(p.carrier, p.file);
          return ok(r.rows, 'Success', { report: r.report });
        }
        const r = await billing.list(p.carrier, p.filter, p.page);
        return ok(r.rows, 'Success', { count: r.count, page: p.page });
      },
    }),
    route({
      method: 'POST',
      path: `${v1}/processbillfile`,
      options: withFile,
      payload: processBillFileSchema,
      handler: async (req) => {
        const p = req.payload;
        const r = await billing.upload(p.carrier, p.invoiceData, p.fileName, userOf(req).userId, p.dryRun);
        return ok(r, r.message);
      },
    }),
    route({
      method: 'GET',
      path: `${v1}/billing/files/{id}`,
      options: admin,
      params: billingFileParamsSchema,
      handler: async (req) => {
        const r = await billing.fileStatus(req.params.id);
        return ok(r, r.message);
      },
    }),
    route({
      method: 'GET',
      path: `${v1}/billing/files/{id}/report`,
      options: admin,
      params: billingFileParamsSchema,
      handler: async (req, h) => {
        const r = await billing.fileReport(req.params.id);
        return h
          .response(r.data)
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('Content-Disposition', contentDisposition(r.name));
      },
    }),
    route({
      method: 'POST',
      path: `${v1}/getalldhlBillscount`,
      options: admin,
      payload: billingCountSchema,
      handler: async (req) => {
        const count = await billing.count(req.payload.carrier, req.payload.filter);
        return ok(count, 'Success', { count });
      },
    }),
    route({
      method: 'GET',
      path: `${v1}/getdhlBillSummary`,
      options: admin,
      query: billingSummaryQuerySchema,
      handler: async (req) => ok(await billing.balance(req.query.carrier)),
    }),
    route({
      method: 'POST',
      path: `${v1}/gendhlbillfile`,
      options: admin,
      payload: genDhlBillFileSchema,
      handler: async (req) => {
        const data = await billing.download(req.payload.carrier, req.payload.invoiceData.filter ?? 'all');
        // "link.data bytes (xlsx)": the bytes as Node's Buffer JSON ({ type: 'Buffer', data: [...] }).
        return ok(null, 'Success', { link: data.toJSON() });
      },
    }),
    route({
      method: 'POST',
      path: `${v1}/updateDhlInvoices`,
      options: admin,
      payload: updateDhlInvoicesSchema,
      handler: async (req) => {
        const p = req.payload;
        const r =
          p.type === 'generate'
            ? await billing.generate(p.carrier, p.invoiceNo)
            : await billing.markPaid(p.carrier, p.invoiceNo, false);
        return ok(r, r.message);
      },
    }),
    route({
      method: 'POST',
      path: `${v1}/excel/updateVat`,
      options: admin,
      payload: updateVatSchema,
      handler: async (req) => {
        const p = req.payload;
        const r =
          p.type === 'generate'
            ? await billing.generate(p.carrier, p.invoiceNo, { vat: p.vat, boxId: p.boxId })
            : await billing.markPaid(p.carrier, p.invoiceNo, true);
        return ok(r, r.message);
      },
    }),
  ];
}
