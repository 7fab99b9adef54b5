// long-file: one area's behaviour (upload, list, balance, own-invoice status machine, reconciliation); the file formats already live apart.
/**
 * Carrier billing (002 §2.3, §4, §5, §7; issue 17): preview and upload of a carrier's invoice
 * file (read in a Bull job, `billing-file`), the list, count, balance and Excel, the own-invoice
 * status machine (created → Generated → Paid, enforced here), and the reconciliation report.
 */
import { createHash } from 'node:crypto';
import {
  BILLING_MSG,
  CARRIER_BILLING_FORMATS,
  financialYear,
  nextInvoiceStatus,
  ownInvoiceNumber,
  parseVat,
  type BillPreviewRow,
  type BillingCarrier,
  type BillingFilter,
  type BillingReport,
  type CarrierInvoiceStatus,
} from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { conflict, invalid, notFound } from '../../errors';
import type { Logger } from '../../lib/logger';
import { mintJobKey, type Queues } from '../../lib/queue';
import type { Storage } from '../../lib/storage';
import {
  GuardedZip,
  WORKBOOK_LIMITS,
  WorkbookRefusal,
  bulkRefusalMessage,
  type WorkbookLimits,
} from '@exportdesk/workbook';
import {
  BillFileError,
  emptyReport,
  reconcileFile,
  tariffs,
  toStored,
  type ReconciledRow,
} from './reconcile';
import * as repo from './repo';
import { invoiceListWorkbook, reconciliationWorkbook } from './workbook';

export interface BillingDeps {
  db: Db;
  storage: Storage;
  workbook?: WorkbookLimits;
  log?: Logger;
}

/** Preview rows shown at most (the report counts every row). */
const PREVIEW_MAX = 1000;
/** How long an upload waits for its job before answering "being processed" (the page then polls). */
const UPLOAD_WAIT_MS = 25_000;

/** A file as sent: base64, maybe as a data: URL. A few bytes or not an .xlsx: the spec's message. */
export function decodeBillFile(b64: string): Buffer {
  const data = Buffer.from(b64.replace(/^data:[^,]*,/, ''), 'base64');
  if (data.length < 22) throw invalid(BILLING_MSG.readError);
  return data;
}

function openZip(data: Buffer, limits: WorkbookLimits): GuardedZip {
  try {
    const zip = new GuardedZip(data, limits);
    if (!zip.has('xl/workbook.xml')) throw new WorkbookRefusal('not-zip', 'no workbook');
    return zip;
  } catch (err) {
    if (err instanceof WorkbookRefusal)
      throw invalid(
        err.reason === 'not-zip' ? BILLING_MSG.readError : bulkRefusalMessage(err.reason, limits),
      );
    throw err;
  }
}

/** A reader failure: the header's own message, a limit passed, or the spec's "Error while reading file". */
function readFailure(err: unknown, zip: GuardedZip): Error {
  if (err instanceof BillFileError) return invalid(err.message);
  if (zip.refusal) return invalid(bulkRefusalMessage(zip.refusal.reason, zip.limits));
  return invalid(BILLING_MSG.readError);
}

/** Rows with an error refuse the whole file (like the bulk upload): the first ones named. */
const rowErrorsMessage = (r: BillingReport, count: number) =>
  `${count} row${count === 1 ? '' : 's'} could not be read; nothing was saved. ${r.errors.slice(0, 3).join('; ')}`;

/**
 * The worker's part: a stored file read, matched and saved in one transaction (a row error or
 * a failure leaves nothing written). Rows already on file (same key) are skipped.
 */
/** A billing file's job id: its row's random job key (migration 130), never the file id. */
export const billingJobId = (jobKey: string) => `bf-${jobKey}`;

/** Whether a billing-file job is this database's job for its file (see uploadOwnsJob, orders/upload.ts). */
export async function billingFileOwnsJob(db: Db, fileId: number, jobId: string): Promise<boolean> {
  const key = await repo.fileJobKey(db, fileId);
  return key !== null && jobId === billingJobId(key);
}

export async function processBillingFile(
  deps: BillingDeps,
  fileId: number,
  onProgress?: (rows: number) => void | Promise<void>,
): Promise<BillingReport> {
  const file = await repo.fileById(deps.db, fileId);
  if (!file) throw notFound('No such billing file.');
  if (file.status === 'saved' || file.status === 'rejected') return file.report!;
  const carrier = file.carrier as BillingCarrier;
  await repo.updateFile(deps.db, fileId, { status: 'reading' });
  const limits = deps.workbook ?? WORKBOOK_LIMITS;
  let zip: GuardedZip;
  try {
    zip = openZip(await deps.storage.read(file.fileKey), limits);
  } catch (err) {
    await repo.updateFile(deps.db, fileId, { status: 'rejected', message: (err as Error).message });
    throw err;
  }
  const index = await tariffs(deps.db);
  let out: { report: BillingReport; errorCount: number };
  try {
    out = await repo.inTransaction(deps.db, async (trx) => {
      const read = await reconcileFile(
        trx,
        index,
        zip,
        carrier,
        fileId,
        async (rows) => {
          await repo.insertInvoiceRows(
            trx,
            rows.map((r) => toStored(carrier, fileId, r)),
          );
        },
        onProgress,
      );
      if (read.errorCount) throw new RowErrors(read);
      read.report.added = await repo.countAdded(trx, fileId);
      return read;
    });
  } catch (err) {
    const message =
      err instanceof RowErrors
        ? rowErrorsMessage(err.read.report, err.read.errorCount)
        : readFailure(err, zip).message;
    const report = err instanceof RowErrors ? err.read.report : undefined;
    await repo.updateFile(deps.db, fileId, { status: 'rejected', message, report });
    return {
      ...(report ?? { errors: [message] }),
      errors: [message, ...(report?.errors ?? [])],
    } as BillingReport;
  }
  const message = BILLING_MSG.uploaded(out.report.rows, out.report.added);
  await repo.updateFile(deps.db, fileId, {
    status: 'saved',
    report: out.report,
    message,
    rowsTotal: out.report.rows,
    rowsAdded: out.report.added,
  });
  return out.report;
}

class RowErrors extends Error {
  constructor(readonly read: { report: BillingReport; errorCount: number }) {
    super('row errors');
  }
}

export class BillingService {
  constructor(private readonly deps: BillingDeps & { queues: Queues }) {}

  private get limits() {
    return this.deps.workbook ?? WORKBOOK_LIMITS;
  }

  /** Reads a file through without writing: the preview rows and the reconciliation report. */
  async dryRun(carrier: BillingCarrier, b64: string) {
    const zip = openZip(decodeBillFile(b64), this.limits);
    const preview: BillPreviewRow[] = [];
    const keep = async (rows: ReconciledRow[]) => {
      for (const r of rows) {
        if (preview.length >= PREVIEW_MAX) return;
        preview.push({
          handoverID: r.row.handoverID,
          boxId: r.row.shipmentID,
          awb: r.row.awb,
          noe: r.row.noe,
          exporterName: r.parcel?.exporterName ?? null,
          pickupDate: r.row.pickupDate,
          chargeableWeight: r.row.weightG,
          netAmount: r.row.amount,
        });
      }
    };
    try {
      const index = await tariffs(this.deps.db);
      const { report, errorCount } = await reconcileFile(this.deps.db, index, zip, carrier, null, keep);
      if (!report.rows && !errorCount) throw invalid(BILLING_MSG.noRows);
      return { rows: preview, report, errorCount };
    } catch (err) {
      if (err instanceof Error && err.name === 'DomainError') throw err;
      throw readFailure(err, zip);
    }
  }

  /** processdhlinvoice type 'preview'. */
  async preview(carrier: BillingCarrier, b64: string) {
    const r = await this.dryRun(carrier, b64);
    if (r.errorCount) throw invalid(rowErrorsMessage(r.report, r.errorCount), { report: r.report });
    return r;
  }

  /**
   * processbillfile: the file stored and read by the `billing-file` job; the answer waits for the
   * job (up to 25 s) so the page can reload page 1 with the new rows. The same bytes twice: nothing added.
   */
  async upload(carrier: BillingCarrier, b64: string, fileName: string, userId: number, dryRun = false) {
    if (dryRun) {
      const r = await this.dryRun(carrier, b64);
      return {
        report: { ...r.report, errors: r.report.errors },
        message: BILLING_MSG.uploaded(r.report.rows, 0),
      };
    }
    const data = decodeBillFile(b64);
    openZip(data, this.limits); // refused before anything is stored
    const sha256 = createHash('sha256').update(data).digest('hex');
    const known = await repo.fileBySha(this.deps.db, carrier, sha256);
    if (known) return this.duplicate(known);
    const fileKey = `billing/${carrier}/${sha256}.xlsx`;
    await this.deps.storage.put(fileKey, data);
    const jobKey = mintJobKey();
    const fileId = await repo.insertFile(this.deps.db, {
      carrier,
      fileName: fileName.slice(0, 200),
      sha256,
      fileKey,
      size: data.length,
      userId,
      jobKey,
    });
    if (!fileId) return this.duplicate((await repo.fileBySha(this.deps.db, carrier, sha256))!);
    // The row's key, not its id (issue 23 item 9): on a fresh database with the same Redis, `bf-<id>`
    // named an older file's finished job, so the add was a no-op and the file stayed queued.
    const job = await this.deps.queues
      .get('billing-file')
      .add({ fileId, userId }, { jobId: billingJobId(jobKey), attempts: 2 });
    await Promise.race([
      job.finished().catch(() => undefined),
      new Promise((r) => setTimeout(r, UPLOAD_WAIT_MS)),
    ]);
    return this.fileStatus(fileId);
  }

  private duplicate(known: repo.StoredFile) {
    const report = { ...(known.report ?? emptyReportOf(known)), added: 0, duplicate: true };
    return { report, message: BILLING_MSG.sameFile, status: known.status, fileId: known.id };
  }

  /** A file's state and report (the page polls this while the job runs). */
  async fileStatus(fileId: number) {
    const f = await repo.fileById(this.deps.db, fileId);
    if (!f) throw notFound('No such billing file.');
    if (f.status === 'rejected')
      throw invalid(f.message ?? BILLING_MSG.readError, { fileId, report: f.report });
    const done = f.status === 'saved';
    return {
      fileId,
      status: f.status,
      report: f.report ?? emptyReportOf(f),
      message: done ? (f.message ?? '') : BILLING_MSG.queued,
    };
  }

  /** The reconciliation Excel of one file: its rows, mismatches highlighted, and per exporter. */
  async fileReport(fileId: number) {
    const f = await repo.fileById(this.deps.db, fileId);
    if (!f || !f.report) throw notFound('No such billing file.');
    const rows = await repo.listFileRows(this.deps.db, fileId);
    return {
      name: `reconciliation-${f.carrier}-${fileId}.xlsx`,
      data: await reconciliationWorkbook(f.report, rows),
    };
  }

  async list(carrier: BillingCarrier, filter: BillingFilter, page: number) {
    const [rows, count] = await Promise.all([
      repo.listRows(this.deps.db, carrier, filter, page),
      repo.countRows(this.deps.db, carrier, filter),
    ]);
    return { rows, count };
  }

  count(carrier: BillingCarrier, filter: BillingFilter) {
    return repo.countRows(this.deps.db, carrier, filter);
  }

  balance(carrier: BillingCarrier) {
    return repo.balance(this.deps.db, carrier);
  }

  /** gendhlbillfile: the whole (filtered) list as Excel. */
  async download(carrier: BillingCarrier, filter: BillingFilter) {
    const rows = await repo.listRows(this.deps.db, carrier, filter, null);
    return invoiceListWorkbook(rows, `${CARRIER_BILLING_FORMATS[carrier].label} billing`);
  }

  /**
   * Gen. Invoices (and the VAT generate of excel/updateVat): every created row of this carrier
   * invoice matched to an exporter gets its own invoice number, consecutive within the financial
   * year (numbers taken under the sequence row's lock), and moves to Generated. With a box id only
   * that row; with a VAT amount it is stored on each row generated (ours: an empty box id applies
   * the VAT to every created row of the invoice). Unmatched rows stay created.
   */
  async generate(carrier: BillingCarrier, invoiceNo: string, opts: { vat?: unknown; boxId?: string } = {}) {
    const vat = opts.vat === undefined ? null : parseVat(opts.vat);
    if (opts.vat !== undefined && vat === null) throw invalid(BILLING_MSG.vatNotAbove0, { field: 'vat' });
    const at = Date.now();
    await repo.ensureSequence(this.deps.db, financialYear(at));
    const numbers = await repo.inTransaction(this.deps.db, async (trx) => {
      const ids = await repo.createdMatchedRows(trx, carrier, invoiceNo, opts.boxId ?? '');
      if (!ids.length) return null;
      const first = await repo.takeInvoiceNumbers(trx, financialYear(at), ids.length);
      const out: string[] = [];
      for (const [i, id] of ids.entries()) {
        const no = ownInvoiceNumber(financialYear(at), first + i);
        await repo.setGenerated(trx, id, no, at, vat);
        out.push(no);
      }
      return out;
    });
    if (!numbers) {
      const counts = await repo.statusCounts(this.deps.db, carrier, invoiceNo);
      if (!counts.length) throw notFound(BILLING_MSG.unknownInvoice);
      if (opts.boxId) throw notFound(BILLING_MSG.unknownBox);
      if (counts.some((c) => canGenerate(c.status))) throw conflict(BILLING_MSG.noMatchedRows);
      throw conflict(BILLING_MSG.nothingToGenerate);
    }
    return {
      numbers,
      message:
        vat !== null && numbers.length === 1
          ? BILLING_MSG.vatGenerated(numbers[0]!)
          : BILLING_MSG.generated(numbers.length),
    };
  }

  /** Mark as paid (every Generated row) and Mark VAT Inv. as paid (Generated rows with a VAT). */
  async markPaid(carrier: BillingCarrier, invoiceNo: string, vatOnly: boolean) {
    const n = await repo.markPaid(this.deps.db, carrier, invoiceNo, vatOnly);
    if (n) return { count: n, message: BILLING_MSG.paid(n) };
    const counts = await repo.statusCounts(this.deps.db, carrier, invoiceNo);
    if (!counts.length) throw notFound(BILLING_MSG.unknownInvoice);
    if (vatOnly) throw conflict(BILLING_MSG.noVatRows);
    if (counts.some((c) => canGenerate(c.status))) throw conflict(BILLING_MSG.generateFirst);
    throw conflict(BILLING_MSG.allPaid);
  }
}

/** Rows still to be generated (core's status machine): they explain a refused generate or paid. */
const canGenerate = (status: CarrierInvoiceStatus) => nextInvoiceStatus(status, 'generate') !== null;

const emptyReportOf = (f: repo.StoredFile): BillingReport => emptyReport(f.carrier as BillingCarrier, f.id);
