/** Carrier billing rules (002 §2.3, §3, §4, §5; issue 17). */
import { describe, expect, it } from 'vitest';
import {
  BILLING_MSG,
  CARRIER_BILLING_FORMATS,
  billingFileReady,
  financialYear,
  keepVatChars,
  mapBillingHeader,
  nextInvoiceStatus,
  ownInvoiceNumber,
  parseVat,
  readBillRow,
  reconcileRow,
  shortBillingName,
  shownArrear,
  shownBillWeight,
} from '../src';

describe('billing rules', () => {
  it("'Preview, Upload and Cancel stay disabled until the file content is over 500 characters and the name is at least 5'", () => {
    expect(billingFileReady(500, 'abcde')).toBe(false);
    expect(billingFileReady(501, 'abcd')).toBe(false);
    expect(billingFileReady(501, 'abcde')).toBe(true);
    expect(shortBillingName('x'.repeat(40))).toHaveLength(36);
  });

  it("VAT: 'greater than 0, else Enter VAT value greater then 0.'; digits, dot and space only", () => {
    expect(BILLING_MSG.vatNotAbove0).toBe('Enter VAT value greater then 0.');
    expect([0, '-5', '1e3', '', '1.2.3', 'abc'].map(parseVat)).toEqual([null, null, null, null, null, null]);
    expect(parseVat(' 18.5 ')).toBe(18.5);
    expect(keepVatChars('1e3-5 .2')).toBe('135 .2');
  });

  it("status machine: 'created', 'Generated', 'Paid'", () => {
    const table = [
      ['created', 'generate', false, 'Generated'],
      ['created', 'paid', false, null],
      ['created', 'vat-paid', true, null],
      ['Generated', 'generate', false, null],
      ['Generated', 'paid', false, 'Paid'],
      ['Generated', 'vat-paid', false, null],
      ['Generated', 'vat-paid', true, 'Paid'],
      ['Paid', 'paid', false, null],
      ['Paid', 'generate', false, null],
    ] as const;
    for (const [s, a, vat, next] of table)
      expect([s, a, vat, nextInvoiceStatus(s, a, vat)]).toEqual([s, a, vat, next]);
  });

  it('numbers own invoices per Indian financial year', () => {
    expect(financialYear(Date.UTC(2026, 2, 31, 12))).toBe('2025-26');
    expect(financialYear(Date.UTC(2026, 3, 1, 12))).toBe('2026-27');
    expect(ownInvoiceNumber('2026-27', 12)).toBe('ED/2026-27/00012');
  });

  it("weights 'shown divided by 1000', arrears 'shown divided by 1.18'", () => {
    expect(shownBillWeight(1250)).toBe('1.250');
    expect(shownArrear(118)).toBe(100);
  });

  it('maps each carrier header and refuses a changed one', () => {
    for (const f of Object.values(CARRIER_BILLING_FORMATS)) {
      const header = Object.values(f.columns);
      expect(mapBillingHeader(f, header).ok).toBe(true);
      const changed = mapBillingHeader(f, header.slice(1));
      expect(changed).toEqual({ ok: false, missing: [header[0]] });
    }
  });

  it('reads Aramex kilograms as grams and reconciles with the tolerances', () => {
    const f = CARRIER_BILLING_FORMATS.aramex;
    const h = mapBillingHeader(f, Object.values(f.columns));
    if (!h.ok) throw new Error('header');
    const read = readBillRow(
      f,
      h.index,
      ['A-1', 'M1', 'R1', 'awb 12', '1', '2026-10-01', '1.25', '1,200.50', ''],
      2,
    );
    expect(read).toMatchObject({ row: { weightG: 1250, amount: 1200.5, awb: 'AWB12', arrear: 0 } });
    if (!('row' in read)) throw new Error('row');
    const r = read.row;
    expect(reconcileRow(r, null).status).toBe('unmatched');
    expect(reconcileRow(r, { declaredWeightG: 1210, expectedAmount: 1190 }).status).toBe('matched');
    expect(reconcileRow(r, { declaredWeightG: 1000, expectedAmount: 1200 }).status).toBe('weight');
    expect(reconcileRow(r, { declaredWeightG: 1250, expectedAmount: 1000 }).status).toBe('overbilled');
    expect(reconcileRow(r, { declaredWeightG: 1250, expectedAmount: 1400 }).status).toBe('underbilled');
    expect(readBillRow(f, h.index, ['', 'M1', 'R1', 'A', '', '', '1', '2', ''], 3)).toEqual({
      error: 'Row 3: Invoice No is empty',
    });
  });
});
