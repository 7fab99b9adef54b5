/**
 * Issue 24 "One order, whatever the door": a bulk-sheet row (001 §3 "Bulk-upload row columns")
 * becomes the order API's Order (001 §3 "Public order-saving payload"), so the documents read one shape.
 */
import { describe, expect, it } from 'vitest';
import {
  BULK_EXTRA_COLUMNS,
  bulkRowSchema,
  bulkRowToOrder,
  normalizeBulkRow,
  orderSchema,
  ORDER_MSG,
  sampleBulkRow,
  sampleTrackingNo,
} from '../src';

const row = (over: Record<string, unknown> = {}) => {
  const r = bulkRowSchema(false).safeParse(normalizeBulkRow(sampleBulkRow(1, over)));
  if (!r.success) throw new Error(r.error.issues[0].message);
  return r.data;
};

describe("bulkRowToOrder: the sheet row in the order API's fields", () => {
  it('maps the consignee, quantities, weights and values to the fields the documents read', () => {
    const o = bulkRowToOrder(row({ hsnCode: '95030030' }), { orderId: 'XL1-R3', serialNo: '3' });
    expect(o).toMatchObject({
      consigneeName: 'John Doe',
      consigneeAddress: '1 Market Street',
      consigneeCity: 'San Francisco',
      consigneeState: 'CA',
      consigneeZipCode: '94105',
      consigneeCountry: 'USA',
      quantity: '2',
      unit: 'pieces',
      itemNetWeight: '400',
      itemGrossWeight: '450',
      grossWeight: '450',
      fob_foreign: '18.25',
      freight: '410.50',
      hsnCode: '95030030',
      orderId: 'B-1',
      serialNo: '3',
      invoiceDate: '15-01-2026',
    });
    // No sheet key survives: the stored order is the API's shape only.
    expect(
      Object.keys(o).filter((k) => k.startsWith('consigneeDetails_') || k === 'quantity_number'),
    ).toEqual([]);
  });

  it('fills what the sheet lacks with the written defaults, and the result passes the order API', () => {
    const o = bulkRowToOrder(row({ orderId: undefined, trackingNo: sampleTrackingNo(7) }), {
      orderId: 'XL9-R4',
      serialNo: '4',
    });
    expect(o).toMatchObject({
      orderId: 'XL9-R4',
      packageDesc: 'Brass diya set',
      otherCharge: '0',
      dutyCess_rate: '0',
      currency: 'USD',
      category: 'Other',
      parcelType: "Int'l Tracked Packets",
      invoiceTerms: 'Advance Payment',
      igstMode: 'Export under LUT/Bond',
      trackingNo: sampleTrackingNo(7),
    });
    expect(orderSchema.safeParse({ ...o, hsnCode: '95030030' }).success).toBe(true);
  });

  it('takes a named category\'s default HSN code (001 §3), never the "Other" default\'s', () => {
    expect(bulkRowToOrder(row({ category: 'Tea' }), { orderId: 'x', serialNo: '1' }).hsnCode).toBe('0902');
    expect(bulkRowToOrder(row(), { orderId: 'x', serialNo: '1' }).hsnCode).toBe('');
  });
});

describe('the optional tracking column (issue 24)', () => {
  it('is a column of the template', () => expect(BULK_EXTRA_COLUMNS).toContain('trackingNo'));

  it('is checked as the order API checks it, and kept without spaces in capitals', () => {
    const good = sampleTrackingNo(3);
    expect(row({ trackingNo: ` ${good.slice(0, 4)} ${good.slice(4).toLowerCase()}` }).trackingNo).toBe(good);
    const bad = bulkRowSchema(false).safeParse(normalizeBulkRow(sampleBulkRow(1, { trackingNo: 'EM123' })));
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['trackingNo'], message: ORDER_MSG.trackingNo });
    expect(row().trackingNo).toBeUndefined();
  });
});
