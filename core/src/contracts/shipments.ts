/**
 * Ship Abroad (001 §7 "Shipment booking"): a super user's personal-export shipments under
 * shipAbroad/*. The spec names these calls in words only ("get all ship-abroad super-user data"…);
 * the operation names are ours, each prefixed `shipAbroad` so none clashes with another area's.
 */
import { z } from 'zod';
import { indiaPostAnswerSchema } from '../rates/answers';
import {
  SHIPPING_METHODS,
  shipmentListQuerySchema,
  shipmentPickupAnswerSchema,
  shipmentPickupSchema,
  shipmentPriceSchema,
  shipmentRefSchema,
  shipmentSaveSchema,
  shipmentTrackingSchema,
  shipmentTransitSchema,
  shipmentUpdateSchema,
} from '../shipabroad/rules';
import { pagerSchema } from '../pager';
import { contract } from './contract';

/** A shipment as the list and the edit modal read it (001 §3 names). */
export const shipAbroadShipmentSchema = z
  .object({
    boxId: z.string(),
    refno: z.string(),
    trackingNo: z.string().nullable(),
    status: z.string(),
    exporterId: z.string().describe('The customer id'),
    packageDesc: z.string(),
    height: z.number(),
    width: z.number(),
    length: z.number(),
    grossWeight: z.number().describe('grams'),
    cifValue: z.number(),
    hsnCode: z.string(),
    shippingMethod: z.enum(SHIPPING_METHODS),
    shippingCharge: z.number(),
    pickupDate: z.string().nullable().describe('DD/MM/YYYY'),
    productCategory: z.string(),
    customerFeedback: z.object({ stars: z.number(), reached_on_time: z.boolean() }).nullable(),
    lastCommentAt: z.number().nullable(),
    createdAt: z.number(),
    consigneeDetails: z.object({
      name: z.string(),
      address: z.string(),
      city: z.string(),
      state: z.string(),
      country: z.string(),
      countryCode: z.string(),
      email: z.string(),
      mobile: z.string(),
      zipCode: z.string(),
    }),
  })
  .meta({ id: 'ShipAbroadShipment' });
export type ShipAbroadShipment = z.output<typeof shipAbroadShipmentSchema>;

/** One shipment with its dated comments (the detail and every change answer it). */
export const shipAbroadDetailSchema = shipAbroadShipmentSchema.extend({
  comments: z.array(z.object({ status: z.string(), comment: z.string(), timeStamp: z.number() })),
});
export type ShipAbroadDetail = z.output<typeof shipAbroadDetailSchema>;

export const shippingOptionSchema = z.object({
  method: z.enum(SHIPPING_METHODS),
  label: z.string(),
  promise: z.string(),
  tracking: z.boolean(),
  cost: z.number().nullable().describe('Rupees; null when Not Available'),
  display: z.string(),
});

const su = { tag: 'Ship Abroad', auth: 'bearer', permission: 'shipAbroad.manage' } as const;
const post = { ...su, method: 'POST' } as const;

export const SHIPMENT_CONTRACTS = {
  list: contract({
    ...su,
    name: 'shipAbroadList',
    summary: 'Every Ship Abroad shipment, a page at a time',
    method: 'GET',
    path: 'shipAbroad',
    query: shipmentListQuerySchema,
    answer: z.object({
      count: z.number().int(),
      pager: pagerSchema,
      users: z.array(shipAbroadShipmentSchema),
    }),
    extra: { users: z.array(shipAbroadShipmentSchema), count: z.number().int() },
  }),
  count: contract({
    ...su,
    name: 'shipAbroadCount',
    summary: 'How many Ship Abroad shipments there are ("get order count")',
    method: 'GET',
    path: 'shipAbroad/count',
    answer: z.object({ length: z.number().int() }),
    extra: { length: z.number().int() },
  }),
  calculatePrice: contract({
    ...post,
    name: 'shipAbroadCalculatePrice',
    summary: "A parcel's India Post prices and the shipping methods they allow",
    path: 'shipAbroad/calculatePrice',
    payload: shipmentPriceSchema,
    answer: indiaPostAnswerSchema.extend({ options: z.array(shippingOptionSchema) }),
  }),
  addOrder: contract({
    ...post,
    name: 'shipAbroadAddOrder',
    summary: 'Book a shipment for a customer (priced by the server)',
    path: 'shipAbroad/addOrder',
    payload: shipmentSaveSchema,
    answer: z.object({ refno: z.string() }),
    extra: { refno: z.string() },
  }),
  update: contract({
    ...post,
    name: 'shipAbroadUpdate',
    summary: 'Change a shipment while its status allows',
    path: 'shipAbroad/update',
    payload: shipmentUpdateSchema,
    answer: shipAbroadDetailSchema,
  }),
  pickupDate: contract({
    ...post,
    name: 'shipAbroadPickupDate',
    summary: "Ask for a shipment's pickup on a date",
    path: 'shipAbroad/pickupDate',
    payload: shipmentPickupSchema,
    answer: shipAbroadDetailSchema,
  }),
  trackingNo: contract({
    ...post,
    name: 'shipAbroadTrackingNo',
    summary: "Set a shipment's tracking number",
    path: 'shipAbroad/trackingNo',
    payload: shipmentTrackingSchema,
    answer: shipAbroadDetailSchema,
  }),
  remove: contract({
    ...post,
    name: 'shipAbroadDelete',
    summary: 'Delete a shipment while its status allows',
    path: 'shipAbroad/delete',
    payload: shipmentRefSchema,
    answer: z.object({ refno: z.string() }),
  }),
  printCn22: contract({
    ...post,
    name: 'shipAbroadPrintCn22',
    summary: "A shipment's CN22 customs declaration, as printable HTML",
    path: 'shipAbroad/printCn22',
    payload: shipmentRefSchema,
    answer: z.object({ cn22: z.string().describe('HTML') }),
    extra: { cn22: z.string() },
  }),
  pickupAnswer: contract({
    ...post,
    permission: 'pickups.manage',
    name: 'shipAbroadPickupAnswer',
    summary: "Answer a shipment's pickup: acknowledge, confirm or decline",
    path: 'shipAbroad/pickupAnswer',
    payload: shipmentPickupAnswerSchema,
    answer: shipAbroadDetailSchema,
  }),
  transit: contract({
    ...post,
    name: 'shipAbroadTransit',
    summary: 'Record where a shipment in transit is, with a comment',
    path: 'shipAbroad/transit',
    payload: shipmentTransitSchema,
    answer: shipAbroadDetailSchema,
  }),
  detail: contract({
    ...post,
    name: 'shipAbroadDetail',
    summary: 'One shipment with its comments',
    path: 'shipAbroad/detail',
    payload: shipmentRefSchema,
    answer: shipAbroadDetailSchema,
  }),
};
