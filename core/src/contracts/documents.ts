/**
 * A docket's documents tab (001 §7 "Docket detail", "Proof of export"; 002 §2.5 the PBE print):
 * the documents, their generation and mailing, the EDF form, uploads and proofs.
 */
import { z } from 'zod';
import { edfDetailsSchema, saveEdfSchema } from '../documents/edf';
import { downloadIbmSchema, updatedIbmSchema } from '../documents/ibm-edit';
import { pbePrintSchema } from '../documents/pbe-text';
import { PROOF_TYPES, pbeNumberSchema } from '../documents/proofs';
import {
  docketParamSchema,
  documentParamSchema,
  documentQuerySchema,
  emailDocumentsSchema,
  generateInvoicesSchema,
} from '../documents/schemas';
import { docketDocumentsTabSchema } from '../documents/wire';
import { generateCsiSchema } from '../spec-calls';
import { contract, fileAnswer } from './contract';

const TAG = 'Docket documents';
const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** What an uploaded document or proof may be (checked by content): the documents tab's file calls. */
export const UPLOADED_FILE_TYPES = [PDF, 'image/png', 'image/jpeg'];

/** A file just stored under the docket. */
export const storedFileSchema = z
  .object({
    id: z.number().int(),
    fileName: z.string(),
    fileType: z.string(),
    desc: z.string().nullable(),
    size: z.number().int(),
  })
  .meta({ id: 'StoredFile' });
export type StoredFile = z.output<typeof storedFileSchema>;

export const proofParamSchema = docketParamSchema.extend({
  type: z.enum(PROOF_TYPES, { message: `type must be one of ${PROOF_TYPES.join(', ')}` }),
});
export const fileParamSchema = docketParamSchema.extend({ id: z.coerce.number().int().positive() });
export const uploadQuerySchema = z.object({
  fileName: z.string().trim().max(200).optional(),
  desc: z.string().optional().describe('The description of an additional document (5 to 40 characters)'),
});
export const edfQuerySchema = z.object({
  tempSBill: z.string().trim().toUpperCase(),
  invoiceNo: z.string().trim().min(1).max(40),
  isUpdate: z.unknown().optional().describe('Sent by the form; not read'),
});

const invoicesQueued = z.object({
  jobId: z.string(),
  docketNo: z.string(),
  isAllInvoicesGen: z.literal('Processing'),
  invoices: z.number().int(),
});
const mailQueued = z.object({
  jobId: z.string(),
  docketNo: z.string(),
  to: z.string(),
  cc: z.string().nullable(),
});
const proofListSchema = z.array(
  z.object({
    id: z.number().int(),
    fileName: z.string(),
    fileType: z.string(),
    size: z.number().int(),
    createdAt: z.number(),
    canDelete: z.boolean(),
  }),
);

const docs = { tag: TAG, auth: 'bearer', permission: 'dockets.view' } as const;

export const DOCUMENT_CONTRACTS = {
  harmonizedCountries: contract({
    ...docs,
    name: 'harmonizedCountries',
    summary: 'The destinations that take a harmonized label',
    method: 'GET',
    path: 'harmonizedCountries',
    answer: z.array(z.string()),
  }),
  harmonizedLabel: contract({
    ...docs,
    name: 'getHarmonizedLabel',
    summary: "The docket's harmonized label (PDF)",
    description:
      'Query: category, mailingDate (DD-MM-YYYY), download=1. A bad field answers 400 "Unable to generate harmonized label" with the field and reason as data.',
    method: 'GET',
    path: 'dockets/{docket}/documents/harmonized-label',
    params: docketParamSchema,
    answer: fileAnswer(PDF),
  }),
  generateHarmonizedLabel: contract({
    ...docs,
    name: 'generateHarmonizedLabel',
    summary: 'The harmonized label of a docket, for some or all of its destinations (PDF)',
    description:
      'Body: tempSBill, categoryOfItem, mailingDate (DD-MM-YYYY), harmonizedCountries (optional). A bad field answers 400 "Unable to generate harmonized label" with the field and reason as data.',
    method: 'POST',
    path: 'generateHarmonizedLabel',
    answer: fileAnswer(PDF),
  }),
  uploadIbm: contract({
    ...docs,
    name: 'uploadibmFile',
    summary: 'Upload your edit of the IBM workbook (replaces the last one)',
    description:
      'JSON {docketNo, fileName, fileType, base64}, a form (fields `file`, `docketNo`) or a raw body with ?docketNo=&fileName=.',
    method: 'POST',
    path: 'lookup/uploadibmFile',
    status: 201,
    answer: updatedIbmSchema,
    extra: { updatedIbm: updatedIbmSchema },
  }),
  downloadIbm: contract({
    ...docs,
    name: 'downloadibmfile',
    summary: 'The edited IBM workbook last uploaded',
    method: 'POST',
    path: 'lookup/downloadibmfile',
    payload: downloadIbmSchema,
    answer: fileAnswer(XLSX, 'application/vnd.ms-excel'),
  }),
  status: contract({
    ...docs,
    name: 'getDocketDocuments',
    summary: "A docket's documents tab: what you may see and do, pickup, parcels, invoices, uploads",
    method: 'GET',
    path: 'dockets/{docket}/documents',
    params: docketParamSchema,
    answer: docketDocumentsTabSchema,
  }),
  document: contract({
    ...docs,
    name: 'getDocketDocument',
    summary: 'One document of a docket (PDF; the IBM workbook as .xlsx)',
    method: 'GET',
    path: 'dockets/{docket}/documents/{type}',
    params: documentParamSchema,
    query: documentQuerySchema,
    answer: fileAnswer(PDF, XLSX),
    examples: { cli: 'exportdesk docs download PMB2400000000001 --type pbe' },
  }),
  pbePrint: contract({
    ...docs,
    name: 'getPbePrint',
    summary: 'What the postal bill prints (the print page)',
    method: 'GET',
    path: 'dockets/{docket}/pbe-print',
    params: docketParamSchema,
    answer: pbePrintSchema,
  }),
  generateInvoices: contract({
    ...docs,
    name: 'generateInvoicesInBulk',
    summary: "Generate the docket's invoices (a job; the tab says Processing, then Generated)",
    method: 'POST',
    path: 'generateInvoicesInBulk',
    status: 202,
    payload: generateInvoicesSchema,
    answer: invoicesQueued,
    extra: invoicesQueued.shape,
  }),
  generateCsi: contract({
    ...docs,
    name: 'generateCSI',
    summary: "Generate the docket's commercial shipping invoices (as generateInvoicesInBulk)",
    method: 'POST',
    path: 'generateCSI',
    status: 202,
    payload: generateCsiSchema,
    answer: invoicesQueued,
    extra: invoicesQueued.shape,
  }),
  sendDocViaEmail: contract({
    ...docs,
    name: 'sendDocViaEmail',
    summary: "Mail the docket's documents to its exporter",
    method: 'POST',
    path: 'sendDocViaEmail',
    status: 202,
    payload: emailDocumentsSchema,
    answer: mailQueued,
    extra: mailQueued.shape,
  }),
  email: contract({
    ...docs,
    name: 'emailDocketDocuments',
    summary: "Mail the docket's documents to its exporter",
    method: 'POST',
    path: 'dockets/{docket}/email',
    status: 202,
    params: docketParamSchema,
    answer: mailQueued,
    extra: mailQueued.shape,
  }),
  setPbeNumber: contract({
    ...docs,
    name: 'setPbeNumber',
    summary: 'Record the PBE number and date (customs)',
    method: 'PUT',
    path: 'dockets/{docket}/pbe',
    params: docketParamSchema,
    payload: pbeNumberSchema,
    answer: z.object({
      tempSBill: z.string(),
      shippingBillDetails: z.object({ bill: z.string(), date: z.number() }),
    }),
  }),
  edf: contract({
    ...docs,
    name: 'getedfdataforpbe',
    summary: "An invoice's RBI EDF details (saved, or the defaults)",
    method: 'POST',
    path: 'getedfdataforpbe',
    payload: edfQuerySchema,
    answer: z.object({ invoiceNo: z.string(), isEdfDetails: z.boolean(), edfDetails: edfDetailsSchema }),
  }),
  saveEdf: contract({
    ...docs,
    name: 'saveEdfData',
    summary: 'Save RBI EDF details for one invoice, some, or all of the docket',
    method: 'POST',
    path: 'saveEdfData',
    payload: saveEdfSchema,
    answer: z.object({ invoices: z.array(z.string()) }),
  }),
  invoicesZip: contract({
    ...docs,
    name: 'downloadZip',
    summary: "The docket's generated invoices as one zip",
    method: 'GET',
    path: 'downloadZip/{docket}',
    params: docketParamSchema,
    answer: fileAnswer('application/zip'),
    examples: { cli: 'exportdesk docs download PMB2400000000001 --type invoices' },
  }),
  uploadFile: contract({
    ...docs,
    name: 'uploadDocketFile',
    summary: 'Upload an additional document (PDF, 1 MB) with its description',
    description: 'A form (fields `file`, `desc`) or a raw body with ?fileName=&desc=.',
    method: 'POST',
    path: 'dockets/{docket}/files',
    status: 201,
    params: docketParamSchema,
    query: uploadQuerySchema,
    answer: storedFileSchema,
    extra: storedFileSchema.shape,
  }),
  proofs: contract({
    ...docs,
    name: 'getProofs',
    summary: "A docket's proof-of-export files of one kind",
    method: 'GET',
    path: 'dockets/{docket}/proofs/{type}',
    params: proofParamSchema,
    answer: z.partialRecord(z.enum(PROOF_TYPES), proofListSchema).describe('The files under the kind asked'),
  }),
  uploadProofs: contract({
    ...docs,
    name: 'uploadProofs',
    summary: 'Upload proof-of-export files (PDF, PNG or JPEG; up to 10 of 1 MB)',
    description: 'A form (fields `files` or `file`) or one raw body with ?fileName=.',
    method: 'POST',
    path: 'dockets/{docket}/proofs/{type}',
    status: 201,
    params: proofParamSchema,
    query: uploadQuerySchema,
    answer: z.array(storedFileSchema),
  }),
  file: contract({
    ...docs,
    name: 'getDocketFile',
    summary: 'An uploaded document or proof, as uploaded',
    method: 'GET',
    path: 'dockets/{docket}/files/{id}',
    params: fileParamSchema,
    answer: fileAnswer(...UPLOADED_FILE_TYPES),
  }),
  deleteFile: contract({
    ...docs,
    name: 'deleteDocketFile',
    summary: 'Delete an uploaded document or proof (yours, while the rules allow)',
    method: 'DELETE',
    path: 'dockets/{docket}/files/{id}',
    params: fileParamSchema,
    answer: z.object({ id: z.number().int() }),
  }),
};
