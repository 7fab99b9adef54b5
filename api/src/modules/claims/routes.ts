/**
 * Thin routes: the MEIS calls of 001 §7 under the spec's order/* group (000 §6: "order/* (… MEIS …)"),
 * names verbatim; and the super admin's scheme-rate schedules.
 * downloadAsPdf type 'meis' is `order/downloadAsPdf` here: `/api/v1/downloadAsPdf` is the documents
 * area's (pbe | postal | edf) and one path can have one handler.
 */
import type { ResponseToolkit, ServerRoute } from '@hapi/hapi';
import type { Readable } from 'node:stream';
import {
  CLAIM_CONTRACTS as c,
  ORDER_MSG,
  REPORT_CONTRACTS,
  SCHEME_RATE_CONTRACTS as rates,
  type ClaimStatus,
} from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { ClaimsService } from './service';
import type { SchemeRatesService } from './scheme-rates';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const attachment = (h: ResponseToolkit, body: Buffer | Readable, type: string, name: string) =>
  h.response(body).type(type).header('content-disposition', `attachment; filename="${name}"`);

export function claimRoutes(claims: ClaimsService, schemes: SchemeRatesService): ServerRoute[] {
  // Ten 5 MB files as base64 and the JSON around them.
  const uploadOptions = { payload: { maxBytes: Math.ceil((10 * 5 * 1024 * 1024 * 4) / 3) + 65536 } };
  return [
    route({
      contract: c.getMeisData,
      handler: async (req) => {
        const r = await claims.listing(userOf(req), req.payload.page);
        return ok(r.data, r.message, { total: r.total });
      },
    }),
    route({
      contract: c.downloadMeisExcel,
      handler: async (req, h) => {
        const r = await claims.excel(userOf(req), req.payload);
        return 'stream' in r ? attachment(h, r.stream, XLSX, 'meis.xlsx') : ok(null, r.message);
      },
    }),
    route({
      contract: c.downloadAsPdf,
      handler: async (req, h) => {
        const r = await claims.pdf(userOf(req), req.payload);
        return 'pdf' in r ? attachment(h, r.pdf, 'application/pdf', 'meis.pdf') : ok(null, r.message);
      },
    }),
    // The MEIS reports as jobs (issue 29 item 5): 202 with the job's id, any number of orders up
    // to MEIS_REPORT_MAX_ORDERS; then GET jobs/{id} and its file.
    ...(
      [
        ['meis-excel', REPORT_CONTRACTS.meisExcel],
        ['meis-pdf', REPORT_CONTRACTS.meisPdf],
      ] as const
    ).map(([kind, contract]) =>
      route({
        contract,
        handler: async (req, h) => {
          const a = await claims.queueReport(userOf(req), kind, req.payload);
          return h.response(ok(a, ORDER_MSG.downloadStarting, a)).code(202);
        },
      }),
    ),
    route({
      contract: c.meisFormGenerate,
      options: { payload: { maxBytes: 12 * 1024 * 1024 } },
      handler: async (req, h) => {
        const r = await claims.generate(userOf(req), req.payload.avatar);
        return attachment(h, r.pdf, 'application/pdf', `${r.refNo}.pdf`).header('x-meis-ref-no', r.refNo);
      },
    }),
    route({
      contract: c.getGeneratedMeis,
      handler: async (req) => {
        const r = await claims.generated(userOf(req), req.payload);
        return ok(r.data, r.message);
      },
    }),
    route({
      contract: c.uploadMeisDoc,
      options: uploadOptions,
      handler: async (req) => {
        const p = req.payload;
        return ok(await claims.uploadDocs(userOf(req), p.meisRefNo, p.type, p.files), 'Files uploaded.');
      },
    }),
    route({
      contract: c.deleteObject,
      handler: async (req) => {
        const p = req.payload;
        await claims.deleteObject(userOf(req), p.meisRefNo, p.type, p.fileName);
        return ok(null, 'File deleted.');
      },
    }),
    route({
      contract: c.viewMeisDoc,
      handler: async (req, h) => {
        const p = req.payload;
        const f = await claims.file(userOf(req), p.meisRefNo, p.type, p.fileName);
        return h.response(f.data).type(f.contentType).header('content-disposition', 'inline');
      },
    }),
    route({
      contract: c.sendMeisToDgft,
      handler: async (req) => ok(null, await claims.send(userOf(req), req.payload.refNo)),
    }),
    route({
      contract: c.updateStatusByDgft,
      handler: async (req) =>
        ok(null, await claims.review(userOf(req), req.payload.refNo, req.payload.status as ClaimStatus)),
    }),
    route({
      contract: c.addRemark,
      handler: async (req) =>
        ok(await claims.remark(userOf(req), req.payload.refNo, req.payload.remark), 'Remark added.'),
    }),
    route({
      contract: c.downloadMeisExcelAfterUpload,
      handler: async (req, h) =>
        attachment(
          h,
          await claims.applicationsExcel(userOf(req), req.payload.refNos),
          XLSX,
          'meis-applications.xlsx',
        ),
    }),
    // Scheme rate schedules (super admin).
    route({ contract: rates.list, handler: async () => ok(await schemes.list()) }),
    route({
      contract: rates.rows,
      handler: async (req) => ok(await schemes.rows(req.params.id)),
    }),
    route({
      contract: rates.upload,
      options: { payload: { maxBytes: 12 * 1024 * 1024 } },
      handler: async (req) => {
        const r = await schemes.upload(req.payload, userOf(req).userId);
        return ok({ id: r.id, versions: await schemes.list() }, r.message);
      },
    }),
    route({
      contract: rates.rollBack,
      handler: async (req) =>
        ok(
          await schemes.rollBack(req.payload.id, userOf(req).userId),
          'Schedule rolled back; the previous one is in force again.',
        ),
    }),
  ];
}
