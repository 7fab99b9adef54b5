/** What the parcel, inventory and template calls answer (issue 15): zod schemas, their types inferred. */
import { z } from 'zod';
import type { Order } from '../orders/order';
import { pagerSchema } from '../pager';
import { PARCEL_CARRIERS } from '../carriers/vocabulary';
import { PARCEL_STATUSES } from './state';

export const parcelListItemSchema = z
  .object({
    id: z.number().int(),
    boxId: z.string(),
    exporter: z.object({ id: z.number().int(), ieCode: z.string().nullable(), name: z.string() }),
    carrier: z.enum(PARCEL_CARRIERS),
    pbe: z.string(),
    status: z.enum(PARCEL_STATUSES),
    docketNo: z.string().nullable(),
    source: z.string(),
    orderIds: z.array(z.string()),
    invoiceNo: z.string(),
    consigneeName: z.string(),
    consigneeCountry: z.string(),
    currency: z.string(),
    fobForeign: z.number(),
    itemCount: z.number().int(),
    grossWeight: z.number(),
    createdAt: z.number(),
    dutyFree: z
      .string()
      .nullable()
      .optional()
      .describe("'Above duty-free allowance (US 800 USD)' when the FOB passes the destination's de minimis"),
  })
  .meta({ id: 'ParcelListItem' });
export type ParcelListItem = z.output<typeof parcelListItemSchema>;

/** A stored item is an order as saveorderdata reads it (001 §3); it is not read again on the way out. */
const storedOrder = z.custom<Order>((v) => !!v && typeof v === 'object', 'an order');

export const parcelDetailSchema = parcelListItemSchema
  .extend({
    items: z.array(storedOrder).describe('The items as saved: the order fields of saveorderdata (001 §3)'),
  })
  .meta({ id: 'ParcelDetail' });
export type ParcelDetail = z.output<typeof parcelDetailSchema>;

export const parcelPageSchema = z.object({
  items: z.array(parcelListItemSchema),
  pager: pagerSchema,
  reviewBeforePbe: z.boolean(),
});
export type ParcelPage = z.output<typeof parcelPageSchema>;

export const createdPbeSchema = z
  .object({
    type: z.string(),
    tempSBill: z.string().describe('The new docket'),
    boxIds: z.array(z.string()),
    orderIds: z.array(z.string()),
  })
  .meta({ id: 'CreatedPbe' });
export type CreatedPbe = z.output<typeof createdPbeSchema>;
