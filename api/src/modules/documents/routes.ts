/** Thin routes of the docket documents tab (001 §7 "Docket detail", "Proof of export"). */
import type { ResponseToolkit, ServerRoute } from '@hapi/hapi';
import Boom from '@hapi/boom';
import { z } from 'zod';
import { docketParamSchema, documentDescription, documentParamSchema, documentQuerySchema, downloadIbmSchema, downloadPickupDocSchema, DOCUMENT_LIMITS, DOCUMENT_MSG, DOCUMENT_MSG as M, firstIssueMessage, generateHarmonizedLabelSchema, generateInvoicesSchema, HARMONIZED_COUNTRIES, harmonizedLabelQuerySchema, IBM_EDIT_LIMITS, IBM_EDIT_MSG, pbeNumberSchema, PICKUP_DOC_TYPES, PICKUP_MSG, pickupDocQuerySchema, pickupScheduleSchema, pickupStatusSchema, PROOF_TYPES, saveEdfSchema, uploadIbmJsonSchema } from '@exportdesk/core';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { DocumentsService, FileAnswer } from './service';

const v1 = '/api/v1';
const fileParams = docketParamSchema.extend({ id: z.coerce.number().int().positive() });
const uploadQuery = z.object({ fileName: z.string().trim().max(200).optional(), desc: z.string().optional() });
const edfQuery = z.object({ tempSBill: z.string().trim().toUpperCase(), invoiceNo: z.string().trim().min(1).max(40), isUpdate: z.unknown().optional() });
const proofParams = docketParamSchema.extend({ type: z.enum(PROOF_TYPES, { message: `type must be one of ${PROOF_TYPES.join(', ')}` }) });
/** Up to 10 files of 1 MB in one proof upload, with a form's framing. */
const PROOF_MAX_BYTES = 10 * DOCUMENT_LIMITS.uploadMaxBytes + 256 * 1024;

function send(h: ResponseToolkit, f: FileAnswer, download: boolean) {
  const res = h.response(f.data).type(f.contentType).header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${f.fileName}"`);
  if (f.size !== undefined) res.bytes(f.size);
  return res;
}

/** The file of a browser form (fields `file`, `desc`) or a raw body named by ?fileName=&desc= (the CLI). */
function uploadOf(payload: unknown, query: { fileName?: string; desc?: string }) {
  if (Buffer.isBuffer(payload)) return { fileName: query.fileName ?? 'document.pdf', data: payload, desc: query.desc };
  const p = (payload ?? {}) as any;
  const f = p.file;
  const desc = typeof p.desc === 'string' ? p.desc : query.desc;
  // A chosen but empty file arrives with an empty payload (not a Buffer): it is a file, just empty.
  if (f && typeof f === 'object' && 'payload' in f) return { fileName: f.filename ?? query.fileName ?? 'document.pdf', data: Buffer.isBuffer(f.payload) ? (f.payload as Buffer) : typeof f.payload === 'string' ? Buffer.from(f.payload, 'latin1') : Buffer.alloc(0), desc };
  return { fileName: '', data: null, desc };
}

/** Every file of a form (fields `files` or `file`, one or many) or one raw body named by ?fileName=. */
function filesOf(payload: unknown, query: { fileName?: string }): Array<{ fileName: string; data: Buffer | null }> {
  if (Buffer.isBuffer(payload)) return payload.length || query.fileName ? [{ fileName: query.fileName ?? 'document', data: payload }] : [];
  const p = (payload ?? {}) as any;
  const parts = [p.files, p.file].flat().filter((f) => f && typeof f === 'object' && 'payload' in f);
  return parts.map((f) => ({ fileName: f.filename ?? 'document', data: Buffer.isBuffer(f.payload) ? f.payload : typeof f.payload === 'string' ? Buffer.from(f.payload, 'latin1') : Buffer.alloc(0) }));
}

/**
 * Payload options of a file upload (raw body or multipart). Raw bodies come as octet-stream (Hapi
 * parses no application/pdf); the content is checked, not the type. Too large reads our message.
 */
function fileUpload(maxBytes: number) {
  return {
    maxBytes,
    output: 'data' as const,
    parse: true,
    multipart: { output: 'annotated' as const },
    allow: ['application/octet-stream', 'multipart/form-data'],
    failAction: async (_req: unknown, _h: unknown, err: any) => {
      throw err?.output?.statusCode === 413 ? Boom.entityTooLarge(DOCUMENT_MSG.tooLarge) : err;
    },
  };
}

/** The harmonized label's request, or 400 'Unable to generate harmonized label' with the reason as data. */
function harmonizedRequest<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value ?? {});
  if (r.success) return r.data;
  throw Object.assign(Boom.badRequest(M.harmonizedFailed), { data: { field: r.error.issues[0]?.path.join('.') || null, reason: firstIssueMessage(r.error) } });
}

/** A docket number in a body (docketNo, tempSBill) checked like the path's. */
function docketOf(value: unknown): string {
  const r = docketParamSchema.safeParse({ docket: value });
  if (!r.success) throw Object.assign(Boom.badRequest(firstIssueMessage(r.error)), { data: { field: 'docketNo' } });
  return r.data.docket;
}

/**
 * lookup/uploadibmFile: JSON {docketNo, fileName, fileType, base64} (the spec's call), a browser
 * form (fields `file`, `docketNo`) or a raw body (?docketNo=&fileName=). Room for base64 of 5 MB.
 */
const IBM_UPLOAD_PAYLOAD = {
  maxBytes: Math.ceil((IBM_EDIT_LIMITS.maxBytes * 4) / 3) + 64 * 1024,
  output: 'data' as const,
  parse: true,
  multipart: { output: 'annotated' as const },
  allow: ['application/json', 'application/octet-stream', 'multipart/form-data'],
  failAction: async (_req: unknown, _h: unknown, err: any) => {
    throw err?.output?.statusCode === 413 ? Boom.entityTooLarge(IBM_EDIT_MSG.tooLarge) : err;
  },
};

function ibmUploadOf(payload: unknown, query: Record<string, string | undefined>): { docketNo: unknown; fileName: string; data: Buffer | null } {
  if (Buffer.isBuffer(payload)) return { docketNo: query.docketNo, fileName: query.fileName ?? '', data: payload.length || query.fileName ? payload : null };
  const p = (payload ?? {}) as any;
  if (p.file && typeof p.file === 'object' && 'payload' in p.file) {
    const f = p.file;
    return { docketNo: p.docketNo ?? query.docketNo, fileName: f.filename ?? '', data: Buffer.isBuffer(f.payload) ? f.payload : typeof f.payload === 'string' ? Buffer.from(f.payload, 'latin1') : Buffer.alloc(0) };
  }
  if (p.base64 === undefined && p.file === undefined) return { docketNo: p.docketNo ?? query.docketNo, fileName: '', data: null };
  const j = uploadIbmJsonSchema.safeParse({ ...p, base64: p.base64 ?? p.file });
  if (!j.success) throw Object.assign(Boom.badRequest(firstIssueMessage(j.error)), { data: { field: j.error.issues[0]?.path.join('.') || null } });
  // A data URL's prefix ("data:…;base64,") is allowed; the rest must be base64.
  const b64 = j.data.base64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) throw Boom.badRequest('base64 is not valid base64.');
  return { docketNo: j.data.docketNo, fileName: j.data.fileName ?? '', data: Buffer.from(b64, 'base64') };
}

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
      options: { ...guarded('dockets.view'), validate: validate.params(docketParamSchema) },
      handler: async (req, h) => {
        const q = harmonizedRequest(harmonizedLabelQuerySchema, req.query);
        const f = await docs.harmonizedLabel(userOf(req), (req.params as any).docket, { category: q.category, mailingDate: q.mailingDate });
        return send(h, f, q.download === '1' || q.download === 'true');
      },
    },
    {
      method: 'POST',
      path: `${v1}/generateHarmonizedLabel`,
      options: guarded('dockets.view'),
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
      options: { ...guarded('dockets.view'), validate: { ...validate.params(documentParamSchema), ...validate.query(documentQuerySchema) } },
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
      options: { ...guarded('dockets.view'), validate: validate.payload(generateInvoicesSchema) },
      handler: async (req, h) => {
        const a = await docs.generateInvoices(userOf(req), (req.payload as any).docket);
        return h.response(ok(a, M.invoicesQueued, a)).code(202);
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
      options: { ...guarded('dockets.view'), validate: validate.params(docketParamSchema) },
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
