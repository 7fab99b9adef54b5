/**
 * Issue 28 item 1, the shipping pages: the parcel form checked as the payload it becomes, the
 * calculator's sizes with their own message, and the inventory workbook by the upload gate's rule.
 */
import { describe, expect, it } from 'vitest';
import {
  BULK_MSG,
  CALCULATOR_NUMBER_MSG,
  calculatorFormSchema,
  CONSIGNEE_FIELDS,
  INVENTORY_IMPORT_MSG,
  inventoryImportFormSchema,
  PARCEL_BOX_FIELDS,
  parcelBoxFormSchema,
  sampleOrder,
  spreadParcelBox,
} from '../src';

const issue = (r: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) => (r.success ? null : { message: r.error!.issues[0].message, path: r.error!.issues[0].path.join('.') });

/** The first item as the form holds it, the second with only its own item fields. */
function twoItems() {
  const first = sampleOrder(1);
  const second = Object.fromEntries(
    Object.entries(sampleOrder(2)).filter(([k]) => !(PARCEL_BOX_FIELDS as readonly string[]).includes(k)),
  );
  return { carrier: 'indiapost', items: [first, { ...second, trackingNo: '' }] };
}

describe('the parcel form (createBox / editorders)', () => {
  it('holds the box once: the consignee and the box fields go to every item', () => {
    for (const f of CONSIGNEE_FIELDS) expect(PARCEL_BOX_FIELDS).toContain(f);
    const spread = spreadParcelBox(twoItems()) as { items: Array<Record<string, string>> };
    expect(spread.items[1].consigneeName).toBe(spread.items[0].consigneeName);
    expect(spread.items[1].trackingNo).toBe(spread.items[0].trackingNo);
    const r = parcelBoxFormSchema.safeParse(twoItems());
    expect(r.success).toBe(true);
    expect(r.data?.items).toHaveLength(2);
  });

  it("says the API's message on the field's path; empty fields count as missing", () => {
    const form = twoItems();
    form.items[0] = { ...form.items[0], consigneeName: '' };
    expect(issue(parcelBoxFormSchema.safeParse(form))).toEqual({
      message: 'Consignee name is required',
      path: 'items.0.consigneeName',
    });
  });
});

describe('the rate calculator', () => {
  it('"required and non-zero": each size says so under itself', () => {
    const f = { country: 'Japan', weight: '100', length: '10', width: '10', height: '10' };
    expect(issue(calculatorFormSchema.safeParse({ ...f, width: '0' }))).toEqual({
      message: CALCULATOR_NUMBER_MSG,
      path: 'width',
    });
    expect(issue(calculatorFormSchema.safeParse({ ...f, weight: '' }))?.path).toBe('weight');
    expect(calculatorFormSchema.safeParse({ ...f, country: ' ' }).success).toBe(false);
  });
});

describe('the inventory workbook import', () => {
  it('wants a file, named as the upload gate takes it', () => {
    expect(issue(inventoryImportFormSchema.safeParse({ workbook: undefined }))?.message).toBe(
      INVENTORY_IMPORT_MSG.noFile,
    );
    const csv = new File(['sku'], 'skus.csv');
    expect(issue(inventoryImportFormSchema.safeParse({ workbook: csv }))?.message).toBe(BULK_MSG.notExcel);
    const xlsx = new File(['PK'], 'skus.xlsx');
    expect(inventoryImportFormSchema.safeParse({ workbook: xlsx }).success).toBe(true);
  });
});
