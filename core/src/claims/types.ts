/** What the MEIS calls answer (001 §3 "MEIS application", "MEIS order list item"): the contracts' schemas. */
import { z } from 'zod';
import { SCHEMES } from './entitlement';
import { CLAIM_STATUSES } from './machine';

const shippingBill = z.object({ bill: z.string().nullable(), date: z.number().nullable() });
const fob = z.object({ fob: z.number().describe('FOB in rupees') });

export const meisOrderItemSchema = z
  .object({
    _id: z.number().int(),
    orderId: z.string(),
    tempSBill: z.string(),
    shippingBillDetails: shippingBill,
    description: z.string(),
    hsCode: z.string(),
    invoiceNo: z.string(),
    invoiceDate: z.string(),
    paymentDetails: fob,
    rate: z
      .object({
        scheme: z.enum(SCHEMES),
        ratePct: z.number(),
        capPerUnit: z.number().nullable(),
        amount: z.number(),
      })
      .nullable()
      .describe('The rate of entitlement in force on the shipping bill date, null = none (never 0)'),
    claimedIn: z.string().nullable(),
  })
  .meta({ id: 'MeisOrderItem' });
export type MeisOrderItem = z.output<typeof meisOrderItemSchema>;

export const meisRemarkEntrySchema = z.object({ by: z.string(), text: z.string(), date: z.number() });
export type MeisRemark = z.output<typeof meisRemarkEntrySchema>;

const files = z.array(z.object({ fileName: z.string() }));

export const meisApplicationSchema = z
  .object({
    refNo: z.string(),
    ieCode: z.string(),
    exporterName: z.string(),
    status: z.enum(CLAIM_STATUSES),
    reviewCount: z.number().int(),
    reviewedBy: z.string().nullable(),
    reviewedAt: z.number().nullable(),
    updatedAt: z.number(),
    editPermitted: z.boolean(),
    entitlementTotal: z.number(),
    podStatus: z.boolean(),
    popStatus: z.boolean(),
    coiStatus: z.boolean(),
    adStatus: z.boolean(),
    pod: files,
    pop: files,
    coi: files,
    ad: files,
    orderDetails: z.array(
      z.object({
        orderId: z.string(),
        docketNo: z.string(),
        exporterDetails: z.object({ ieCode: z.string() }),
        shippingBillDetails: shippingBill,
        description: z.string(),
        hsCode: z.string(),
        paymentDetails: fob,
      }),
    ),
    excelData: z.array(
      z.object({
        orderId: z.string(),
        hsCode: z.string(),
        scheme: z.enum(SCHEMES),
        rateOfEntitlement: z.number(),
        capPerUnit: z.number().nullable(),
        amount: z.number(),
      }),
    ),
    remarks: z.array(meisRemarkEntrySchema),
    history: z.array(
      z.object({
        from: z.enum(CLAIM_STATUSES).nullable(),
        to: z.enum(CLAIM_STATUSES),
        by: z.string(),
        at: z.number(),
      }),
    ),
  })
  .meta({ id: 'MeisApplication' });
export type MeisApplication = z.output<typeof meisApplicationSchema>;

/** A scheme-rate schedule (issue 16): one uploaded workbook, in force from its date. */
export const schemeVersionSchema = z
  .object({
    id: z.number().int(),
    scheme: z.enum(SCHEMES),
    effectiveFrom: z.number(),
    reference: z.string(),
    sourceName: z.string(),
    rowCount: z.number().int(),
    uploadedBy: z.string().nullable(),
    createdAt: z.number(),
    rolledBackAt: z.number().nullable(),
    demo: z.boolean(),
  })
  .meta({ id: 'SchemeVersion' });
export type SchemeVersion = z.output<typeof schemeVersionSchema>;

/** A row of a schedule. */
export const schemeRateRowSchema = z.object({
  hsCode: z.string(),
  description: z.string(),
  ratePct: z.number(),
  capPerUnit: z.number().nullable().describe('RoDTEP cap in rupees per unit, null when uncapped'),
  capUnit: z.string().nullable(),
});
