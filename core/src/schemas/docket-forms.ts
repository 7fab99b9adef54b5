/**
 * The docket pages' forms (mfe-docs) whose fields are not a wire payload as they stand: searches
 * whose empty fields mean "any", a date picker's YYYY-MM-DD, a chosen file. Each is built from
 * the payload schema or rule of its call, so the form and the server refuse the same input with
 * the same (spec's) words.
 */
import { z } from 'zod';
import { MEIS_MSG } from '../claims/messages';
import { generatedMeisSchema } from '../claims/schemas';
import { DOCUMENT_MSG } from '../documents/constants';
import { EXPORT_DOCUMENT_KINDS } from '../documents/export-documents';
import { HARMONIZED_CATEGORIES } from '../documents/harmonized';
import { PICKUP_MSG, pickupDateError } from '../documents/pickup';
import { pbeNumberSchema } from '../documents/proofs';
import { documentDescription } from '../documents/schemas';
import { ORDER_LIMITS, ORDER_MSG } from '../orders/messages';
import { templateSchema } from '../parcels/inventory';
import { pbeListFilterSchema } from '../orders/pbe-list';

/** A date picker's value: YYYY-MM-DD, or empty. */
const pickedDate = z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]);
/** YYYY-MM-DD → DD-MM-YYYY, the wire's form of a date (001 §9). */
export const pickedDateToDmy = (iso: string) => iso.split('-').reverse().join('-');

/** A file the user chose in a file input (a browser File; any Blob with a name). */
export const chosenFile = (message: string) =>
  z.custom<File>((v) => typeof v === 'object' && v !== null && 'name' in v && 'size' in v, { message });

/** The customs user's PBE No. and date (PUT …/pbe) with the date as picked; the payload's rules. */
export const pbeNumberFormSchema = z.object({
  bill: pbeNumberSchema.shape.bill,
  date: z.string().transform(pickedDateToDmy).pipe(pbeNumberSchema.shape.date),
});

/** /pboe: the docket whose postal bill opens (the PBE list's docket numbers are 16 characters). */
export const postalBillDocketSchema = z.object({
  docket: z.string().trim().toUpperCase().min(1).max(16),
});

/** The PBE list's search and filters (001 §3 "Search/download filter"): the list query's fields. */
export const pbeFilterFormSchema = pbeListFilterSchema.pick({
  searchType: true,
  searchInput: true,
  fromDate: true,
  toDate: true,
  fromInr: true,
  toInr: true,
  fpo: true,
});

/**
 * The export proof list's search (001 §5): "Search needs non-empty trimmed text, else 'Invalid
 * Request'; minimum 3 characters."
 */
export const exportProofSearchSchema = z.object({
  searchType: z.enum(['iec', 'docket', 'company']),
  searchInput: z.string().trim().min(ORDER_LIMITS.searchMin, { message: ORDER_MSG.invalidRequest }),
});
export type ExportProofSearch = z.output<typeof exportProofSearchSchema>;

/** My documents (/export-documents): a docket, dates and a kind, each empty for "any". */
export const exportDocumentsFilterSchema = z.object({
  docket: z.string().trim().max(40),
  fromDate: pickedDate,
  toDate: pickedDate,
  type: z.union([z.literal(''), z.enum(EXPORT_DOCUMENT_KINDS)]),
});

/** The MEIS applications' search and status (001 §2.12), the IE code for DGFT (§2.13). */
export const claimFilterFormSchema = generatedMeisSchema.pick({ query: true, status: true, ieCode: true });

/** The completed MEIS Excel to upload (001 §2.11): 'Please choose a file.' without one. */
export const meisUploadFormSchema = z.object({
  file: chosenFile(MEIS_MSG.fileNeeded)
    .nullable()
    .refine((f) => f !== null, { message: MEIS_MSG.fileNeeded }),
});

/**
 * An additional document of a docket (001 §5 "Docket detail"): a description of 5 to 40
 * characters and a file, each with the spec's message.
 */
export const additionalDocumentFormSchema = z.object({
  desc: documentDescription,
  files: z.array(chosenFile(DOCUMENT_MSG.noFile)).min(1, { message: DOCUMENT_MSG.noFile }),
});
export type AdditionalDocumentForm = z.input<typeof additionalDocumentFormSchema>;

/**
 * "The Generate button is disabled unless category and mailing date are both set" (001 §5); the
 * label's query takes the mailing date as DD-MM-YYYY.
 */
export const harmonizedLabelFormSchema = z.object({
  category: z.enum(HARMONIZED_CATEGORIES),
  mailingDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .transform(pickedDateToDmy),
});
export type HarmonizedLabelForm = z.output<typeof harmonizedLabelFormSchema>;

/**
 * A pickup day from the date picker: a real date, today (in India) or later, handed on as the
 * DD-MM-YYYY the pickup call takes (its payload refuses the picker's YYYY-MM-DD).
 */
export const pickupRequestFormSchema = z.object({
  pickupDate: z
    .string()
    .trim()
    .min(1, { message: PICKUP_MSG.badDate })
    .superRefine((iso, ctx) => {
      const bad = pickupDateError(pickedDateToDmy(iso));
      if (bad) ctx.addIssue({ code: 'custom', message: bad });
    })
    .transform(pickedDateToDmy),
});

/**
 * A consignee or item template (/pbetemplate) as the form holds it: every field of its kind as
 * text; the fields left empty are not part of the saved template (templateSchema's data).
 */
export const templateFormSchema = templateSchema.extend({
  data: z
    .record(z.string(), z.string().optional())
    .transform((d) => {
      const filled: Record<string, string> = {};
      for (const [k, v] of Object.entries(d)) if (v) filled[k] = v;
      return filled;
    })
    .pipe(templateSchema.shape.data),
});
export type TemplateForm = z.input<typeof templateFormSchema>;
