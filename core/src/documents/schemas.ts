/** Payloads of the docket documents calls (001 §7 "Docket detail", "Proof of export"). */
import { z } from 'zod';
import { isValidDocketNo } from '../validators';
import { DOCKET_DOCUMENT_TYPES } from './access';
import { DOCUMENT_LIMITS, DOCUMENT_MSG } from './constants';

const docketNo = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isValidDocketNo, { message: 'Docket No. must be PMB followed by 13 digits.' });

export const docketParamSchema = z.object({ docket: docketNo });

export const documentParamSchema = z.object({
  docket: docketNo,
  type: z.enum(DOCKET_DOCUMENT_TYPES, { message: DOCUMENT_MSG.unknownDocument }),
});

export const documentQuerySchema = z.object({
  invoiceNo: z.string().trim().max(40).optional(),
  boxId: z.string().trim().max(40).optional(),
  /** 1 or true: as an attachment (Download); otherwise inline (View, a new tab). */
  download: z.enum(['1', 'true', '0', 'false']).optional(),
});

/** generateInvoicesInBulk (docket, exporter IE code): the IE code is the page's; the docket decides. */
export const generateInvoicesSchema = z.object({
  docket: docketNo,
  ieCode: z.string().trim().max(10).optional(),
});

/** sendDocViaEmail (docketNo): the docket's documents in one mail to its exporter. */
export const emailDocumentsSchema = z.object({ docketNo });

/** "An additional-document description needs at least 5 characters (hint: min 5, max 40)". */
export const documentDescription = z
  .string({ message: DOCUMENT_MSG.description })
  .trim()
  .min(DOCUMENT_LIMITS.descriptionMin, { message: DOCUMENT_MSG.description })
  .max(DOCUMENT_LIMITS.descriptionMax, { message: DOCUMENT_MSG.description });

export const UPLOADED_DOCUMENT_TYPES = ['pbe', 'rbi', 'exportInvoice', 'receipts', 'other'] as const;
