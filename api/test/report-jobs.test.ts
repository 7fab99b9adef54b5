/**
 * Reports as jobs (issue 29 item 5) on MySQL + Redis with the workers in their own process: each
 * kind queued (202 with its job id), progressing, and its file downloadable with the same content
 * as the streamed answer for a small data set; bad filters refused before anything is queued; a
 * 50,000-row GSTR made with the worker's peak RSS bounded; a MEIS PDF past 2,000 orders (in parts).
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { io as ioClient } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GST_MSG, MEIS_MSG, REPORT_JOB_PATHS, REPORT_PROGRESS_EVENT, sampleOrder } from '@exportdesk/core';
import { pdfText, pushDocket } from '../../tests/support/documents';
import { peakRssMb, seedMonth } from '../../tests/support/report-seed';
import { zipEntries } from '../../tests/support/zip';
import { call, jobSettled, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { spawnWorkers, type WorkerProcess } from '../../tests/support/worker-process';

let stack: Stack;
let worker: WorkerProcess;
let exporter: string;
let exporterId: number;
let orderIds: number[];

const bytesOf = async (path: string, token: string, init: { method?: string; body?: unknown } = {}) => {
  const r = await fetch(`${stack.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return {
    status: r.status,
    type: r.headers.get('content-type') ?? '',
    bytes: Buffer.from(await r.arrayBuffer()),
  };
};

/** Every sheet's cell values, row by row: "the same content" of two workbooks. */
async function cells(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb.worksheets.map((ws) => {
    const rows: unknown[][] = [];
    ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    return { name: ws.name, rows };
  });
}

/** Queues a report, follows it to the end, and answers its status and file. */
async function runReport(path: string, body: unknown, ms = 60_000) {
  const q = await call(stack.url, 'POST', path, body, exporter);
  expect(q.status, JSON.stringify(q.body)).toBe(202);
  const jobId: string = q.body.data.jobId;
  expect(jobId).toMatch(/^rp-/);
  const status = await jobSettled(stack.url, jobId, exporter, ms);
  expect(status.state, status.failedReason).toBe('completed');
  expect(status.progress).toBe(100);
  const file = await bytesOf(`/api/v1/jobs/${jobId}/file`, exporter);
  expect(file.status).toBe(200);
  return { jobId, status, file, count: q.body.data.count as number };
}

beforeAll(async () => {
  stack = await startStack({ workers: false });
  worker = spawnWorkers(stack.config);
  await worker.ready;
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  exporterId = (await stack.db('users').where({ username: 'ABCDE1234F' }).first('id')).id;
  const gst = { igstMode: 'Export with Payment of IGST', igstDetails_rate: '18', invoiceDate: '05-10-2026' };
  await pushDocket(stack.url, exporter, [
    sampleOrder(1, { ...gst, orderId: 'RJ-1', boxId: 'RJ-BOX-1', invoiceNo: 'RJ-INV-1' }),
    sampleOrder(2, { ...gst, orderId: 'RJ-2', boxId: 'RJ-BOX-2', invoiceNo: 'RJ-INV-2', currency: 'USD' }),
    sampleOrder(3, { orderId: 'RJ-3', boxId: 'RJ-BOX-3', invoiceNo: 'RJ-INV-3', invoiceDate: '07-10-2026' }),
  ]);
  const orders = await stack.db('orders').whereIn('order_id', ['RJ-1', 'RJ-2', 'RJ-3']).orderBy('id');
  orderIds = orders.map((o: { id: number }) => o.id);
  const t = Date.parse('2026-03-10T10:00:00+05:30');
  await stack.db('carrier_bookings').insert({
    parcel_id: orderIds[0],
    exporter_id: exporterId,
    carrier: 'dhl',
    generation: 1,
    idem_key: `dhl:${orderIds[0]}:1:rj`,
    status: 'booked',
    awb: 'AWB-RJ-1',
    attempts: 1,
    created_by: exporterId,
    created_at: t,
    updated_at: t,
  });
}, 120_000);
afterAll(async () => {
  worker?.kill('SIGTERM');
  await worker?.exited;
  await stack?.stop();
});

describe('report jobs, small: the same file as the streamed answer', () => {
  it('gstr: queued, done, the exp sheet cell for cell as downloadGstin', async () => {
    const filter = { month: '10', year: '2026', serviceProvider: 'indiapost', selectedNote: 'All' };
    const { file, status } = await runReport(REPORT_JOB_PATHS.gstr, filter);
    expect(file.type).toContain('spreadsheetml');
    expect(status.result.fileName).toMatch(/_GSTR1_exp_ABCDE1234F_10-2026_indiapost\.xlsx$/);
    const streamed = await bytesOf('/api/v1/downloadGstin', exporter, { method: 'POST', body: filter });
    expect(await cells(file.bytes)).toEqual(await cells(streamed.bytes));
    expect((await cells(file.bytes))[0]!.rows.length).toBe(4);
    // JSON too
    const json = await runReport(REPORT_JOB_PATHS.gstr, { ...filter, format: 'json' });
    expect(json.file.type).toContain('application/json');
    const streamedJson = await bytesOf('/api/v1/downloadGstin', exporter, {
      method: 'POST',
      body: { ...filter, format: 'json' },
    });
    expect(JSON.parse(json.file.bytes.toString())).toEqual(JSON.parse(streamedJson.bytes.toString()));
  });

  it('csb: queued, done, the CSB-V sheet as csb/excel', async () => {
    const { file } = await runReport(REPORT_JOB_PATHS.csb, { from: '2026-03-01', to: '2026-03-31' });
    const streamed = await bytesOf('/api/v1/csb/excel?from=2026-03-01&to=2026-03-31', exporter);
    const job = await cells(file.bytes);
    expect(job).toEqual(await cells(streamed.bytes));
    expect(job[0]!.rows.length).toBe(2);
    // As the streamed answer: a period with nothing booked is the header only, not a refusal.
    const empty = await runReport(REPORT_JOB_PATHS.csb, { from: '2020-01-01', to: '2020-01-31' });
    expect((await cells(empty.file.bytes))[0]!.rows.length).toBe(1);
  });

  it('meis-excel and meis-pdf: as downloadMeisExcel and downloadAsPdf', async () => {
    const x = await runReport(REPORT_JOB_PATHS['meis-excel'], { orderIds });
    const sx = await bytesOf('/api/v1/order/downloadMeisExcel', exporter, {
      method: 'POST',
      body: { orderIds },
    });
    expect(await cells(x.file.bytes)).toEqual(await cells(sx.bytes));
    const p = await runReport(REPORT_JOB_PATHS['meis-pdf'], { orderIds });
    expect(p.file.type).toContain('application/pdf');
    const sp = await bytesOf('/api/v1/order/downloadAsPdf', exporter, { method: 'POST', body: { orderIds } });
    expect(pdfText(p.file.bytes)).toBe(pdfText(sp.bytes));
  });

  it('pbe-list: the PBE Excel through the same table of kinds', async () => {
    const q = await call(stack.url, 'POST', '/api/v1/dockets/download', {}, exporter);
    expect(q.status, JSON.stringify(q.body)).toBe(202);
    const s = await jobSettled(stack.url, q.body.data.jobId, exporter);
    expect(s.state).toBe('completed');
    const f = await bytesOf(`/api/v1/jobs/${q.body.data.jobId}/file`, exporter);
    const sheet = (await cells(f.bytes))[0]!;
    expect(sheet.name).toBe('PBE');
    expect(sheet.rows.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses bad filters before queueing, with the clear message', async () => {
    const none = await call(stack.url, 'POST', REPORT_JOB_PATHS['meis-pdf'], { orderIds: [] }, exporter);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(MEIS_MSG.selectOrders);
    const stranger = await call(
      stack.url,
      'POST',
      REPORT_JOB_PATHS['meis-excel'],
      { orderIds: [999_999] },
      exporter,
    );
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe(MEIS_MSG.notYourOrder);
    const date = await call(stack.url, 'POST', REPORT_JOB_PATHS.csb, { from: '2020/01/01' }, exporter);
    expect(date.status).toBe(400);
    expect(date.body.message).toBe('Please select a from date');
    const month = await call(
      stack.url,
      'POST',
      REPORT_JOB_PATHS.gstr,
      { month: '13', year: '2026' },
      exporter,
    );
    expect(month.status).toBe(400);
    const iec = await call(
      stack.url,
      'POST',
      REPORT_JOB_PATHS.gstr,
      { month: '10', year: '2026', ieCode: 'ZZZZZ9999Z' },
      exporter,
    );
    expect(iec.status).toBe(403);
    expect(iec.body.message).toBe(GST_MSG.notLinked('ZZZZZ9999Z'));
  });
});

describe('report jobs, 50,000 rows', () => {
  it('a 50,000-row GSTR: progress on the way, the worker’s peak RSS bounded', async () => {
    await seedMonth(stack.db, exporterId, '11', 50_000);
    // The user's tab hears the job's progress and its file on the socket.
    const tab = ioClient(stack.url, {
      auth: { token: exporter },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((res, rej) => {
      tab.on('connect', () => res());
      tab.on('connect_error', rej);
    });
    const heard: number[] = [];
    tab.on(REPORT_PROGRESS_EVENT, (e: { progress: number }) => heard.push(e.progress));
    const fileEvent = new Promise<{ jobId: string; rows: number }>((res) => tab.on('report', res));
    const filter = { month: '11', year: '2026', serviceProvider: 'indiapost', selectedNote: 'All' };
    const q = await call(stack.url, 'POST', REPORT_JOB_PATHS.gstr, filter, exporter);
    expect(q.status).toBe(202);
    expect(q.body.data.count).toBe(50_000);
    const seen = new Set<number>();
    const jobId = q.body.data.jobId;
    for (const end = Date.now() + 240_000; Date.now() < end;) {
      const s = (await call(stack.url, 'GET', `/api/v1/jobs/${jobId}`, undefined, exporter)).body.data;
      if (typeof s.progress === 'number') seen.add(s.progress);
      if (s.state === 'completed' || s.state === 'failed') break;
      await new Promise((r) => setTimeout(r, 300));
    }
    const done = await jobSettled(stack.url, jobId, exporter, 1000);
    expect(done.state, done.failedReason).toBe('completed');
    expect(done.result.rows).toBe(50_000);
    expect(
      [...seen].some((p) => p > 0 && p < 100),
      [...seen].join(','),
    ).toBe(true);
    const told = await fileEvent;
    tab.close();
    expect(told).toMatchObject({ jobId, rows: 50_000 });
    expect(heard.at(-1)).toBe(100);
    expect(
      heard.some((p) => p > 0 && p < 100),
      heard.join(','),
    ).toBe(true);
    const peak = peakRssMb(worker.pid, (p) => readFileSync(p, 'utf8'));
    console.log(`50,000-row GSTR: worker peak RSS ${peak.toFixed(0)} MB`);
    expect(peak).toBeLessThan(400);
  }, 300_000);

  it('a MEIS PDF of 2,001 orders: no 2,000 cap, a zip of parts', async () => {
    const ids = (
      await stack.db('orders').where('order_id', 'like', 'RPT-11-%').orderBy('id').limit(2001).select('id')
    ).map((o: { id: number }) => o.id);
    const { file, status } = await runReport(REPORT_JOB_PATHS['meis-pdf'], { orderIds: ids }, 240_000);
    expect(file.type).toContain('application/zip');
    expect(status.result.rows).toBe(2001);
    expect(file.bytes.subarray(0, 2).toString()).toBe('PK');
    // Parts of MEIS_PDF_PART_ORDERS (500): 500 × 4 + 1, in order, numbered on from the last.
    const parts = zipEntries(file.bytes);
    expect(parts.map((e) => e.name.replace(/^meis-\d+/, 'meis'))).toEqual(
      [1, 2, 3, 4, 5].map((n) => `meis-part-${n}-of-5.pdf`),
    );
    // The 501st order (ids in order: RPT-11-500) opens part 2, the 2,001st is in part 5.
    const [first, second, last] = [0, 1, 4].map((i) => pdfText(parts[i]!.data));
    expect(second).toContain('part 2 of 5');
    expect(first).not.toMatch(/RPT-11-500\b/);
    expect(second).toMatch(/RPT-11-500\b/);
    expect(last).toMatch(/RPT-11-2000\b/);
  }, 300_000);
});
