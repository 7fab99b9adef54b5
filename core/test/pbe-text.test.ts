import { describe, expect, it } from 'vitest';
import {
  PBE_TEXT,
  pbeExporterLines,
  pbeFieldRows,
  pbeParcelCells,
  type PbePrintParcel,
} from '../src/documents/pbe-text';

/** The postal bill's template (002 §2.5), shared by the PBE PDF and the print page. */
describe('postal bill texts and rows', () => {
  it('the spec heading and note, verbatim', () => {
    expect(PBE_TEXT.title).toBe(
      'POSTAL BILL FOR EXPORT OF DUTY FREE GOODS THROUGH FOREIGN POST OFFICE USING E- COMMERCE',
    );
    expect(PBE_TEXT.overleaf).toBe('Details of Parcels overleaf');
    expect(Object.values(PBE_TEXT.blocks)).toEqual([
      '1. Exporter',
      '2. Authorised agent / CHA',
      '3. Foreign Post Office',
      '4. Declaration',
    ]);
  });

  it('field rows: PBE number pending until customs records it; kg to 4 decimals; INR with 2', () => {
    const base = { docketNo: 'PMB1000000000001', totals: { parcels: 2, grossGrams: 800, fobInr: 123456.5 } };
    expect(pbeFieldRows({ ...base, shippingBill: { no: null, date: null } })).toEqual([
      ['Docket No. (temporary shipping bill)', 'PMB1000000000001'],
      ['PBE No.', 'To be assigned by customs'],
      ['PBE Date', ''],
      ['Number of parcels', '2'],
      ['Total gross weight (kg)', '0.8000'],
      ['Total FOB value (INR)', '₹1,23,456.50'],
    ]);
    const set = pbeFieldRows({ ...base, shippingBill: { no: 'PBE/1', date: Date.UTC(2026, 0, 20) } });
    expect(set.slice(1, 3)).toEqual([
      ['PBE No.', 'PBE/1'],
      ['PBE Date', '20-01-2026'],
    ]);
  });

  it('exporter lines skip what is missing; parcel cells follow the column order', () => {
    expect(
      pbeExporterLines({ name: 'A Ltd', ieCode: 'ABCDE1234F', gstin: null, email: 'a@b.in', mobile: null }),
    ).toEqual(['A Ltd', 'IEC: ABCDE1234F', 'a@b.in']);
    const p: PbePrintParcel = {
      n: 3,
      boxId: 'B1',
      trackingNo: 'EM1IN',
      invoiceNos: ['I1', 'I2'],
      descriptions: ['Scarf', 'Stole'],
      country: 'USA',
      hsnCodes: ['6214', '6215'],
      grossGrams: 1250,
      valueInr: 99.999,
    };
    const cells = pbeParcelCells(p);
    expect(cells).toHaveLength(PBE_TEXT.parcelColumns.length);
    expect(cells).toEqual([
      '3',
      'B1',
      'EM1IN',
      'I1, I2\nScarf; Stole',
      'USA',
      '6214, 6215',
      '1.2500',
      '100.00',
    ]);
  });
});
