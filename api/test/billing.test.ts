/**
 * Carrier billing reconciliation (issue 17, 002 §2.3) on MySQL + Redis + the worker: carrier
 * files made in the DHL format, matched against our parcels (box id, docket, AWB), checked cell by
 * cell (matched, unmatched, weight, over- and under-billed), the same file twice, a changed header,
 * a 4-byte file, VAT 0 / -5 / "1e3", the invoice status machine as a table, two admins generating
 * at once, and an exporter refused.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MSG, TariffIndex, courierAmount, financialYear, sampleOrder } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { carrierFile, type BillFileRow } from '../../tests/support/billing-files';
import * as ratesRepo from '../src/modules/rates/repo';

let stack: Stack;
let admin: string;
let exporter: string;
let docketNo: string;
let ukRate: (grams: number) => number;

const b64 = (b: Buffer) => b.toString('base64');
const post = (path: string, body: unknown, token = admin) =>
  call(stack.url, 'POST', `/api/v1/${path}`, body, token);
const upload = async (file: Buffer, fileName = 'dhl-2026-10.xlsx') =>
  post('processbillfile', { type: 'upload', invoiceData: b64(file), fileName, carrier: 'dhl' });
const list = async (filter = 'all', page = 1) =>
  (await post('processdhlinvoice', { type: 'view', page, filter, carrier: 'dhl' })).body;
const rowsOf = async (invoiceNumber: string) =>
  stack.db('carrier_invoices').where({ invoice_number: invoiceNumber }).orderBy('id');

/** Three boxes in one docket, to the UK: BX-A and BX-B 300 g, BX-C 1000 g. */
const FILE1: () => BillFileRow[] = () => [
  {
    invoiceNumber: 'DHL-1',
    shipmentID: 'BX-A',
    handoverID: 'H1',
    pickupDate: '2026-10-02',
    weight: 300,
    amount: ukRate(300),
  },
  {
    invoiceNumber: 'DHL-1',
    shipmentID: 'BX-B',
    handoverID: 'H1',
    pickupDate: '2026-10-02',
    weight: 300,
    amount: ukRate(300) + 100,
    arrear: 118,
  },
  {
    invoiceNumber: 'DHL-1',
    shipmentID: 'BX-C',
    handoverID: 'H1',
    pickupDate: '2026-10-02',
    weight: 1000,
    amount: Math.round(ukRate(1000) / 2),
  },
  { invoiceNumber: 'DHL-2', handoverID: docketNo, pickupDate: '2026-10-03', weight: 2500, amount: 5000 },
  {
    invoiceNumber: 'DHL-2',
    shipmentID: 'NOPE-1',
    handoverID: 'H9',
    awb: 'ZZ1',
    pickupDate: '2026-10-03',
    weight: 500,
    amount: 900,
  },
];

beforeAll(async () => {
  stack = await startStack({ workers: true });
  admin = await loginAs(stack.url, 10, 'superadmin');
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  const apiKey = (await call(stack.url, 'POST', '/api/v1/apikey', {}, exporter)).body.authKey;
  const orders = [
    sampleOrder(1, { orderId: 'B-1', boxId: 'BX-A', grossWeight: '300' }),
    sampleOrder(2, { orderId: 'B-2', boxId: 'BX-B', grossWeight: '300' }),
    sampleOrder(3, { orderId: 'B-3', boxId: 'BX-C', grossWeight: '1000' }),
  ];
  const r = await call(stack.url, 'POST', '/api/v1/client/saveorderdata', {
    authKey: apiKey,
    orderData: orders,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  docketNo = r.body.tempSBill;
  const index = new TariffIndex(await ratesRepo.loadPublished(stack.db));
  ukRate = (g) => {
    const q = courierAmount(index, 'dhl', 'express', { country: 'United Kingdom', weightGrams: g });
    if (!q?.available || typeof q.cost !== 'number') throw new Error('no DHL demo rate to the UK');
    return q.cost;
  };
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('carrier billing', () => {
  it('refuses an exporter, a 4-byte file and a changed header, writing nothing', async () => {
    const file = await carrierFile('dhl', FILE1());
    const asExporter = await post('processdhlinvoice', { type: 'preview', file: b64(file) }, exporter);
    expect(asExporter.status).toBe(403);
    const tiny = await post('processdhlinvoice', { type: 'preview', file: b64(Buffer.from('abcd')) });
    expect(tiny.status).toBe(400);
    expect(tiny.body.message).toBe('Error while reading file, try again');
    const notXlsx = await upload(Buffer.from('x'.repeat(600)));
    expect(notXlsx.body.message).toBe('Error while reading file, try again');
    const header = await carrierFile('dhl', FILE1(), {
      header: [
        'Invoice Number',
        'Handover ID',
        'Shipment ID',
        'AWB Number',
        'N.O.E',
        'Pickup Date',
        'Weight',
        'Net Amount',
        'Arrear',
      ],
    });
    const changed = await upload(header);
    expect(changed.status).toBe(400);
    expect(changed.body.message).toBe(BILLING_MSG.changedHeader(['Chargeable Weight (g)']));
    expect(await stack.db('carrier_invoices').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });

  it('previews without writing, then uploads and reconciles cell by cell', async () => {
    const file = await carrierFile('dhl', FILE1());
    const pv = await post('processdhlinvoice', { type: 'preview', file: b64(file), carrier: 'dhl' });
    expect(pv.status, JSON.stringify(pv.body)).toBe(200);
    expect(pv.body.data).toHaveLength(5);
    expect(pv.body.data[0]).toMatchObject({
      handoverID: 'H1',
      boxId: 'BX-A',
      pickupDate: '2026-10-02',
      chargeableWeight: 300,
    });
    expect(pv.body.data[0].exporterName).toBe('Demo Handicrafts Pvt Ltd');
    expect(await list()).toMatchObject({ count: 0 });

    const up = await upload(file);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.data.report).toMatchObject({
      rows: 5,
      added: 5,
      matched: 1,
      overbilled: 1,
      underbilled: 1,
      weight: 1,
      unmatched: 1,
    });
    expect(up.body.data.report.perExporter).toEqual([
      {
        exporterId: expect.any(Number),
        exporterName: 'Demo Handicrafts Pvt Ltd',
        rows: 4,
        amount: ukRate(300) * 2 + 100 + 118 + Math.round(ukRate(1000) / 2) + 5000,
      },
    ]);
    const one = await rowsOf('DHL-1');
    const cells = one.map((r) => [
      r.shipment_id,
      r.match_status,
      Number(r.weight_diff_g),
      Number(r.expected_amount),
      Number(r.amount_debited),
      r.status,
    ]);
    expect(cells).toEqual([
      ['BX-A', 'matched', 0, ukRate(300), ukRate(300), 'created'],
      ['BX-B', 'overbilled', 0, ukRate(300), ukRate(300) + 100 + 118, 'created'],
      ['BX-C', 'underbilled', 0, ukRate(1000), Math.round(ukRate(1000) / 2), 'created'],
    ]);
    const two = await rowsOf('DHL-2');
    expect(
      two.map((r) => [
        r.box_id,
        r.match_status,
        r.declared_weight_g && Number(r.declared_weight_g),
        r.weight_diff_g && Number(r.weight_diff_g),
        Number(r.amount_debited),
      ]),
    ).toEqual([
      ['BX-A', 'weight', 1600, 900, 5000],
      [null, 'unmatched', null, null, 0],
    ]);
    const l = await list();
    expect(l.count).toBe(5);
    expect(l.data[0]).toMatchObject({
      invoiceNumber: 'DHL-2',
      exporterName: null,
      match: 'unmatched',
      status: 'created',
    });

    // The reconciliation Excel: mismatches filled, per exporter sheet.
    const res = await fetch(`${stack.url}/api/v1/billing/files/${up.body.data.fileId}/report`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.getWorksheet('Rows')!;
    const fillOf = (r: number) =>
      (ws.getRow(r).getCell(1).fill as { fgColor?: { argb?: string } } | undefined)?.fgColor?.argb ?? null;
    expect([2, 3, 4, 5, 6].map((r) => ws.getRow(r).getCell(14).value)).toEqual([
      'matched',
      'overbilled',
      'underbilled',
      'weight',
      'unmatched',
    ]);
    expect([2, 3, 4, 5, 6].map(fillOf)).toEqual([null, 'FFFFD591', 'FFFFE8A3', 'FFF8B4B4', 'FFE0E0E0']);
    expect(wb.getWorksheet('Per exporter')!.getRow(2).getCell(2).value).toBe(4);
  });

  it('adds nothing for the same file twice, or the same rows in other bytes', async () => {
    const again = await upload(await carrierFile('dhl', FILE1()));
    // Same rows, other bytes (another creator): a new file, but every row is on file already.
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.report.added).toBe(0);
    const first = await stack.db('billing_files').orderBy('id').first();
    const bytes = await stack.api.ctx.storage.read(first.file_key);
    const same = await upload(bytes);
    expect(same.body.message).toBe(BILLING_MSG.sameFile);
    expect(same.body.data.report).toMatchObject({ duplicate: true, added: 0 });
    expect((await list()).count).toBe(5);
  });

  it('keeps the invoice status machine: created → Generated → Paid', async () => {
    const vatErr = BILLING_MSG.vatNotAbove0;
    const fy = financialYear(Date.now());
    const steps: Array<[string, Record<string, unknown>, number, string]> = [
      ['updateDhlInvoices', { type: 'paid', invoiceNo: 'DHL-1' }, 409, BILLING_MSG.generateFirst],
      ['updateDhlInvoices', { type: 'paid', invoiceNo: 'NOPE' }, 404, BILLING_MSG.unknownInvoice],
      ['excel/updateVat', { type: 'generate', invoiceNo: 'DHL-2', boxId: '', vat: 0 }, 400, vatErr],
      ['excel/updateVat', { type: 'generate', invoiceNo: 'DHL-2', boxId: '', vat: '-5' }, 400, vatErr],
      ['excel/updateVat', { type: 'generate', invoiceNo: 'DHL-2', boxId: '', vat: '1e3' }, 400, vatErr],
      ['updateDhlInvoices', { type: 'generate', invoiceNo: 'DHL-1' }, 200, BILLING_MSG.generated(3)],
      ['updateDhlInvoices', { type: 'generate', invoiceNo: 'DHL-1' }, 409, BILLING_MSG.nothingToGenerate],
      ['excel/updateVat', { type: 'paid', invoiceNo: 'DHL-1' }, 409, BILLING_MSG.noVatRows],
      [
        'excel/updateVat',
        { type: 'generate', invoiceNo: 'DHL-2', boxId: 'BX-A', vat: '18.5' },
        200,
        BILLING_MSG.vatGenerated(`ED/${fy}/00004`),
      ],
      ['updateDhlInvoices', { type: 'generate', invoiceNo: 'DHL-2' }, 409, BILLING_MSG.noMatchedRows],
      ['excel/updateVat', { type: 'paid', invoiceNo: 'DHL-2' }, 200, BILLING_MSG.paid(1)],
      ['updateDhlInvoices', { type: 'paid', invoiceNo: 'DHL-1' }, 200, BILLING_MSG.paid(3)],
      ['updateDhlInvoices', { type: 'paid', invoiceNo: 'DHL-1' }, 409, BILLING_MSG.allPaid],
    ];
    for (const [path, body, status, message] of steps) {
      const r = await post(path, body);
      expect([path, body, r.status, r.body.message]).toEqual([path, body, status, message]);
    }
    const one = await rowsOf('DHL-1');
    expect(one.map((r) => [r.pmb_invoice_no, r.status])).toEqual([
      [`ED/${fy}/00001`, 'Paid'],
      [`ED/${fy}/00002`, 'Paid'],
      [`ED/${fy}/00003`, 'Paid'],
    ]);
    const two = await rowsOf('DHL-2');
    expect(two.map((r) => [r.status, r.vat === null ? null : Number(r.vat)])).toEqual([
      ['Paid', 18.5],
      ['created', null],
    ]);
    const vatList = await list('vat');
    expect(vatList.count).toBe(1);
    // Balance: only the unmatched created row is unpaid.
    expect((await call(stack.url, 'GET', '/api/v1/getdhlBillSummary', undefined, admin)).body.data).toBe(900);
    const count = await post('getalldhlBillscount', { filter: 'all' });
    expect(count.body.count).toBe(5);
    const dl = await post('gendhlbillfile', { type: 'download', invoiceData: { filter: 'all' } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(new Uint8Array(dl.body.link.data as number[]).buffer);
    expect(wb.worksheets[0]!.rowCount).toBe(6);
  });

  it('gives two admins generating at once distinct consecutive numbers', async () => {
    const rows: BillFileRow[] = [];
    for (const inv of ['DHL-3', 'DHL-4'])
      for (const box of ['BX-A', 'BX-B', 'BX-C'])
        rows.push({
          invoiceNumber: inv,
          shipmentID: box,
          handoverID: 'H2',
          pickupDate: '2026-10-09',
          weight: 300,
          amount: 10,
        });
    expect((await upload(await carrierFile('dhl', rows), 'dhl-2026-11.xlsx')).body.data.report.added).toBe(6);
    const other = await loginAs(stack.url, 10, 'superadmin');
    const [a, b] = await Promise.all([
      post('updateDhlInvoices', { type: 'generate', invoiceNo: 'DHL-3' }),
      post('updateDhlInvoices', { type: 'generate', invoiceNo: 'DHL-4' }, other),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const nos = [...a.body.data.numbers, ...b.body.data.numbers]
      .map((n: string) => Number(n.slice(-5)))
      .sort((x, y) => x - y);
    // After DHL-1's three and DHL-2's one (when the file runs whole): no gap, no duplicate.
    expect(nos).toEqual([0, 1, 2, 3, 4, 5].map((i) => nos[0]! + i));
  });
});
