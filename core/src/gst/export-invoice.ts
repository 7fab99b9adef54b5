/**
 * Export invoices made or edited in the portal (issue 16: /newexportinvoice/{type}/{id},
 * /exportinvoice/{type}/{id}, /all_invoices, /invoice): for a parcel (box) or a docket, drawn by
 * the existing export-invoice renderer. Ours where the spec is silent: the invoice number is
 * unique per exporter; lines need a description, a valid HSN, a quantity and an FOB above 0;
 * charges are rupees, 0 or more.
 */
import { z } from 'zod';
import { boundMessage } from '../orders/fields';
import { findCountry } from '../rates/countries';
import { type Bound, ORDER_BOUNDS } from '../orders/limits';
import { isValidDmyDate } from '../orders/dates';
import { CURRENCIES, IGST_MODES, INVOICE_TERMS } from '../orders/enums';
import { isValidHsn } from '../validators';

export const EXPORT_INVOICE_KINDS = ['parcel', 'docket'] as const;
export type ExportInvoiceKind = (typeof EXPORT_INVOICE_KINDS)[number];

export const EXPORT_INVOICE_MSG = {
  created: 'Invoice created.',
  saved: 'Invoice saved.',
  duplicate: (no: string) => `Invoice number ${no} is already used by another of your invoices.`,
  notFound: 'No such invoice.',
  noSource: (kind: string, id: string) => `No ${kind} ${id} was found in your orders.`,
  exists: (no: string) => `An invoice (${no}) exists for this already: edit it instead.`,
  positive: (label: string) => `${label} must be greater than 0.`,
  notNegative: (label: string) => `${label} cannot be negative.`,
  hsn: 'HSN code must be 6 or 8 digits.',
  date: 'Invoice date must be a valid date (DD-MM-YYYY).',
  lines: 'An invoice needs 1 to 50 lines.',
} as const;

const num = (label: string, positive: boolean, bound: Bound) =>
  z.union([z.number(), z.string()]).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : Number(String(v).replace(/,/g, '').trim());
    const ok = Number.isFinite(n) && !(typeof v === 'string' && !v.trim()) && (positive ? n > 0 : n >= 0);
    if (!ok) {
      ctx.addIssue({
        code: 'custom',
        message: positive ? EXPORT_INVOICE_MSG.positive(label) : EXPORT_INVOICE_MSG.notNegative(label),
      });
      return z.NEVER;
    }
    if (n > bound.max) {
      ctx.addIssue({ code: 'custom', message: boundMessage(label, bound) });
      return z.NEVER;
    }
    return Math.round(n * 100) / 100;
  });

export const exportInvoiceLineSchema = z.object({
  description: z.string().trim().min(1, 'Line description is required.').max(500),
  hsnCode: z
    .string()
    .trim()
    .refine((s) => isValidHsn(s), EXPORT_INVOICE_MSG.hsn),
  quantity: num('Quantity', true, ORDER_BOUNDS.quantity),
  unit: z.string().trim().min(1, 'Unit is required.').max(30),
  fobForeign: num('FOB', true, ORDER_BOUNDS.fob),
  /** weights in grams, as the renderer prints them (from the orders; 0 when unknown) */
  netGrams: z.number().min(0).max(ORDER_BOUNDS.grams.max).optional().default(0),
  grossGrams: z.number().min(0).max(ORDER_BOUNDS.grams.max).optional().default(0),
});

export const exportInvoiceSchema = z.object({
  invoiceNo: z.string().trim().min(1, 'Invoice number is required.').max(40),
  invoiceDate: z
    .string()
    .trim()
    .refine((s) => isValidDmyDate(s), EXPORT_INVOICE_MSG.date),
  terms: z.enum(INVOICE_TERMS, { message: 'Please select the invoice terms.' }),
  igstMode: z.enum(IGST_MODES, { message: 'Please select a GST mode.' }),
  currency: z.enum(CURRENCIES, { message: 'Please select a currency.' }),
  consignee: z.object({
    name: z.string().trim().min(1, 'Consignee name is required.').max(120),
    address: z.string().trim().min(1, 'Consignee address is required.').max(500),
    city: z.string().trim().max(80).default(''),
    zipCode: z.string().trim().max(20).default(''),
    // A name, alias or ISO code of core's table, kept as the table's name (issue 23).
    country: z
      .string()
      .trim()
      .min(1, 'Consignee country is required.')
      .max(80)
      .refine((c) => !!findCountry(c), { message: 'Consignee country is not a country in our list.' })
      .transform((c) => findCountry(c)?.country ?? c),
  }),
  items: z.array(exportInvoiceLineSchema).min(1, EXPORT_INVOICE_MSG.lines).max(50, EXPORT_INVOICE_MSG.lines),
  freightInr: num('Freight', false, ORDER_BOUNDS.inr),
  insuranceInr: num('Insurance', false, ORDER_BOUNDS.inr),
  otherInr: num('Other charges', false, ORDER_BOUNDS.inr),
});
export type ExportInvoiceInput = z.input<typeof exportInvoiceSchema>;
export type ExportInvoiceData = z.output<typeof exportInvoiceSchema>;

export const exportInvoiceRefSchema = z.object({
  type: z.enum(EXPORT_INVOICE_KINDS, { message: 'type must be parcel or docket' }),
  id: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .transform((s) => s.toUpperCase()),
});

/** A stored invoice (or a draft, id null) as the list and the form read it: the payload's output and its record. */
export const exportInvoiceViewSchema = z
  .object({
    invoiceNo: z.string(),
    invoiceDate: z.string(),
    terms: z.enum(INVOICE_TERMS),
    igstMode: z.enum(IGST_MODES),
    currency: z.enum(CURRENCIES),
    consignee: z.object({
      name: z.string(),
      address: z.string(),
      city: z.string(),
      zipCode: z.string(),
      country: z.string(),
    }),
    items: z.array(
      z.object({
        description: z.string(),
        hsnCode: z.string(),
        quantity: z.number(),
        unit: z.string(),
        fobForeign: z.number(),
        netGrams: z.number(),
        grossGrams: z.number(),
      }),
    ),
    freightInr: z.number(),
    insuranceInr: z.number(),
    otherInr: z.number(),
    id: z.number().int().nullable().describe('null: a draft from the orders, not saved yet'),
    kind: z.enum(EXPORT_INVOICE_KINDS),
    ref: z.string().describe('The box id or the docket number'),
    docketNo: z.string(),
    revision: z.number().int(),
    totalInr: z.number(),
    updatedAt: z.number().nullable(),
  })
  .meta({ id: 'ExportInvoice' });
export type ExportInvoiceView = z.output<typeof exportInvoiceViewSchema>;
