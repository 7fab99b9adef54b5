/**
 * Tax invoice generator (issue 16, 002 §2.4, §3, §7) on MySQL + Redis: getdatabyboxforinvoice
 * (box id upper-cased), downloadAsPdf type 'invoice', 0 / negative values refused, the plan check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_MSG, TAX_INVOICE_MSG, sampleOrder } from '@exportdesk/core';
import { pdfText } from '../../tests/support/documents';
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
    // Issue 27: an export's place of supply is outside India (GST code 96), with the consignee's country.
    expect(pdfText(Buffer.from(await res.arrayBuffer()))).toMatch(/Place of supply: .+ \(96 Other Country\)/);
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

describe('export invoices (/newexportinvoice, /exportinvoice, /all_invoices)', () => {
  it('drafts from the parcel, creates, refuses a second one and 0 values, edits, lists and regenerates', async () => {
    const draft = await call(stack.url, 'GET', '/api/v1/exportinvoice/parcel/taxbox-7', undefined, exporter);
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const d = draft.body.data;
    expect(d).toMatchObject({ id: null, kind: 'parcel', ref: 'TAXBOX-7', revision: 0 });
    expect(d.items).toHaveLength(2);
    const fields = ['invoiceNo', 'invoiceDate', 'terms', 'igstMode', 'currency', 'consignee', 'items'];
    const body = Object.fromEntries(
      [...fields, 'freightInr', 'insuranceInr', 'otherInr'].map((k) => [k, d[k]]),
    ) as Record<string, any>;
    const zero = await call(
      stack.url,
      'POST',
      '/api/v1/exportinvoice/parcel/TAXBOX-7',
      { ...body, items: [{ ...body.items[0], fobForeign: 0 }] },
      exporter,
    );
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('FOB must be greater than 0.');
    const made = await call(
      stack.url,
      'POST',
      '/api/v1/exportinvoice/parcel/TAXBOX-7',
      { ...body, invoiceNo: 'EXP-77' },
      exporter,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ invoiceNo: 'EXP-77', revision: 1 });
    const again = await call(stack.url, 'POST', '/api/v1/exportinvoice/parcel/TAXBOX-7', body, exporter);
    expect(again.status).toBe(409);
    const id = made.body.data.id;
    const edited = await call(
      stack.url,
      'PUT',
      `/api/v1/exportinvoices/${id}`,
      { ...body, invoiceNo: 'EXP-77', freightInr: 99, terms: 'Payment term 15 days' },
      exporter,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ revision: 2, freightInr: 99, terms: 'Payment term 15 days' });
    const list = await call(stack.url, 'GET', '/api/v1/exportinvoices?page=1', undefined, exporter);
    expect(list.body.data.map((i: any) => i.invoiceNo)).toContain('EXP-77');
    const stored = await call(stack.url, 'GET', '/api/v1/exportinvoice/parcel/TAXBOX-7', undefined, exporter);
    expect(stored.body.data).toMatchObject({ id, invoiceNo: 'EXP-77' });
    const res = await fetch(`${stack.url}/api/v1/exportinvoices/${id}/pdf`, {
      headers: { authorization: `Bearer ${exporter}` },
    });
    expect(res.status).toBe(200);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
