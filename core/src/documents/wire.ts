/**
 * The documents tab as the API answers it (`GET /api/v1/dockets/{docket}/documents`, also
 * `checkDocumentStatus`) and the docket pages read it: one zod schema for both sides.
 */
import { z } from 'zod';
import { DOCKET_DOCUMENT_ACTIONS, DOCKET_DOCUMENT_TYPES } from './access';
import { updatedIbmSchema } from './ibm-edit';
import { docketPickupSchema, PICKUP_ACTIONS, PICKUP_STATUSES } from './pickup';

export const docketUploadedFileSchema = z
  .object({
    id: z.number().int(),
    type: z.string(),
    fileName: z.string(),
    desc: z.string().nullable(),
    size: z.number().int(),
    createdAt: z.number(),
    canDelete: z
      .boolean()
      .describe('Whether THIS user may delete it (documents belong to whoever filed them)'),
  })
  .meta({ id: 'DocketUploadedFile' });
export type DocketUploadedFile = z.output<typeof docketUploadedFileSchema>;

/** A parcel (box) under the docket, with its customs form and the invoices it carries. */
export const docketParcelSchema = z
  .object({
    _id: z.string(),
    trackingNo: z.string(),
    country: z.string(),
    form: z.enum(['CN22', 'CN23']),
    invoices: z.array(z.string()),
  })
  .meta({ id: 'DocketParcel' });
export type DocketParcel = z.output<typeof docketParcelSchema>;

export const docketInvoiceSchema = z
  .object({
    invoiceNo: z.string(),
    invoiceDate: z.string(),
    boxIds: z.array(z.string()),
    isEdfDetails: z.boolean().describe('Saved RBI EDF details: the form shows Update instead of Submit'),
  })
  .meta({ id: 'DocketInvoice' });
export type DocketInvoice = z.output<typeof docketInvoiceSchema>;

export const docketDocumentsTabSchema = z
  .object({
    docketNo: z.string(),
    tempSBill: z.string(),
    documents: z.array(z.enum(DOCKET_DOCUMENT_TYPES)).describe('What this role sees (001 §6)'),
    actions: z.array(z.enum(DOCKET_DOCUMENT_ACTIONS)).describe('What this role may do'),
    pickupStatus: z.enum(PICKUP_STATUSES),
    pickup: docketPickupSchema,
    pickupActions: z.array(z.enum(PICKUP_ACTIONS)),
    updatedIbm: updatedIbmSchema.nullable().describe('The edited IBM workbook, once uploaded'),
    harmonizedCountries: z
      .array(z.string())
      .describe("The docket's destinations that take a harmonized label"),
    isAllInvoicesGen: z.enum(['Processing', 'Generated']).nullable(),
    invoicesMessage: z.string().nullable(),
    other: z.array(docketUploadedFileSchema),
    parcels: z.array(docketParcelSchema),
    invoices: z.array(docketInvoiceSchema),
  })
  .meta({ id: 'DocketDocumentsTab' });
export type DocketDocumentsTab = z.output<typeof docketDocumentsTabSchema>;
