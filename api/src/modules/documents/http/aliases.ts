// Own file: the docket-detail calls under the names the spec gives them (001 §7), kept apart from routes.ts's REST routes so each reads as one list.
/**
 * The docket-detail calls by the names the spec gives them (001 §7 "Docket detail"), for scripts
 * and integrations written against those names. Each maps onto the same service call as the
 * REST routes in routes.ts; nothing here decides anything. Decided: calls the spec reads as
 * "link.data bytes" or "HTML" answer the PDF itself (application/pdf), like the REST routes.
 */
import type { ServerRoute } from '@hapi/hapi';
import { z } from 'zod';
import {
  documentDescription,
  DOCUMENT_LIMITS,
  DOCUMENT_MSG,
  PROOF_TYPES,
  type DocketDocumentType,
} from '@exportdesk/core';
import { invalid } from '../../../errors';
import { guarded, userOf } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { rateLimit } from '../../../http/rate-limit';
import { route } from '../../../http/route';
import { docketOf, send } from './index';
import type { DocumentsService, Viewer } from '../service';
import type { UploadsService } from '../uploads';

const v1 = '/api/v1';
const withDocket = z
  .object({ tempSBill: z.string().optional(), docketNo: z.string().optional() })
  .passthrough();
const docketIn = (p: { tempSBill?: string; docketNo?: string }) => docketOf(p.tempSBill ?? p.docketNo);
const truthy = (v: unknown) => v === true || v === 'true' || v === 1 || v === '1';

/** downloadAsPdf's `type` → our document; 'postal' is the postal bill print, the PBE itself. */
const AS_PDF: Record<string, DocketDocumentType> = { pbe: 'pbe', postal: 'pbe', edf: 'edf' };
const downloadAsPdf = withDocket.extend({
  type: z.enum(['pbe', 'edf', 'postal'], { message: 'type must be pbe, edf or postal' }),
  boxId: z.string().max(40).optional(),
  invoiceNo: z.string().max(40).optional(),
});
const fileByName = withDocket.extend({
  fileName: z.string().trim().min(1).max(200),
  type: z.enum(['other', ...PROOF_TYPES]).optional(),
});
const base64File = z.object({
  fileName: z.string().trim().max(200).default('document'),
  fileType: z.string().max(100).optional(),
  base64: z.string(),
});
const eVerifiedUpload = withDocket.extend({
  type: z.enum(['other', ...PROOF_TYPES]),
  files: z.array(base64File).max(10),
  desc: z.string().optional(),
});

function decode(f: z.output<typeof base64File>) {
  const b64 = f.base64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) throw invalid('base64 is not valid base64.');
  return { fileName: f.fileName, data: Buffer.from(b64, 'base64') };
}

export function aliasRoutes(docs: DocumentsService, uploads: UploadsService): ServerRoute[] {
  const view = guarded('dockets.view');
  const pdf = (
    path: string,
    type: DocketDocumentType,
    download: (p: z.output<typeof withDocket>) => boolean = () => true,
  ): ServerRoute =>
    route({
      method: 'POST',
      path: `${v1}/${path}`,
      options: { ...view, ...rateLimit('renders') },
      payload: withDocket,
      handler: async (req, h) =>
        send(h, await docs.document(userOf(req), docketIn(req.payload), type, {}), download(req.payload)),
    });
  const json = (path: string, answer: (user: Viewer, docket: string) => Promise<unknown>): ServerRoute =>
    route({
      method: 'POST',
      path: `${v1}/${path}`,
      options: view,
      payload: withDocket,
      handler: async (req) => ok(await answer(userOf(req), docketIn(req.payload))),
    });

  return [
    json('checkDocumentStatus', (u, d) => docs.status(u, d)),
    json('getdataforboxbypbe', async (u, d) => (await docs.status(u, d)).parcels),
    json('checkRbiEdf', async (u, d) => (await docs.status(u, d)).invoices),
    json('getCurrentPBEdetails', (u, d) => docs.currentPbeDetails(u, d)),
    pdf('viewpbesummary', 'pbe-summary', (p) => truthy(p.isDownload)),
    pdf('printallcnform', 'cn22'), // the chooser's rule: CN22 up to 300 SDR, CN23 above
    pdf('printallcpform', 'cp72'), // CP72 with the CP71 dispatch note, per postal parcel (Air Parcel (CD))
    pdf('printallcnformWithShippingLabel', 'cn-with-label'),
    pdf('printallshippinglabels', 'labels'),
    route({
      method: 'POST',
      path: `${v1}/downloadAsPdf`,
      options: { ...view, ...rateLimit('renders') },
      payload: downloadAsPdf,
      handler: async (req, h) => {
        const p = req.payload;
        return send(
          h,
          await docs.document(userOf(req), docketIn(p), AS_PDF[p.type]!, {
            boxId: p.boxId,
            invoiceNo: p.invoiceNo,
          }),
          true,
        );
      },
    }),
    route({
      method: 'POST',
      path: `${v1}/eVerifiedUpload`,
      // Ten files of 1 MB as base64, and the JSON around them; each file's 1 MB is checked on the file.
      options: {
        ...view,
        payload: { maxBytes: Math.ceil((10 * DOCUMENT_LIMITS.uploadMaxBytes * 4) / 3) + 64 * 1024 },
      },
      payload: eVerifiedUpload,
      handler: async (req, h) => {
        const p = req.payload;
        const docket = docketIn(p);
        const files = p.files.map(decode);
        if (p.type !== 'other')
          return h
            .response(ok(await uploads.uploadProofs(userOf(req), docket, p.type, files), 'Files uploaded.'))
            .code(201);
        if (files.length !== 1)
          throw invalid(files.length ? 'Upload one additional document at a time.' : DOCUMENT_MSG.noFile);
        const desc = documentDescription.safeParse(p.desc ?? '');
        if (!desc.success) throw invalid(DOCUMENT_MSG.description);
        return h
          .response(
            ok(
              await uploads.uploadAdditional(
                userOf(req),
                docket,
                files[0]!.fileName,
                files[0]!.data,
                desc.data,
              ),
              'File uploaded.',
            ),
          )
          .code(201);
      },
    }),
    route({
      method: 'POST',
      path: `${v1}/viewDoc`,
      options: view,
      payload: fileByName,
      handler: async (req, h) => {
        const p = req.payload;
        const u = userOf(req);
        return send(
          h,
          await uploads.uploadedFile(
            u,
            docketIn(p),
            await uploads.fileIdByName(u, docketIn(p), p.fileName, p.type),
          ),
          false,
        );
      },
    }),
    route({
      method: 'POST',
      path: `${v1}/deletedocument`,
      options: view,
      payload: fileByName,
      handler: async (req) => {
        const p = req.payload;
        const u = userOf(req);
        return ok(
          await uploads.deleteUploaded(
            u,
            docketIn(p),
            await uploads.fileIdByName(u, docketIn(p), p.fileName, p.type),
          ),
          'File deleted.',
        );
      },
    }),
  ];
}
