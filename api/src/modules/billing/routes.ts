/** Thin routes: the spec's billing calls (002 §7 "Billing"), verbatim under /api/v1/, super admin. */
import type { ServerRoute } from '@hapi/hapi';
import { BILLING_CONTRACTS as c } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { contentDisposition } from '../../http/content-disposition';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { BillingService } from './service';

/** A carrier file as base64 in JSON: 40 MB covers a 100,000-row sheet (about 6 MB packed). */
const FILE_BYTES = 40 * 1024 * 1024;

export function billingRoutes(billing: BillingService): ServerRoute[] {
  const withFile = { payload: { maxBytes: FILE_BYTES } };
  return [
    route({
      contract: c.processDhlInvoice,
      options: withFile,
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
      contract: c.processBillFile,
      options: withFile,
      handler: async (req) => {
        const p = req.payload;
        const r = await billing.upload(p.carrier, p.invoiceData, p.fileName, userOf(req).userId, p.dryRun);
        return ok(r, r.message);
      },
    }),
    route({
      contract: c.fileStatus,
      handler: async (req) => {
        const r = await billing.fileStatus(req.params.id);
        return ok(r, r.message);
      },
    }),
    route({
      contract: c.fileReport,
      handler: async (req, h) => {
        const r = await billing.fileReport(req.params.id);
        return h
          .response(r.data)
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('Content-Disposition', contentDisposition(r.name));
      },
    }),
    route({
      contract: c.count,
      handler: async (req) => {
        const count = await billing.count(req.payload.carrier, req.payload.filter);
        return ok(count, 'Success', { count });
      },
    }),
    route({
      contract: c.summary,
      handler: async (req) => ok(await billing.balance(req.query.carrier)),
    }),
    route({
      contract: c.genBillFile,
      handler: async (req) => {
        const data = await billing.download(req.payload.carrier, req.payload.invoiceData.filter ?? 'all');
        // "link.data bytes (xlsx)": the bytes as Node's Buffer JSON ({ type: 'Buffer', data: [...] }).
        return ok(null, 'Success', { link: data.toJSON() });
      },
    }),
    route({
      contract: c.updateInvoices,
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
      contract: c.updateVat,
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
