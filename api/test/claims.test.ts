/**
 * MEIS/RoDTEP claims end to end through the API (issue 16, "Bad input, tried on purpose"): the
 * listing with the rate in force, the application from the uploaded MEIS Excel, documents by their
 * bytes, submission, DGFT's review and its lock, remarks, scheme-rate uploads. Nothing half-written.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlementAmount, formatDateDMY, MEIS_MSG, sampleOrder } from '@exportdesk/core';
import { hashPassword } from '../../api/src/lib/password';
import { createQueues } from '@exportdesk/api';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { pushDocket } from '../../tests/support/documents';

let stack: Stack;
let exporter: string;
let dgft: string;
let superadmin: string;
let stranger: string;

/** A raw call whose body is bytes (xlsx, pdf). */
async function raw(path: string, body: unknown, token: string) {
  const res = await fetch(`${stack.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
const post = (path: string, body: unknown, token: string) =>
  call(stack.url, 'POST', `/api/v1/order/${path}`, body, token);
const count = async (table: string) => Number((await stack.db(table).count({ n: '*' }).first())?.n ?? 0);

async function workbook(header: string[], rows: unknown[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]).toString('base64');

let ids: number[] = [];
let noRateId = 0;
let strangerId = 0;
let refNo = '';
let shipped = ''; // the docket of MEIS-1 and MEIS-2, the claimed orders
let cbic: string;

/** Customs record the docket's shipping bill (PBE) number and date: the goods left (issue 24). */
async function stampShippingBill(docket: string, bill = `SB-${docket.slice(-6)}`) {
  const r = await call(
    stack.url,
    'PUT',
    `/api/v1/dockets/${docket}/pbe`,
    { bill, date: formatDateDMY(new Date()) },
    cbic,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

/** Issue 27: the claim-status mails queued for the exporter (this stack runs no workers: read the queue). */
async function claimMailsQueued(refNo: string, status: string, n: number) {
  const queues = createQueues(stack.config.redisUrl, stack.config.redisPrefix);
  try {
    const jobs = (
      await queues
        .get<{ kind: string; subject: string; to: string }>('mail')
        .getJobs(['waiting', 'delayed', 'active', 'completed'])
    ).filter((j) => j.data.kind === 'claim-status' && j.data.subject === `Claim ${refNo}: ${status}`);
    expect(jobs).toHaveLength(n);
    expect(jobs[0]!.data.to).toBe('exporter@demo.exportdesk.local');
  } finally {
    await queues.close();
  }
}

beforeAll(async () => {
  stack = await startStack({ workers: false });
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  dgft = await loginAs(stack.url, 7, 'dgft');
  superadmin = await loginAs(stack.url, 10, 'superadmin');
  cbic = await loginAs(stack.url, 6, 'cbic');
  const t = Date.now();
  await stack.db('users').insert({
    user_type: 1,
    username: 'ZZZZZ9999Z',
    username_key: 'zzzzz9999z',
    ie_code: 'ZZZZZ9999Z',
    name: 'Other Exporter',
    email: 'other@example.com',
    mobile: '9876543210',
    password_hash: await hashPassword('Demo@12345'),
    is_active: true,
    is_first_login: false,
    is_exporter: true,
    roles: '[]',
    created_at: t,
    updated_at: t,
    password_changed_at: t,
  });
  // An exporter pushes orders only on an active plan (issue 14).
  const other = await stack.db('users').where({ username_key: 'zzzzz9999z' }).first('id');
  await stack.db('subscriptions').insert({
    user_id: other.id,
    plan_id: 'PREMIUM-Y',
    plan_type: 'yearly',
    amount: 5999,
    status: 'active',
    starts_at: t - 1000,
    ends_at: t + 365 * 86400_000,
    created_at: t,
  });
  stranger = await loginAs(stack.url, 1, 'ZZZZZ9999Z');
  shipped = await pushDocket(stack.url, exporter, [
    sampleOrder(1, { orderId: 'MEIS-1', currency: 'USD', fob_foreign: '120.00', quantity: '2' }),
    sampleOrder(2, { orderId: 'MEIS-2', currency: 'USD', fob_foreign: '10.00', quantity: '1' }),
  ]);
  await pushDocket(stack.url, exporter, [
    sampleOrder(3, { orderId: 'MEIS-3', hsnCode: '71131110', description: 'Silver jhumka earrings' }),
  ]);
  await pushDocket(stack.url, stranger, [sampleOrder(4, { orderId: 'OTHER-1' })]);
  const orders = await stack.db('orders').select('id', 'order_id');
  const id = (o: string) => Number(orders.find((r: any) => r.order_id === o)!.id);
  ids = [id('MEIS-1'), id('MEIS-2')];
  noRateId = id('MEIS-3');
  strangerId = id('OTHER-1');
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

describe('MEIS listing and reports', () => {
  it('lists own orders with the RoDTEP rate in force; no rate says so; paging messages', async () => {
    const r = await post('getMeisData', { page: 0 }, exporter);
    expect(r.status).toBe(200);
    const rows = r.body.data as any[];
    // The demo seed's dockets are this exporter's too.
    expect(
      rows
        .map((o) => o.orderId)
        .filter((o) => o.startsWith('MEIS-'))
        .sort(),
    ).toEqual(['MEIS-1', 'MEIS-2', 'MEIS-3']);
    expect(r.body.total).toBe(rows.length);
    expect(rows.length).toBeLessThanOrEqual(20);
    const one = rows.find((o) => o.orderId === 'MEIS-1');
    expect(one.rate.scheme).toBe('RODTEP');
    expect(one.rate.amount).toBe(
      entitlementAmount(one.paymentDetails.fob, { ratePct: 4.3, capPerUnit: 40 }, 2),
    );
    const two = rows.find((o) => o.orderId === 'MEIS-2');
    expect(two.rate.amount).toBe(Math.round(two.paymentDetails.fob * 4.3) / 100);
    expect(rows.find((o) => o.orderId === 'MEIS-3').rate).toBeNull();
    expect((await post('getMeisData', { page: 1 }, exporter)).body.message).toBe('No More Data');
    // DGFT has no orders of its own to list.
    const empty = await post('getMeisData', { page: 0 }, dgft);
    expect(empty.body.message).toBe('No Data Found');
  });

  it('Excel and PDF of selected orders; another exporter’s order is refused', async () => {
    const x = await raw('/api/v1/order/downloadMeisExcel', { orderIds: ids, type: 'meis' }, exporter);
    expect(x.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.bytes as any);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(13).value).toBe('Rate of Entitlement (%)');
    expect(ws.rowCount).toBe(3);
    const p = await raw('/api/v1/order/downloadAsPdf', { orderIds: ids, type: 'meis' }, exporter);
    expect(p.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const bad = await post('downloadMeisExcel', { orderIds: [strangerId] }, exporter);
    expect(bad.status).toBe(403);
    const many = await post(
      'downloadAsPdf',
      { orderIds: Array.from({ length: 2001 }, (_, i) => i + 1), type: 'meis' },
      exporter,
    );
    expect(many.status).toBe(400);
    expect(many.body.message).toBe(MEIS_MSG.pdfTooMany(2000));
  });
});

describe('application, documents, DGFT review', () => {
  it('refuses a claim on another exporter’s docket and an order without a rate; writes nothing', async () => {
    const header = ['Id', 'ITC HS Code'];
    const other = await post(
      'meisFormGenerate',
      {
        avatar: {
          filename: 'm.xlsx',
          value: await workbook(header, [
            [ids[0], '62141090'],
            [strangerId, '62141090'],
          ]),
        },
      },
      exporter,
    );
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(MEIS_MSG.unknownOrder(3));
    const noRate = await post(
      'meisFormGenerate',
      { avatar: { filename: 'm.xlsx', value: await workbook(header, [[noRateId, '71131110']]) } },
      exporter,
    );
    expect(noRate.status).toBe(400);
    expect(noRate.body.message).toMatch(/^No RoDTEP rate in force for ITC HS 71131110 on \d\d-\d\d-\d{4}\.$/);
    expect(await count('claims')).toBe(0);
    expect(await count('claim_orders')).toBe(0);
  });

  it('generates from the downloaded MEIS Excel; the same orders again are refused', async () => {
    const x = await raw('/api/v1/order/downloadMeisExcel', { orderIds: ids }, exporter);
    const avatar = { filename: 'meis.xlsx', filetype: 'xlsx', value: x.bytes.toString('base64') };
    // Two uploads of the same sheet at once: one application; the other is told the orders are
    // taken (by the check, or by the unique order index's duplicate key), never a 500.
    const both = await Promise.all([
      raw('/api/v1/order/meisFormGenerate', { avatar }, exporter),
      raw('/api/v1/order/meisFormGenerate', { avatar }, exporter),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const g = both.find((r) => r.status === 200)!;
    expect(g.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    refNo = g.headers.get('x-meis-ref-no')!;
    expect(refNo).toMatch(/^MEIS\d{8}[0-9A-F]{6}$/);
    const again = await post('meisFormGenerate', { avatar }, exporter);
    expect(again.status).toBe(409);
    expect(await count('claims')).toBe(1);
    const list = await post('getgeneratedmeis', { page: 1, query: '', status: '' }, exporter);
    const app = list.body.data[0];
    expect(app.status).toBe('Generated');
    expect(app.editPermitted).toBe(true);
    expect(app.excelData.map((e: any) => e.amount).reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(
      app.entitlementTotal,
      2,
    );
    // DGFT does not see a claim the exporter has not sent.
    expect((await post('getgeneratedmeis', { page: 1 }, dgft)).body.data).toEqual([]);
    expect((await post('getgeneratedmeis', { page: 1 }, stranger)).body.data).toEqual([]);
  });

  it('issue 23: DGFT reads no Generated claim anywhere: not its sheet, remarks or files', async () => {
    const sheet = await raw('/api/v1/order/downloadMeisExcelAfterUpload', { refNos: [refNo] }, dgft);
    expect(sheet.status).toBe(404);
    expect(sheet.bytes.toString()).not.toContain('PK');
    expect((await post('addremark', { refNo, remark: 'Looks complete to me, thanks.' }, dgft)).status).toBe(
      404,
    );
    expect(
      (await post('viewMeisDoc', { meisRefNo: refNo, type: 'pod', fileName: 'pod.pdf' }, dgft)).status,
    ).toBe(404);
    // The exporter still reads its own.
    expect(
      (await raw('/api/v1/order/downloadMeisExcelAfterUpload', { refNos: [refNo] }, exporter)).status,
    ).toBe(200);
  });

  it('issue 23: meisFormGenerate without avatar is a 400 with the message, not a 500', async () => {
    for (const body of [
      {},
      { avatar: null },
      { avatar: {} },
      { avatar: { filename: 'm.xlsx' } },
      null,
      'x',
    ]) {
      const r = await post('meisFormGenerate', body, exporter);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(typeof r.body.message).toBe('string');
    }
    const res = await fetch(`${stack.url}/api/v1/order/meisFormGenerate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${exporter}` },
    });
    expect(res.status).toBe(400);
    const form = new FormData();
    form.append('other', 'x');
    const multi = await fetch(`${stack.url}/api/v1/order/meisFormGenerate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${exporter}` },
      body: form,
    });
    expect([400, 415]).toContain(multi.status);
    expect(await count('claims')).toBe(1);
  });

  it('documents: an .exe renamed .pdf is refused; delete only while Generated; submit needs pod', async () => {
    const exe = await post(
      'uploadMeisDoc',
      { meisRefNo: refNo, type: 'pod', files: [{ fileName: 'proof.pdf', base64: EXE }] },
      exporter,
    );
    expect(exe.status).toBe(400);
    expect(exe.body.message).toBe(MEIS_MSG.onlyPdfOrImage('proof.pdf'));
    expect(await count('claim_files')).toBe(0);
    // Not shipped yet (no shipping bill on the docket): refused, naming the docket and its orders.
    const unshipped = await post('sendmeistodgft', { refNo }, exporter);
    expect(unshipped.status).toBe(400);
    expect(unshipped.body.message).toBe(MEIS_MSG.noShippingBill(`docket ${shipped} (orders MEIS-1, MEIS-2)`));
    await stampShippingBill(shipped);
    expect((await post('sendmeistodgft', { refNo }, exporter)).body.message).toBe(MEIS_MSG.podNeeded);
    expect(
      (
        await post(
          'uploadMeisDoc',
          { meisRefNo: refNo, type: 'pop', files: [{ fileName: 'pay.pdf', base64: PDF }] },
          exporter,
        )
      ).status,
    ).toBe(200);
    expect(
      (await post('deleteobject', { meisRefNo: refNo, type: 'pop', fileName: 'pay.pdf' }, exporter)).status,
    ).toBe(200);
    const up = await post(
      'uploadMeisDoc',
      { meisRefNo: refNo, type: 'pod', files: [{ fileName: 'pod.pdf', base64: PDF }] },
      exporter,
    );
    expect(up.body.data.podStatus).toBe(true);
    // Issue 23: a PDF sent as invoice.exe is kept and served as invoice.pdf.
    const renamed = await post(
      'uploadMeisDoc',
      { meisRefNo: refNo, type: 'ad', files: [{ fileName: 'invoice.exe', base64: PDF }] },
      exporter,
    );
    expect(renamed.status).toBe(200);
    const kept = await stack.db('claim_files').where({ kind: 'ad' }).first('file_name', 'storage_key');
    expect(kept.file_name).toBe('invoice.pdf');
    expect(kept.storage_key).toMatch(/\.pdf$/);
    expect(
      (await post('viewMeisDoc', { meisRefNo: refNo, type: 'ad', fileName: 'invoice.exe' }, exporter)).status,
    ).toBe(404);
    const served = await raw(
      '/api/v1/order/viewMeisDoc',
      { meisRefNo: refNo, type: 'ad', fileName: 'invoice.pdf' },
      exporter,
    );
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    // Another exporter cannot touch it.
    expect(
      (
        await post(
          'uploadMeisDoc',
          { meisRefNo: refNo, type: 'ad', files: [{ fileName: 'x.pdf', base64: PDF }] },
          stranger,
        )
      ).status,
    ).toBe(404);
    expect((await post('sendmeistodgft', { refNo }, exporter)).status).toBe(200);
    const del = await post('deleteobject', { meisRefNo: refNo, type: 'pod', fileName: 'pod.pdf' }, exporter);
    expect(del.status).toBe(409);
  });

  it('an exporter calling updatestatusbydgft gets 403 and nothing changes', async () => {
    const r = await post('updatestatusbydgft', { refNo, status: 'Approved' }, exporter);
    expect(r.status).toBe(403);
    expect((await stack.db('claims').first('status')).status).toBe('Pending Review');
  });

  it('DGFT reviews; remarks of 14 refused, 15 taken; locked after Approved; history kept', async () => {
    expect((await post('updatestatusbydgft', { refNo, status: 'Pending Review' }, dgft)).status).toBe(400);
    expect((await post('updatestatusbydgft', { refNo, status: 'Under Review' }, dgft)).status).toBe(200);
    await claimMailsQueued(refNo, 'Under Review', 1);
    const short = await post('addremark', { refNo, remark: 'a'.repeat(14) }, dgft);
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Please enter min 15 character');
    const fifteen = await post('addremark', { refNo, remark: 'b'.repeat(15) }, dgft);
    expect(fifteen.status).toBe(200);
    const listed = (
      await post('getgeneratedmeis', { page: 1, status: 'Under Review', ieCode: 'ABCDE1234F' }, dgft)
    ).body.data;
    expect(listed[0].reviewCount).toBe(1);
    expect(listed[0].remarks).toHaveLength(1);
    expect(listed[0].orderDetails[0].shippingBillDetails).toEqual({
      bill: `SB-${shipped.slice(-6)}`,
      date: expect.any(Number),
    });
    // A claim whose docket lost its shipping bill (or one sent before the rule) is not approved.
    const bill = await stack.db('dockets').where({ docket_no: shipped }).first();
    await stack.db('dockets').where({ docket_no: shipped }).update({ shipping_bill_date: null });
    const unshipped = await post('updatestatusbydgft', { refNo, status: 'Approved' }, dgft);
    expect(unshipped.status).toBe(400);
    expect(unshipped.body.message).toBe(MEIS_MSG.noShippingBill(`docket ${shipped} (orders MEIS-1, MEIS-2)`));
    expect((await stack.db('claims').first('status')).status).toBe('Under Review');
    await stack
      .db('dockets')
      .where({ docket_no: shipped })
      .update({ shipping_bill_date: bill.shipping_bill_date });
    expect((await post('updatestatusbydgft', { refNo, status: 'Approved' }, dgft)).status).toBe(200);
    const after = await post('updatestatusbydgft', { refNo, status: 'Rejected' }, dgft);
    expect(after.status).toBe(409);
    expect(after.body.message).toBe(MEIS_MSG.locked('Approved'));
    expect((await post('addremark', { refNo, remark: 'c'.repeat(20) }, exporter)).status).toBe(409);
    const app = (await post('getgeneratedmeis', { page: 1 }, exporter)).body.data[0];
    expect(app.status).toBe('Approved');
    expect(app.reviewedBy).toBeTruthy();
    expect(app.reviewedAt).toBeGreaterThan(0);
    expect(app.history.map((h: any) => h.to)).toEqual([
      'Generated',
      'Pending Review',
      'Under Review',
      'Approved',
    ]);
    const x = await raw('/api/v1/order/downloadMeisExcelAfterUpload', { refNos: [refNo] }, dgft);
    expect(x.status).toBe(200);
  });
});

describe('scheme rates as data', () => {
  const header = ['ITC HS Code', 'Description', 'Rate of Entitlement (%)', 'Cap per Unit (INR)', 'Cap Unit'];
  const upload = async (rows: unknown[][], token = superadmin) =>
    call(
      stack.url,
      'POST',
      '/api/v1/scheme-rates',
      {
        scheme: 'RODTEP',
        effectiveFrom: '2026-01-01',
        fileName: 'rodtep.xlsx',
        base64: await workbook(header, rows),
      },
      token,
    );

  it('a duplicated HS code: clear message, nothing written', async () => {
    const before = await count('scheme_rates');
    const r = await upload([
      ['71131110', 'Silver jewellery', 2, '', ''],
      ['62141090', 'Scarves', 4, 30, 'piece'],
      ['7113.11.10', 'Silver jewellery again', 3, '', ''],
    ]);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(MEIS_MSG.duplicateHs('71131110', [2, 4]));
    expect(await count('scheme_rates')).toBe(before);
  });

  it('an upload takes over from its date, a rollback restores the previous one; exporters may not upload', async () => {
    expect((await upload([['71131110', 'Silver jewellery', 2, '', '']], exporter)).status).toBe(403);
    const r = await upload([['71131110', 'Silver jewellery', 2, '', '']]);
    expect(r.status).toBe(200);
    const priced = async () =>
      ((await post('getMeisData', { page: 0 }, exporter)).body.data as any[]).find(
        (o) => o.orderId === 'MEIS-3',
      ).rate;
    expect((await priced()).ratePct).toBe(2);
    const rb = await call(
      stack.url,
      'POST',
      '/api/v1/scheme-rates/rollback',
      { id: r.body.data.id },
      superadmin,
    );
    expect(rb.status).toBe(200);
    expect(await priced()).toBeNull();
  });
});
