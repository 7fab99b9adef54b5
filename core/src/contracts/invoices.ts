/**
 * Invoices (002 §7 "Invoices and logos"): the export invoices made in the portal, the tax
 * invoice of a box, and the GST report (002 §7 downloadGstin).
 */
import { z } from 'zod';
import { pagerSchema } from '../pager';
import { exportInvoiceRefSchema, exportInvoiceSchema, exportInvoiceViewSchema } from '../gst/export-invoice';
import { downloadGstinSchema } from '../gst/gstr';
import { boxIdSchema, taxInvoiceBoxSchema, taxInvoicePdfSchema } from '../gst/tax-invoice';
import { contract, fileAnswer } from './contract';

const TAG = 'Invoices';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The pager of 000 §9, as a list answers it: core's one schema. */
export const listPagerSchema = pagerSchema;

export const exportInvoiceIdSchema = z.object({ invoiceId: z.coerce.number().int().positive() });
export const exportInvoicePageSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});
const savedInvoice = exportInvoiceViewSchema.extend({ id: z.number().int() });
/** An export invoice as saved (it has its id). */
export type SavedExportInvoice = z.output<typeof savedInvoice>;

export const INVOICE_CONTRACTS = {
  exportInvoice: contract({
    name: 'getExportInvoice',
    summary: "A parcel's or a docket's export invoice: the saved one, else a draft from its orders",
    method: 'GET',
    path: 'exportinvoice/{type}/{id}',
    tag: TAG,
    auth: 'bearer',
    permission: 'gst.report',
    params: exportInvoiceRefSchema,
    answer: exportInvoiceViewSchema,
  }),
  createExportInvoice: contract({
    name: 'createExportInvoice',
    summary: "Save a parcel's or a docket's export invoice",
    method: 'POST',
    path: 'exportinvoice/{type}/{id}',
    tag: TAG,
    auth: 'bearer',
    permission: 'gst.report',
    params: exportInvoiceRefSchema,
    payload: exportInvoiceSchema,
    answer: savedInvoice,
  }),
  listExportInvoices: contract({
    name: 'listExportInvoices',
    summary: 'Every saved export invoice, 20 a page',
    method: 'GET',
    path: 'exportinvoices',
    tag: TAG,
    auth: 'bearer',
    permission: 'gst.report',
    query: exportInvoicePageSchema,
    answer: z.array(savedInvoice),
    extra: { count: z.number().int(), pager: listPagerSchema },
  }),
  updateExportInvoice: contract({
    name: 'updateExportInvoice',
    summary: 'Change a saved export invoice (its revision goes up)',
    method: 'PUT',
    path: 'exportinvoices/{invoiceId}',
    tag: TAG,
    auth: 'bearer',
    permission: 'gst.report',
    params: exportInvoiceIdSchema,
    payload: exportInvoiceSchema,
    answer: savedInvoice,
  }),
  exportInvoicePdf: contract({
    name: 'exportInvoicePdf',
    summary: 'A saved export invoice as a PDF, drawn again',
    method: 'GET',
    path: 'exportinvoices/{invoiceId}/pdf',
    tag: TAG,
    auth: 'bearer',
    permission: 'gst.report',
    params: exportInvoiceIdSchema,
    answer: fileAnswer('application/pdf'),
  }),
  boxForInvoice: contract({
    name: 'getdatabyboxforinvoice',
    summary: "A box's invoice lines, parties and starting totals for its tax invoice",
    method: 'POST',
    path: 'getdatabyboxforinvoice',
    tag: TAG,
    auth: 'bearer',
    permission: 'gst.report',
    payload: boxIdSchema,
    answer: taxInvoiceBoxSchema.extend({
      hasLogo: z.boolean().describe('false: the page warns that the PDF will carry no logo'),
    }),
  }),
  taxInvoicePdf: contract({
    name: 'downloadTaxInvoicePdf',
    summary: "A box's tax invoice, as edited, as a PDF",
    description: "downloadAsPdf type 'invoice' of the spec.",
    method: 'POST',
    path: 'invoice/downloadAsPdf',
    tag: TAG,
    auth: 'bearer',
    permission: 'gst.report',
    payload: taxInvoicePdfSchema,
    answer: fileAnswer('application/pdf'),
  }),
};

const gstReport = {
  summary: 'The GST report of a month: the Table 6A `exp` sheet (.xlsx) or its GSTR-1 JSON',
  path: 'downloadGstin',
  tag: 'GST',
  auth: 'bearer',
  permission: 'gst.report',
  answer: fileAnswer(XLSX, 'application/json'),
} as const;

export const GST_CONTRACTS = {
  downloadGstin: contract({
    ...gstReport,
    name: 'downloadGstin',
    method: 'POST',
    payload: downloadGstinSchema,
  }),
  downloadGstinByQuery: contract({
    ...gstReport,
    name: 'downloadGstinByQuery',
    description: 'The same selects as a query, for scripts (the CLI).',
    method: 'GET',
    query: downloadGstinSchema,
    examples: {
      cli: 'exportdesk gstr --month 2026-10 --provider indiapost --out exp.xlsx',
    },
  }),
};
