/** Payloads of the order/* parcel calls (issue 15): the API validates with these, the forms use them. */
import { z } from 'zod';
import { orderSchema } from '../orders/order';
import { PBE_TYPES } from '../orders/enums';
import { boundMessage } from '../orders/fields';
import { carrierGramsBound } from '../orders/limits';
import { PARCEL_CARRIERS } from '../carriers/vocabulary';
import { MAX_PARCEL_SELECTION, PARCEL_MSG, PARCEL_STATUSES } from './state';

const id = z.coerce.number().int().positive();

export const parcelIdsSchema = z.object({
  ids: z
    .array(id, { message: PARCEL_MSG.noneSelected })
    .min(1, PARCEL_MSG.noneSelected)
    .max(MAX_PARCEL_SELECTION),
});
export type ParcelIds = z.infer<typeof parcelIdsSchema>;

export const parcelIdSchema = z.object({ id });

/** createBox / editorders: one parcel (box) of one or more items with one consignee. */
export const parcelFormSchema = z
  .object({
    carrier: z.enum(PARCEL_CARRIERS).default('indiapost'),
    items: z.array(orderSchema).min(1, 'Add at least one item'),
    /** Ours: a CHA or the super admin creates the parcel for this exporter (by IEC). */
    ieCode: z.string().trim().toUpperCase().max(10).optional(),
  })
  .superRefine((p, ctx) => {
    const first = p.items[0];
    if (!first) return;
    const same = p.items.every(
      (i) => i.consigneeName === first.consigneeName && i.consigneeCountry === first.consigneeCountry,
    );
    if (!same) ctx.addIssue({ code: 'custom', path: ['items'], message: PARCEL_MSG.oneConsignee });
    // The carrier is known here: its heaviest parcel, not only the heaviest any service takes.
    const bound = carrierGramsBound(p.carrier);
    p.items.forEach((i, n) => {
      for (const f of ['grossWeight', 'itemGrossWeight', 'itemNetWeight'] as const)
        if (Number(i[f]) > bound.max)
          ctx.addIssue({ code: 'custom', path: ['items', n, f], message: boundMessage(f, bound) });
    });
  });
export type ParcelForm = z.infer<typeof parcelFormSchema>;

export const parcelEditSchema = parcelFormSchema.and(z.object({ id }));
export type ParcelEdit = z.infer<typeof parcelEditSchema>;

export const createPbeSchema = z.object({
  ids: parcelIdsSchema.shape.ids,
  pbe: z.enum(PBE_TYPES),
});
export type CreatePbe = z.infer<typeof createPbeSchema>;

export const docketRefSchema = z.object({ tempSBill: z.string().trim().min(1).max(16) });

export const reviewSettingSchema = z.object({ reviewBeforePbe: z.boolean() });

/** allorders: the list's page, search and filters (per carrier). */
export const parcelListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
  carrier: z.enum(PARCEL_CARRIERS).optional(),
  status: z.enum(PARCEL_STATUSES).optional(),
  pbe: z.enum(PBE_TYPES).optional(),
  country: z.string().trim().max(80).optional(),
  /** Created on or after / before (yyyy-mm-dd, the day in IST). */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type ParcelListQuery = z.infer<typeof parcelListQuerySchema>;
