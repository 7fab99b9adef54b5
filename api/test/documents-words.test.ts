/**
 * Issue 18 on the documents: rupee amounts grouped the Indian way (₹1,23,456.00) from core's one
 * formatter, and the parcel's service in the names table's words (the CLI's and the calculator's),
 * not the order's shorthand "Int'l Tracked Packets".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInr, sampleOrder, serviceName } from '@exportdesk/core';
import { loginAs, startStack, type Stack } from '../../tests/support/stack';
import { pdfText, pushDocket } from '../../tests/support/documents';

let stack: Stack;
let token: string;
let docket: string;

beforeAll(async () => {
  stack = await startStack({ workers: false });
  token = await loginAs(stack.url, 1, 'ABCDE1234F');
  // 1,500 GBP: lakhs of rupees, where Indian and Western grouping differ.
  docket = await pushDocket(stack.url, token, [
    sampleOrder(951, { orderId: 'WORDS-1', invoiceNo: 'WINV-1', fob_foreign: '1500.00' }),
  ]);
});
afterAll(async () => stack?.stop());

async function text(type: string, q = '') {
  const res = await fetch(`${stack.url}/api/v1/dockets/${docket}/documents/${type}${q}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return pdfText(Buffer.from(await res.arrayBuffer()));
}

describe('documents speak the same words as the CLI and the portal', () => {
  it('rupee amounts in lakhs are grouped 1,23,456.00 on the invoice, packing list and PBE', async () => {
    for (const [type, q] of [
      ['invoice', '?invoiceNo=WINV-1'],
      ['packing-list', ''],
      ['pbe', ''],
      ['pbe-summary', ''],
    ]) {
      const t = await text(type, q);
      expect(t, type).toMatch(/\b\d{1,2},\d{2},\d{3}\.\d{2}\b/);
      expect(t, type).not.toMatch(/\b\d{3},\d{3}\.\d{2}\b/); // Western grouping (157,500.00)
      expect(t, type).not.toMatch(/\b\d{6}\.\d{2}\b/); // no grouping at all
    }
    const invoice = await text('invoice', '?invoiceNo=WINV-1');
    expect(invoice).toMatch(new RegExp(formatInr(0).replace('0.00', '') + '\\d{1,2},\\d{2},\\d{3}\\.\\d{2}'));
  });
  it("the parcel's service reads as the names table's, on the labels and the CN23", async () => {
    const name = serviceName('indiapost', 'itps');
    for (const type of ['labels', 'cn23']) {
      const t = await text(type);
      expect(t, type).toContain(name);
      expect(t, type).not.toContain("Int'l Tracked Packets");
    }
  });
});
