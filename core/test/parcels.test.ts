/** The parcel state machine and payloads (issue 15): the table of status × action, the form schema. */
import { describe, expect, it } from 'vitest';
import {
  PARCEL_ACTIONS,
  PARCEL_MSG,
  PARCEL_STATUSES,
  createPbeSchema,
  inventoryItemSchema,
  parcelAllows,
  parcelFormSchema,
  sampleOrder,
} from '../src';

describe('parcel state machine', () => {
  it('a parcel in a PBE may only be cloned, printed or returned by undoing its PBE', () => {
    expect(PARCEL_ACTIONS.filter((a) => parcelAllows('in_pbe', a))).toEqual([
      'clone',
      'print',
      'returnFromPbe',
    ]);
  });
  it('only parcels not in a PBE go into one, merge or get deleted', () => {
    for (const s of PARCEL_STATUSES)
      for (const a of ['createPbe', 'merge', 'delete', 'edit'] as const)
        expect(parcelAllows(s, a)).toBe(s !== 'in_pbe');
  });
  it('names the boxes already in a PBE, five at most', () => {
    expect(PARCEL_MSG.alreadyInPbe(['A', 'B'])).toBe('Already in a PBE: A, B');
    expect(PARCEL_MSG.alreadyInPbe(['1', '2', '3', '4', '5', '6', '7'])).toBe(
      'Already in a PBE: 1, 2, 3, 4, 5 and 2 more',
    );
  });
});

describe('payloads', () => {
  it('a parcel goes to one consignee', () => {
    const r = parcelFormSchema.safeParse({
      items: [sampleOrder(1), sampleOrder(2, { consigneeName: 'Other' })],
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].message).toBe('All items of a parcel go to one consignee');
    expect(parcelFormSchema.parse({ items: [sampleOrder(1)] }).carrier).toBe('indiapost');
  });
  it('Create PBE needs a selection and PBE1 or PBE2', () => {
    expect(createPbeSchema.safeParse({ ids: [], pbe: 'PBE2' }).error!.issues[0].message).toBe(
      'Please select at least one parcel',
    );
    expect(createPbeSchema.safeParse({ ids: [1], pbe: 'PBE3' }).success).toBe(false);
  });
  it("an SKU's HSN is 4 to 8 digits: 'Invalid HSN (Min 4 and max 8 digits)' (001 §5)", () => {
    const base = { sku: 'S', description: 'd', unit: 'pieces', weight: '10', value: '1' };
    expect(inventoryItemSchema.safeParse({ ...base, hsnCode: '123' }).error!.issues[0].message).toBe(
      'Invalid HSN (Min 4 and max 8 digits)',
    );
    expect(inventoryItemSchema.parse({ ...base, hsnCode: '09024020' }).weight).toBe(10);
  });
});
