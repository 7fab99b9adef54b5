/** GSTR-1 Table 6A rules and the tax invoice edit fields (issue 16; 002 §2.8, §3, §9). */
import { describe, expect, it } from 'vitest';
import {
  downloadGstinSchema,
  dmyToGstDate,
  exportTypeOf,
  GST_MSG,
  gstrInvoice,
  gstrSheetRows,
  lastCompleteGstMonth,
  TAX_INVOICE_MSG,
  taxInvoicePdfSchema,
} from '../src';

describe('GST report', () => {
  it('"GST years listed 2018 to 2030; months 01 to 12": 2017 and 13 are refused with the spec messages', () => {
    const q = { month: '10', year: '2026' };
    expect(downloadGstinSchema.parse(q)).toMatchObject({
      month: '10',
      year: 2026,
      provider: 'indiapost',
      note: 'All',
    });
    expect(downloadGstinSchema.safeParse({ ...q, year: '2017' }).error?.issues[0]?.message).toBe(
      GST_MSG.year,
    );
    expect(downloadGstinSchema.safeParse({ ...q, month: '13' }).error?.issues[0]?.message).toBe(
      GST_MSG.month,
    );
    // "Fedex sets status Pickup Done; Aramex sets Pickup Scheduled."
    expect(downloadGstinSchema.parse({ ...q, serviceProvider: 'fedex' }).status).toBe('Pickup Done');
    expect(downloadGstinSchema.parse({ ...q, serviceProvider: 'aramex' }).status).toBe('Pickup Scheduled');
  });

  it('Export Type from the IGST mode; a missing mode is WOPAY and flagged', () => {
    expect(exportTypeOf('Export with Payment of IGST')).toEqual({ type: 'WPAY', assumed: false });
    expect(exportTypeOf('Export under LUT/Bond')).toEqual({ type: 'WOPAY', assumed: false });
    expect(exportTypeOf(undefined)).toEqual({ type: 'WOPAY', assumed: true });
    expect(dmyToGstDate('05-10-2026')).toBe('05-Oct-2026');
  });

  it('one row per rate; IGST and cess only with payment', () => {
    const inv = gstrInvoice({
      invoiceNo: 'A1',
      invoiceDate: '05-10-2026',
      portCode: 'INDEL5',
      shippingBillNo: null,
      shippingBillDate: null,
      items: [
        { igstMode: 'Export with Payment of IGST', valueInr: 1000, igstRate: 18, cessRate: 1 },
        { igstMode: 'Export with Payment of IGST', valueInr: 500, igstRate: 12, cessRate: 0 },
      ],
    });
    expect(inv.invoiceValue).toBe(1000 + 180 + 10 + 500 + 60);
    expect(gstrSheetRows(inv)).toEqual([
      ['WPAY', 'A1', '05-Oct-2026', 1750, 'INDEL5', '', '', 12, 500, 0],
      ['WPAY', 'A1', '05-Oct-2026', 1750, 'INDEL5', '', '', 18, 1000, 10],
    ]);
  });
});

describe('tax invoice edit fields', () => {
  const edit = {
    type: 'invoice',
    boxId: 'box-1',
    gstMode: 'Export under LUT/Bond',
    salesBasis: 'Advance Payment',
    totalAmount: '100',
    igstTotal: 0,
    paidAmount: 100,
  };
  it('upper-cases the box id and refuses 0 or negative values', () => {
    expect(taxInvoicePdfSchema.parse(edit)).toMatchObject({ boxId: 'BOX-1', totalAmount: 100 });
    expect(taxInvoicePdfSchema.safeParse({ ...edit, totalAmount: 0 }).error?.issues[0]?.message).toBe(
      TAX_INVOICE_MSG.positive('Total amount'),
    );
    expect(taxInvoicePdfSchema.safeParse({ ...edit, paidAmount: -1 }).error?.issues[0]?.message).toBe(
      TAX_INVOICE_MSG.positive('Paid amount'),
    );
    expect(taxInvoicePdfSchema.safeParse({ ...edit, igstTotal: 5 }).error?.issues[0]?.message).toBe(
      TAX_INVOICE_MSG.igstWithoutPayment,
    );
  });
});

describe('/gstr starts at the last complete month (issue 27)', () => {
  it('is the month before the current one in India', () => {
    expect(lastCompleteGstMonth(new Date(Date.UTC(2026, 10, 27, 5)))).toEqual({ year: '2026', month: '10' });
    // 20:00 UTC on 30 Nov is already 1 Dec in India: November is complete
    expect(lastCompleteGstMonth(new Date(Date.UTC(2026, 10, 30, 20)))).toEqual({ year: '2026', month: '11' });
  });
  it('January files for December of the year before', () => {
    expect(lastCompleteGstMonth(new Date(Date.UTC(2027, 0, 15)))).toEqual({ year: '2026', month: '12' });
  });
  it('stays within the years the form lists, and passes the download check', () => {
    expect(lastCompleteGstMonth(new Date(Date.UTC(2035, 5, 1)))).toEqual({ year: '2030', month: '12' });
    expect(lastCompleteGstMonth(new Date(Date.UTC(2010, 5, 1)))).toEqual({ year: '2018', month: '01' });
    const r = downloadGstinSchema.safeParse({ ...lastCompleteGstMonth(), serviceProvider: 'indiapost' });
    expect(r.success).toBe(true);
  });
});
