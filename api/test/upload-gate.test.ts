/**
 * The upload gate and the guarded workbook reader (issue 12, items 1 and 11): zip bombs refused
 * fast with memory flat by every route that takes a workbook, and a SheetJS workbook (stored
 * parts) read every time by the preview, the upload and the worker.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MSG, IBM_EDIT_MSG, sampleOrder } from '@exportdesk/core';
import { createStorage, processBulkUpload } from '@exportdesk/api';
import { entryChunks, WORKBOOK_LIMITS, WorkbookRefusal, type ZipEntry } from '@exportdesk/workbook';
import { pushDocket } from '../../tests/support/documents';
import { call, loginAs, startStack, type Stack, jobSettled } from '../../tests/support/stack';
import { bulkRows, sheetjsWorkbook } from '../../tests/support/workbooks';
import {
  lyingBombWorkbook,
  manyEntriesWorkbook,
  nestedZipWorkbook,
  spacesDeflated,
  zipBomb,
} from '../../tests/support/zipbomb';

let stack: Stack;
let exporter: string;
let admin: string;
beforeAll(async () => {
  stack = await startStack();
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  admin = await loginAs(stack.url, 10, 'superadmin');
  // Warm-up: the first preview loads the reader and the route's code; that is not the bomb's memory.
  await send('bulkupload/preview', sheetjsWorkbook(bulkRows(20, 90_000)));
  await send('bulkupload/preview', lyingBombWorkbook({ mb: 16 }));
});
afterAll(async () => stack?.stop());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
/** A file as the browser sends it (field `file`); a Blob may be made once and sent many times. */
async function send(
  path: 'bulkupload' | 'bulkupload/preview',
  data: Buffer | Blob,
  fileName = 'orders.xlsx',
) {
  const form = new FormData();
  form.append('file', Buffer.isBuffer(data) ? new Blob([new Uint8Array(data)]) : data, fileName);
  const res = await fetch(`${stack.url}/api/v1/${path}`, {
    method: 'POST',
    headers: auth(exporter),
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}
const uploads = async () => Number((await stack.db('bulk_uploads').count({ n: '*' }).first())!.n);
async function finished(jobId: string) {
  return jobSettled(stack.url, jobId, exporter);
}

/** Peak RSS of this process (the API and the workers run in it) above the RSS when it started. */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const idle = process.memoryUsage().rss;
  let peak = idle;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growthMb: (peak - idle) / 1048576 };
  } finally {
    clearInterval(timer);
  }
}

describe('zip bombs (issue 12, item 1)', () => {
  it.each([
    ['entries declaring 1 KB that inflate to 4 GB', () => lyingBombWorkbook(), BULK_MSG.forgedSizes],
    ['a 10,000-part workbook', () => manyEntriesWorkbook(10_000), BULK_MSG.tooManyParts(1000)],
    ['a workbook whose sheet is a zip holding more zips', () => nestedZipWorkbook(), BULK_MSG.notXlsxContent],
    ['a part honestly declaring 256 MB', () => zipBomb(), BULK_MSG.zipBomb],
  ])(
    '%s: preview and upload, twice in parallel, refused at once with memory flat; the API stays up',
    async (_name, make, message) => {
      // The test's own copies of the file (the client runs in this process too) are made before measuring.
      const bomb = new Blob([new Uint8Array(make())]);
      const before = await uploads();
      const cpu = process.cpuUsage();
      const { result, growthMb } = await peakGrowth(() =>
        Promise.all([
          send('bulkupload/preview', bomb),
          send('bulkupload/preview', bomb),
          send('bulkupload', bomb),
          send('bulkupload', bomb),
        ]),
      );
      const used = process.cpuUsage(cpu);
      console.log(
        `${_name}: 4 refusals, +${growthMb.toFixed(0)} MB peak RSS, ${((used.user + used.system) / 1000).toFixed(0)} ms CPU (client included)`,
      );
      for (const r of result) expect(r).toMatchObject({ status: 400, body: { success: false, message } });
      expect(growthMb).toBeLessThan(100);
      // Four refusals: well under a second of CPU each (the whole process, sending included).
      expect((used.user + used.system) / 1e6).toBeLessThan(4);
      expect((await fetch(`${stack.url}/api/v1/health`)).status).toBe(200);
      expect(await uploads()).toBe(before); // nothing stored, no job queued
    },
  );

  it('counts the bytes really inflated, whatever the directory says: per part, per workbook, and the packing ratio', async () => {
    const packed = spacesDeflated(64, '');
    const liar: ZipEntry = {
      name: 'xl/worksheets/sheet1.xml',
      method: 8,
      packedSize: packed.length,
      declaredSize: 0xfffffffe,
      dataStart: 0,
    };
    const refusal = async (limits: Partial<typeof WORKBOOK_LIMITS>, budget = { total: 0 }) => {
      let seen = 0;
      try {
        for await (const c of entryChunks(packed, liar, { ...WORKBOOK_LIMITS, ...limits }, budget))
          seen += c.length;
      } catch (err) {
        expect(err).toBeInstanceOf(WorkbookRefusal);
        return { reason: (err as WorkbookRefusal).reason, seen };
      }
      return { reason: null, seen };
    };
    const mb = 1024 * 1024;
    // Stopped within one 64 KB chunk of each limit, never at the 64 MB the part holds.
    const near = (limit: number) => expect.toSatisfy((seen: number) => seen <= limit && seen > limit - 65536);
    expect(await refusal({ maxEntryBytes: 8 * mb, maxRatio: 1e6 })).toEqual({
      reason: 'too-big',
      seen: near(8 * mb),
    });
    expect(await refusal({ maxRatio: 100 })).toEqual({ reason: 'ratio', seen: near(100 * packed.length) });
    expect(await refusal({ maxRatio: 1e6 }, { total: WORKBOOK_LIMITS.maxTotalBytes - 2 * mb })).toEqual({
      reason: 'too-big',
      seen: near(2 * mb),
    });
    expect(await refusal({ maxRatio: 1e6 })).toEqual({ reason: null, seen: 64 * mb }); // within every limit: read whole
  });

  it('the rate-card upload and the IBM edit upload refuse a bomb too', async () => {
    const bomb = lyingBombWorkbook({ mb: 512 });
    const card = await call(
      stack.url,
      'POST',
      '/api/v1/rates/cards/preview',
      { carrier: 'indiapost', service: 'itps', fileName: 'card.xlsx', base64: bomb.toString('base64') },
      admin,
    );
    expect(card).toMatchObject({ status: 400, body: { message: BULK_MSG.forgedSizes } });

    const docketNo = await pushDocket(stack.url, exporter, [
      sampleOrder(9101, { orderId: 'GATE-1', invoiceNo: 'GINV-1' }),
    ]);
    const form = new FormData();
    form.append('docketNo', docketNo);
    form.append('file', new Blob([new Uint8Array(bomb)]), 'ibm.xlsx');
    const { growthMb, result } = await peakGrowth(() =>
      fetch(`${stack.url}/api/v1/lookup/uploadibmFile`, {
        method: 'POST',
        headers: auth(exporter),
        body: form,
      }),
    );
    expect(result.status).toBe(413);
    expect(((await result.json()) as any).message).toBe(IBM_EDIT_MSG.tooLarge);
    expect(growthMb).toBeLessThan(100);
  });
});

describe('a SheetJS workbook with stored parts (issue 12, item 11)', () => {
  it.each([20, 100, 1000])('of %i rows is previewed 50 times in a row and never refused', async (n) => {
    const file = sheetjsWorkbook(bulkRows(n, 30_000 + n));
    expect(file.readUInt16LE(8)).toBe(0); // SheetJS' default output: the first part is stored
    for (let i = 0; i < 50; i++) {
      const r = await send('bulkupload/preview', file);
      expect(r.body).toMatchObject({
        success: true,
        message: `${n} rows are ready to upload.`,
        data: { rowsTotal: n, problems: [] },
      });
    }
  });

  it('is uploaded through the worker, and 4 different ones in parallel all save', async () => {
    const files = [20, 100, 1000, 100].map((n, i) => ({
      n,
      file: sheetjsWorkbook(bulkRows(n, 40_000 + i * 2000)),
    }));
    const sent = await Promise.all(files.map(({ file }, i) => send('bulkupload', file, `sheetjs-${i}.xlsx`)));
    for (const r of sent) expect(r.status).toBe(202);
    const jobs = await Promise.all(sent.map((r) => finished(r.body.data.jobId)));
    jobs.forEach((job, i) =>
      expect(job.result).toMatchObject({ status: 'saved', rowsTotal: files[i].n, rowsSaved: files[i].n }),
    );
  });

  it('reads the same rows as the deflated copy Excel would write', async () => {
    const rows = bulkRows(30, 50_000);
    const stored = await send('bulkupload/preview', sheetjsWorkbook(rows));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(sheetjsWorkbook(rows) as any);
    const deflated = await send(
      'bulkupload/preview',
      Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer),
    );
    expect(stored.body.data.rows).toEqual(deflated.body.data.rows);
    expect(stored.body.data.rowsTotal).toBe(30);
  });
});

describe('the bulk worker', () => {
  it('marks a stored bomb (one that came in before the gate) rejected with the message, memory flat', async () => {
    const { user_id: userId } = await stack.db('bulk_uploads').first('user_id');
    const storage = createStorage(stack.config);
    await storage.put('uploads/old-bomb.xlsx', lyingBombWorkbook());
    const t = Date.now();
    const [uploadId] = await stack.db('bulk_uploads').insert({
      user_id: userId,
      file_key: 'uploads/old-bomb.xlsx',
      file_name: 'old.xlsx',
      size_bytes: 1,
      status: 'queued',
      created_at: t,
      updated_at: t,
    });
    const { result, growthMb } = await peakGrowth(() =>
      processBulkUpload(
        { db: stack.db, storage, workbook: stack.config.workbook },
        Number(uploadId),
        async () => {},
      ),
    );
    expect(result).toMatchObject({ status: 'rejected', message: BULK_MSG.forgedSizes });
    expect(growthMb).toBeLessThan(100);
    expect(await stack.db('bulk_uploads').where({ id: uploadId }).first()).toMatchObject({
      status: 'rejected',
      message: BULK_MSG.forgedSizes,
    });
  });
});

describe('file names', () => {
  it('keeps a normalised name: the last path part, no control characters', async () => {
    const r = await send(
      'bulkupload',
      sheetjsWorkbook(bulkRows(2, 60_000)),
      'C:\\fakepath\\ord\u202eers\u0007.xlsx',
    );
    expect(r.status).toBe(202);
    expect((await stack.db('bulk_uploads').where({ id: r.body.data.uploadId }).first()).file_name).toBe(
      'orders.xlsx',
    );
  });
});
