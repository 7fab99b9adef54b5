/**
 * The tax invoice generator (002 §2.4, §3 "Invoice data (per box)", "Invoice edit fields", §7
 * "Invoices and logos", §8, §9 "Sales basis options … GST mode options"): the box's invoice data,
 * the fields the exporter may edit before Generate, and their rules. Shared by the API (which
 * checks them and draws the PDF) and the page (its form).
 */
import { z } from 'zod';
import { boundMessage } from '../orders/fields';
import { ORDER_BOUNDS } from '../orders/limits';
import { IGST_MODES, INVOICE_TERMS } from '../orders/enums';

/** "Sales basis options: Advance Payment, Payment term 15, 30 and 90 days." */
export const SALES_BASIS_OPTIONS = INVOICE_TERMS;
/** "GST mode options: Not Applicable, Export with Payment of IGST, Export under LUT/Bond." */
export const GST_MODE_OPTIONS = IGST_MODES;

export const TAX_INVOICE_MSG = {
  /** 002 §8 "Missing exporter logo". */
  noLogo: 'Please upload your logo',
  /** 002 §8 "PDF download success": title and text. */
  downloading: 'Downloading',
  pdfDownloading: 'Pdf file is downloading',
  // ours, where the spec shows none
  boxId: 'Please enter a box id.',
  noBox: (boxId: string) => `No parcel with box id ${boxId} was found in your orders.`,
  positive: (label: string) => `${label} must be greater than 0.`,
  notNegative: (label: string) => `${label} cannot be negative.`,
  igstWithoutPayment: 'IGST total must be 0 unless the GST mode is Export with Payment of IGST.',
  tooManyRows: 'At most 5 extra rows.',
} as const;

/** The box id of the route, upper-cased ("route with id = box id, upper case"). */
export const boxIdSchema = z.object({
  boxId: z
    .string({ message: TAX_INVOICE_MSG.boxId })
    .trim()
    .min(1, TAX_INVOICE_MSG.boxId)
    .max(40)
    .transform((s) => s.toUpperCase()),
});

const amountOf = (label: string, min: 'positive' | 'nonNegative') =>
  z.union([z.number(), z.string()]).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : Number(String(v).replace(/,/g, '').trim());
    const bad = typeof v === 'string' && !v.trim();
    if (bad || !Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: TAX_INVOICE_MSG.positive(label) });
      return z.NEVER;
    }
    // "0 or negative values refused": amounts a buyer pays are above 0; IGST may be 0 (under LUT).
    if (min === 'positive' ? n <= 0 : n < 0) {
      ctx.addIssue({
        code: 'custom',
        message: min === 'positive' ? TAX_INVOICE_MSG.positive(label) : TAX_INVOICE_MSG.notNegative(label),
      });
      return z.NEVER;
    }
    // One box's sale (issue 23): at most one consignment's value, core/orders/limits.ts.
    if (n > ORDER_BOUNDS.inr.max) {
      ctx.addIssue({ code: 'custom', message: boundMessage(label, ORDER_BOUNDS.inr) });
      return z.NEVER;
    }
    return Math.round(n * 100) / 100;
  });

const text = (max: number) => z.string().trim().max(max).optional().default('');

/** One extra row under the lines (descHeading/valueHeading head the column; description/descValue a row). */
export const extraRowSchema = z.object({
  description: z.string().trim().min(1, 'Extra row description is required.').max(200),
  value: amountOf('Extra row value', 'positive'),
});

/** downloadAsPdf type 'invoice': the box and the edited fields (002 §3 "Invoice edit fields"). */
export const taxInvoicePdfSchema = z
  .object({
    type: z.literal('invoice', { message: "type must be 'invoice'" }),
    boxId: boxIdSchema.shape.boxId,
    gstMode: z.enum(GST_MODE_OPTIONS, { message: 'Please select a GST mode.' }),
    salesBasis: z.enum(SALES_BASIS_OPTIONS, { message: 'Please select a sales basis.' }),
    transactionId: text(64),
    orderid: text(64),
    totalAmount: amountOf('Total amount', 'positive'),
    igstTotal: amountOf('IGST total', 'nonNegative'),
    paidAmount: amountOf('Paid amount', 'positive'),
    amountInWrd: text(300),
    heading: z.string().trim().max(80).optional().default('TAX INVOICE'),
    extraInfo: text(500),
    descHeading: text(60),
    description: text(200),
    valueHeading: text(60),
    descValue: z.union([z.number(), z.string()]).optional(),
    extraRows: z.array(extraRowSchema).max(5, TAX_INVOICE_MSG.tooManyRows).optional().default([]),
    signatory: z
      .object({
        name: z.string().trim().max(120),
        designation: z.string().trim().max(80).optional().default(''),
      })
      .optional(),
    withLogo: z.boolean().optional().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.igstTotal > 0 && v.gstMode !== 'Export with Payment of IGST')
      ctx.addIssue({ code: 'custom', path: ['igstTotal'], message: TAX_INVOICE_MSG.igstWithoutPayment });
  })
  .transform((v, ctx) => {
    // The spec's single extra row (description + descValue) joins the list of extra rows.
    const rows = [...v.extraRows];
    if (v.description || (v.descValue !== undefined && String(v.descValue).trim() !== '')) {
      const r = extraRowSchema.safeParse({ description: v.description, value: v.descValue ?? '' });
      if (!r.success) {
        ctx.addIssue({ code: 'custom', path: ['descValue'], message: r.error.issues[0]!.message });
        return z.NEVER;
      }
      rows.unshift(r.data);
    }
    if (rows.length > 5) {
      ctx.addIssue({ code: 'custom', path: ['extraRows'], message: TAX_INVOICE_MSG.tooManyRows });
      return z.NEVER;
    }
    return { ...v, extraRows: rows };
  });
export type TaxInvoicePdf = z.output<typeof taxInvoicePdfSchema>;
export type TaxInvoicePdfInput = z.input<typeof taxInvoicePdfSchema>;

/** One line of getdatabyboxforinvoice's `result` (002 §3 "Result lines"). */
export const taxInvoiceLineSchema = z.object({
  invoiceNo: z.string(),
  invoiceDate: z.string(),
  slNo: z.number().int(),
  description: z.string(),
  hsnCode: z.string(),
  quantity: z.object({ number: z.number(), unit: z.string() }),
  paymentDetails: z.object({
    currency: z.string(),
    fob_foreign: z.number(),
    exchangeRate: z.number(),
    fob: z.number(),
  }),
  igstDetails: z.object({ rate: z.number(), amount: z.number() }),
  igstPayment: z.string(),
  invoiceTerms: z.string(),
  trxnId: z.string(),
  orderId: z.string(),
});
export type TaxInvoiceLine = z.output<typeof taxInvoiceLineSchema>;

const party = { name: z.string(), address: z.string() };
export const taxInvoiceBoxSchema = z
  .object({
    result: z.array(taxInvoiceLineSchema),
    boxDetails: z.object({
      boxId: z.string(),
      docketNo: z.string(),
      exporterDetails: z.object({ ...party, ieCode: z.string(), gstin: z.string() }),
      consigneeDetails: z.object({ ...party, city: z.string(), zipCode: z.string(), country: z.string() }),
    }),
    totals: z
      .object({ totalAmount: z.number(), igstTotal: z.number(), paidAmount: z.number() })
      .describe('The figures the form starts from (the exporter may edit them)'),
  })
  .meta({ id: 'TaxInvoiceBox' });
export type TaxInvoiceBox = z.output<typeof taxInvoiceBoxSchema>;

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/**
 * The starting totals: total = the lines' value in rupees, IGST = the lines' IGST (only with
 * payment of IGST), paid = total + IGST.
 */
export function taxInvoiceTotals(lines: readonly TaxInvoiceLine[]) {
  const totalAmount = round2(lines.reduce((s, l) => s + l.paymentDetails.fob, 0));
  const igstTotal = round2(lines.reduce((s, l) => s + l.igstDetails.amount, 0));
  return { totalAmount, igstTotal, paidAmount: round2(totalAmount + igstTotal) };
}
