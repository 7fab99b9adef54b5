/**
 * Labels before the post office assigns tracking numbers (issue 24 item 2): a bulk docket (the
 * template has no tracking column) gets its labels and "CN22/23 with label" with the parcel id as
 * the barcode and "Tracking no. to be assigned", never a 500; the same for the parcels area's
 * label printing of bulk rows held for review before their PBE, and for a box id in letters
 * Code 128 cannot encode.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_BARCODE, sampleOrder, TRACKING_PENDING } from '@exportdesk/core';
import { call, jobSettled, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { pdfText, pushDocket } from '../../tests/support/documents';
import { bulkRows, workbook } from '../../tests/support/workbooks';

let stack: Stack;
let exporter: string;
let docket: string;
let parcels: Array<{ boxId: string; trackingNo: string }>;

async function bulkUpload(rows: Array<Record<string, unknown>>, name: string) {
  const res = await fetch(`${stack.url}/api/v1/bulkupload?fileName=${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${exporter}` },
    body: new Uint8Array(await workbook(rows)),
  });
  const up = (await res.json()) as any;
  expect(res.status, JSON.stringify(up)).toBe(202);
  const job = await jobSettled(stack.url, up.jobId, exporter);
  expect(job.result.status, JSON.stringify(job.result)).toBe('saved');
  return job.result;
}

beforeAll(async () => {
  stack = await startStack();
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  docket = (await bulkUpload(bulkRows(2, 24_000), 'no-tracking.xlsx')).dockets[0].tempSBill;
  const r = await call(stack.url, 'GET', `/api/v1/dockets/${docket}/pbe-print`, undefined, exporter);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  parcels = r.body.data.parcels;
});
afterAll(async () => stack?.stop());

async function pdf(res: Response, what: string) {
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(res.status, `${what}: ${bytes.toString().slice(0, 300)}`).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/pdf');
  return pdfText(bytes);
}
const documentText = async (type: string) =>
  pdf(
    await fetch(`${stack.url}/api/v1/dockets/${docket}/documents/${type}`, {
      headers: { authorization: `Bearer ${exporter}` },
    }),
    type,
  );

describe('a docket whose parcels have no tracking number', () => {
  it('has no tracking number stored (the bulk template has no such column)', async () => {
    expect(parcels.map((p) => p.trackingNo)).toEqual(['', '']);
  });

  it('gets labels with each parcel id as the barcode and "Tracking no. to be assigned"', async () => {
    const t = await documentText('labels');
    for (const { boxId } of parcels) expect(t).toContain(`Parcel ID ${boxId} ${TRACKING_PENDING}`);
    expect(t.split(TRACKING_PENDING).length - 1).toBe(2);
  });

  it('gets its "CN22/23 with label": the label, then the form naming the number as to be assigned', async () => {
    const t = await documentText('cn-with-label');
    for (const { boxId } of parcels) expect(t).toContain(`Parcel ID ${boxId} ${TRACKING_PENDING}`);
    expect(t).toContain(`Item No.: ${TRACKING_PENDING}`);
    expect(t).toContain('CN 22');
  });
});

describe("the parcels area's printing before the PBE", () => {
  it('prints labels for bulk rows held for review, without tracking numbers', async () => {
    const post = (path: string, body: unknown) =>
      call(stack.url, 'POST', `/api/v1/order/${path}`, body, exporter);
    expect((await post('reviewBeforePbe', { reviewBeforePbe: true })).status).toBe(200);
    try {
      await bulkUpload(bulkRows(2, 24_100), 'held.xlsx');
      const list = await call(stack.url, 'GET', '/api/v1/order/allorders?pageSize=100', undefined, exporter);
      const held = (list.body.data as Array<{ id: number; boxId: string; status: string }>).filter(
        (p) => p.status === 'draft' || p.status === 'saved',
      );
      expect(held.length, JSON.stringify(list.body.data)).toBeGreaterThanOrEqual(2);
      const res = await fetch(`${stack.url}/api/v1/order/printallshippinglabels`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${exporter}` },
        body: JSON.stringify({ ids: held.map((p) => p.id) }),
      });
      const t = await pdf(res, 'printallshippinglabels');
      for (const p of held) expect(t).toContain(`Parcel ID ${p.boxId} ${TRACKING_PENDING}`);
    } finally {
      await post('reviewBeforePbe', { reviewBeforePbe: false });
    }
  });
});

describe('a box id a barcode cannot carry', () => {
  it('still gets its label, the id in words, never a 500', async () => {
    const other = await pushDocket(stack.url, exporter, [
      sampleOrder(24_200, { boxId: 'BOÎTE-1', orderId: 'NT-U-1', invoiceNo: 'NT-U-1' }),
    ]);
    const t = await pdf(
      await fetch(`${stack.url}/api/v1/dockets/${other}/documents/labels`, {
        headers: { authorization: `Bearer ${exporter}` },
      }),
      'labels',
    );
    expect(t).toContain(NO_BARCODE);
    expect(t).toContain(`${other}-BOÎTE-1`);
  });
});
