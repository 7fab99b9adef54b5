/**
 * Export documents on MySQL + Redis (issue 6): every document rendered for a docket and read back
 * with pdftotext, the same figures across invoice, CN23, PBE and packing list, the documents tab
 * role matrix enforced by the API, generate-all end to end with the live event, uploads by content.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as ioClient, type Socket } from 'socket.io-client';
import { DOCUMENT_MSG, sampleOrder } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { pdfText, pushDocket } from '../../tests/support/documents';

let stack: Stack;
let exporter: string;
let docket: string;
const sockets: Socket[] = [];

// Parcel 1: two items of one invoice; parcel 2: one GBP item; parcel 3: 900 USD (above 300 SDR → CN23).
const orders = [
  sampleOrder(1, { boxId: 'BOX-A', invoiceNo: 'INV-A', orderId: 'D-1' }),
  sampleOrder(2, {
    boxId: 'BOX-A',
    invoiceNo: 'INV-A',
    orderId: 'D-2',
    description: 'Silk stole',
    hsnCode: '62142010',
    fob_foreign: '40.00',
    itemNetWeight: '150',
    itemGrossWeight: '180',
    grossWeight: '500',
  }),
  sampleOrder(3, { invoiceNo: 'INV-B', orderId: 'D-3', grossWeight: '300' }),
  sampleOrder(4, {
    invoiceNo: 'INV-C',
    orderId: 'D-4',
    currency: 'USD',
    fob_foreign: '900.00',
    hsnCode: '71131910',
    description: 'Silver necklace',
    category: 'Silver Jewellery',
    grossWeight: '250',
    itemGrossWeight: '250',
    itemNetWeight: '200',
  }),
];

beforeAll(async () => {
  stack = await startStack();
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  docket = await pushDocket(stack.url, exporter, orders);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await stack?.stop();
});

async function fetchBytes(path: string, token: string) {
  const res = await fetch(`${stack.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

async function documentText(type: string, query = '') {
  const r = await fetchBytes(`/api/v1/dockets/${docket}/documents/${type}${query}`, exporter);
  expect(r.status, `${type}: ${r.bytes.toString().slice(0, 200)}`).toBe(200);
  expect(r.type).toContain('application/pdf');
  expect(r.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(r.bytes);
}

describe('each document of a docket, read back from the PDF', () => {
  it('the PBE print: the fixed heading, its blocks, the note and the parcels overleaf', async () => {
    const t = await documentText('pbe');
    expect(t).toContain(
      'POSTAL BILL FOR EXPORT OF DUTY FREE GOODS THROUGH FOREIGN POST OFFICE USING E- COMMERCE',
    );
    for (const s of [
      '1. Exporter',
      '2. Authorised agent / CHA',
      '3. Foreign Post Office',
      '4. Declaration',
      'Details of Parcels overleaf',
      docket,
      'ABCDE1234F',
      'BOX-A',
    ])
      expect(t).toContain(s);
  });
  it('the export invoice carries ₹ amounts (the embedded Unicode font)', async () => {
    const t = await documentText('invoice', '?invoiceNo=INV-A');
    for (const s of [
      'EXPORT INVOICE',
      'INV-A',
      'Hand block printed cotton scarf',
      'Silk stole',
      '62141090',
      '62142010',
      '₹',
    ])
      expect(t).toContain(s);
  });
  it("CN22 up to 300 SDR, CN23 above, with the UPU form's wording", async () => {
    const cn22 = await documentText('cn22');
    expect(cn22).toContain('CN 22');
    expect(cn22).toContain('CN 23'); // the 900 USD parcel cannot travel on a CN22
    expect(cn22).toContain('May be opened officially');
    const cn23 = await documentText('cn23');
    expect(cn23.match(/CN 23/g)?.length).toBe(3);
    expect(cn23).not.toContain('CN 22');
    expect(cn23).toContain("Sender's customs reference");
  });
  it('shipping labels show the tracking number and parcel id under their barcodes', async () => {
    const t = await documentText('labels');
    for (const o of [orders[0], orders[2], orders[3]]) expect(t).toContain(o.trackingNo); // a parcel's number is its first item's
    // the parcel barcode's line is the scan id the FPO scan accepts: `<docket no>-<box id>`
    expect(t).toContain(`${docket}-BOX-A`);
    expect(t).toContain(`${docket}-${docket}-0002`); // a generated box id
    expect(t).toContain(`${docket}-${docket}-0003`);
  });
  it('the PBE summary, the EDF with its defaults, the CN22/23 with label', async () => {
    expect(await documentText('pbe-summary')).toContain('PBE SUMMARY');
    const edf = await documentText('edf', '?invoiceNo=INV-B');
    for (const s of ['1 Custom (DTA units)', '1 FOB', 'L/C', 'INV-B']) expect(edf).toContain(s);
    expect(await documentText('cn-with-label', `?boxId=${docket}-0002`)).toContain('CN 22');
  });
  it('the IBM workbook is an xlsx', async () => {
    const r = await fetchBytes(`/api/v1/dockets/${docket}/documents/ibm`, exporter);
    expect(r.status).toBe(200);
    expect(r.bytes.subarray(0, 2).toString()).toBe('PK');
  });
  it('an unknown invoice is a 400, an unknown docket a 404', async () => {
    expect(
      (await fetchBytes(`/api/v1/dockets/${docket}/documents/invoice?invoiceNo=NOPE`, exporter)).status,
    ).toBe(400);
    expect((await fetchBytes('/api/v1/dockets/PMB9999999999999/documents/pbe', exporter)).status).toBe(404);
  });
  it('a document is stored and served again without re-rendering', async () => {
    const a = await fetchBytes(`/api/v1/dockets/${docket}/documents/packing-list`, exporter);
    const b = await fetchBytes(`/api/v1/dockets/${docket}/documents/packing-list`, exporter);
    expect(b.bytes.equals(a.bytes)).toBe(true); // pdfmake stamps a creation time: a re-render would differ
  });
});

describe('every number agrees across invoice, CN23, PBE and packing list', () => {
  it.each([
    // invoice, HS code, FOB in its currency, gross weight of its parcel (kg)
    ['INV-B', '62141090', '24.50', '0.3000'],
    ['INV-C', '71131910', '900.00', '0.2500'],
  ])('%s', async (invoiceNo, hs, fob, gross) => {
    const [invoice, cn23, pbe, packing] = await Promise.all([
      documentText('invoice', `?invoiceNo=${invoiceNo}`),
      documentText('cn23'),
      documentText('pbe'),
      documentText('packing-list'),
    ]);
    // FOB in rupees as the invoice prints it in its table (Indian grouping, 1,23,456.00): the same figure must be on the PBE and packing list.
    const inr = invoice.match(new RegExp(`${fob.replace('.', '\\.')} ([\\d,]+\\.\\d{2})`))?.[1];
    expect(inr, 'FOB (INR) on the invoice').toBeTruthy();
    for (const [name, t] of [
      ['invoice', invoice],
      ['cn23', cn23],
      ['pbe', pbe],
      ['packing list', packing],
    ] as const) {
      expect(t, name).toContain(hs);
      expect(t, name).toContain(gross);
      if (name !== 'pbe') expect(t, name).toContain(fob);
      if (name !== 'cn23') expect(t, name).toContain(inr!);
      if (name !== 'cn23') expect(t, name).toContain(invoiceNo);
    }
  });
});

describe('the documents tab role matrix (001 §6), enforced by the API', () => {
  const users: Record<string, [number, string]> = {
    exporter: [1, 'ABCDE1234F'],
    staff: [3, 'exporter.user'],
    fpo: [5, 'fpo.delhi'],
    cbic: [6, 'cbic'],
    admin: [10, 'admin'],
    superadmin: [10, 'superadmin'],
  };
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const [k, [t, u]] of Object.entries(users)) tokens[k] = await loginAs(stack.url, t, u);
  });
  it.each([
    ['exporter', { pbe: 200, cn23: 200, 'packing-list': 200, labels: 200, ibm: 200 }],
    ['staff', { pbe: 200, cn23: 403, 'packing-list': 403, labels: 200, ibm: 403 }],
    ['fpo', { pbe: 200, 'pbe-summary': 200, cn23: 403, labels: 403, ibm: 403 }],
    ['cbic', { pbe: 200, cn23: 403, labels: 403 }],
    ['admin', { pbe: 200, cn23: 403, labels: 200, 'packing-list': 403 }],
    ['superadmin', { pbe: 200, cn23: 200, labels: 200, 'packing-list': 200, ibm: 200 }],
  ] as const)('%s', async (who, expected) => {
    for (const [type, status] of Object.entries(expected))
      expect(
        (await fetchBytes(`/api/v1/dockets/${docket}/documents/${type}`, tokens[who])).status,
        `${who} ${type}`,
      ).toBe(status);
    const tab = await call(stack.url, 'GET', `/api/v1/dockets/${docket}/documents`, undefined, tokens[who]);
    expect(tab.status).toBe(200);
    for (const [type, status] of Object.entries(expected))
      expect(tab.body.data.documents.includes(type), `${who} tab ${type}`).toBe(status === 200);
  });
  it('customs users and the super admin cannot start invoice generation; another exporter cannot see the docket', async () => {
    for (const who of ['fpo', 'cbic', 'superadmin'])
      expect(
        (await call(stack.url, 'POST', '/api/v1/generateInvoicesInBulk', { docket }, tokens[who])).status,
        who,
      ).toBe(403);
    // A linked CHA sees the owner's documents; once unlinked, the docket does not exist for them.
    const cha = await loginAs(stack.url, 12, 'agent12');
    expect((await fetchBytes(`/api/v1/dockets/${docket}/documents/cn23`, cha)).status).toBe(200);
    const agent = await stack.db('users').where({ username: 'agent12' }).first('id');
    await stack.db('cha_exporters').where({ cha_user_id: agent.id }).delete();
    expect((await fetchBytes(`/api/v1/dockets/${docket}/documents/pbe`, cha)).status).toBe(404);
  });
  // Documents belong to whoever filed them (issue 12 item 4): uploader × deleter → status.
  let owned: string | undefined;
  it.each([
    ['cbic', 'proof', 'exporter', 403],
    ['cbic', 'proof', 'staff', 403],
    ['cbic', 'proof', 'admin', 403],
    ['cbic', 'proof', 'fpo', 403],
    ['cbic', 'proof', 'cbic', 200],
    ['fpo', 'proof', 'exporter', 403],
    ['fpo', 'proof', 'cbic', 403],
    ['fpo', 'proof', 'fpo', 200],
    ['fpo', 'proof', 'superadmin', 200],
    ['exporter', 'proof', 'staff', 200],
    ['exporter', 'additional', 'admin', 403],
    ['exporter', 'additional', 'fpo', 403],
    ['exporter', 'additional', 'superadmin', 403],
    ['exporter', 'additional', 'exporter', 200],
    ['admin', 'additional', 'exporter', 403],
    ['admin', 'additional', 'admin', 200],
    ['admin', 'additional', 'superadmin', 200],
  ] as const)('a file %s uploaded (%s): %s deleting it gets %i', async (uploader, what, deleter, status) => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    // A docket of its own: the files refused a deletion stay, and other tests list this one's files.
    owned ??= await pushDocket(stack.url, exporter, [
      sampleOrder(60, { orderId: 'O-1', invoiceNo: 'OINV-1' }),
    ]);
    const url =
      what === 'proof'
        ? `/api/v1/dockets/${owned}/proofs/pbe?fileName=p.pdf`
        : `/api/v1/dockets/${owned}/files?fileName=a.pdf&desc=Signed%20copy`;
    const res = await fetch(`${stack.url}${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[uploader]}`, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(pdf),
    });
    const body = (await res.json()) as any;
    expect(res.status, JSON.stringify(body)).toBe(201);
    const id = what === 'proof' ? body.data[0].id : body.data.id;
    expect(
      (await call(stack.url, 'DELETE', `/api/v1/dockets/${owned}/files/${id}`, undefined, tokens[deleter]))
        .status,
    ).toBe(status);
    expect(!!(await stack.db('docket_files').where({ id }).first('id'))).toBe(status !== 200);
  });
});

describe('Generate all export invoices (001 §4 "Docket documents")', () => {
  it('sets Processing, the worker zips every invoice, the live data event names the docket, downloadZip serves it', async () => {
    expect((await fetchBytes(`/api/v1/downloadZip/${docket}`, exporter)).status).toBe(409);
    const s = ioClient(stack.url, {
      auth: { token: exporter },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(s);
    await new Promise<void>((res, rej) => (s.on('connect', () => res()), s.on('connect_error', rej)));
    const event = new Promise<any>((res) => s.on('data', (p) => p.docketNo === docket && res(p)));
    const r = await call(
      stack.url,
      'POST',
      '/api/v1/generateInvoicesInBulk',
      { docket, ieCode: 'ABCDE1234F' },
      exporter,
    );
    expect(r.status).toBe(202);
    expect(r.body.data.isAllInvoicesGen).toBe('Processing');
    await expect(event).resolves.toMatchObject({ success: true, docketNo: docket });
    // The job is visible to whoever queued it, like bulk uploads and reports.
    const job = await call(stack.url, 'GET', `/api/v1/jobs/${r.body.data.jobId}`, undefined, exporter);
    expect(job.body.data).toMatchObject({ kind: 'documents', state: 'completed' });
    const tab = await call(stack.url, 'GET', `/api/v1/dockets/${docket}/documents`, undefined, exporter);
    expect(tab.body.data.isAllInvoicesGen).toBe('Generated');
    const zip = await fetchBytes(`/api/v1/downloadZip/${docket}`, exporter);
    expect(zip.status).toBe(200);
    expect(zip.type).toContain('application/zip');
    // End of central directory: the entry count, one PDF per invoice (INV-A, INV-B, INV-C).
    expect(zip.bytes.readUInt16LE(zip.bytes.length - 22 + 10)).toBe(3);
    expect(zip.bytes.includes(Buffer.from('Invoice_INV-C.pdf'))).toBe(true);
    // unzip -t proves the archive is well formed (CRCs, offsets) when unzip is installed.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'ed-zip-')), 'invoices.zip');
    writeFileSync(file, zip.bytes);
    const check = spawnSync('unzip', ['-t', file]);
    if (!check.error) expect(check.stdout.toString()).toMatch(/No errors detected/);
  });
});

describe('additional documents (PDF only, checked by content; 1 MB; description 5 to 40)', () => {
  const upload = (body: Buffer, desc: string, token = exporter, fileName = 'proof.pdf') =>
    fetch(
      `${stack.url}/api/v1/dockets/${docket}/files?fileName=${encodeURIComponent(fileName)}&desc=${encodeURIComponent(desc)}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(body),
      },
    ).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

  it('a renamed .exe is refused by its content', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512)]);
    expect(await upload(exe, 'Signed invoice', exporter, 'invoice.pdf')).toMatchObject({
      status: 415,
      body: { success: false, message: DOCUMENT_MSG.pdfOnly },
    });
  });
  it('an oversized PDF and an empty file are refused', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(1024 * 1024)]);
    expect(await upload(big, 'Signed invoice')).toMatchObject({
      status: 413,
      body: { message: DOCUMENT_MSG.tooLarge },
    });
    // A browser form with an empty file, and a raw call with no body at all.
    const form = new FormData();
    form.append('desc', 'Signed invoice');
    form.append('file', new Blob([]), 'empty.pdf');
    const empty = await fetch(`${stack.url}/api/v1/dockets/${docket}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${exporter}` },
      body: form,
    });
    expect({ status: empty.status, body: await empty.json() }).toMatchObject({
      status: 400,
      body: { message: DOCUMENT_MSG.emptyFile },
    });
    expect(await upload(Buffer.alloc(0), 'Signed invoice')).toMatchObject({
      status: 400,
      body: { message: 'Please Select a File to Upload.' },
    });
  });
  it("a short description: 'Please enter some description for file.'", async () => {
    expect(await upload(pdf, 'abc')).toMatchObject({
      status: 400,
      body: { message: 'Please enter some description for file.' },
    });
    expect(await upload(pdf, 'x'.repeat(41))).toMatchObject({
      status: 400,
      body: { message: 'Please enter some description for file.' },
    });
  });
  it('a PDF is stored, listed and served back; customs users cannot upload', async () => {
    const r = await upload(pdf, 'Signed invoice');
    expect(r.status).toBe(201);
    const tab = await call(stack.url, 'GET', `/api/v1/dockets/${docket}/documents`, undefined, exporter);
    expect(tab.body.data.other).toEqual([
      expect.objectContaining({ id: r.body.data.id, fileName: 'proof.pdf', desc: 'Signed invoice' }),
    ]);
    expect(
      (await fetchBytes(`/api/v1/dockets/${docket}/files/${r.body.data.id}`, exporter)).bytes.equals(pdf),
    ).toBe(true);
    expect((await upload(pdf, 'Signed invoice', await loginAs(stack.url, 5, 'fpo.delhi'))).status).toBe(403);
    expect(
      (
        await call(
          stack.url,
          'DELETE',
          `/api/v1/dockets/${docket}/files/${r.body.data.id}`,
          undefined,
          exporter,
        )
      ).status,
    ).toBe(200);
  });
});

describe('proof of export (001 §2.5): several png, jpeg or pdf per row, checked by content', () => {
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64),
  ]);
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
  const send = (type: string, files: Array<[string, Buffer]>, token = exporter) => {
    const form = new FormData();
    for (const [name, data] of files) form.append('files', new Blob([new Uint8Array(data)]), name);
    return fetch(`${stack.url}/api/v1/dockets/${docket}/proofs/${type}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
  };
  it('uploads a png, a jpeg and a pdf under one row and lists them as data.{type}', async () => {
    const r = await send('receipts', [
      ['r1.png', png],
      ['r2.jpg', jpeg],
      ['r3.pdf', pdf],
    ]);
    expect(r.status).toBe(201);
    expect(r.body.data.map((f: any) => f.fileType)).toEqual(['image/png', 'image/jpeg', 'application/pdf']);
    const list = await call(
      stack.url,
      'GET',
      `/api/v1/dockets/${docket}/proofs/receipts`,
      undefined,
      exporter,
    );
    expect(list.body.data.receipts.map((f: any) => f.fileName)).toEqual(['r1.png', 'r2.jpg', 'r3.pdf']);
    // Proofs are not additional documents.
    const tab = await call(stack.url, 'GET', `/api/v1/dockets/${docket}/documents`, undefined, exporter);
    expect(tab.body.data.other.map((f: any) => f.fileName)).not.toContain('r1.png');
  });
  it('one renamed .exe refuses the whole upload; DGFT may not upload; an unknown row is a 400', async () => {
    const exe = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(64)]);
    expect(
      await send('rbi', [
        ['ok.pdf', pdf],
        ['bad.png', exe],
      ]),
    ).toMatchObject({ status: 415, body: { message: DOCUMENT_MSG.proofKinds } });
    expect(
      (await call(stack.url, 'GET', `/api/v1/dockets/${docket}/proofs/rbi`, undefined, exporter)).body.data
        .rbi,
    ).toEqual([]);
    expect((await send('rbi', [['ok.pdf', pdf]], await loginAs(stack.url, 7, 'dgft'))).status).toBe(403);
    expect((await send('nope', [['ok.pdf', pdf]])).status).toBe(400);
    expect((await send('pbe', [['ok.pdf', pdf]], await loginAs(stack.url, 6, 'cbic'))).status).toBe(201);
  });
});

describe('RBI EDF details per invoice (001 §3, §5, §9)', () => {
  it('answers the defaults, saves and updates, prints the saved details, refuses bad amounts and admins', async () => {
    const get = (invoiceNo: string) =>
      call(
        stack.url,
        'POST',
        '/api/v1/getedfdataforpbe',
        { tempSBill: docket, invoiceNo, isUpdate: false },
        exporter,
      );
    expect((await get('INV-B')).body.data).toMatchObject({
      isEdfDetails: false,
      edfDetails: {
        categoryOfExporter: '1',
        natureOfContract: '1',
        modeOfRealisation: 'L/C',
        acuPayment: 'Yes',
        freight: '0',
        deduction: '0',
      },
    });
    const save = (body: object, token = exporter) =>
      call(stack.url, 'POST', '/api/v1/saveEdfData', { tempSBill: docket, ...body }, token);
    expect(await save({ invoiceNo: 'INV-B', edfDetails: { freight: '12a' } })).toMatchObject({
      status: 400,
      body: { message: 'freight accepts digits, dot and space only' },
    });
    expect(
      (
        await save({
          invoiceNo: 'INV-B',
          edfDetails: { formNo: 'EDF-77', freight: '1 250.50', rbiApprovalDate: '' },
        })
      ).status,
    ).toBe(200);
    expect((await get('INV-B')).body.data).toMatchObject({
      isEdfDetails: true,
      edfDetails: { formNo: 'EDF-77', freight: '1250.50', categoryOfExporter: '1' },
    });
    expect(await documentText('edf', '?invoiceNo=INV-B')).toContain('EDF-77');
    expect((await save({ invoiceNo: 'INV-B', edfDetails: { formNo: 'EDF-78' } })).status).toBe(200); // update
    expect(await documentText('edf', '?invoiceNo=INV-B')).toContain('EDF-78'); // the stored PDF follows the details
    expect(
      (await save({ isAll: true, edfDetails: { formNo: 'EDF-ALL' } })).body.data.invoices.sort(),
    ).toEqual(['INV-A', 'INV-B', 'INV-C']);
    expect((await save({ invoiceNo: 'NOPE', edfDetails: {} })).status).toBe(400);
    expect(
      (await save({ invoiceNo: 'INV-A', edfDetails: {} }, await loginAs(stack.url, 10, 'superadmin'))).status,
    ).toBe(403);
    const tab = await call(stack.url, 'GET', `/api/v1/dockets/${docket}/documents`, undefined, exporter);
    expect(tab.body.data.invoices.every((i: any) => i.isEdfDetails)).toBe(true);
  });
});

describe('a generation that fails keeps the message and can be started again', () => {
  // The failure is a file where the disk driver needs a folder: a disk-only way to break storing.
  it.skipIf(process.env.TEST_STORAGE === 's3')(
    'sends data { success: false } with the reason, shows it on the tab, then succeeds on another try',
    async () => {
      const key = (await call(stack.url, 'POST', '/api/v1/apikey', {}, exporter)).body.authKey;
      const other = (
        await call(stack.url, 'POST', '/api/v1/client/saveorderdata', {
          authKey: key,
          orderData: [sampleOrder(50, { orderId: 'F-1', invoiceNo: 'FINV-1' })],
        })
      ).body.tempSBill;
      // A plain file where the docket's documents folder must go: every attempt fails to store the zip.
      const blocker = path.join(stack.config.dataDir, 'files', 'documents', other);
      mkdirSync(path.dirname(blocker), { recursive: true });
      writeFileSync(blocker, 'not a folder');
      const s = ioClient(stack.url, {
        auth: { token: exporter },
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(s);
      await new Promise<void>((res, rej) => (s.on('connect', () => res()), s.on('connect_error', rej)));
      const failed = new Promise<any>((res) =>
        s.on('data', (p) => p.docketNo === other && !p.success && res(p)),
      );
      expect(
        (await call(stack.url, 'POST', '/api/v1/generateInvoicesInBulk', { docket: other }, exporter)).status,
      ).toBe(202);
      const ev = await failed; // after Bull's 3 attempts (backoff 1 s, 2 s)
      expect(ev.message).toContain(`Export invoices of docket ${other} could not be generated:`);
      const tab = (await call(stack.url, 'GET', `/api/v1/dockets/${other}/documents`, undefined, exporter))
        .body.data;
      expect(tab).toMatchObject({ isAllInvoicesGen: null, invoicesMessage: ev.message });
      expect((await fetchBytes(`/api/v1/downloadZip/${other}`, exporter)).status).toBe(409);

      rmSync(blocker);
      const done = new Promise<any>((res) =>
        s.on('data', (p) => p.docketNo === other && p.success && res(p)),
      );
      expect(
        (await call(stack.url, 'POST', '/api/v1/generateInvoicesInBulk', { docket: other }, exporter)).status,
      ).toBe(202);
      await done;
      expect((await fetchBytes(`/api/v1/downloadZip/${other}`, exporter)).status).toBe(200);
    },
  );
});

describe('the PBE number and date, recorded by customs (001 §2.6, §6)', () => {
  it('a customs user sets them, the PBE print shows them; an exporter may not; a bad date is refused', async () => {
    const fpo = await loginAs(stack.url, 5, 'fpo.delhi');
    const put = (body: object, token: string) =>
      call(stack.url, 'PUT', `/api/v1/dockets/${docket}/pbe`, body, token);
    expect(await put({ bill: 'PBE/DEL/123', date: '31-02-2026' }, fpo)).toMatchObject({
      status: 400,
      body: { message: 'PBE date must be a real date in DD-MM-YYYY' },
    });
    expect((await put({ bill: 'PBE/DEL/123', date: '20-01-2026' }, exporter)).status).toBe(403);
    expect((await put({ bill: 'PBE/DEL/123', date: '20-01-2026' }, fpo)).status).toBe(200);
    const t = await documentText('pbe');
    expect(t).toContain('PBE/DEL/123');
    expect(t).toContain('20-01-2026');
  });
});
