// Own file: how the documents calls read uploads (form, raw body, base64 JSON) and answer files, shared by routes.ts, aliases.ts and the pickups and inbox areas.
/**
 * How the documents routes read requests and answer files: a file answer (inline or attachment),
 * uploads as a browser form, a raw body (the CLI) or the spec's JSON with base64, and docket
 * numbers inside bodies. Shared by the routes and the spec-named aliases; no service logic here.
 */
import type { ResponseToolkit } from '@hapi/hapi';
import type { z } from 'zod';
import {
  docketParamSchema,
  DOCUMENT_MSG as M,
  firstIssueMessage,
  IBM_EDIT_LIMITS,
  IBM_EDIT_MSG,
  uploadIbmJsonSchema,
} from '@exportdesk/core';
import { invalid } from '../../../errors';
import { contentDisposition } from '../../../http/content-disposition';
import { RAW_OR_FORM, uploadPayload } from '../../../http/upload';
import type { FileAnswer } from '../service';

export function send(h: ResponseToolkit, f: FileAnswer, download: boolean) {
  const res = h
    .response(f.data)
    .type(f.contentType)
    .header('content-disposition', contentDisposition(f.fileName, download ? 'attachment' : 'inline'));
  if (f.size !== undefined) res.bytes(f.size);
  return res;
}

/**
 * A form part's file name as the user named the file: browsers (and fetch's FormData) send `"`
 * as %22 and line breaks as %0D/%0A in multipart names (HTML's form-data encoding).
 */
const formFileName = (name: unknown): string | undefined =>
  typeof name === 'string' ? name.replace(/%22/g, '"').replace(/%0[AD]/gi, ' ') : undefined;

/** A multipart form as Hapi parses it (`multipart: { output: 'annotated' }`): a file part is `{ filename, headers, payload }`. */
interface FilePart {
  filename?: unknown;
  payload: unknown;
}
type Form = Record<string, unknown>;

const formOf = (payload: unknown): Form => (payload && typeof payload === 'object' ? (payload as Form) : {});
const isFilePart = (v: unknown): v is FilePart => !!v && typeof v === 'object' && 'payload' in v;
/** A chosen but empty file arrives with an empty payload (not a Buffer): it is a file, just empty. */
const partBytes = (f: FilePart): Buffer =>
  Buffer.isBuffer(f.payload)
    ? f.payload
    : typeof f.payload === 'string'
      ? Buffer.from(f.payload, 'latin1')
      : Buffer.alloc(0);

/** The file of a browser form (fields `file`, `desc`) or a raw body named by ?fileName=&desc= (the CLI). */
export function uploadOf(payload: unknown, query: { fileName?: string; desc?: string }) {
  if (Buffer.isBuffer(payload))
    return { fileName: query.fileName ?? 'document.pdf', data: payload, desc: query.desc };
  const p = formOf(payload);
  const f = p.file;
  const desc = typeof p.desc === 'string' ? p.desc : query.desc;
  // A chosen but empty file arrives with an empty payload (not a Buffer): it is a file, just empty.
  if (isFilePart(f))
    return {
      fileName: formFileName(f.filename) ?? query.fileName ?? 'document.pdf',
      data: partBytes(f),
      desc,
    };
  return { fileName: '', data: null, desc };
}

/** Every file of a form (fields `files` or `file`, one or many) or one raw body named by ?fileName=. */
export function filesOf(
  payload: unknown,
  query: { fileName?: string },
): Array<{ fileName: string; data: Buffer | null }> {
  if (Buffer.isBuffer(payload))
    return payload.length || query.fileName
      ? [{ fileName: query.fileName ?? 'document', data: payload }]
      : [];
  const p = formOf(payload);
  const parts = [p.files, p.file].flat().filter(isFilePart);
  return parts.map((f) => ({ fileName: formFileName(f.filename) ?? 'document', data: partBytes(f) }));
}

export { fileUpload } from '../../../http/upload';

/** The harmonized label's request, or 400 'Unable to generate harmonized label' with the reason as data. */
export function harmonizedRequest<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value ?? {});
  if (r.success) return r.data;
  throw invalid(M.harmonizedFailed, {
    field: r.error.issues[0]?.path.join('.') || null,
    reason: firstIssueMessage(r.error),
  });
}

/** A docket number in a body (docketNo, tempSBill) checked like the path's. */
export function docketOf(value: unknown): string {
  const r = docketParamSchema.safeParse({ docket: value });
  if (!r.success) throw invalid(firstIssueMessage(r.error), { field: 'docketNo' });
  return r.data.docket;
}

/**
 * lookup/uploadibmFile: JSON {docketNo, fileName, fileType, base64} (the spec's call), a browser
 * form (fields `file`, `docketNo`) or a raw body (?docketNo=&fileName=). Room for base64 of 5 MB.
 */
export const IBM_UPLOAD_PAYLOAD = uploadPayload(
  Math.ceil((IBM_EDIT_LIMITS.maxBytes * 4) / 3) + 64 * 1024,
  ['application/json', ...RAW_OR_FORM],
  IBM_EDIT_MSG.tooLarge,
);

export function ibmUploadOf(
  payload: unknown,
  rawQuery: Record<string, unknown>,
): { docketNo: unknown; fileName: string; data: Buffer | null } {
  // A repeated ?fileName= (an array) names no file.
  const query = {
    docketNo: rawQuery.docketNo,
    fileName: typeof rawQuery.fileName === 'string' ? rawQuery.fileName : undefined,
  };
  if (Buffer.isBuffer(payload))
    return {
      docketNo: query.docketNo,
      fileName: query.fileName ?? '',
      data: payload.length || query.fileName ? payload : null,
    };
  const p = formOf(payload);
  if (isFilePart(p.file)) {
    const f = p.file;
    return {
      docketNo: p.docketNo ?? query.docketNo,
      fileName: formFileName(f.filename) ?? '',
      data: partBytes(f),
    };
  }
  if (p.base64 === undefined && p.file === undefined)
    return { docketNo: p.docketNo ?? query.docketNo, fileName: '', data: null };
  const j = uploadIbmJsonSchema.safeParse({ ...p, base64: p.base64 ?? p.file });
  if (!j.success)
    throw invalid(firstIssueMessage(j.error), { field: j.error.issues[0]?.path.join('.') || null });
  // A data URL's prefix ("data:…;base64,") is allowed; the rest must be base64.
  const b64 = j.data.base64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) throw invalid('base64 is not valid base64.');
  return { docketNo: j.data.docketNo, fileName: j.data.fileName ?? '', data: Buffer.from(b64, 'base64') };
}
