/** Payloads of the MEIS calls (001 §7) and the scheme-rate upload; the API validates with these. */
import { z } from 'zod';
import { CLAIM_STATUSES, DGFT_TARGETS } from './machine';
import { MEIS_MSG, MEIS_REPORT_MAX_ORDERS } from './messages';
import { SCHEMES } from './entitlement';

export const CLAIM_DOC_TYPES = ['pod', 'pop', 'coi', 'ad'] as const;
export type ClaimDocType = (typeof CLAIM_DOC_TYPES)[number];
export const CLAIM_DOC_LABELS: Record<ClaimDocType, string> = {
  pod: 'Proof of Delivery',
  pop: 'Proof of Payment',
  coi: 'Certificate of Origin',
  ad: 'Additional Documents',
};

const refNo = z.string({ message: MEIS_MSG.notFound }).trim().min(1, { message: MEIS_MSG.notFound }).max(40);
const page = z.coerce.number().int().min(0).max(100_000).default(0);

export const meisPageSchema = z.object({ page });
export const generatedMeisSchema = z.object({
  page,
  query: z.string().trim().max(100).optional().default(''),
  status: z
    .union([z.enum(CLAIM_STATUSES), z.literal(''), z.literal('All')])
    .optional()
    .default(''),
  ieCode: z.string().trim().max(20).optional().default(''),
});
export const meisDownloadSchema = z.object({
  orderIds: z
    .array(z.coerce.number().int().positive())
    .min(1, { message: MEIS_MSG.selectOrders })
    .max(20_000),
  type: z.literal('meis').optional().default('meis'),
  isMail: z.boolean().optional().default(false),
  email: z
    .string()
    .trim()
    .email({ message: 'Please enter a valid email.' })
    .max(200)
    .optional()
    .or(z.literal('')),
});
/**
 * A MEIS report job (Excel or PDF): the selected orders, or `all` of the user's listing, up to
 * MEIS_REPORT_MAX_ORDERS either way.
 */
export const meisReportSchema = z
  .object({
    orderIds: z.array(z.coerce.number().int().positive()).max(MEIS_REPORT_MAX_ORDERS).optional().default([]),
    all: z.boolean().optional().default(false),
  })
  .refine((p) => p.all || p.orderIds.length > 0, { message: MEIS_MSG.selectOrders, path: ['orderIds'] });
export const meisRefNosSchema = z.object({
  refNos: z.array(refNo).min(1, { message: 'Please select at least one application.' }).max(5000),
});
const uploadedFile = z.object(
  {
    filename: z.string({ error: MEIS_MSG.fileNeeded }).trim().min(1, { error: MEIS_MSG.fileNeeded }).max(200),
    filetype: z.string().max(100).optional().default(''),
    value: z.string({ error: MEIS_MSG.fileNeeded }).min(1, { message: MEIS_MSG.fileNeeded }),
  },
  // Missing, null or not an object: the same message (issue 23: an absent avatar was a 500, as
  // zod skips a refinement of an optional key that is absent).
  { error: MEIS_MSG.fileNeeded },
);
export const meisFormSchema = z.object({ avatar: uploadedFile }, { error: MEIS_MSG.fileNeeded });
export const meisDocUploadSchema = z.object({
  meisRefNo: refNo,
  type: z.enum(CLAIM_DOC_TYPES, { message: MEIS_MSG.badDocType }),
  files: z
    .array(z.object({ fileName: z.string().trim().min(1).max(200), base64: z.string().min(1) }))
    .min(1, { message: MEIS_MSG.fileNeeded })
    .max(10),
});
export const meisDeleteObjectSchema = z.object({
  meisRefNo: refNo,
  fileName: z.string().trim().min(1).max(200),
  type: z.enum(CLAIM_DOC_TYPES, { message: MEIS_MSG.badDocType }),
});
export const meisRefSchema = z.object({ refNo });
export const meisStatusSchema = z.object({
  refNo,
  status: z
    .string()
    .refine((s) => (DGFT_TARGETS as readonly string[]).includes(s), { message: MEIS_MSG.badTarget }),
});
export const meisRemarkSchema = z.object({
  refNo,
  remark: z
    .string({ message: MEIS_MSG.remarkMin })
    .max(1000)
    .refine((s) => s.trim().length >= 15, {
      message: MEIS_MSG.remarkMin,
    }),
});
export const schemeRateUploadSchema = z.object({
  scheme: z.enum(SCHEMES, { message: 'Scheme must be MEIS or RODTEP.' }),
  effectiveFrom: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Effective date must be YYYY-MM-DD.' }),
  reference: z.string().trim().max(200).optional().default(''),
  fileName: z.string().trim().min(1, { message: 'File name is required.' }).max(200),
  base64: z.string({ message: 'The file is empty.' }).min(1, { message: 'The file is empty.' }),
});
export const schemeVersionIdSchema = z.object({ id: z.coerce.number().int().positive() });

export type GeneratedMeisQuery = z.output<typeof generatedMeisSchema>;
export type MeisDownload = z.output<typeof meisDownloadSchema>;
export type MeisReportQuery = z.output<typeof meisReportSchema>;
export type SchemeRateUpload = z.output<typeof schemeRateUploadSchema>;
