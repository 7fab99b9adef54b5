/** Ship Abroad rules (001 §3, §4, §5, §9), pickup subscriptions (§4, §5) and scan ids (§5) as tables. */
import { describe, expect, it } from 'vitest';
import {
  IN_TRANSIT_STATUSES,
  PRODUCT_CATEGORIES,
  SCAN_MSG,
  SHIP_ABROAD_CATEGORIES,
  SHIPMENT_ACTIONS,
  SHIPMENT_MSG,
  SHIPMENT_STATUS,
  SHIPMENT_STATUSES,
  SUBSCRIPTION_MSG,
  listIdError,
  normalizeShipmentHsn,
  pickupDays,
  scanIdError,
  scanParcelSchema,
  shipmentActionError,
  shipmentAllows,
  shipmentDetailsSchema,
  shipmentNextStatus,
  shipmentPickupDateError,
  shippingOptions,
  subscriptionActivateSchema,
  subscriptionEditSchema,
  subscriptionSearchEnabled,
  subscriptionStatus,
  firstIssueMessage,
} from '../src';

const S = SHIPMENT_STATUS;
const Y = true;
const N = false;
// status → edit, delete, schedulePickup, acknowledgePickup, confirmPickup, declinePickup, updateTracking, transitUpdate, printCn22
const TABLE: Record<string, boolean[]> = {
  [S.pending]: [Y, Y, Y, N, N, N, N, N, Y],
  [S.requested]: [Y, Y, Y, Y, Y, Y, N, N, Y],
  [S.scheduled]: [Y, Y, Y, N, Y, Y, N, N, Y],
  [S.declined]: [Y, Y, Y, N, N, N, N, N, Y],
  [S.dateChanged]: [Y, Y, Y, Y, Y, Y, N, N, Y],
  [S.confirmed]: [N, N, N, N, N, N, Y, N, Y],
  [S.completed]: [N, N, N, N, N, N, Y, Y, Y],
  ...Object.fromEntries(IN_TRANSIT_STATUSES.map((s) => [s, [N, N, N, N, N, N, Y, Y, Y]])),
};

describe('Ship Abroad state machine (001 §4)', () => {
  it('covers every status', () => expect(Object.keys(TABLE).sort()).toEqual([...SHIPMENT_STATUSES].sort()));
  for (const [status, row] of Object.entries(TABLE))
    it(`${status}: ${row
      .map((a, i) => (a ? SHIPMENT_ACTIONS[i] : ''))
      .filter(Boolean)
      .join(', ')}`, () => {
      expect(SHIPMENT_ACTIONS.map((a) => shipmentAllows(status, a))).toEqual(row);
      for (const a of SHIPMENT_ACTIONS)
        expect(shipmentActionError(status, a) === null).toBe(shipmentAllows(status, a));
    });
  it('"Edit is active unless the status is Pickup Confirmed, Booking Completed or in the in-transit group"', () => {
    expect(shipmentActionError(S.completed, 'edit')).toBe(
      'A shipment in status Booking Completed can not be edited.',
    );
  });
  it('moves as drawn', () => {
    expect(shipmentNextStatus(S.pending, 'schedulePickup')).toBe(S.requested);
    expect(shipmentNextStatus(S.requested, 'schedulePickup')).toBe(S.dateChanged);
    expect(shipmentNextStatus(S.declined, 'schedulePickup')).toBe(S.requested);
    expect(shipmentNextStatus(S.requested, 'confirmPickup')).toBe(S.confirmed);
    expect(shipmentNextStatus(S.confirmed, 'updateTracking')).toBe(S.completed);
    expect(shipmentNextStatus(S.completed, 'updateTracking')).toBeUndefined();
    expect(shipmentNextStatus(S.completed, 'transitUpdate', 'Arrived at Hub')).toBe('Arrived at Hub');
  });
});

describe('shipment form (001 §5)', () => {
  const good = {
    customerId: '12345678',
    consigneeName: 'Jane Doe',
    consigneeMobile: '+1 555 0100',
    consigneeEmail: '',
    consigneeCountry: 'USA',
    consigneeState: 'NY',
    consigneeCity: 'New York',
    consigneeAddress: '1 Main St',
    consigneeZipcode: '10001',
    packageDesc: 'Brass lamp',
    productCategory: 'Handicraft',
    hsn: '',
    consigneeValue: '2500',
    length: '10',
    width: '10',
    height: '10',
    weight: '500',
  };
  const msg = (patch: Record<string, unknown>) => {
    const r = shipmentDetailsSchema.safeParse({ ...good, ...patch });
    return r.success ? null : firstIssueMessage(r.error);
  };
  it.each([
    [{ customerId: '' }, 'Customer ID is required'],
    [{ customerId: '1234567' }, 'Customer ID should be of 8 digits'],
    [{ consigneeName: ' ' }, 'Name is Required.'],
    [{ consigneeMobile: '' }, 'Phone is required'],
    [{ consigneeEmail: 'a@b' }, 'Enter valid email address'],
    [{ hsn: '123' }, 'Invalid HSN (Min 4 and max 8 digits)'],
    [{ hsn: '123456789' }, 'Invalid HSN (Min 4 and max 8 digits)'],
    [{ length: '0' }, 'Length/Width/Height/Weight can not be 0'],
    [{ weight: 0 }, 'Length/Width/Height/Weight can not be 0'],
    [{ width: '1a' }, 'Length/Width/Height/Weight can not be 0'],
    [{ consigneeCity: '' }, 'City is required'],
    [{ consigneeCountry: 'Atlantis' }, 'Enter a valid country'],
    [{}, null],
    [{ consigneeEmail: 'jane@example.com', height: '1 0' }, null],
  ])('%j → %s', (patch, expected) => expect(msg(patch)).toBe(expected));
  it('fills the HSN from the category, a leading 0 for Coffee and Tea', () => {
    expect(shipmentDetailsSchema.parse(good).hsn).toBe('4420');
    expect(shipmentDetailsSchema.parse({ ...good, productCategory: 'Coffee', hsn: '901' }).hsn).toBe('0901');
    expect(normalizeShipmentHsn('902', 'Tea')).toBe('0902');
    expect(normalizeShipmentHsn('902', 'Other')).toBe('902');
  });
  it('32 categories, the spec codes and the order list agree', () => {
    expect(SHIP_ABROAD_CATEGORIES).toHaveLength(32);
    for (const c of PRODUCT_CATEGORIES) {
      const mine = SHIP_ABROAD_CATEGORIES.find((x) => x.name === c.categoryName);
      expect(mine).toBeDefined();
      if (c.hsn) expect(mine!.hsn).toBe(c.hsn);
    }
  });
  it("'Not Available' for a non-numeric cost", () => {
    const o = shippingOptions({
      costForEMSSpeedPost: 1234.5,
      costForInternationalAirParcel: 'Not Available',
    });
    expect(o.map((x) => x.display)).toEqual([
      'Rs 1234.50',
      'Not Available',
      'Not Available',
      'Not Available',
    ]);
    expect(o[0]).toMatchObject({ label: 'EMS Speed Post', promise: '7-9 days', tracking: true });
  });
});

describe('pickup date (001 §5, §9)', () => {
  // 2026-11-25 is a Wednesday. IST = UTC+5:30.
  const morning = Date.UTC(2026, 10, 25, 4, 0); // 09:30 IST
  const afternoon = Date.UTC(2026, 10, 25, 8, 0); // 13:30 IST
  it.each([
    ['', morning, SHIPMENT_MSG.dateRequired],
    ['31-02-2026', morning, SHIPMENT_MSG.dateRequired],
    ['25-11-2026', morning, null],
    ['25-11-2026', afternoon, 'Pickup date must be between 26-11-2026 and 29-11-2026'],
    ['26-11-2026', afternoon, null],
    ['29-11-2026', morning, SHIPMENT_MSG.weekend], // Sunday
    ['28-11-2026', morning, SHIPMENT_MSG.weekend], // Saturday
    ['30-11-2026', morning, 'Pickup date must be between 25-11-2026 and 29-11-2026'], // 5 days out
    ['24-11-2026', morning, 'Pickup date must be between 25-11-2026 and 29-11-2026'],
  ])('%s at %d → %s', (d, at, e) => expect(shipmentPickupDateError(d, at)).toBe(e));
  it('offers the weekdays of the window', () => {
    expect(pickupDays(morning)).toEqual(['25-11-2026', '26-11-2026', '27-11-2026']);
    expect(pickupDays(afternoon)).toEqual(['26-11-2026', '27-11-2026']);
  });
});

describe('pickup subscription (001 §4, §5)', () => {
  const at = Date.UTC(2026, 10, 25);
  it.each([
    [{ totalPickupRequests: 1, remainingNoPbePerMonth: 1, endDate: at + 1 }, 'Active'],
    [{ totalPickupRequests: 0, remainingNoPbePerMonth: 1, endDate: at + 1 }, 'Expired'],
    [{ totalPickupRequests: 1, remainingNoPbePerMonth: 0, endDate: at + 1 }, 'Expired'],
    [{ totalPickupRequests: 1, remainingNoPbePerMonth: 1, endDate: at }, 'Expired'],
  ])('%j → %s', (s, e) => expect(subscriptionStatus(s, at)).toBe(e));
  const row = {
    userId: 1,
    rate: '500',
    startDate: '01-11-2026',
    endDate: '30-11-2026',
    totalPickupRequests: '4',
    noPbePerMonth: '10',
    noParcelsPerPickup: '20',
  };
  it.each([
    [{ rate: '' }],
    [{ rate: '5.5' }],
    [{ startDate: '' }],
    [{ totalPickupRequests: 'x' }],
    [{ endDate: undefined }],
  ])("%j → 'Please enter all fields'", (patch) => {
    const r = subscriptionActivateSchema.safeParse({ ...row, ...patch });
    expect(r.success ? null : firstIssueMessage(r.error)).toBe(SUBSCRIPTION_MSG.allFields);
  });
  it('edits need a value', () => {
    const r = subscriptionEditSchema.safeParse({ userId: 1, field: 'noPbePerMonth', value: '' });
    expect(r.success ? null : firstIssueMessage(r.error)).toBe('Please enter the new value');
    expect(subscriptionEditSchema.parse({ userId: 1, field: 'noPbePerMonth', value: '7' }).value).toBe(7);
  });
  it('search needs text or both dates', () => {
    expect(subscriptionSearchEnabled({})).toBe(false);
    expect(subscriptionSearchEnabled({ fromdate: '01-11-2026' })).toBe(false);
    expect(subscriptionSearchEnabled({ fromdate: '01-11-2026', todate: '30-11-2026' })).toBe(true);
    expect(subscriptionSearchEnabled({ searchInput: 'ABC' })).toBe(true);
  });
});

describe('scan ids (001 §5)', () => {
  it.each([
    ['x'.repeat(22), SCAN_MSG.invalidId],
    ['x'.repeat(23), null],
  ])('scan %s', (id, e) => expect(scanIdError(id)).toBe(e));
  it.each([
    ['12345', 'Please entera valid Parcel Id'],
    ['123456', null],
  ])('list %s', (id, e) => expect(listIdError(id)).toBe(e));
  it('the call refuses a list entry of 5', () => {
    const r = scanParcelSchema.safeParse({ boxIds: ['12345'] });
    expect(r.success ? null : firstIssueMessage(r.error)).toBe('Please entera valid Parcel Id');
  });
});
