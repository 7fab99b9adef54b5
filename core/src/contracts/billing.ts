/** The carrier bill files and their invoices (002 §7 "Billing"), the super admin's. */
import { z } from 'zod';
import {
  billingCountSchema,
  billingFileParamsSchema,
  billingReportSchema,
  billingSummaryQuerySchema,
  billPreviewRowSchema,
  carrierInvoiceRowSchema,
  genDhlBillFileSchema,
  processBillFileSchema,
  processDhlInvoiceSchema,
  updateDhlInvoicesSchema,
  updateVatSchema,
} from '../billing/schemas';
import { contract, fileAnswer } from './contract';

const TAG = 'Billing';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A bill file's state while its job reads it, and its report. */
export const billingFileStateSchema = z
  .object({
    fileId: z.number().int().optional().describe('Absent on a dry run: nothing was stored'),
    status: z.string().optional().describe('queued, saved or rejected'),
    report: billingReportSchema,
    message: z.string(),
  })
  .meta({ id: 'BillingFileState' });

/** Gen. Invoices answers the numbers it gave; Mark as paid how many rows it marked. */
const invoiceActionSchema = z.object({
  numbers: z.array(z.string()).optional().describe('Our invoice numbers, one per row generated'),
  count: z.number().int().optional().describe('Rows marked paid'),
  message: z.string(),
});

export const BILLING_CONTRACTS = {
  processDhlInvoice: contract({
    name: 'processdhlinvoice',
    summary: "A carrier's invoice rows a page at a time, or a bill file's preview before upload",
    description: "type 'view': the list (count, page); type 'preview': the file's first rows and its report.",
    method: 'POST',
    path: 'processdhlinvoice',
    tag: TAG,
    auth: 'bearer',
    permission: 'billing.manage',
    payload: processDhlInvoiceSchema,
    answer: z.array(z.union([carrierInvoiceRowSchema, billPreviewRowSchema])),
    extra: {
      count: z.number().int().optional(),
      page: z.number().int().optional(),
      report: billingReportSchema.optional(),
    },
  }),
  processBillFile: contract({
    name: 'processbillfile',
    summary: "Upload a carrier's bill file: stored, then read and reconciled by a job",
    method: 'POST',
    path: 'processbillfile',
    tag: TAG,
    auth: 'bearer',
    permission: 'billing.manage',
    payload: processBillFileSchema,
    answer: billingFileStateSchema,
  }),
  fileStatus: contract({
    name: 'getBillingFile',
    summary: "A bill file's state and reconciliation report",
    method: 'GET',
    path: 'billing/files/{id}',
    tag: TAG,
    auth: 'bearer',
    permission: 'billing.manage',
    params: billingFileParamsSchema,
    answer: billingFileStateSchema,
  }),
  fileReport: contract({
    name: 'getBillingFileReport',
    summary: "A bill file's reconciliation workbook, mismatches highlighted",
    method: 'GET',
    path: 'billing/files/{id}/report',
    tag: TAG,
    auth: 'bearer',
    permission: 'billing.manage',
    params: billingFileParamsSchema,
    answer: fileAnswer(XLSX),
  }),
  count: contract({
    name: 'getalldhlBillscount',
    summary: "How many invoice rows a carrier's list holds for the filter",
    method: 'POST',
    path: 'getalldhlBillscount',
    tag: TAG,
    auth: 'bearer',
    permission: 'billing.manage',
    payload: billingCountSchema,
    answer: z.number().int(),
    extra: { count: z.number().int() },
  }),
  summary: contract({
    name: 'getdhlBillSummary',
    summary: "What is still unpaid on a carrier's invoices (amount + arrear), in rupees",
    method: 'GET',
    path: 'getdhlBillSummary',
    tag: TAG,
    auth: 'bearer',
    permission: 'billing.manage',
    query: billingSummaryQuerySchema,
    answer: z.number(),
  }),
  genBillFile: contract({
    name: 'gendhlbillfile',
    summary: "A carrier's (filtered) invoice list as a workbook, its bytes in `link`",
    method: 'POST',
    path: 'gendhlbillfile',
    tag: TAG,
    auth: 'bearer',
    permission: 'billing.manage',
    payload: genDhlBillFileSchema,
    answer: z.null(),
    extra: {
      link: z
        .object({ type: z.literal('Buffer'), data: z.array(z.number().int()) })
        .describe('"link.data bytes (xlsx)": the workbook as JSON bytes'),
    },
  }),
  updateInvoices: contract({
    name: 'updateDhlInvoices',
    summary: "Generate our invoices for a carrier invoice's rows, or mark them paid",
    method: 'POST',
    path: 'updateDhlInvoices',
    tag: TAG,
    auth: 'bearer',
    permission: 'billing.manage',
    payload: updateDhlInvoicesSchema,
    answer: invoiceActionSchema,
  }),
  updateVat: contract({
    name: 'updateVat',
    summary: 'Generate a VAT invoice for a carrier invoice (or one box), or mark VAT invoices paid',
    method: 'POST',
    path: 'excel/updateVat',
    tag: TAG,
    auth: 'bearer',
    permission: 'billing.manage',
    payload: updateVatSchema,
    answer: invoiceActionSchema,
  }),
};
