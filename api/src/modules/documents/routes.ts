/** Thin routes of the docket documents tab (001 §7 "Docket detail", "Proof of export"). */
import type { ServerRoute } from '@hapi/hapi';
import Boom from '@hapi/boom';
import { z } from 'zod';
import { docketParamSchema, documentDescription, documentParamSchema, documentQuerySchema, downloadIbmSchema, downloadPickupDocSchema, DOCUMENT_LIMITS, DOCUMENT_MSG as M, emailDocumentsSchema, generateHarmonizedLabelSchema, generateInvoicesSchema, HARMONIZED_COUNTRIES, harmonizedLabelQuerySchema, IBM_EDIT_MSG, pbeNumberSchema, PICKUP_DOC_TYPES, PICKUP_MSG, pickupDocQuerySchema, pickupScheduleSchema, pickupStatusSchema, PROOF_TYPES, saveEdfSchema } from '@exportdesk/core';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { docketOf, filesOf, fileUpload, harmonizedRequest, IBM_UPLOAD_PAYLOAD, ibmUploadOf, send, uploadOf } from './http';
import type { DocumentsService } from './service';

const v1 = '/api/v1';
const fileParams = docketParamSchema.extend({ id: z.coerce.number().int().positive() });
const uploadQuery = z.object({ fileName: z.string().trim().max(200).optional(), desc: z.string().optional() });
const edfQuery = z.object({ tempSBill: z.string().trim().toUpperCase(), invoiceNo: z.string().trim().min(1).max(40), isUpdate: z.unknown().optional() });
const proofParams = docketParamSchema.extend({ type: z.enum(PROOF_TYPES, { message: `type must be one of ${PROOF_TYPES.join(', ')}` }) });
/** Up to 10 files of 1 MB in one proof upload, with a form's framing. */
const PROOF_MAX_BYTES = 10 * DOCUMENT_LIMITS.uploadMaxBytes + 256 * 1024;

export function documentRoutes(docs: DocumentsService): ServerRoute[] {
  return [
    {
      method: 'GET',
      path: `${v1}/harmonizedCountries`,
      options: guarded('dockets.view'),
      handler: async () => ok(HARMONIZED_COUNTRIES),
    },
    {
      method: 'GET',
      path: `${v1}/dockets/{docket}/documents/harmonized-label`,
      options: { ...guarded('dockets.view'), validate: validate.params(docketParamSchema), ...rateLimit('renders') },
      handler: async (req, h) => {
        const q = harmonizedRequest(harmonizedLabelQuerySchema, req.query);
        const f = await docs.harmonizedLabel(userOf(req), (req.params as any).docket, { category: q.category, mailingDate: q.mailingDate });
        return send(h, f, q.download === '1' || q.download === 'true');
      },
    },
    {
      method: 'POST',
      path: `${v1}/generateHarmonizedLabel`,
      options: { ...guarded('dockets.view'), ...rateLimit('renders') },
      handler: async (req, h) => {
        const p = harmonizedRequest(generateHarmonizedLabelSchema, req.payload);
        const f = await docs.harmonizedLabel(userOf(req), docketOf(p.tempSBill), { category: p.categoryOfItem, mailingDate: p.mailingDate, countries: p.harmonizedCountries });
        return send(h, f, true);
      },
    },
    {
      method: 'POST',
      path: `${v1}/dockets/{docket}/pickup`,
      options: { ...guarded('dockets.view'), validate: { ...validate.params(docketParamSchema), ...validate.payload(pickupScheduleSchema) } },
      handler: async (req) => {
        const a = await docs.schedulePickup(userOf(req), (req.params as any).docket, (req.payload as any).pickupDate);
        return ok(a, PICKUP_MSG.scheduled(a.pickup.pickupDate!));
      },
    },
    {
      method: 'PUT',
      path: `${v1}/dockets/{docket}/pickup`,
      options: { ...guarded('dockets.view'), validate: { ...validate.params(docketParamSchema), ...validate.payload(pickupStatusSchema) } },
      handler: async (req) => {
        const a = await docs.setPickupStatus(userOf(req), (req.params as any).docket, (req.payload as any).status);
        return ok(a, PICKUP_MSG.updated(a.pickup.status));
      },
    },
    {
      method: 'GET',
      path: `${v1}/dockets/{docket}/documents/pickup-docs`,
      options: { ...guarded('dockets.view'), validate: { ...validate.params(docketParamSchema), ...validate.query(pickupDocQuerySchema) } },
      handler: async (req, h) => {
        const q = req.query as any;
        return send(h, await docs.pickupDocument(userOf(req), (req.params as any).docket, q.kind), q.download === '1' || q.download === 'true');
      },
    },
    {
      method: 'POST',
      path: `${v1}/lookup/downloadpickupDoc`,
      options: { ...guarded('dockets.view'), validate: validate.payload(downloadPickupDocSchema) },
      handler: async (req, h) => {
        const p = req.payload as any;
        return send(h, await docs.pickupDocument(userOf(req), docketOf(p.docketNo), PICKUP_DOC_TYPES[p.type as keyof typeof PICKUP_DOC_TYPES]), true);
      },
    },
    {
      method: 'POST',
      path: `${v1}/lookup/uploadibmFile`,
      options: { ...guarded('dockets.view'), payload: IBM_UPLOAD_PAYLOAD },
      handler: async (req, h) => {
        const u = ibmUploadOf(req.payload, req.query as any);
        const a = await docs.uploadIbm(userOf(req), docketOf(u.docketNo), u.fileName, u.data);
        return h.response(ok(a, IBM_EDIT_MSG.uploaded, { updatedIbm: a })).code(201);
      },
    },
    {
      method: 'POST',
      path: `${v1}/lookup/downloadibmfile`,
      options: { ...guarded('dockets.view'), validate: validate.payload(downloadIbmSchema) },
      handler: async (req, h) => send(h, await docs.downloadIbm(userOf(req), docketOf((req.payload as any).docketNo)), true),
    },
    {
      method: 'GET',
      path: `${v1}/dockets/{docket}/documents`,
      options: { ...guarded('dockets.view'), validate: validate.params(docketParamSchema) },
      handler: async (req) => ok(await docs.status(userOf(req), (req.params as any).docket)),
    },
    {
      method: 'GET',
      path: `${v1}/dockets/{docket}/documents/{type}`,
      options: { ...guarded('dockets.view'), validate: { ...validate.params(documentParamSchema), ...validate.query(documentQuerySchema) }, ...rateLimit('renders') },
      handler: async (req, h) => {
        const { docket, type } = req.params as any;
        const q = req.query as any;
        const f = await docs.document(userOf(req), docket, type, { invoiceNo: q.invoiceNo, boxId: q.boxId });
        return send(h, f, q.download === '1' || q.download === 'true');
      },
    },
    {
      method: 'POST',
      path: `${v1}/generateInvoicesInBulk`,
      options: { ...guarded('dockets.view'), validate: validate.payload(generateInvoicesSchema), ...rateLimit('renders') },
      handler: async (req, h) => {
        const a = await docs.generateInvoices(userOf(req), (req.payload as any).docket);
        return h.response(ok(a, M.invoicesQueued, a)).code(202);
      },
    },
    {
      method: 'POST',
      path: `${v1}/sendDocViaEmail`,
      options: { ...guarded('dockets.view'), validate: validate.payload(emailDocumentsSchema) },
      handler: async (req, h) => {
        const a = await docs.emailDocuments(userOf(req), (req.payload as any).docketNo);
        return h.response(ok(a, M.emailQueued(a.docketNo, a.to), a)).code(202);
      },
    },
    {
      method: 'POST',
      path: `${v1}/dockets/{docket}/email`,
      options: { ...guarded('dockets.view'), validate: validate.params(docketParamSchema) },
      handler: async (req, h) => {
        const a = await docs.emailDocuments(userOf(req), (req.params as any).docket);
        return h.response(ok(a, M.emailQueued(a.docketNo, a.to), a)).code(202);
      },
    },
    {
      method: 'PUT',
      path: `${v1}/dockets/{docket}/pbe`,
      options: { ...guarded('dockets.view'), validate: { ...validate.params(docketParamSchema), ...validate.payload(pbeNumberSchema) } },
      handler: async (req) => {
        const p = req.payload as any;
        return ok(await docs.setPbeNumber(userOf(req), (req.params as any).docket, p.bill, p.date), 'PBE details updated.');
      },
    },
    {
      method: 'POST',
      path: `${v1}/getedfdataforpbe`,
      options: { ...guarded('dockets.view'), validate: validate.payload(edfQuery) },
      handler: async (req) => {
        const p = req.payload as any;
        return ok(await docs.edf(userOf(req), p.tempSBill, p.invoiceNo));
      },
    },
    {
      method: 'POST',
      path: `${v1}/saveEdfData`,
      options: { ...guarded('dockets.view'), validate: validate.payload(saveEdfSchema) },
      handler: async (req) => {
        const p = req.payload as any;
        return ok(await docs.saveEdf(userOf(req), p.tempSBill, p.edfDetails, p), 'EDF details saved.');
      },
    },
    {
      method: 'GET',
      path: `${v1}/downloadZip/{docket}`,
      options: { ...guarded('dockets.view'), validate: validate.params(docketParamSchema), ...rateLimit('renders') },
      handler: async (req, h) => send(h, await docs.invoicesZip(userOf(req), (req.params as any).docket), true),
    },
    {
      method: 'POST',
      path: `${v1}/dockets/{docket}/files`,
      options: {
        ...guarded('dockets.view'),
        validate: { ...validate.params(docketParamSchema), ...validate.query(uploadQuery) },
        // Room for the 1 MB file and a form's framing; the 1 MB rule itself is checked on the file.
        payload: fileUpload(DOCUMENT_LIMITS.uploadMaxBytes + 64 * 1024),
      },
      handler: async (req, h) => {
        const u = uploadOf(req.payload, req.query as any);
        if (!u.data) throw Boom.badRequest(M.noFile);
        const desc = documentDescription.safeParse(u.desc ?? '');
        if (!desc.success) throw Boom.badRequest(M.description);
        const a = await docs.uploadAdditional(userOf(req), (req.params as any).docket, u.fileName, u.data, desc.data);
        return h.response(ok(a, 'File uploaded.', a)).code(201);
      },
    },
    {
      method: 'GET',
      path: `${v1}/dockets/{docket}/proofs/{type}`,
      options: { ...guarded('dockets.view'), validate: validate.params(proofParams) },
      handler: async (req) => ok(await docs.proofs(userOf(req), (req.params as any).docket, (req.params as any).type)),
    },
    {
      method: 'POST',
      path: `${v1}/dockets/{docket}/proofs/{type}`,
      options: {
        ...guarded('dockets.view'),
        validate: { ...validate.params(proofParams), ...validate.query(uploadQuery) },
        payload: fileUpload(PROOF_MAX_BYTES),
      },
      handler: async (req, h) => {
        const { docket, type } = req.params as any;
        const files = await docs.uploadProofs(userOf(req), docket, type, filesOf(req.payload, req.query as any));
        return h.response(ok(files, `${files.length} file(s) uploaded.`)).code(201);
      },
    },
    {
      method: 'GET',
      path: `${v1}/dockets/{docket}/files/{id}`,
      options: { ...guarded('dockets.view'), validate: validate.params(fileParams) },
      handler: async (req, h) => {
        const { docket, id } = req.params as any;
        return send(h, await docs.uploadedFile(userOf(req), docket, id), false);
      },
    },
    {
      method: 'DELETE',
      path: `${v1}/dockets/{docket}/files/{id}`,
      options: { ...guarded('dockets.view'), validate: validate.params(fileParams) },
      handler: async (req) => {
        const { docket, id } = req.params as any;
        return ok(await docs.deleteUploaded(userOf(req), docket, id), 'File deleted.');
      },
    },
  ];
}
