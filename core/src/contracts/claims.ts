/**
 * The MEIS claims (001 §7 "MEIS", under the spec's order/* group; names verbatim) and the super
 * admin's scheme-rate schedules (issue 16). `order/downloadAsPdf` is MEIS's: `/downloadAsPdf` is
 * the docket documents' and `invoice/downloadAsPdf` the tax invoice's.
 */
import { z } from 'zod';
import {
  generatedMeisSchema,
  meisDeleteObjectSchema,
  meisDocUploadSchema,
  meisDownloadSchema,
  meisFormSchema,
  meisPageSchema,
  meisRefNosSchema,
  meisRefSchema,
  meisRemarkSchema,
  meisStatusSchema,
  schemeRateUploadSchema,
  schemeVersionIdSchema,
} from '../claims/schemas';
import {
  meisApplicationSchema,
  meisOrderItemSchema,
  meisRemarkEntrySchema,
  schemeRateRowSchema,
  schemeVersionSchema,
} from '../claims/types';
import { contract, fileAnswer } from './contract';

const TAG = 'Claims';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF = 'application/pdf';
/** Mailed instead of downloaded (isMail): the envelope with the message, no file. */
const MAILED = 'application/json';

const meis = (name: string, summary: string, permission: 'claims.apply' | 'claims.view' | 'claims.review') =>
  ({ name, summary, method: 'POST', path: `order/${name}`, tag: TAG, auth: 'bearer', permission }) as const;

export const CLAIM_CONTRACTS = {
  getMeisData: contract({
    ...meis('getMeisData', 'Shipped orders a MEIS claim may take, with their rate, 20 a page', 'claims.view'),
    payload: meisPageSchema,
    answer: z.array(meisOrderItemSchema),
    extra: { total: z.number().int() },
  }),
  downloadMeisExcel: contract({
    ...meis(
      'downloadMeisExcel',
      'The MEIS workbook of the chosen orders, downloaded or mailed',
      'claims.apply',
    ),
    payload: meisDownloadSchema,
    answer: fileAnswer(XLSX, MAILED),
  }),
  downloadAsPdf: contract({
    ...meis('downloadAsPdf', 'The MEIS PDF of the chosen orders, downloaded or mailed', 'claims.apply'),
    name: 'downloadMeisPdf',
    description: "downloadAsPdf type 'meis' of the spec.",
    payload: meisDownloadSchema,
    answer: fileAnswer(PDF, MAILED),
  }),
  meisFormGenerate: contract({
    ...meis(
      'meisFormGenerate',
      'Make the MEIS application from the completed workbook: its PDF',
      'claims.apply',
    ),
    description: 'The application’s MEIS Ref. No. is in the `x-meis-ref-no` header and the file name.',
    payload: meisFormSchema,
    answer: fileAnswer(PDF),
  }),
  getGeneratedMeis: contract({
    ...meis('getgeneratedmeis', 'MEIS applications by search and status, 20 a page', 'claims.view'),
    payload: generatedMeisSchema,
    answer: z.array(meisApplicationSchema),
  }),
  uploadMeisDoc: contract({
    ...meis('uploadMeisDoc', 'Add proofs to an application (PDF or images, 5 MB each)', 'claims.apply'),
    payload: meisDocUploadSchema,
    answer: meisApplicationSchema,
  }),
  deleteObject: contract({
    ...meis('deleteobject', 'Remove a proof from an application while it is Generated', 'claims.apply'),
    payload: meisDeleteObjectSchema,
    answer: z.null(),
  }),
  viewMeisDoc: contract({
    ...meis('viewMeisDoc', "One of an application's proofs", 'claims.view'),
    payload: meisDeleteObjectSchema,
    answer: fileAnswer(PDF, 'image/png', 'image/jpeg'),
  }),
  sendMeisToDgft: contract({
    ...meis('sendmeistodgft', 'Submit an application to DGFT', 'claims.apply'),
    payload: meisRefSchema,
    answer: z.null(),
  }),
  updateStatusByDgft: contract({
    ...meis('updatestatusbydgft', "DGFT's decision on an application", 'claims.review'),
    payload: meisStatusSchema,
    answer: z.null(),
  }),
  addRemark: contract({
    ...meis('addremark', 'Remark on an application (15 characters at least)', 'claims.view'),
    payload: meisRemarkSchema,
    answer: z.array(meisRemarkEntrySchema),
  }),
  downloadMeisExcelAfterUpload: contract({
    ...meis(
      'downloadMeisExcelAfterUpload',
      'The chosen applications as a workbook, one row per order',
      'claims.view',
    ),
    payload: meisRefNosSchema,
    answer: fileAnswer(XLSX),
  }),
};

const admin = { tag: 'Scheme rates', auth: 'bearer', permission: 'schemeRates.manage' } as const;

export const SCHEME_RATE_CONTRACTS = {
  list: contract({
    ...admin,
    name: 'listSchemeRateSchedules',
    summary: 'Every MEIS and RoDTEP schedule uploaded, with the one in force',
    method: 'GET',
    path: 'scheme-rates',
    answer: z.array(schemeVersionSchema),
  }),
  rows: contract({
    ...admin,
    name: 'getSchemeRateSchedule',
    summary: "A schedule's rates by HS code",
    method: 'GET',
    path: 'scheme-rates/{id}',
    params: schemeVersionIdSchema,
    answer: z.array(schemeRateRowSchema),
  }),
  upload: contract({
    ...admin,
    name: 'uploadSchemeRateSchedule',
    summary: 'Upload a schedule workbook, in force from its date',
    method: 'POST',
    path: 'scheme-rates',
    payload: schemeRateUploadSchema,
    answer: z.object({ id: z.number().int(), versions: z.array(schemeVersionSchema) }),
  }),
  rollBack: contract({
    ...admin,
    name: 'rollBackSchemeRateSchedule',
    summary: 'Roll a schedule back: the one before it is in force again',
    method: 'POST',
    path: 'scheme-rates/rollback',
    payload: schemeVersionIdSchema,
    answer: z.array(schemeVersionSchema),
  }),
};
