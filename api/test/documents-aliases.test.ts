/**
 * The docket-detail calls under the spec's own names (001 §7 "Docket detail") answer what the
 * REST routes answer, with the same role rules: scripts written against those names work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MSG, sampleOrder } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { pushDocket } from '../../tests/support/documents';

let stack: Stack;
let exporter: string;
let fpo: string;
let docket: string;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  stack = await startStack();
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  fpo = await loginAs(stack.url, 5, 'fpo.delhi');
  docket = await pushDocket(stack.url, exporter, [
    sampleOrder(1, { orderId: 'AL-1', invoiceNo: 'AL-INV-1' }),
    sampleOrder(2, { orderId: 'AL-2', invoiceNo: 'AL-INV-2' }),
  ]);
});
afterAll(async () => {
  await stack?.stop();
});

async function post(path: string, body: unknown, token = exporter) {
  const res = await fetch(`${stack.url}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    disposition: res.headers.get('content-disposition') ?? '',
    bytes,
    json: () => JSON.parse(bytes.toString()),
  };
}
const rest = async (path: string, token = exporter) =>
  Buffer.from(
    await (
      await fetch(`${stack.url}${path}`, { headers: { authorization: `Bearer ${token}` } })
    ).arrayBuffer(),
  );

describe('documents under their spec names', () => {
  it('checkDocumentStatus, getdataforboxbypbe, checkRbiEdf and getCurrentPBEdetails read the tab', async () => {
    const tab = (await call(stack.url, 'GET', `/api/v1/dockets/${docket}/documents`, undefined, exporter))
      .body.data;
    const status = (await post('checkDocumentStatus', { docketNo: docket })).json();
    expect(status.data.documents).toEqual(tab.documents);
    expect((await post('getdataforboxbypbe', { tempSBill: docket })).json().data).toEqual(tab.parcels);
    expect(
      (await post('checkRbiEdf', { tempSBill: docket })).json().data.map((i: any) => i.invoiceNo),
    ).toEqual(['AL-INV-1', 'AL-INV-2']);
    const pbe = (await post('getCurrentPBEdetails', { tempSBill: docket })).json().data;
    expect(pbe.exporterDetails.ieCode).toBe('ABCDE1234F');
    expect(pbe.parcelType).toBeTruthy();
  });

  it('the print calls answer the same PDFs as the REST routes', async () => {
    for (const [name, type] of [
      ['printallcnform', 'cn22'],
      ['printallshippinglabels', 'labels'],
      ['printallcnformWithShippingLabel', 'cn-with-label'],
      ['viewpbesummary', 'pbe-summary'],
    ] as const) {
      const r = await post(name, { tempSBill: docket });
      expect(r.status, name).toBe(200);
      expect(r.type).toContain('application/pdf');
      expect(r.bytes.equals(await rest(`/api/v1/dockets/${docket}/documents/${type}`)), name).toBe(true);
    }
    expect((await post('viewpbesummary', { tempSBill: docket, isDownload: true })).disposition).toMatch(
      /^attachment/,
    );
    expect((await post('viewpbesummary', { tempSBill: docket })).disposition).toMatch(/^inline/);
    const postal = await post('downloadAsPdf', { tempSBill: docket, type: 'postal' });
    expect(postal.bytes.equals(await rest(`/api/v1/dockets/${docket}/documents/pbe`))).toBe(true);
    const edf = await post('downloadAsPdf', { tempSBill: docket, type: 'edf', invoiceNo: 'AL-INV-1' });
    expect(edf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the same role rules: customs users get no CN forms, a bad docket number is a 400', async () => {
    expect((await post('printallcnform', { tempSBill: docket }, fpo)).status).toBe(403);
    expect((await post('viewpbesummary', { tempSBill: docket }, fpo)).status).toBe(200);
    const bad = await post('printallcnform', { tempSBill: 'PMB123' });
    expect(bad.status).toBe(400);
  });

  it('eVerifiedUpload, viewDoc and deletedocument by file name; a short description is refused', async () => {
    const file = {
      fileName: 'courier-receipt.pdf',
      fileType: 'application/pdf',
      base64: PDF.toString('base64'),
    };
    const short = await post('eVerifiedUpload', {
      docketNo: docket,
      type: 'other',
      files: [file],
      desc: 'abc',
    });
    expect(short.status).toBe(400);
    expect(short.json().message).toBe(DOCUMENT_MSG.description);
    expect(
      (
        await post('eVerifiedUpload', { docketNo: docket, type: 'other', files: [], desc: 'Courier receipt' })
      ).json().message,
    ).toBe(DOCUMENT_MSG.noFile);
    expect(
      (
        await post('eVerifiedUpload', {
          docketNo: docket,
          type: 'other',
          files: [file],
          desc: 'Courier receipt',
        })
      ).status,
    ).toBe(201);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(
      (
        await post('eVerifiedUpload', {
          docketNo: docket,
          type: 'receipts',
          files: [{ fileName: 'r.png', base64: png.toString('base64') }],
        })
      ).status,
    ).toBe(201);

    const view = await post('viewDoc', { docketNo: docket, fileName: 'courier-receipt.pdf' });
    expect(view.status).toBe(200);
    expect(view.bytes.equals(PDF)).toBe(true);
    expect(
      (await post('deletedocument', { docketNo: docket, fileName: 'courier-receipt.pdf', type: 'other' }))
        .status,
    ).toBe(200);
    expect((await post('viewDoc', { docketNo: docket, fileName: 'courier-receipt.pdf' })).status).toBe(404);
  });
});
