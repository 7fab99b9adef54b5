// Own file: the docket-detail calls under the names the spec gives them (001 §7), kept apart from routes.ts's REST routes so each reads as one list.
/**
 * The docket-detail calls by the names the spec gives them (001 §7 "Docket detail"), for scripts
 * and integrations written against those names. Each maps onto the same service call as the
 * REST routes in routes.ts; nothing here decides anything. Decided: calls the spec reads as
 * "link.data bytes" or "HTML" answer the PDF itself (application/pdf), like the REST routes.
 */
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import {
  documentDescription,
  DOCUMENT_LIMITS,
  DOCUMENT_MSG,
  DOCUMENT_SPEC_CONTRACTS as c,
  type DocketDocumentType,
  type eVerifiedUploadSchema,
  type withDocketSchema,
} from '@exportdesk/core';
import { invalid } from '../../../errors';
import { userOf } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { rateLimit } from '../../../http/rate-limit';
import { route } from '../../../http/route';
import { docketOf, send } from './index';
import type { DocumentsService } from '../service';
import type { UploadsService } from '../uploads';

type WithDocket = z.output<typeof withDocketSchema>;
const docketIn = (p: { tempSBill?: string; docketNo?: string }) => docketOf(p.tempSBill ?? p.docketNo);
const truthy = (v: unknown) => v === true || v === 'true' || v === 1 || v === '1';

/** downloadAsPdf's `type` → our document; 'postal' is the postal bill print, the PBE itself. */
const AS_PDF: Record<string, DocketDocumentType> = { pbe: 'pbe', postal: 'pbe', edf: 'edf' };

function decode(f: z.output<typeof eVerifiedUploadSchema>['files'][number]) {
  const b64 = f.base64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) throw invalid('base64 is not valid base64.');
  return { fileName: f.fileName, data: Buffer.from(b64, 'base64') };
}

type PdfContract = (typeof c)['printallcnform'];

export function aliasRoutes(docs: DocumentsService, uploads: UploadsService): ServerRoute[] {
  const renders = rateLimit('renders');
  const pdf = (
    contract: PdfContract,
    type: DocketDocumentType,
    download: (p: WithDocket) => boolean = () => true,
  ): ServerRoute =>
    route({
      contract,
      options: renders,
      handler: async (req, h) =>
        send(h, await docs.document(userOf(req), docketIn(req.payload), type, {}), download(req.payload)),
    });

  return [
    route({
      contract: c.checkDocumentStatus,
      handler: async (req) => ok(await docs.status(userOf(req), docketIn(req.payload))),
    }),
    route({
      contract: c.getdataforboxbypbe,
      handler: async (req) => ok((await docs.status(userOf(req), docketIn(req.payload))).parcels),
    }),
    route({
      contract: c.checkRbiEdf,
      handler: async (req) => ok((await docs.status(userOf(req), docketIn(req.payload))).invoices),
    }),
    route({
      contract: c.getCurrentPBEdetails,
      handler: async (req) => ok(await docs.currentPbeDetails(userOf(req), docketIn(req.payload))),
    }),
    pdf(c.viewpbesummary, 'pbe-summary', (p) => truthy(p.isDownload)),
    pdf(c.printallcnform, 'cn22'), // the chooser's rule: CN22 up to 300 SDR, CN23 above
    pdf(c.printallcpform, 'cp72'), // CP72 with the CP71 dispatch note, per postal parcel (Air Parcel (CD))
    pdf(c.printallcnformWithShippingLabel, 'cn-with-label'),
    pdf(c.printallshippinglabels, 'labels'),
    route({
      contract: c.downloadAsPdf,
      options: renders,
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
      contract: c.eVerifiedUpload,
      // Ten files of 1 MB as base64, and the JSON around them; each file's 1 MB is checked on the file.
      options: {
        payload: { maxBytes: Math.ceil((10 * DOCUMENT_LIMITS.uploadMaxBytes * 4) / 3) + 64 * 1024 },
      },
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
      contract: c.viewDoc,
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
      contract: c.deletedocument,
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
