/**
 * Tax invoice generator (issue 16, 002 §2.4, §3, §7) on MySQL + Redis: getdatabyboxforinvoice
 * (box id upper-cased), downloadAsPdf type 'invoice', 0 / negative values refused, the plan check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_MSG, TAX_INVOICE_MSG, sampleOrder } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
let exporter: string;
beforeAll(async () => {
  stack = await startStack();
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  const authKey = (await call(stack.url, 'POST', '/api/v1/apikey', {}, exporter)).body.authKey;
  const r = await call(stack.url, 'POST', '/api/v1/client/saveorderdata', {
    authKey,
    orderData: [
      sampleOrder(71, {
        boxId: 'TAXBOX-7',
        igstMode: 'Export with Payment of IGST',
        igstDetails_rate: '18',
        description: 'Handmade brass diya',
      }),
      sampleOrder(72, { boxId: 'TAXBOX-7', igstMode: 'Export with Payment of IGST', igstDetails_rate: '12' }),
    ],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
});
afterAll(async () => stack?.stop());

const pdf = (body: Record<string, unknown>, token = exporter) =>
  fetch(`${stack.url}/api/v1/invoice/downloadAsPdf`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

const edit = {
  type: 'invoice',
  boxId: 'taxbox-7',
  gstMode: 'Export with Payment of IGST',
  salesBasis: 'Payment term 30 days',
  transactionId: 'TXN-991',
  orderid: 'ORD-71',
  totalAmount: 1000,
  igstTotal: 150,
  paidAmount: 1150,
  amountInWrd: 'Rupees One Thousand One Hundred Fifty Only',
  heading: 'TAX INVOICE',
  descHeading: 'Other charges',
  description: 'Packing',
  valueHeading: 'Amount',
  descValue: '50',
};

describe('getdatabyboxforinvoice (002 §3 "Invoice data (per box)")', () => {
  it('answers the box (id upper-cased) with its lines, parties and starting totals', async () => {
    const r = await call(
      stack.url,
      'POST',
      '/api/v1/getdatabyboxforinvoice',
      { boxId: 'taxbox-7' },
      exporter,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = r.body.data;
    expect(d.boxDetails).toMatchObject({
      boxId: 'TAXBOX-7',
      exporterDetails: { ieCode: 'ABCDE1234F' },
      consigneeDetails: { country: expect.any(String) },
    });
    expect(d.result).toHaveLength(2);
    expect(d.result[0]).toMatchObject({
      slNo: 1,
      description: 'Handmade brass diya',
      igstPayment: 'Export with Payment of IGST',
      igstDetails: { rate: 18 },
      quantity: { number: expect.any(Number), unit: expect.any(String) },
    });
    const l0 = d.result[0];
    expect(l0.igstDetails.amount).toBeCloseTo((l0.paymentDetails.fob * 18) / 100, 2);
    const sum = d.result.reduce((s: number, l: any) => s + l.paymentDetails.fob, 0);
    expect(d.totals.totalAmount).toBeCloseTo(sum, 2);
    expect(d.totals.paidAmount).toBeCloseTo(d.totals.totalAmount + d.totals.igstTotal, 2);
    expect(d.hasLogo).toBe(false);
  });

  it('says so for a box that is not the caller’s', async () => {
    const r = await call(stack.url, 'POST', '/api/v1/getdatabyboxforinvoice', { boxId: 'NOPE-1' }, exporter);
    expect(r.status).toBe(404);
    expect(r.body.message).toBe(TAX_INVOICE_MSG.noBox('NOPE-1'));
  });
});

describe("downloadAsPdf type 'invoice'", () => {
  it('draws the edited invoice as a PDF', async () => {
    const res = await pdf(edit);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('ExportDesk_TaxInvoice_TAXBOX-7.pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('refuses 0 or negative values, IGST under LUT, and a bad mode, with clear messages', async () => {
    for (const [patch, message] of [
      [{ totalAmount: 0 }, TAX_INVOICE_MSG.positive('Total amount')],
      [{ paidAmount: -5 }, TAX_INVOICE_MSG.positive('Paid amount')],
      [{ igstTotal: -1 }, TAX_INVOICE_MSG.notNegative('IGST total')],
      [{ descValue: '0' }, TAX_INVOICE_MSG.positive('Extra row value')],
      [{ gstMode: 'Export under LUT/Bond' }, TAX_INVOICE_MSG.igstWithoutPayment],
      [{ salesBasis: 'Payment term 60 days' }, 'Please select a sales basis.'],
    ] as const) {
      const r = await call(
        stack.url,
        'POST',
        '/api/v1/invoice/downloadAsPdf',
        { ...edit, ...patch },
        exporter,
      );
      expect(r.status, JSON.stringify(patch)).toBe(400);
      expect(r.body.message).toBe(message);
    }
  });

  it("without a plan: the plans' message (the page shows 'Oops!')", async () => {
    const id = (await stack.db('users').where({ username: 'ABCDE1234F' }).first('id')).id;
    await stack.db('subscriptions').where({ user_id: id }).update({ status: 'expired' });
    const r = await call(
      stack.url,
      'POST',
      '/api/v1/getdatabyboxforinvoice',
      { boxId: 'TAXBOX-7' },
      exporter,
    );
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(PLAN_MSG.noPlan);
    expect((await pdf(edit)).status).toBe(403);
    await stack.db('subscriptions').where({ user_id: id }).update({ status: 'active' });
  });
});
