/**
 * The docket-detail calls by the names the spec gives them (001 §7 "Docket detail"), for scripts
 * and integrations written against those names. Each maps onto the same service call as the
 * REST routes in routes.ts; nothing here decides anything. Decided: calls the spec reads as
 * "link.data bytes" or "HTML" answer the PDF itself (application/pdf), like the REST routes.
 */
import type { ServerRoute } from '@hapi/hapi';
import Boom from '@hapi/boom';
import { z } from 'zod';
import { documentDescription, DOCUMENT_LIMITS, DOCUMENT_MSG, PROOF_TYPES, type DocketDocumentType } from '@exportdesk/core';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { docketOf, send } from './http';
import type { DocumentsService } from './service';

const v1 = '/api/v1';
const withDocket = z.object({ tempSBill: z.string().optional(), docketNo: z.string().optional() }).passthrough();
const docketIn = (p: { tempSBill?: string; docketNo?: string }) => docketOf(p.tempSBill ?? p.docketNo);
const truthy = (v: unknown) => v === true || v === 'true' || v === 1 || v === '1';

/** downloadAsPdf's `type` → our document; 'postal' is the postal bill print, the PBE itself. */
const AS_PDF: Record<string, DocketDocumentType> = { pbe: 'pbe', postal: 'pbe', edf: 'edf' };
const downloadAsPdf = withDocket.extend({ type: z.enum(['pbe', 'edf', 'postal'], { message: 'type must be pbe, edf or postal' }), boxId: z.string().max(40).optional(), invoiceNo: z.string().max(40).optional() });
const fileByName = withDocket.extend({ fileName: z.string().trim().min(1).max(200), type: z.enum(['other', ...PROOF_TYPES]).optional() });
const base64File = z.object({ fileName: z.string().trim().max(200).default('document'), fileType: z.string().max(100).optional(), base64: z.string() });
const eVerifiedUpload = withDocket.extend({ type: z.enum(['other', ...PROOF_TYPES]), files: z.array(base64File).max(10), desc: z.string().optional() });

function decode(f: z.output<typeof base64File>) {
  const b64 = f.base64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) throw Boom.badRequest('base64 is not valid base64.');
  return { fileName: f.fileName, data: Buffer.from(b64, 'base64') };
}

export function aliasRoutes(docs: DocumentsService): ServerRoute[] {
  const pdf = (path: string, type: DocketDocumentType, download: (p: any) => boolean = () => true): ServerRoute => ({
    method: 'POST',
    path: `${v1}/${path}`,
    options: { ...guarded('dockets.view'), validate: validate.payload(withDocket), ...rateLimit('renders') },
    handler: async (req, h) => send(h, await docs.document(userOf(req), docketIn(req.payload as any), type, {}), download(req.payload)),
  });
  const json = (path: string, answer: (user: ReturnType<typeof userOf>, docket: string) => Promise<unknown>): ServerRoute => ({
    method: 'POST',
    path: `${v1}/${path}`,
    options: { ...guarded('dockets.view'), validate: validate.payload(withDocket) },
    handler: async (req) => ok(await answer(userOf(req), docketIn(req.payload as any))),
  });

  return [
    json('checkDocumentStatus', (u, d) => docs.status(u, d)),
    json('getdataforboxbypbe', async (u, d) => (await docs.status(u, d)).parcels),
    json('checkRbiEdf', async (u, d) => (await docs.status(u, d)).invoices),
    json('getCurrentPBEdetails', async (u, d) => {
      const { model } = await docs.docket(u, d);
      return { tempSBill: model.docketNo, parcelType: [...new Set(model.parcels.map((p) => p.parcelType))].join(', '), country: [...new Set(model.parcels.map((p) => p.consignee.country))], exporterDetails: { ieCode: model.exporter.ieCode, name: model.exporter.name } };
    }),
    pdf('viewpbesummary', 'pbe-summary', (p) => truthy(p.isDownload)),
    pdf('printallcnform', 'cn22'), // the chooser's rule: CN22 up to 300 SDR, CN23 above
    pdf('printallcpform', 'cp72'), // CP72 with the CP71 dispatch note, per postal parcel (Air Parcel (CD))
    pdf('printallcnformWithShippingLabel', 'cn-with-label'),
    pdf('printallshippinglabels', 'labels'),
    {
      method: 'POST',
      path: `${v1}/downloadAsPdf`,
      options: { ...guarded('dockets.view'), validate: validate.payload(downloadAsPdf), ...rateLimit('renders') },
      handler: async (req, h) => {
        const p = req.payload as z.output<typeof downloadAsPdf>;
        return send(h, await docs.document(userOf(req), docketIn(p), AS_PDF[p.type], { boxId: p.boxId, invoiceNo: p.invoiceNo }), true);
      },
    },
    {
      method: 'POST',
      path: `${v1}/eVerifiedUpload`,
      options: {
        ...guarded('dockets.view'),
        // Ten files of 1 MB as base64, and the JSON around them; each file's 1 MB is checked on the file.
        payload: { maxBytes: Math.ceil((10 * DOCUMENT_LIMITS.uploadMaxBytes * 4) / 3) + 64 * 1024 },
        validate: validate.payload(eVerifiedUpload),
      },
      handler: async (req, h) => {
        const p = req.payload as z.output<typeof eVerifiedUpload>;
        const docket = docketIn(p);
        const files = p.files.map(decode);
        if (p.type !== 'other') return h.response(ok(await docs.uploadProofs(userOf(req), docket, p.type, files), 'Files uploaded.')).code(201);
        if (files.length !== 1) throw Boom.badRequest(files.length ? 'Upload one additional document at a time.' : DOCUMENT_MSG.noFile);
        const desc = documentDescription.safeParse(p.desc ?? '');
        if (!desc.success) throw Boom.badRequest(DOCUMENT_MSG.description);
        return h.response(ok(await docs.uploadAdditional(userOf(req), docket, files[0]!.fileName, files[0]!.data, desc.data), 'File uploaded.')).code(201);
      },
    },
    {
      method: 'POST',
      path: `${v1}/viewDoc`,
      options: { ...guarded('dockets.view'), validate: validate.payload(fileByName) },
      handler: async (req, h) => {
        const p = req.payload as z.output<typeof fileByName>;
        const u = userOf(req);
        return send(h, await docs.uploadedFile(u, docketIn(p), await docs.fileIdByName(u, docketIn(p), p.fileName, p.type)), false);
      },
    },
    {
      method: 'POST',
      path: `${v1}/deletedocument`,
      options: { ...guarded('dockets.view'), validate: validate.payload(fileByName) },
      handler: async (req) => {
        const p = req.payload as z.output<typeof fileByName>;
        const u = userOf(req);
        return ok(await docs.deleteUploaded(u, docketIn(p), await docs.fileIdByName(u, docketIn(p), p.fileName, p.type)), 'File deleted.');
      },
    },
  ];
}
