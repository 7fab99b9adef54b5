/** Thin routes of the docket documents tab (001 §7 "Docket detail", "Proof of export"; 002 §2.5 the PBE print). */
import type { ServerRoute } from '@hapi/hapi';
import { z } from 'zod';
import {
  docketParamSchema,
  documentDescription,
  documentParamSchema,
  documentQuerySchema,
  downloadIbmSchema,
  DOCUMENT_LIMITS,
  DOCUMENT_MSG as M,
  emailDocumentsSchema,
  generateHarmonizedLabelSchema,
  generateCsiSchema,
  generateInvoicesSchema,
  HARMONIZED_COUNTRIES,
  harmonizedLabelQuerySchema,
  IBM_EDIT_MSG,
  pbeNumberSchema,
  PROOF_TYPES,
  saveEdfSchema,
} from '@exportdesk/core';
import { invalid } from '../../errors';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { rateLimit } from '../../http/rate-limit';
import { route } from '../../http/route';
import {
  docketOf,
  filesOf,
  fileUpload,
  harmonizedRequest,
  IBM_UPLOAD_PAYLOAD,
  ibmUploadOf,
  send,
  uploadOf,
} from './http';
import type { DocumentsService } from './service';
import type { UploadsService } from './uploads';

const v1 = '/api/v1';
const fileParams = docketParamSchema.extend({ id: z.coerce.number().int().positive() });
const uploadQuery = z.object({
  fileName: z.string().trim().max(200).optional(),
  desc: z.string().optional(),
});
const edfQuery = z.object({
  tempSBill: z.string().trim().toUpperCase(),
  invoiceNo: z.string().trim().min(1).max(40),
  isUpdate: z.unknown().optional(),
});
const proofParams = docketParamSchema.extend({
  type: z.enum(PROOF_TYPES, { message: `type must be one of ${PROOF_TYPES.join(', ')}` }),
});
/** Up to 10 files of 1 MB in one proof upload, with a form's framing. */
const PROOF_MAX_BYTES = 10 * DOCUMENT_LIMITS.uploadMaxBytes + 256 * 1024;
const asDownload = (v: string | undefined) => v === '1' || v === 'true';

export function documentRoutes(docs: DocumentsService, uploads: UploadsService): ServerRoute[] {
  const view = guarded('dockets.view');
  const renders = { ...view, ...rateLimit('renders') };
  return [
    route({
      method: 'GET',
      path: `${v1}/harmonizedCountries`,
      options: view,
      handler: async () => ok(HARMONIZED_COUNTRIES),
    }),
    route({
      method: 'GET',
      path: `${v1}/dockets/{docket}/documents/harmonized-label`,
      options: renders,
      params: docketParamSchema,
      handler: async (req, h) => {
        const q = harmonizedRequest(harmonizedLabelQuerySchema, req.query);
        const f = await docs.harmonizedLabel(userOf(req), req.params.docket, {
          category: q.category,
          mailingDate: q.mailingDate,
        });
        return send(h, f, asDownload(q.download));
      },
    }),
    route({
      method: 'POST',
      path: `${v1}/generateHarmonizedLabel`,
      options: renders,
      handler: async (req, h) => {
        const p = harmonizedRequest(generateHarmonizedLabelSchema, req.payload);
        const f = await docs.harmonizedLabel(userOf(req), docketOf(p.tempSBill), {
          category: p.categoryOfItem,
          mailingDate: p.mailingDate,
          countries: p.harmonizedCountries,
        });
        return send(h, f, true);
      },
    }),
    route({
      method: 'POST',
      path: `${v1}/lookup/uploadibmFile`,
      options: { ...view, payload: IBM_UPLOAD_PAYLOAD },
      handler: async (req, h) => {
        const u = ibmUploadOf(req.payload, req.query);
        const a = await uploads.uploadIbm(userOf(req), docketOf(u.docketNo), u.fileName, u.data);
        return h.response(ok(a, IBM_EDIT_MSG.uploaded, { updatedIbm: a })).code(201);
      },
    }),
    route({
      method: 'POST',
      path: `${v1}/lookup/downloadibmfile`,
      options: view,
      payload: downloadIbmSchema,
      handler: async (req, h) =>
        send(h, await uploads.downloadIbm(userOf(req), docketOf(req.payload.docketNo)), true),
    }),
    route({
      method: 'GET',
      path: `${v1}/dockets/{docket}/documents`,
      options: view,
      params: docketParamSchema,
      handler: async (req) => ok(await docs.status(userOf(req), req.params.docket)),
    }),
    route({
      method: 'GET',
      path: `${v1}/dockets/{docket}/documents/{type}`,
      options: renders,
      params: documentParamSchema,
      query: documentQuerySchema,
      handler: async (req, h) => {
        const q = req.query;
        const f = await docs.document(userOf(req), req.params.docket, req.params.type, {
          invoiceNo: q.invoiceNo,
          boxId: q.boxId,
        });
        return send(h, f, asDownload(q.download));
      },
    }),
    route({
      method: 'GET',
      path: `${v1}/dockets/{docket}/pbe-print`,
      options: view,
      params: docketParamSchema,
      handler: async (req) => ok(await docs.pbePrint(userOf(req), req.params.docket)),
    }),
    route({
      method: 'POST',
      path: `${v1}/generateInvoicesInBulk`,
      options: renders,
      payload: generateInvoicesSchema,
      handler: async (req, h) => {
        const a = await docs.generateInvoices(userOf(req), req.payload.docket);
        return h.response(ok(a, M.invoicesQueued, a)).code(202);
      },
    }),
    // generateCSI (tempSBill), 001 §7 "Docket detail", beside generateInvoicesInBulk: our reading of
    // CSI is the docket's commercial shipping invoices, so it starts the same generation for the
    // docket named by its tempSBill (README.md).
    route({
      method: 'POST',
      path: `${v1}/generateCSI`,
      options: renders,
      payload: generateCsiSchema,
      handler: async (req, h) => {
        const a = await docs.generateInvoices(userOf(req), req.payload.tempSBill);
        return h.response(ok(a, M.invoicesQueued, a)).code(202);
      },
    }),
    route({
      method: 'POST',
      path: `${v1}/sendDocViaEmail`,
      options: view,
      payload: emailDocumentsSchema,
      handler: async (req, h) => {
        const a = await docs.emailDocuments(userOf(req), req.payload.docketNo);
        return h.response(ok(a, M.emailQueued(a.docketNo, a.to), a)).code(202);
      },
    }),
    route({
      method: 'POST',
      path: `${v1}/dockets/{docket}/email`,
      options: view,
      params: docketParamSchema,
      handler: async (req, h) => {
        const a = await docs.emailDocuments(userOf(req), req.params.docket);
        return h.response(ok(a, M.emailQueued(a.docketNo, a.to), a)).code(202);
      },
    }),
    route({
      method: 'PUT',
      path: `${v1}/dockets/{docket}/pbe`,
      options: view,
      params: docketParamSchema,
      payload: pbeNumberSchema,
      handler: async (req) =>
        ok(
          await docs.setPbeNumber(userOf(req), req.params.docket, req.payload.bill, req.payload.date),
          'PBE details updated.',
        ),
    }),
    route({
      method: 'POST',
      path: `${v1}/getedfdataforpbe`,
      options: view,
      payload: edfQuery,
      handler: async (req) => ok(await docs.edf(userOf(req), req.payload.tempSBill, req.payload.invoiceNo)),
    }),
    route({
      method: 'POST',
      path: `${v1}/saveEdfData`,
      options: view,
      payload: saveEdfSchema,
      handler: async (req) =>
        ok(
          await docs.saveEdf(userOf(req), req.payload.tempSBill, req.payload.edfDetails, req.payload),
          'EDF details saved.',
        ),
    }),
    route({
      method: 'GET',
      path: `${v1}/downloadZip/{docket}`,
      options: renders,
      params: docketParamSchema,
      handler: async (req, h) => send(h, await docs.invoicesZip(userOf(req), req.params.docket), true),
    }),
    route({
      method: 'POST',
      path: `${v1}/dockets/{docket}/files`,
      // Room for the 1 MB file and a form's framing; the 1 MB rule itself is checked on the file.
      options: { ...view, payload: fileUpload(DOCUMENT_LIMITS.uploadMaxBytes + 64 * 1024) },
      params: docketParamSchema,
      query: uploadQuery,
      handler: async (req, h) => {
        const u = uploadOf(req.payload, req.query);
        if (!u.data) throw invalid(M.noFile);
        const desc = documentDescription.safeParse(u.desc ?? '');
        if (!desc.success) throw invalid(M.description);
        const a = await uploads.uploadAdditional(
          userOf(req),
          req.params.docket,
          u.fileName,
          u.data,
          desc.data,
        );
        return h.response(ok(a, 'File uploaded.', a)).code(201);
      },
    }),
    route({
      method: 'GET',
      path: `${v1}/dockets/{docket}/proofs/{type}`,
      options: view,
      params: proofParams,
      handler: async (req) => ok(await uploads.proofs(userOf(req), req.params.docket, req.params.type)),
    }),
    route({
      method: 'POST',
      path: `${v1}/dockets/{docket}/proofs/{type}`,
      options: { ...view, payload: fileUpload(PROOF_MAX_BYTES) },
      params: proofParams,
      query: uploadQuery,
      handler: async (req, h) => {
        const files = await uploads.uploadProofs(
          userOf(req),
          req.params.docket,
          req.params.type,
          filesOf(req.payload, req.query),
        );
        return h.response(ok(files, `${files.length} file(s) uploaded.`)).code(201);
      },
    }),
    route({
      method: 'GET',
      path: `${v1}/dockets/{docket}/files/{id}`,
      options: view,
      params: fileParams,
      handler: async (req, h) =>
        send(h, await uploads.uploadedFile(userOf(req), req.params.docket, req.params.id), false),
    }),
    route({
      method: 'DELETE',
      path: `${v1}/dockets/{docket}/files/{id}`,
      options: view,
      params: fileParams,
      handler: async (req) =>
        ok(await uploads.deleteUploaded(userOf(req), req.params.docket, req.params.id), 'File deleted.'),
    }),
  ];
}
