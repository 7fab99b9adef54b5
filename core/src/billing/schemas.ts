/** Payloads of the billing calls (002 §7 "Billing"); the API validates with these. */
import { z } from 'zod';
import { BILLING_CARRIERS } from '../carriers/vocabulary';
import { BILLING_MSG, parseVat } from './rules';

const carrier = z.enum(BILLING_CARRIERS).default('dhl');
export const billingFilterSchema = z.enum(['all', 'vat']).default('all');
export type BillingFilter = z.infer<typeof billingFilterSchema>;
/** The file as the browser or the CLI sends it: base64 (a data: URL prefix is tolerated). */
const file = z.string({ message: BILLING_MSG.readError }).min(8, { message: BILLING_MSG.readError });
const invoiceNo = z
  .string({ message: BILLING_MSG.invoiceNoRequired })
  .trim()
  .min(1, { message: BILLING_MSG.invoiceNoRequired })
  .max(60);

/** processdhlinvoice: {file, type 'preview'} or {type 'view', page, filter}. */
export const processDhlInvoiceSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('preview'),
    file,
    fileName: z.string().max(200).default('invoice.xlsx'),
    carrier,
  }),
  z.object({
    type: z.literal('view'),
    file: z.unknown().optional(),
    page: z.coerce.number().int().min(1).default(1),
    filter: billingFilterSchema,
    carrier,
  }),
]);

/** processbillfile: type 'upload', invoiceData (the file); dryRun for the CLI's --dry-run. */
export const processBillFileSchema = z.object({
  type: z.literal('upload').default('upload'),
  invoiceData: file,
  fileName: z.string().max(200).default('invoice.xlsx'),
  carrier,
  dryRun: z.boolean().default(false),
});

export const billingCountSchema = z.object({ filter: billingFilterSchema, carrier });
export const billingSummaryQuerySchema = z.object({ carrier });

/** gendhlbillfile: type 'download', invoiceData {filter}. */
export const genDhlBillFileSchema = z.object({
  type: z.literal('download').default('download'),
  invoiceData: z.object({ filter: billingFilterSchema }).partial().default({}),
  carrier,
});

export const updateDhlInvoicesSchema = z.object({
  type: z.enum(['paid', 'generate']),
  invoiceNo,
  carrier,
});

/** POST excel/updateVat: for generate invoiceNo, boxId, vat, type; for paid invoiceNo, type. */
export const updateVatSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('generate'),
    invoiceNo,
    boxId: z.string().trim().max(60).default(''),
    vat: z.union([z.string(), z.number()]).refine((v) => parseVat(v) !== null, {
      message: BILLING_MSG.vatNotAbove0,
    }),
    carrier,
  }),
  z.object({ type: z.literal('paid'), invoiceNo, carrier }),
]);

export const billingFileParamsSchema = z.object({ id: z.coerce.number().int().min(1) });

/** A row of the list (002 §3 "Carrier invoice row", plus our match columns). */
export const carrierInvoiceRowSchema = z
  .object({
    id: z.number().int(),
    invoiceNumber: z.string(),
    exporterName: z.string().nullable(),
    handoverID: z.string(),
    shipmentID: z.string(),
    awb: z.string(),
    weight: z.number(),
    declaredWeight: z.number().nullable(),
    weightDiff: z.number().nullable(),
    amountDebited: z.number(),
    invoiceAmount: z.number(),
    arrear: z.number(),
    expectedAmount: z.number().nullable(),
    match: z.string(),
    pmbInvoiceNo: z.string().nullable(),
    pmbInvoiceDate: z.number().nullable(),
    vat: z.number().nullable(),
    status: z.string(),
  })
  .meta({ id: 'CarrierInvoiceRow' });
export type CarrierInvoiceRow = z.output<typeof carrierInvoiceRowSchema>;

export const billPreviewRowSchema = z
  .object({
    handoverID: z.string(),
    boxId: z.string(),
    awb: z.string(),
    noe: z.string(),
    exporterName: z.string().nullable(),
    pickupDate: z.string(),
    chargeableWeight: z.number(),
    netAmount: z.number(),
  })
  .meta({ id: 'BillPreviewRow' });
export type BillPreviewRow = z.output<typeof billPreviewRowSchema>;

/** The reconciliation report of one file. */
export const billingReportSchema = z
  .object({
    fileId: z.number().int().nullable(),
    carrier: z.string(),
    rows: z.number().int(),
    added: z.number().int(),
    duplicate: z.boolean(),
    matched: z.number().int(),
    unmatched: z.number().int(),
    weight: z.number().int(),
    overbilled: z.number().int(),
    underbilled: z.number().int(),
    errors: z.array(z.string()),
    perExporter: z
      .array(
        z.object({
          exporterId: z.number().int(),
          exporterName: z.string(),
          rows: z.number().int(),
          amount: z.number(),
        }),
      )
      .describe('What each exporter should be debited for the matched rows (billed amount + arrear)'),
  })
  .meta({ id: 'BillingReport' });
export type BillingReport = z.output<typeof billingReportSchema>;
