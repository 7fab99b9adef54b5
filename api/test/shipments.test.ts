/**
 * Ship Abroad through the API (001 §4, §5, §7; issue 15): the state machine as a table of status ×
 * action (the API refuses what core forbids with 409 and the reason), the form's messages, the
 * pickup-date window and the price quote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pickupDays,
  SHIPMENT_MSG,
  SHIPMENT_STATUS as S,
  shipmentActionError,
  shipmentAllows,
  type ShipmentAction,
} from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
let su: string;
beforeAll(async () => {
  stack = await startStack();
  su = await loginAs(stack.url, 10, 'superadmin');
});
afterAll(async () => {
  await stack?.stop();
});

const base = '/api/v1/shipAbroad';
const post = (path: string, body: unknown, token = su) =>
  call(stack.url, 'POST', `${base}${path}`, body, token);

const details = {
  customerId: '12345678',
  consigneeName: 'Jane Doe',
  consigneeMobile: '+1 555 0100',
  consigneeEmail: 'jane@example.com',
  consigneeCountry: 'USA',
  consigneeState: 'NY',
  consigneeCity: 'New York',
  consigneeAddress: '1 Main St',
  consigneeZipcode: '10001',
  packageDesc: 'Brass lamp',
  productCategory: 'Coffee',
  hsn: '901',
  consigneeValue: '2500',
  length: '10',
  width: '10',
  height: '10',
  weight: '500',
};

async function create(): Promise<string> {
  const r = await post('/addOrder', { ...details, shippingMethod: 'ems', shippingCharges: 1 });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.message).toBe(SHIPMENT_MSG.dataSaved);
  return r.body.refno;
}

const day = () => pickupDays()[0];

/** Drives a new shipment to a status through the API. */
async function shipmentIn(status: string): Promise<string> {
  const refno = await create();
  const step = async (path: string, body: Record<string, unknown>) =>
    expect((await post(path, { refno, ...body })).status).toBe(200);
  if (status === S.pending) return refno;
  await step('/pickupDate', { pickupDate: day() });
  if (status === S.requested) return refno;
  if (status === S.dateChanged) return (await step('/pickupDate', { pickupDate: day() }), refno);
  if (status === S.declined)
    return (await step('/pickupAnswer', { action: 'declinePickup', reason: 'No van' }), refno);
  if (status === S.scheduled) return (await step('/pickupAnswer', { action: 'acknowledgePickup' }), refno);
  await step('/pickupAnswer', { action: 'confirmPickup' });
  if (status === S.confirmed) return refno;
  await step('/trackingNo', { trackingNo: 'EM123456789IN' });
  if (status === S.completed) return refno;
  await step('/transit', { status, comment: 'moving' });
  return refno;
}

const ACTIONS: Record<string, (refno: string) => Promise<{ status: number; body: any }>> = {
  edit: (refno) => post('/update', { ...details, refno, shippingMethod: 'ems' }),
  delete: (refno) => post('/delete', { refno }),
  schedulePickup: (refno) => post('/pickupDate', { refno, pickupDate: day() }),
  updateTracking: (refno) => post('/trackingNo', { refno, trackingNo: 'EM987654321IN' }),
  confirmPickup: (refno) => post('/pickupAnswer', { refno, action: 'confirmPickup' }),
};

describe('state machine: status × action through the API', () => {
  const statuses = [
    S.pending,
    S.requested,
    S.scheduled,
    S.declined,
    S.dateChanged,
    S.confirmed,
    S.completed,
    'In Transit',
  ];
  for (const status of statuses)
    it(status, async () => {
      for (const [action, run] of Object.entries(ACTIONS)) {
        const refno = await shipmentIn(status);
        expect((await post('/detail', { refno })).body.data.status).toBe(status);
        const r = await run(refno);
        const allowed = shipmentAllows(status, action as ShipmentAction);
        expect(r.status, `${status} × ${action}: ${JSON.stringify(r.body)}`).toBe(allowed ? 200 : 409);
        if (!allowed) expect(r.body.message).toBe(shipmentActionError(status, action as ShipmentAction));
      }
    });
});

describe('Booking Completed is read-only through the API', () => {
  it('edit is refused with the reason and changes nothing', async () => {
    const refno = await shipmentIn(S.completed);
    const r = await post('/update', { ...details, refno, consigneeName: 'Mallory', shippingMethod: 'ems' });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('A shipment in status Booking Completed can not be edited.');
    const d = (await post('/detail', { refno })).body.data;
    expect(d.consigneeDetails.name).toBe('Jane Doe');
    expect(d.trackingNo).toBe('EM123456789IN');
    expect(d.hsnCode).toBe('0901'); // "for Coffee and Tea a leading 0 is added on save"
  });
});

describe('bad input', () => {
  it.each([
    [{ customerId: '1234567' }, 'Customer ID should be of 8 digits'],
    [{ customerId: '' }, 'Customer ID is required'],
    [{ hsn: '123', productCategory: 'Other' }, 'Invalid HSN (Min 4 and max 8 digits)'],
    [{ length: '0' }, 'Length/Width/Height/Weight can not be 0'],
    [{ consigneeName: '' }, 'Name is Required.'],
    [{ consigneeEmail: 'nope' }, 'Enter valid email address'],
    [{ consigneeCountry: 'Atlantis' }, 'Enter a valid country'],
  ])('%j → %s', async (patch, message) => {
    const before = (await call(stack.url, 'GET', `${base}/count`, undefined, su)).body.length;
    const r = await post('/addOrder', { ...details, ...patch, shippingMethod: 'ems' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(message);
    expect((await call(stack.url, 'GET', `${base}/count`, undefined, su)).body.length).toBe(before);
  });

  it('a pickup date on a Sunday or 5 days out is refused', async () => {
    const refno = await create();
    const dmy = (d: Date) =>
      `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
    const ist = new Date(Date.now() + 330 * 60_000);
    const today = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate());
    const fiveOut = dmy(new Date(today + 5 * 86_400_000));
    let sunday = today;
    while (new Date(sunday).getUTCDay() !== 0) sunday += 86_400_000;
    for (const d of [fiveOut, dmy(new Date(sunday))]) {
      const r = await post('/pickupDate', { refno, pickupDate: d });
      expect(r.status).toBe(400);
      expect([SHIPMENT_MSG.weekend, expect.stringMatching(/^Pickup date must be between /)]).toContainEqual(
        r.body.message,
      );
    }
    expect((await post('/pickupDate', { refno, pickupDate: '' })).body.message).toBe('Date is required');
    expect((await post('/detail', { refno })).body.data.status).toBe(S.pending);
  });

  it('only a super user books: an exporter gets 403', async () => {
    const exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
    expect((await post('/addOrder', { ...details, shippingMethod: 'ems' }, exporter)).status).toBe(403);
  });
});

describe('price, list and CN22', () => {
  it('quotes the four India Post fields with their options', async () => {
    const r = await post('/calculatePrice', {
      length: '10',
      width: '10',
      height: '10',
      weight: '500',
      Country: 'USA',
    });
    expect(r.status).toBe(200);
    expect(r.body.data.options).toHaveLength(4);
    expect(r.body.data).toHaveProperty('costForEMSSpeedPost');
    for (const o of r.body.data.options) expect(o.display === 'Not Available' || o.cost > 0).toBe(true);
  });
  it('lists newest first with a pager; CN22 prints', async () => {
    const refno = await create();
    const r = await call(stack.url, 'GET', `${base}?page=1`, undefined, su);
    expect(r.body.users[0].refno).toBe(refno);
    expect(r.body.data.pager.pageSize).toBe(20);
    const cn = await post('/printCn22', { refno });
    expect(cn.body.cn22).toContain('CN 22');
    expect(cn.body.cn22).toContain(refno);
  });
});
