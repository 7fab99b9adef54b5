/**
 * The docket-detail calls by the names the spec gives them (001 §7 "Docket detail"): the same
 * service calls as the documents tab's routes (documents.ts), each naming its docket in the body.
 */
import { z } from 'zod';
import { PROOF_TYPES } from '../documents/proofs';
import { docketDocumentsTabSchema } from '../documents/wire';
import { contract, fileAnswer } from './contract';
import { storedFileSchema, UPLOADED_FILE_TYPES } from './documents';

const TAG = 'Docket documents';
const PDF = 'application/pdf';

/** The docket as the spec's calls name it: tempSBill or docketNo. */
export const withDocketSchema = z.looseObject({
  tempSBill: z.string().optional(),
  docketNo: z.string().optional(),
  isDownload: z.unknown().optional().describe('viewpbesummary: true for an attachment'),
});
export const downloadAsPdfSchema = withDocketSchema.extend({
  type: z.enum(['pbe', 'edf', 'postal'], { message: 'type must be pbe, edf or postal' }),
  boxId: z.string().max(40).optional(),
  invoiceNo: z.string().max(40).optional(),
});
export const fileByNameSchema = withDocketSchema.extend({
  fileName: z.string().trim().min(1).max(200),
  type: z.enum(['other', ...PROOF_TYPES]).optional(),
});
const base64File = z.object({
  fileName: z.string().trim().max(200).default('document'),
  fileType: z.string().max(100).optional(),
  base64: z.string(),
});
export const eVerifiedUploadSchema = withDocketSchema.extend({
  type: z.enum(['other', ...PROOF_TYPES]),
  files: z.array(base64File).max(10),
  desc: z.string().optional(),
});

const spec = { tag: TAG, auth: 'bearer', permission: 'dockets.view', method: 'POST' } as const;
const json = <R extends z.ZodType>(name: string, summary: string, answer: R) =>
  contract({ ...spec, name, summary, path: name, payload: withDocketSchema, answer });
/** `name` is the operation's name where the order/* group already uses the spec's (parcels.ts). */
const pdf = (path: string, summary: string, name = path) =>
  contract({ ...spec, name, summary, path, payload: withDocketSchema, answer: fileAnswer(PDF) });

export const DOCUMENT_SPEC_CONTRACTS = {
  checkDocumentStatus: json(
    'checkDocumentStatus',
    "A docket's documents tab (as GET dockets/{docket}/documents)",
    docketDocumentsTabSchema,
  ),
  getdataforboxbypbe: json(
    'getdataforboxbypbe',
    "A docket's parcels with their customs forms and invoices",
    docketDocumentsTabSchema.shape.parcels,
  ),
  checkRbiEdf: json(
    'checkRbiEdf',
    "A docket's invoices and whether their RBI EDF details are saved",
    docketDocumentsTabSchema.shape.invoices,
  ),
  getCurrentPBEdetails: json(
    'getCurrentPBEdetails',
    "A docket's parcel types, destinations and exporter",
    z.object({
      tempSBill: z.string(),
      parcelType: z.string().describe('The parcel types, comma separated'),
      country: z.array(z.string()),
      exporterDetails: z.object({ ieCode: z.string(), name: z.string() }),
    }),
  ),
  viewpbesummary: pdf('viewpbesummary', 'The PBE summary (PDF; isDownload for an attachment)'),
  printallcnform: pdf(
    'printallcnform',
    "The docket's customs forms: CN22 up to 300 SDR, CN23 above (PDF)",
    'printallcnformOfDocket',
  ),
  printallcpform: pdf('printallcpform', 'CP72 with the CP71 dispatch note, per postal parcel (PDF)'),
  printallcnformWithShippingLabel: pdf(
    'printallcnformWithShippingLabel',
    'The customs forms with the shipping labels (PDF)',
  ),
  printallshippinglabels: pdf(
    'printallshippinglabels',
    "The docket's shipping labels (PDF)",
    'printallshippinglabelsOfDocket',
  ),
  downloadAsPdf: contract({
    ...spec,
    name: 'downloadAsPdf',
    summary: "The PBE, the postal bill or an invoice's EDF as a PDF",
    path: 'downloadAsPdf',
    payload: downloadAsPdfSchema,
    answer: fileAnswer(PDF),
  }),
  eVerifiedUpload: contract({
    ...spec,
    name: 'eVerifiedUpload',
    summary: 'Upload proofs of export, or one additional document, as base64',
    path: 'eVerifiedUpload',
    status: 201,
    payload: eVerifiedUploadSchema,
    answer: z
      .union([z.array(storedFileSchema), storedFileSchema])
      .describe('The proofs stored (a list), or the one additional document (type other)'),
  }),
  viewDoc: contract({
    ...spec,
    name: 'viewDoc',
    summary: 'An uploaded document or proof by its file name',
    path: 'viewDoc',
    payload: fileByNameSchema,
    answer: fileAnswer(...UPLOADED_FILE_TYPES),
  }),
  deletedocument: contract({
    ...spec,
    name: 'deletedocument',
    summary: 'Delete an uploaded document or proof by its file name',
    path: 'deletedocument',
    payload: fileByNameSchema,
    answer: z.object({ id: z.number().int() }),
  }),
};
