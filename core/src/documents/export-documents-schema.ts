/** The payloads of My documents (zod), apart from its rules so pages that need only those stay zod-free. */
import { z } from 'zod';
import { DOCKET_PATTERN } from '../validators';
import { pbeListFilterSchema, readPbeListFilter } from '../orders/pbe-list';
import { EXPORT_DOCUMENT_KINDS, EXPORT_DOCUMENTS_MSG, EXPORT_DOCUMENTS_ZIP_MAX } from './export-documents';

const kind = z.enum(EXPORT_DOCUMENT_KINDS, { message: EXPORT_DOCUMENTS_MSG.badKind });

/** GET export-documents: the PBE list's filters (same words, same checks) plus one kind. */
export const exportDocumentsQuerySchema = pbeListFilterSchema
  .extend({ type: kind.optional() })
  .transform(({ type, ...filter }, ctx) => {
    const list = readPbeListFilter(filter, ctx);
    return list === z.NEVER ? z.NEVER : { ...list, type };
  });

/** One row of GET export-documents: a document of a docket. */
export const exportDocumentRowSchema = z
  .object({
    docketNo: z.string(),
    createdAt: z.number(),
    exporter: z.string(),
    type: kind,
    title: z.string(),
  })
  .meta({ id: 'ExportDocumentRow' });
export type ExportDocumentRow = z.output<typeof exportDocumentRowSchema>;

/** POST export-documents/zip {items: [{docketNo, type}]}: 1 to 50 distinct documents. */
export const exportDocumentsZipSchema = z.object({
  items: z
    .array(
      z.object({
        docketNo: z
          .string({ message: 'docketNo is required' })
          .trim()
          .toUpperCase()
          .regex(DOCKET_PATTERN, { message: 'Invalid docket number' }),
        type: kind,
      }),
      { message: EXPORT_DOCUMENTS_MSG.noneSelected },
    )
    .min(1, { message: EXPORT_DOCUMENTS_MSG.noneSelected })
    .superRefine((items, ctx) => {
      if (items.length > EXPORT_DOCUMENTS_ZIP_MAX)
        ctx.addIssue({ code: 'custom', message: EXPORT_DOCUMENTS_MSG.tooMany(items.length) });
    })
    // the same document twice is one entry
    .transform((items) => [...new Map(items.map((i) => [`${i.docketNo}/${i.type}`, i])).values()]),
});
export type ExportDocumentsZip = z.output<typeof exportDocumentsZipSchema>;
