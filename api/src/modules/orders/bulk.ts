/**
 * long-file: one job read top to bottom: read, validate, resolve owners, check repeats, save in one transaction, report; split, its steps' shared progress would cross files.
 * Its own file: the `bulk-upload` job, run by the workers (not a route's behaviour).
 * Excel bulk upload (001 §5 "Bulk upload", issue 5 "How it works"): the route stores the file and
 * queues a job; the job reads it with exceljs' streaming reader (memory stays flat, and reading
 * stops at row 5001), validates every row with the core schema, and saves every row with its
 * dockets in ONE transaction — or nothing, with the row report. Docket numbers are reserved (and
 * committed) before the save, so a retry after a killed worker gives the same dockets.
 */
import {
  BULK_MSG,
  bulkRowToOrder,
  ORDER_LIMITS,
  validateBulkRows,
  type BulkRow,
  type BulkSheetRows,
  type RowProblem,
  type BulkProgress,
  type BulkResult,
  type Order,
} from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { json } from '../../db/knex';
import type { Storage } from '../../lib/storage';
import { readBulkWorkbook, WORKBOOK_LIMITS, type WorkbookLimits } from '@exportdesk/workbook';
import { landAsParcels, reviewBeforePbe } from '../parcels/landing';
import { activeSubscription, isChaType, linkedExporters, ownExporter, type Exporter } from './accounts';
import {
  allocateDocketNos,
  existingInvoices,
  existingOrders,
  findUpload,
  finishUpload,
  inTransaction,
  orderRecord,
  saveReserved,
  setUploadStatus,
  uploaderType,
  type DocketGroup,
} from './repo';
import { saveDockets } from './service';

export type { BulkProgress };

export type { BulkResult };

/** Problems kept in the report (a 5000-row file with every cell wrong would be 110,000). */
const MAX_REPORTED = 1000;
/**
 * The stored report's JSON at most (bytes): `bulk_uploads.report` is a TEXT column, 65,535 bytes
 * on MySQL, and 1000 problems of ~150 characters would not fit. problemCount keeps the full count
 * (the portal shows "first N of M", the CLI the first rows).
 */
const REPORT_MAX_BYTES = 60_000;

/** The report as stored and answered: the first problems that fit MAX_REPORTED and REPORT_MAX_BYTES. */
export function fitReport(r: BulkResult, maxBytes = REPORT_MAX_BYTES): BulkResult {
  let size = Buffer.byteLength(JSON.stringify({ ...r, problems: [] }));
  let kept = 0;
  for (const p of r.problems.slice(0, MAX_REPORTED)) {
    size += Buffer.byteLength(JSON.stringify(p)) + 1; // and its comma
    if (size > maxBytes) break;
    kept++;
  }
  return kept === r.problems.length ? r : { ...r, problems: r.problems.slice(0, kept) };
}

export type SheetRows = BulkSheetRows;

/**
 * Streams the first worksheet through core's row collector (file-marker row skipped, header read,
 * rows with a pbe value kept) with the guarded workbook reader: every part counted as it is
 * inflated, stopped at the workbook limits. Stops as soon as the count passes the row limit, so
 * a 100,000-row file costs no more memory.
 */
export async function readBulkSheet(
  input: Buffer | NodeJS.ReadableStream,
  onRow?: (read: number) => void,
  limits: WorkbookLimits = WORKBOOK_LIMITS,
): Promise<SheetRows> {
  const data = Buffer.isBuffer(input) ? input : await readUpTo(input, ORDER_LIMITS.bulkMaxBytes);
  if (!data) return { rows: [], counted: 0, error: BULK_MSG.tooBig, headerRow: 0, columns: [] };
  return readBulkWorkbook(data, limits, onRow);
}

/** A stored file (at most the upload limit, checked when it came in) in memory: the zip's directory is at its end. */
async function readUpTo(input: NodeJS.ReadableStream, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of input as AsyncIterable<Buffer>) {
    size += c.length;
    if (size > max) return null;
    chunks.push(c);
  }
  return Buffer.concat(chunks);
}

/**
 * A checked row as the one order shape (core's bulkRowToOrder, issue 24): the documents read the
 * order API's fields, never the sheet's. Rows without an orderId get one from the upload and the
 * row, so a retry of the job finds them.
 */
const toOrder = (r: BulkRow, row: number, uploadId: number): Order =>
  bulkRowToOrder(r, { orderId: `XL${uploadId}-R${row}`, serialNo: String(row) });

export interface BulkDeps {
  db: Db;
  storage: Storage;
  /** The workbook guard's limits (config.workbook); the defaults when not given. */
  workbook?: WorkbookLimits;
}

export async function processBulkUpload(
  deps: BulkDeps,
  uploadId: number,
  progress: (p: BulkProgress) => Promise<void>,
): Promise<BulkResult> {
  const { db } = deps;
  const upload = await findUpload(db, uploadId);
  if (!upload) throw new Error(`bulk upload ${uploadId} not found`);
  // Done before (the worker died after committing): answer the same result, save nothing again.
  const done =
    upload.status === 'saved' || upload.status === 'rejected'
      ? json<BulkResult | null>(upload.report, null)
      : null;
  if (done) return done;

  const p: BulkProgress = {
    phase: 'reading',
    rowsRead: 0,
    rowsValidated: 0,
    rowsSaved: 0,
    docketsMade: 0,
    rowsTotal: 0,
  };
  await setUploadStatus(db, uploadId, 'reading');
  await progress(p);
  const sheet = await readBulkSheet(
    await deps.storage.read(upload.file_key),
    (n) => {
      p.rowsRead = n;
      void progress(p);
    },
    deps.workbook,
  );
  p.rowsRead = p.rowsTotal = sheet.counted;
  if (sheet.error)
    return finish(deps, uploadId, p, progress, reject(uploadId, sheet.error, sheet.counted, []));

  p.phase = 'validating';
  await progress(p);
  const actor = await uploaderType(db, upload.user_id);
  if (!actor) throw new Error(`bulk upload ${uploadId}: uploader ${upload.user_id} not found`);
  const forCha = isChaType(actor.user_type);
  const { valid, problems } = validateBulkRows(sheet.rows, forCha);
  const { owners, fileError } = await resolveOwners(
    db,
    { id: actor.id, userType: actor.user_type },
    valid,
    problems,
  );
  if (fileError) return finish(deps, uploadId, p, progress, reject(uploadId, fileError, sheet.counted, []));
  // A deliberate re-upload (force) may repeat invoice numbers on file; otherwise they are duplicates.
  if (!upload.forced) await repeatedInvoices(db, owners, valid, problems);
  p.rowsValidated = valid.length;
  await progress(p);
  if (problems.length) {
    problems.sort((a, b) => a.row - b.row);
    return finish(
      deps,
      uploadId,
      p,
      progress,
      reject(
        uploadId,
        BULK_MSG.rejected(new Set(problems.map((x) => x.row)).size, sheet.counted),
        sheet.counted,
        problems,
      ),
    );
  }

  // "Review before PBE" (issue 15): those exporters' rows land in My Parcels instead of a docket.
  const review = new Set<number>();
  for (const id of new Set([...owners.values()].map((e) => e.id)))
    if (await reviewBeforePbe(db, id)) review.add(id);
  const held: Array<{ exporterId: number; orders: Order[] }> = [];
  // One docket per exporter and PBE type, numbers reserved (and committed) before the save.
  const groups = new Map<string, DocketGroup & { ieCode: string }>();
  for (const v of valid) {
    const e = owners.get(v.row)!;
    if (review.has(e.id)) {
      const slot = held.find((h) => h.exporterId === e.id) ?? { exporterId: e.id, orders: [] };
      if (!held.includes(slot)) held.push(slot);
      slot.orders.push(toOrder(v.data, v.row, uploadId));
      continue;
    }
    const key = `${e.id}:${v.data.pbe}`;
    const g = groups.get(key) ?? {
      exporterId: e.id,
      ieCode: e.ieCode,
      pbe: v.data.pbe,
      docketNo: '',
      orders: [],
    };
    g.orders.push(orderRecord(toOrder(v.data, v.row, uploadId)));
    groups.set(key, g);
  }
  const reserved = json<Record<string, string>>(upload.reserved, {});
  const missing = [...groups.keys()].filter((k) => !reserved[k]);
  if (missing.length) {
    const numbers = await allocateDocketNos(db, missing.length);
    missing.forEach((k, i) => (reserved[k] = numbers[i]));
    await saveReserved(db, uploadId, reserved);
  }
  for (const [k, g] of groups) g.docketNo = reserved[k];

  p.phase = 'saving';
  await progress(p);
  const result = await inTransaction(db, async (trx) => {
    // Progress after each batch, inside the transaction (a test's progress kills its worker here).
    const saved = await saveDockets(
      trx,
      [...groups.values()],
      { createdBy: actor.id, source: 'bulk', uploadId },
      async (rows) => {
        p.rowsSaved = rows;
        await progress(p);
      },
    );
    for (const h of held)
      await landAsParcels(trx, h.exporterId, actor.id, h.orders, { source: 'bulk', uploadId });
    const res: BulkResult = {
      uploadId,
      status: 'saved',
      message: BULK_MSG.saved(valid.length, saved.length),
      rowsTotal: sheet.counted,
      rowsSaved: valid.length,
      dockets: [...groups.values()].map((g) => ({
        tempSBill: g.docketNo,
        type: g.pbe,
        ieCode: g.ieCode,
        boxes: saved.find((s) => s.tempSBill === g.docketNo)!.boxIds.length,
        items: g.orders.length,
      })),
      problems: [],
      problemCount: 0,
    };
    await finishUpload(trx, uploadId, {
      status: 'saved',
      rowsTotal: sheet.counted,
      rowsSaved: valid.length,
      dockets: res.dockets,
      report: JSON.stringify(res),
      message: res.message,
    });
    return res;
  });
  p.phase = 'saved';
  p.rowsSaved = valid.length;
  p.docketsMade = result.dockets.length;
  await progress(p);
  return result;
}

/**
 * Whose each row is: the uploader's exporter, or for a CHA the linked exporter of the row's IEC.
 * Each exporter needs a valid subscription; an orderId saved before is a problem of its row.
 */
async function resolveOwners(
  db: Db,
  actor: { id: number; userType: number },
  valid: Array<{ row: number; data: BulkRow }>,
  problems: RowProblem[],
) {
  const owners = new Map<number, Exporter>();
  const subscribed = new Map<number, boolean>();
  const hasSub = async (e: Exporter) => {
    if (!subscribed.has(e.id)) subscribed.set(e.id, !!(await activeSubscription(db, e.id)));
    return subscribed.get(e.id)!;
  };
  if (isChaType(actor.userType)) {
    const linked = await linkedExporters(db, actor.id);
    for (const v of valid) {
      const e = linked.get(v.data.ieCode ?? '');
      if (!e)
        problems.push({ row: v.row, field: 'ieCode', message: BULK_MSG.notLinked(v.data.ieCode ?? '') });
      else if (!(await hasSub(e)))
        problems.push({
          row: v.row,
          field: 'ieCode',
          message: `${BULK_MSG.noSubscription} (IEC ${e.ieCode})`,
        });
      else owners.set(v.row, e);
    }
  } else {
    const own = await ownExporter(db, actor);
    if (!own) return { owners, fileError: 'Only exporter and CHA accounts can upload orders.' };
    if (!(await hasSub(own))) return { owners, fileError: BULK_MSG.noSubscription };
    for (const v of valid) owners.set(v.row, own);
  }
  const byExporter = new Map<number, Array<{ row: number; orderId: string }>>();
  for (const v of valid) {
    const e = owners.get(v.row);
    if (!e || !v.data.orderId) continue;
    const list = byExporter.get(e.id);
    if (list) list.push({ row: v.row, orderId: v.data.orderId });
    else byExporter.set(e.id, [{ row: v.row, orderId: v.data.orderId }]);
  }
  for (const [exporterId, list] of byExporter) {
    const existing = await existingOrders(
      db,
      exporterId,
      list.map((x) => x.orderId),
    );
    for (const x of list) {
      const e = existing.get(x.orderId);
      if (e)
        problems.push({
          row: x.row,
          field: 'orderId',
          message: `orderId ${x.orderId} was saved before under docket ${e.docketNo}.`,
        });
    }
  }
  return { owners, fileError: null as string | null };
}

/**
 * Rows whose invoice number is already on file for their exporter, in an earlier docket (issue 12
 * item 8): each is a problem naming that docket, so nothing is saved. Rows of one invoice within
 * the file are items of that invoice, not duplicates; a row already refused for its orderId is
 * not reported twice.
 */
async function repeatedInvoices(
  db: Db,
  owners: Map<number, Exporter>,
  valid: Array<{ row: number; data: BulkRow }>,
  problems: RowProblem[],
) {
  const flagged = new Set(problems.map((x) => x.row));
  const byExporter = new Map<number, Array<{ row: number; invoiceNo: string }>>();
  for (const v of valid) {
    const e = owners.get(v.row);
    if (!e || flagged.has(v.row)) continue;
    const list = byExporter.get(e.id) ?? [];
    list.push({ row: v.row, invoiceNo: v.data.invoiceNo });
    byExporter.set(e.id, list);
  }
  for (const [exporterId, list] of byExporter) {
    const onFile = await existingInvoices(
      db,
      exporterId,
      list.map((x) => x.invoiceNo),
    );
    for (const x of list) {
      const docketNo = onFile.get(x.invoiceNo);
      if (docketNo)
        problems.push({
          row: x.row,
          field: 'invoiceNo',
          message: BULK_MSG.duplicateInvoice(x.invoiceNo, docketNo),
        });
    }
  }
}

const reject = (
  uploadId: number,
  message: string,
  rowsTotal: number,
  problems: RowProblem[],
): BulkResult => ({
  uploadId,
  status: 'rejected',
  message,
  rowsTotal,
  rowsSaved: 0,
  dockets: [],
  problems,
  problemCount: problems.length,
});

/** A rejected upload: stored with its report (cut to fit) and answered with the same report. */
async function finish(
  deps: BulkDeps,
  uploadId: number,
  p: BulkProgress,
  progress: (p: BulkProgress) => Promise<void>,
  rejected: BulkResult,
) {
  const r = fitReport(rejected);
  await finishUpload(deps.db, uploadId, {
    status: r.status,
    rowsTotal: r.rowsTotal,
    report: JSON.stringify(r),
    message: r.message,
  });
  p.phase = 'rejected';
  await progress(p);
  return r;
}
