/** Thin routes of the docket documents tab (001 §7 "Docket detail", "Proof of export"; 002 §2.5 the PBE print). */
import type { ServerRoute } from '@hapi/hapi';
import {
  documentDescription,
  DOCUMENT_CONTRACTS as c,
  DOCUMENT_LIMITS,
  DOCUMENT_MSG as M,
  generateHarmonizedLabelSchema,
  HARMONIZED_COUNTRIES,
  harmonizedLabelQuerySchema,
  IBM_EDIT_MSG,
} from '@exportdesk/core';
import { invalid } from '../../errors';
import { userOf } from '../../http/auth';
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

/** Up to 10 files of 1 MB in one proof upload, with a form's framing. */
const PROOF_MAX_BYTES = 10 * DOCUMENT_LIMITS.uploadMaxBytes + 256 * 1024;
const asDownload = (v: string | undefined) => v === '1' || v === 'true';

export function documentRoutes(docs: DocumentsService, uploads: UploadsService): ServerRoute[] {
  const renders = rateLimit('renders');
  return [
    route({
      contract: c.harmonizedCountries,
      handler: async () => ok([...HARMONIZED_COUNTRIES]),
    }),
    route({
      contract: c.harmonizedLabel,
      options: renders,
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
      contract: c.generateHarmonizedLabel,
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
      contract: c.uploadIbm,
      options: { payload: IBM_UPLOAD_PAYLOAD },
      handler: async (req, h) => {
        const u = ibmUploadOf(req.payload, req.query);
        const a = await uploads.uploadIbm(userOf(req), docketOf(u.docketNo), u.fileName, u.data);
        return h.response(ok(a, IBM_EDIT_MSG.uploaded, { updatedIbm: a })).code(201);
      },
    }),
    route({
      contract: c.downloadIbm,
      handler: async (req, h) =>
        send(h, await uploads.downloadIbm(userOf(req), docketOf(req.payload.docketNo)), true),
    }),
    route({
      contract: c.status,
      handler: async (req) => ok(await docs.status(userOf(req), req.params.docket)),
    }),
    route({
      contract: c.document,
      options: renders,
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
      contract: c.pbePrint,
      handler: async (req) => ok(await docs.pbePrint(userOf(req), req.params.docket)),
    }),
    route({
      contract: c.generateInvoices,
      options: renders,
      handler: async (req, h) => {
        const a = await docs.generateInvoices(userOf(req), req.payload.docket);
        return h.response(ok(a, M.invoicesQueued, a)).code(202);
      },
    }),
    // generateCSI (tempSBill), 001 §7 "Docket detail", beside generateInvoicesInBulk: our reading of
    // CSI is the docket's commercial shipping invoices, so it starts the same generation for the
    // docket named by its tempSBill (README.md).
    route({
      contract: c.generateCsi,
      options: renders,
      handler: async (req, h) => {
        const a = await docs.generateInvoices(userOf(req), req.payload.tempSBill);
        return h.response(ok(a, M.invoicesQueued, a)).code(202);
      },
    }),
    route({
      contract: c.sendDocViaEmail,
      handler: async (req, h) => {
        const a = await docs.emailDocuments(userOf(req), req.payload.docketNo);
        return h.response(ok(a, M.emailQueued(a.docketNo, a.to), a)).code(202);
      },
    }),
    route({
      contract: c.email,
      handler: async (req, h) => {
        const a = await docs.emailDocuments(userOf(req), req.params.docket);
        return h.response(ok(a, M.emailQueued(a.docketNo, a.to), a)).code(202);
      },
    }),
    route({
      contract: c.setPbeNumber,
      handler: async (req) =>
        ok(
          await docs.setPbeNumber(userOf(req), req.params.docket, req.payload.bill, req.payload.date),
          'PBE details updated.',
        ),
    }),
    route({
      contract: c.edf,
      handler: async (req) => ok(await docs.edf(userOf(req), req.payload.tempSBill, req.payload.invoiceNo)),
    }),
    route({
      contract: c.saveEdf,
      handler: async (req) =>
        ok(
          await docs.saveEdf(userOf(req), req.payload.tempSBill, req.payload.edfDetails, req.payload),
          'EDF details saved.',
        ),
    }),
    route({
      contract: c.invoicesZip,
      options: renders,
      handler: async (req, h) => send(h, await docs.invoicesZip(userOf(req), req.params.docket), true),
    }),
    route({
      contract: c.uploadFile,
      // Room for the 1 MB file and a form's framing; the 1 MB rule itself is checked on the file.
      options: { payload: fileUpload(DOCUMENT_LIMITS.uploadMaxBytes + 64 * 1024) },
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
      contract: c.proofs,
      handler: async (req) => ok(await uploads.proofs(userOf(req), req.params.docket, req.params.type)),
    }),
    route({
      contract: c.uploadProofs,
      options: { payload: fileUpload(PROOF_MAX_BYTES) },
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
      contract: c.file,
      handler: async (req, h) =>
        send(h, await uploads.uploadedFile(userOf(req), req.params.docket, req.params.id), false),
    }),
    route({
      contract: c.deleteFile,
      handler: async (req) =>
        ok(await uploads.deleteUploaded(userOf(req), req.params.docket, req.params.id), 'File deleted.'),
    }),
  ];
}
