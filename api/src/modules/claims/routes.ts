/**
 * Thin routes: the MEIS calls of 001 §7 under the spec's order/* group (000 §6: "order/* (… MEIS …)"),
 * names verbatim; and the super admin's scheme-rate schedules.
 * downloadAsPdf type 'meis' is `order/downloadAsPdf` here: `/api/v1/downloadAsPdf` is the documents
 * area's (pbe | postal | edf) and one path can have one handler.
 */
import type { ResponseToolkit, ServerRoute } from '@hapi/hapi';
import type { Readable } from 'node:stream';
import {
  generatedMeisSchema,
  meisDeleteObjectSchema,
  meisDocUploadSchema,
  meisDownloadSchema,
  meisFormSchema,
  meisPageSchema,
  meisRefNosSchema,
  meisRefSchema,
  meisRemarkSchema,
  meisReportSchema,
  ORDER_MSG,
  REPORT_JOB_PATHS,
  meisStatusSchema,
  schemeRateUploadSchema,
  schemeVersionIdSchema,
  type ClaimStatus,
} from '@exportdesk/core';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { ClaimsService } from './service';
import type { SchemeRatesService } from './scheme-rates';

const v1 = '/api/v1';
const order = `${v1}/order`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const attachment = (h: ResponseToolkit, body: Buffer | Readable, type: string, name: string) =>
  h.response(body).type(type).header('content-disposition', `attachment; filename="${name}"`);

const viewSchema = meisDeleteObjectSchema;

export function claimRoutes(claims: ClaimsService, schemes: SchemeRatesService): ServerRoute[] {
  const apply = guarded('claims.apply');
  const view = guarded('claims.view');
  const review = guarded('claims.review');
  const admin = guarded('schemeRates.manage');
  // Ten 5 MB files as base64 and the JSON around them.
  const uploadOptions = {
    ...apply,
    payload: { maxBytes: Math.ceil((10 * 5 * 1024 * 1024 * 4) / 3) + 65536 },
  };
  return [
    route({
      method: 'POST',
      path: `${order}/getMeisData`,
      options: view,
      payload: meisPageSchema,
      handler: async (req) => {
        const r = await claims.listing(userOf(req), req.payload.page);
        return ok(r.data, r.message, { total: r.total });
      },
    }),
    route({
      method: 'POST',
      path: `${order}/downloadMeisExcel`,
      options: apply,
      payload: meisDownloadSchema,
      handler: async (req, h) => {
        const r = await claims.excel(userOf(req), req.payload);
        return 'stream' in r ? attachment(h, r.stream, XLSX, 'meis.xlsx') : ok(null, r.message);
      },
    }),
    route({
      method: 'POST',
      path: `${order}/downloadAsPdf`,
      options: apply,
      payload: meisDownloadSchema,
      handler: async (req, h) => {
        const r = await claims.pdf(userOf(req), req.payload);
        return 'pdf' in r ? attachment(h, r.pdf, 'application/pdf', 'meis.pdf') : ok(null, r.message);
      },
    }),
    // The MEIS reports as jobs (issue 29 item 5): 202 with the job's id, any number of orders up
    // to MEIS_REPORT_MAX_ORDERS; then GET jobs/{id} and its file.
    ...(['meis-excel', 'meis-pdf'] as const).map((kind) =>
      route({
        method: 'POST',
        path: REPORT_JOB_PATHS[kind],
        options: apply,
        payload: meisReportSchema,
        handler: async (req, h) => {
          const a = await claims.queueReport(userOf(req), kind, req.payload);
          return h.response(ok(a, ORDER_MSG.downloadStarting, a)).code(202);
        },
      }),
    ),
    route({
      method: 'POST',
      path: `${order}/meisFormGenerate`,
      options: { ...apply, payload: { maxBytes: 12 * 1024 * 1024 } },
      payload: meisFormSchema,
      handler: async (req, h) => {
        const r = await claims.generate(userOf(req), req.payload.avatar);
        return attachment(h, r.pdf, 'application/pdf', `${r.refNo}.pdf`).header('x-meis-ref-no', r.refNo);
      },
    }),
    route({
      method: 'POST',
      path: `${order}/getgeneratedmeis`,
      options: view,
      payload: generatedMeisSchema,
      handler: async (req) => {
        const r = await claims.generated(userOf(req), req.payload);
        return ok(r.data, r.message);
      },
    }),
    route({
      method: 'POST',
      path: `${order}/uploadMeisDoc`,
      options: uploadOptions,
      payload: meisDocUploadSchema,
      handler: async (req) => {
        const p = req.payload;
        return ok(await claims.uploadDocs(userOf(req), p.meisRefNo, p.type, p.files), 'Files uploaded.');
      },
    }),
    route({
      method: 'POST',
      path: `${order}/deleteobject`,
      options: apply,
      payload: meisDeleteObjectSchema,
      handler: async (req) => {
        const p = req.payload;
        await claims.deleteObject(userOf(req), p.meisRefNo, p.type, p.fileName);
        return ok(null, 'File deleted.');
      },
    }),
    route({
      method: 'POST',
      path: `${order}/viewMeisDoc`,
      options: view,
      payload: viewSchema,
      handler: async (req, h) => {
        const p = req.payload;
        const f = await claims.file(userOf(req), p.meisRefNo, p.type, p.fileName);
        return h.response(f.data).type(f.contentType).header('content-disposition', 'inline');
      },
    }),
    route({
      method: 'POST',
      path: `${order}/sendmeistodgft`,
      options: apply,
      payload: meisRefSchema,
      handler: async (req) => ok(null, await claims.send(userOf(req), req.payload.refNo)),
    }),
    route({
      method: 'POST',
      path: `${order}/updatestatusbydgft`,
      options: review,
      payload: meisStatusSchema,
      handler: async (req) =>
        ok(null, await claims.review(userOf(req), req.payload.refNo, req.payload.status as ClaimStatus)),
    }),
    route({
      method: 'POST',
      path: `${order}/addremark`,
      options: view,
      payload: meisRemarkSchema,
      handler: async (req) =>
        ok(await claims.remark(userOf(req), req.payload.refNo, req.payload.remark), 'Remark added.'),
    }),
    route({
      method: 'POST',
      path: `${order}/downloadMeisExcelAfterUpload`,
      options: view,
      payload: meisRefNosSchema,
      handler: async (req, h) =>
        attachment(
          h,
          await claims.applicationsExcel(userOf(req), req.payload.refNos),
          XLSX,
          'meis-applications.xlsx',
        ),
    }),
    // Scheme rate schedules (super admin).
    {
      method: 'GET',
      path: `${v1}/scheme-rates`,
      options: admin,
      handler: async () => ok(await schemes.list()),
    },
    route({
      method: 'GET',
      path: `${v1}/scheme-rates/{id}`,
      options: admin,
      params: schemeVersionIdSchema,
      handler: async (req) => ok(await schemes.rows(req.params.id)),
    }),
    route({
      method: 'POST',
      path: `${v1}/scheme-rates`,
      options: { ...admin, payload: { maxBytes: 12 * 1024 * 1024 } },
      payload: schemeRateUploadSchema,
      handler: async (req) => {
        const r = await schemes.upload(req.payload, userOf(req).userId);
        return ok({ id: r.id, versions: await schemes.list() }, r.message);
      },
    }),
    route({
      method: 'POST',
      path: `${v1}/scheme-rates/rollback`,
      options: admin,
      payload: schemeVersionIdSchema,
      handler: async (req) =>
        ok(
          await schemes.rollBack(req.payload.id, userOf(req).userId),
          'Schedule rolled back; the previous one is in force again.',
        ),
    }),
  ];
}
