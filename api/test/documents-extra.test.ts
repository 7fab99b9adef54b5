/**
 * The last documents of issue 6 on MySQL + Redis: the harmonized label (core country list, category
 * and mailing date checks, one label per tracked packet to a listed country), the pickup (Pending →
 * Scheduled by the owner side → Picked Up by the FPO agent) with its three documents, and the
 * edited IBM workbook (Excel by content, 5 MB, stored and served back as sent).
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_MSG,
  formatDateDMY,
  HARMONIZED_COUNTRIES,
  IBM_EDIT_MSG,
  indiaDay,
  PICKUP_MSG,
  sampleOrder,
  sampleTrackingNo,
} from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { pdfText, pushDocket } from '../../tests/support/documents';

let stack: Stack;
const tokens: Record<string, string> = {};
/** Tracked packets to the UK (2 parcels) and the USA; EMS to the USA; tracked packets to Singapore. */
let tracked: string;
let ems: string;
let singapore: string;

const usa = {
  consigneeCountry: 'USA',
  consigneeCity: 'Boston',
  consigneeZipCode: '02108',
  consigneeAddress: '1 Beacon Street',
  currency: 'USD',
};

beforeAll(async () => {
  stack = await startStack();
  const users: Record<string, [number, string]> = {
    exporter: [1, 'ABCDE1234F'],
    staff: [3, 'exporter.user'],
    cha: [4, 'cha4'],
    fpo: [5, 'fpo.delhi'],
    cbic: [6, 'cbic'],
    admin: [10, 'admin'],
    superadmin: [10, 'superadmin'],
  };
  for (const [k, [t, u]] of Object.entries(users)) tokens[k] = await loginAs(stack.url, t, u);
  const push = (orderData: unknown[]) => pushDocket(stack.url, tokens.exporter, orderData);
  tracked = await push([
    sampleOrder(701, { orderId: 'X-1', invoiceNo: 'XINV-1' }),
    sampleOrder(702, { orderId: 'X-2', invoiceNo: 'XINV-2', description: 'Silk stole' }),
    sampleOrder(703, {
      orderId: 'X-3',
      invoiceNo: 'XINV-3',
      description: 'Brass diya set',
      hsnCode: '74198090',
      fob_foreign: '31.00',
      ...usa,
    }),
  ]);
  ems = await push([
    sampleOrder(711, { orderId: 'X-11', invoiceNo: 'XINV-11', parcelType: 'EMS Speed Post', ...usa }),
  ]);
  singapore = await push([
    sampleOrder(721, {
      orderId: 'X-21',
      invoiceNo: 'XINV-21',
      consigneeCountry: 'Singapore',
      consigneeCity: 'Singapore',
      consigneeZipCode: '018956',
      currency: 'SGD',
    }),
  ]);
});
afterAll(async () => {
  await stack?.stop();
});

async function fetchBytes(path: string, token: string, init: RequestInit = {}) {
  const res = await fetch(`${stack.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}
const json = (b: Buffer) => JSON.parse(b.toString('utf8'));

const tab = async (docket: string, who = 'exporter') => {
  const r = await call(stack.url, 'GET', `/api/v1/dockets/${docket}/documents`, undefined, tokens[who]);
  expect(r.status).toBe(200);
  return r.body.data;
};

describe('harmonized label (001 §3, §5, §7, §9)', () => {
  const label = (docket: string, q: string, who = 'exporter') =>
    fetchBytes(`/api/v1/dockets/${docket}/documents/harmonized-label${q}`, tokens[who]);

  it('lists the harmonized countries from core', async () => {
    const r = await call(stack.url, 'GET', '/api/v1/harmonizedCountries', undefined, tokens.exporter);
    expect(r.body.data).toEqual(HARMONIZED_COUNTRIES);
    for (const c of ['USA', 'United Kingdom', 'Germany', 'Canada', 'Australia'])
      expect(r.body.data).toContain(c);
    for (const c of ['India', 'Singapore', 'United Arab Emirates']) expect(r.body.data).not.toContain(c);
  });

  it('prints one label per tracked parcel with the category, mailing date and tracking number', async () => {
    const t = await tab(tracked);
    expect(t.documents).toContain('harmonized-label');
    expect(t.harmonizedCountries.sort()).toEqual(['USA', 'United Kingdom']);
    const r = await label(tracked, '?category=Gift&mailingDate=20-01-2026');
    expect(r.status, r.bytes.toString().slice(0, 200)).toBe(200);
    expect(r.type).toContain('application/pdf');
    const text = pdfText(r.bytes);
    expect(text.match(/HARMONIZED LABEL/g)).toHaveLength(3);
    for (const s of [
      'Category of item: Gift',
      'Mailing date: 20-01-2026',
      sampleTrackingNo(701),
      sampleTrackingNo(702),
      sampleTrackingNo(703),
      'Jane Smith',
      'Boston',
      'Demo Handicrafts Pvt Ltd',
      'Silk stole',
      'Brass diya set',
      '74198090',
    ])
      expect(text).toContain(s);
  });

  it('generateHarmonizedLabel answers the same PDF, for the chosen countries only', async () => {
    const r = await fetchBytes('/api/v1/generateHarmonizedLabel', tokens.exporter, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        tempSBill: tracked,
        categoryOfItem: 'Sales of Goods',
        mailingDate: '21-01-2026',
        harmonizedCountries: ['USA'],
      }),
    });
    expect(r.status, r.bytes.toString().slice(0, 200)).toBe(200);
    const text = pdfText(r.bytes);
    expect(text.match(/HARMONIZED LABEL/g)).toHaveLength(1);
    expect(text).toContain(sampleTrackingNo(703));
    expect(text).not.toContain(sampleTrackingNo(701));
    expect(text).toContain('Category of item: Sales of Goods');
  });

  it("missing or bad category or date: 400 'Unable to generate harmonized label'", async () => {
    for (const q of [
      '',
      '?category=Gift',
      '?mailingDate=20-01-2026',
      '?category=Gifts&mailingDate=20-01-2026',
      '?category=Gift&mailingDate=31-02-2026',
      '?category=Gift&mailingDate=2026-01-20',
    ]) {
      const r = await label(tracked, q);
      expect(r.status, q).toBe(400);
      expect(json(r.bytes).message, q).toBe('Unable to generate harmonized label');
    }
    expect(json((await label(tracked, '?category=Gift')).bytes).data).toMatchObject({ field: 'mailingDate' });
    const post = await call(
      stack.url,
      'POST',
      '/api/v1/generateHarmonizedLabel',
      { tempSBill: tracked, mailingDate: '20-01-2026' },
      tokens.exporter,
    );
    expect(post).toMatchObject({
      status: 400,
      body: { message: DOCUMENT_MSG.harmonizedFailed, data: { field: 'categoryOfItem' } },
    });
  });

  it('a docket without a tracked packet to a harmonized country: absent from the tab, 403', async () => {
    for (const docket of [ems, singapore]) {
      expect((await tab(docket)).documents, docket).not.toContain('harmonized-label');
      expect((await label(docket, '?category=Gift&mailingDate=20-01-2026')).status, docket).toBe(403);
    }
  });

  it('exporter admin, CHA and super admin only', async () => {
    for (const [who, status] of [
      ['cha', 200],
      ['superadmin', 200],
      ['staff', 403],
      ['fpo', 403],
      ['admin', 403],
    ] as const) {
      expect((await label(tracked, '?category=Documents&mailingDate=20-01-2026', who)).status, who).toBe(
        status,
      );
      expect((await tab(tracked, who)).documents.includes('harmonized-label'), who).toBe(status === 200);
    }
  });
});

describe('pickup status and pickup documents (001 §3, §6)', () => {
  const day = (offset: number) => formatDateDMY(new Date(indiaDay() + offset * 86_400_000));
  const schedule = (pickupDate: string, who = 'exporter', docket = tracked) =>
    call(stack.url, 'POST', `/api/v1/dockets/${docket}/pickup`, { pickupDate }, tokens[who]);
  const setStatus = (status: string, who: string) =>
    call(stack.url, 'PUT', `/api/v1/dockets/${tracked}/pickup`, { status }, tokens[who]);
  const doc = (kind: string, who = 'exporter') =>
    fetchBytes(`/api/v1/dockets/${tracked}/documents/pickup-docs?kind=${kind}`, tokens[who]);
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  let fileId: number;

  it('Pending: the tab hides the pickup documents and refuses them; an additional document can be deleted', async () => {
    const t = await tab(tracked);
    expect(t).toMatchObject({ pickupStatus: 'Pending', pickup: { status: 'Pending', pickupDate: null } });
    expect(t.documents).not.toContain('pickup-docs');
    expect(t.actions).toContain('delete-additional');
    const r = await doc('checklist');
    expect(r.status).toBe(403);
    expect(json(r.bytes).message).toBe(PICKUP_MSG.pending);
    const up = await fetch(
      `${stack.url}/api/v1/dockets/${tracked}/files?fileName=signed.pdf&desc=${encodeURIComponent('Signed invoice')}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.exporter}`, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(pdf),
      },
    );
    expect(up.status).toBe(201);
    fileId = ((await up.json()) as any).data.id;
    // Nothing to pick up before it is scheduled.
    expect(await setStatus('Picked Up', 'fpo')).toMatchObject({
      status: 409,
      body: { message: PICKUP_MSG.notScheduled },
    });
  });

  it('the owner side schedules it (a real date, today or later); others may not', async () => {
    expect(await schedule('31-02-2030')).toMatchObject({
      status: 400,
      body: { message: PICKUP_MSG.badDate },
    });
    expect(await schedule(day(-1))).toMatchObject({ status: 400, body: { message: PICKUP_MSG.pastDate } });
    for (const who of ['fpo', 'cbic', 'admin']) expect((await schedule(day(1), who)).status, who).toBe(403);
    // An exporter user and a linked CHA may (the last request sets the date).
    expect((await schedule(day(3), 'staff')).status).toBe(200);
    expect((await schedule(day(2), 'cha')).status).toBe(200);
    const r = await schedule(day(1));
    expect(r).toMatchObject({
      status: 200,
      body: {
        message: PICKUP_MSG.scheduled(day(1)),
        data: { pickup: { status: 'Scheduled', pickupDate: day(1) } },
      },
    });
    const t = await tab(tracked);
    expect(t).toMatchObject({
      pickupStatus: 'Scheduled',
      pickup: { status: 'Scheduled', pickupDate: day(1) },
    });
    expect(t.documents).toContain('pickup-docs');
    // Customs users never see them.
    expect((await tab(tracked, 'fpo')).documents).not.toContain('pickup-docs');
    expect((await doc('checklist', 'fpo')).status).toBe(403);
    expect((await doc('handoverNote', 'cbic')).status).toBe(403);
  });

  it('prints the checklist, the authority letter and the handover note', async () => {
    const checklist = pdfText((await doc('checklist')).bytes);
    for (const s of [
      'PICKUP CHECKLIST',
      tracked,
      day(1),
      'Scheduled',
      sampleTrackingNo(701),
      'Shipping label with the tracking number',
      'CN22 / CN23',
    ])
      expect(checklist).toContain(s);
    const letter = pdfText((await doc('authorityLetter')).bytes);
    for (const s of [
      'AUTHORITY LETTER',
      'hereby authorise India Post',
      `docket ${tracked}`,
      day(1),
      'Authorised signatory',
      'Demo Handicrafts Pvt Ltd',
      'ABCDE1234F',
    ])
      expect(letter).toContain(s);
    const note = pdfText((await doc('handoverNote')).bytes);
    // 3 parcels of 300 g each.
    for (const s of [
      'HANDOVER NOTE',
      'Handed over by (exporter)',
      'Received by (India Post pickup agent)',
      sampleTrackingNo(703),
      'Received 3 parcel(s), total gross weight 0.9000 kg',
    ])
      expect(note).toContain(s);
    // The spec's call: pickupPackingList is the handover note.
    const viaLookup = await fetchBytes('/api/v1/lookup/downloadpickupDoc', tokens.exporter, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'pickupPackingList', docketNo: tracked }),
    });
    expect(viaLookup.status).toBe(200);
    expect(pdfText(viaLookup.bytes)).toContain('HANDOVER NOTE');
    const bad = await call(
      stack.url,
      'POST',
      '/api/v1/lookup/downloadpickupDoc',
      { type: 'invoice', docketNo: tracked },
      tokens.exporter,
    );
    expect(bad.status).toBe(400);
    expect((await doc('nope')).status).toBe(400);
  });

  it('the FPO agent records Picked Up; then deleting an additional document is refused and the date cannot move', async () => {
    expect((await setStatus('Picked Up', 'exporter')).status).toBe(403);
    expect((await setStatus('Picked Up', 'cbic')).status).toBe(403); // customs, but not an FPO agent
    expect(await setStatus('Picked Up', 'fpo')).toMatchObject({
      status: 200,
      body: { data: { pickup: { status: 'Picked Up', pickupDate: day(1) } } },
    });
    const t = await tab(tracked);
    expect(t.pickupStatus).toBe('Picked Up');
    expect(t.actions).not.toContain('delete-additional');
    expect(pdfText((await doc('handoverNote')).bytes)).toContain('Picked Up'); // the stored file follows the state
    const del = await call(
      stack.url,
      'DELETE',
      `/api/v1/dockets/${tracked}/files/${fileId}`,
      undefined,
      tokens.exporter,
    );
    expect(del).toMatchObject({ status: 403, body: { message: DOCUMENT_MSG.deleteOnlyPending } });
    expect(await schedule(day(2))).toMatchObject({
      status: 409,
      body: { message: PICKUP_MSG.alreadyPickedUp },
    });
    // The super admin may set it back.
    expect((await setStatus('Scheduled', 'superadmin')).body.data.pickup.status).toBe('Scheduled');
    expect((await setStatus('Picked Up', 'superadmin')).body.data.pickup.status).toBe('Picked Up');
  });
});

describe('edited IBM workbook (001 §5 "The IBM edit file accepts Excel files only", §7)', () => {
  const form = (data: Buffer, name: string, docketNo = tracked) => {
    const f = new FormData();
    f.append('docketNo', docketNo);
    f.append('file', new Blob([new Uint8Array(data)]), name);
    return f;
  };
  const upload = (body: FormData | string, who = 'exporter') =>
    fetchBytes('/api/v1/lookup/uploadibmFile', tokens[who], {
      method: 'POST',
      body,
      headers: typeof body === 'string' ? { 'content-type': 'application/json' } : {},
    }).then((r) => ({ status: r.status, body: json(r.bytes) }));
  const download = (docketNo: string, who = 'exporter') =>
    fetchBytes('/api/v1/lookup/downloadibmfile', tokens[who], {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ docketNo }),
    });

  let xlsx: Buffer;
  beforeAll(async () => {
    // The IBM workbook as the exporter edits it: download, change a cell, save.
    const ibm = await fetchBytes(`/api/v1/dockets/${tracked}/documents/ibm`, tokens.exporter);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(ibm.bytes as any);
    wb.worksheets[0].getCell('K2').value = 'Edited contents';
    xlsx = Buffer.from(await wb.xlsx.writeBuffer());
  });

  it('nothing uploaded yet: 404 and updatedIbm null', async () => {
    const r = await download(ems);
    expect(r.status).toBe(404);
    expect(json(r.bytes).message).toBe(IBM_EDIT_MSG.notUploaded);
    expect((await tab(ems)).updatedIbm).toBeNull();
  });

  it('a real xlsx uploads (form) and downloads back byte-identical; the tab names it', async () => {
    const r = await upload(form(xlsx, 'IBM_edited.xlsx'));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data).toMatchObject({
      fileName: 'IBM_edited.xlsx',
      uploadedBy: 'Demo Handicrafts Pvt Ltd',
      uploadedAt: expect.any(Number),
    });
    expect((await tab(tracked)).updatedIbm).toMatchObject({
      fileName: 'IBM_edited.xlsx',
      uploadedBy: 'Demo Handicrafts Pvt Ltd',
    });
    const back = await download(tracked);
    expect(back.status).toBe(200);
    expect(back.type).toContain('spreadsheetml');
    expect(back.bytes.equals(xlsx)).toBe(true);
  });

  it('the spec call with base64 JSON replaces it; an .xls (OLE2) is accepted too', async () => {
    const r = await upload(
      JSON.stringify({
        docketNo: ems,
        fileName: 'ibm-ems.xlsx',
        fileType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        base64: xlsx.toString('base64'),
      }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect((await download(ems)).bytes.equals(xlsx)).toBe(true);
    const xls = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(1024, 1),
    ]);
    expect((await upload(form(xls, 'old.xls', ems))).status).toBe(201);
    const again = await download(ems);
    expect(again.bytes.equals(xls)).toBe(true);
    expect(again.type).toContain('application/vnd.ms-excel');
    expect((await tab(ems)).updatedIbm.fileName).toBe('old.xls');
  });

  it('refuses a PDF renamed .xlsx, a zip that is no workbook, an empty file, a file over 5 MB', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    expect(await upload(form(pdf, 'ibm.xlsx'))).toMatchObject({
      status: 415,
      body: { message: 'Only Excel files (.xls or .xlsx) are allowed.' },
    });
    // A docx-like zip: [Content_Types].xml but no xl/ parts.
    const notXl = await (async () => {
      const wb = new ExcelJS.Workbook();
      wb.addWorksheet('a');
      return Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
    })();
    const renamed = Buffer.from(notXl.toString('latin1').replaceAll('xl/', 'zz/'), 'latin1');
    expect((await upload(form(renamed, 'ibm.xlsx'))).status).toBe(415);
    expect(await upload(form(Buffer.alloc(0), 'ibm.xlsx'))).toMatchObject({
      status: 400,
      body: { message: IBM_EDIT_MSG.empty },
    });
    const big = Buffer.concat([xlsx, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await upload(form(big, 'ibm.xlsx'))).toMatchObject({
      status: 413,
      body: { message: IBM_EDIT_MSG.tooLarge },
    });
    // Base64 beyond the route's room is refused with the same message.
    const huge = JSON.stringify({
      docketNo: tracked,
      fileName: 'ibm.xlsx',
      base64: Buffer.alloc(6 * 1024 * 1024).toString('base64'),
    });
    expect(await upload(huge)).toMatchObject({ status: 413, body: { message: IBM_EDIT_MSG.tooLarge } });
    expect(await upload(JSON.stringify({ docketNo: tracked }))).toMatchObject({
      status: 400,
      body: { message: IBM_EDIT_MSG.noFile },
    });
    // The stored edit is still the good one.
    expect((await download(tracked)).bytes.equals(xlsx)).toBe(true);
  });

  it('customs users can neither upload nor download; the tab does not show them the edit', async () => {
    for (const who of ['fpo', 'cbic']) {
      expect((await upload(form(xlsx, 'ibm.xlsx'), who)).status, who).toBe(403);
      expect((await download(tracked, who)).status, who).toBe(403);
      expect((await tab(tracked, who)).updatedIbm, who).toBeNull();
    }
    expect((await upload(form(xlsx, 'ibm.xlsx'), 'staff')).status).toBe(403);
    expect((await upload(form(xlsx, 'ibm.xlsx'), 'cha')).status).toBe(201);
  });
});

describe('demo dockets seed', () => {
  it('the demo exporter has a tracked-packets docket with a harmonized label and an EMS docket', async () => {
    const rows = await stack
      .db('orders as o')
      .join('dockets as d', 'd.id', 'o.docket_id')
      .where('o.order_id', 'like', 'DEMO-%')
      .distinct('d.docket_no', 'o.order_id');
    const byOrder = new Map(rows.map((r: any) => [r.order_id, r.docket_no]));
    const trackedDemo = byOrder.get('DEMO-TP-1')!;
    const emsDemo = byOrder.get('DEMO-EMS-1')!;
    expect(trackedDemo).toMatch(/^PMB\d{13}$/);
    expect(emsDemo).not.toBe(trackedDemo);
    const t = await tab(trackedDemo);
    expect(t.documents).toContain('harmonized-label');
    expect(t.harmonizedCountries.sort()).toEqual(['USA', 'United Kingdom']);
    expect((await tab(emsDemo)).documents).not.toContain('harmonized-label');
    // The seeding key is gone; the user's own key is untouched.
    expect(await stack.db('api_keys').whereNull('revoked_at').count({ n: '*' }).first()).toMatchObject({
      n: 1,
    });
  });
});
