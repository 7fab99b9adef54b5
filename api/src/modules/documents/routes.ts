/** Thin routes of the docket documents tab (001 §7 "Docket detail", "Proof of export"). */
import type { ResponseToolkit, ServerRoute } from '@hapi/hapi';
import Boom from '@hapi/boom';
import { z } from 'zod';
import { docketParamSchema, documentDescription, documentParamSchema, documentQuerySchema, DOCUMENT_LIMITS, DOCUMENT_MSG, DOCUMENT_MSG as M, generateInvoicesSchema, pbeNumberSchema, PROOF_TYPES, saveEdfSchema } from '@exportdesk/core';
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

export function documentRoutes(docs: DocumentsService): ServerRoute[] {
  return [
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
