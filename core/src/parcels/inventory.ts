/**
 * Inventory (SKUs) and templates (issue 15; 000 §7 inventory/*, template/*). An SKU carries what
 * an item of the parcel form needs: description, HSN, unit, weight (grams) and value. Templates
 * keep a consignee's or an item's fields under a name.
 */
import { z } from 'zod';
import { boundMessage } from '../orders/fields';
import { type Bound, fobBound, ORDER_BOUNDS } from '../orders/limits';
import { CURRENCIES } from '../orders/enums';
import { isValidHsn } from '../validators';
import { fieldLabel } from '../labels';

export const INVENTORY_MSG = {
  hsn: 'Invalid HSN (Min 4 and max 8 digits)',
  saved: 'SKU saved',
  deleted: 'SKU deleted',
  notFound: 'SKU not found',
  imported: (n: number) => `${n} SKU${n === 1 ? '' : 's'} imported`,
  rejected: (n: number) => `${n} row${n === 1 ? '' : 's'} rejected; nothing imported`,
  templateSaved: 'Template saved',
  templateDeleted: 'Template deleted',
  templateNotFound: 'Template not found',
} as const;

/** Workbook columns of the inventory import and export, in this order. */
export const INVENTORY_COLUMNS = [
  'sku',
  'description',
  'hsnCode',
  'unit',
  'weight',
  'value',
  'currency',
] as const;

const num = (f: string, bound: Bound) =>
  z.coerce
    .number({ message: `${fieldLabel(f)} must be a number` })
    .refine((n) => Number.isFinite(n) && n > 0, `${fieldLabel(f)} must be more than 0`)
    // An item goes in one parcel (issue 23): core/orders/limits.ts says why each bound.
    .refine((n) => n <= bound.max, boundMessage(f, bound));

export const inventoryItemSchema = z
  .object({
    sku: z.string().trim().min(1, 'sku is required').max(64),
    description: z.string().trim().min(1, 'description is required').max(500),
    // "Invalid HSN (Min 4 and max 8 digits)" (001 §5).
    hsnCode: z
      .string()
      .trim()
      .refine((s) => /^\d{4,8}$/.test(s) && isValidHsn(s), INVENTORY_MSG.hsn),
    unit: z.string().trim().min(1, 'unit is required').max(30),
    weight: num('weight', ORDER_BOUNDS.grams).transform((n) => Math.round(n)),
    value: num('value', ORDER_BOUNDS.fob).transform((n) => Math.round(n * 100) / 100),
    currency: z.enum(CURRENCIES).default('USD'),
  })
  .superRefine((i, ctx) => {
    // One item's value in its own currency: ₹10 lakh at a cautious rate (as an order's FOB).
    const fob = fobBound(i.currency);
    if (i.value > fob.max)
      ctx.addIssue({ code: 'custom', path: ['value'], message: boundMessage('value', fob) });
  });
export type InventoryItem = z.infer<typeof inventoryItemSchema>;
/** A saved SKU as the inventory calls answer it. */
export const inventoryRowSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  description: z.string(),
  hsnCode: z.string(),
  unit: z.string(),
  weight: z.number().describe('grams'),
  value: z.number(),
  currency: z.enum(CURRENCIES),
  updatedAt: z.number(),
});
export type InventoryRow = z.output<typeof inventoryRowSchema>;

export const TEMPLATE_KINDS = ['consignee', 'item'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/**
 * The order's consignee fields (001 §3), in the parcel form's order: a consignee template holds
 * them, and the parcel form copies them from the box to every item. One list, used by both.
 */
export const CONSIGNEE_FIELDS = [
  'consigneeName',
  'consigneeBusinessName',
  'consigneeAddress',
  'consigneeCity',
  'consigneeState',
  'consigneeZipCode',
  'consigneeCountry',
  'consigneeEmail',
  'consigneeMobile',
  'consigneeImporterCode',
] as const;

/** The fields a template may hold, per kind (the rest of the payload is ignored). */
export const TEMPLATE_FIELDS: Record<TemplateKind, readonly string[]> = {
  consignee: CONSIGNEE_FIELDS,
  item: [
    'description',
    'packageDesc',
    'hsnCode',
    'unit',
    'quantity',
    'itemNetWeight',
    'itemGrossWeight',
    'category',
    'fob_foreign',
    'currency',
    'sku',
    'igstDetails_rate',
  ],
};

export const templateSchema = z.object({
  kind: z.enum(TEMPLATE_KINDS),
  name: z.string().trim().min(1, 'Template name is required').max(80),
  data: z.record(z.string(), z.string().max(500)),
});
export type TemplateInput = z.infer<typeof templateSchema>;
/** A saved template as the template calls answer it. */
export const templateRowSchema = templateSchema.extend({ id: z.number().int(), updatedAt: z.number() });
export type TemplateRow = z.output<typeof templateRowSchema>;
