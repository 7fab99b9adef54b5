/**
 * MEIS/RoDTEP claims (issue 16; 001 §2.11–2.13, §4, §5, §7): the listing of the exporter's orders
 * with the rate in force, the reports, the application made from the uploaded MEIS Excel, its
 * documents, the submission to DGFT, DGFT's review and the remark thread. The status machine is
 * core's (`claimActionAllowed`, `nextClaimStatus`); every change is kept in `claim_history`.
 */
// long-file: the MEIS calls share the pricing and scoping helpers at the top; split they would repeat them.
import { randomBytes } from 'node:crypto';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  MEIS_MSG,
  MEIS_PDF_PART_ORDERS,
  meisReportSchema,
  type MeisReportQuery,
  MEIS_PAGE_SIZE,
  MEIS_PDF_MAX_ORDERS,
  claimActionAllowed,
  claimRole,
  cleanFileName,
  FILE_KIND_EXT,
  fileNameForKind,
  editPermitted,
  entitlementAmount,
  foreignToInr,
  isHsCode,
  meisDescription,
  nextClaimStatus,
  normalizeHsCode,
  ratesAt,
  round2,
  shippingBillRefusal,
  sniffFileKind,
  FILE_MIME,
  type ClaimStatus,
  type GeneratedMeisQuery,
  type MeisApplication,
  type MeisDownload,
  type MeisOrderItem,
  type Principal,
} from '@exportdesk/core';
import type { AppContext } from '../../context';
import { isDuplicateKey } from '../../db/duplicate-key';
import { conflict, forbidden, invalid, notFound } from '../../errors';
import {
  queueReport,
  XLSX_TYPE,
  type ReportFile,
  type ReportJob,
  type ReportProgress,
} from '../../lib/reports';
import { createZip } from '../../lib/zip';
import { gateBulkWorkbook, readSheetRecords } from '@exportdesk/workbook';
import { visibleExporters } from '../dockets/repo';
import { ratesUpTo } from '../exchange-rates/repo';
import type { Notifier } from '../mail/notifier';
import { queueMail } from '../mail/service';
import { meisFormPdf, meisReportPdf, type PdfOrderLine } from './pdf';
import * as repo from './repo';
import { istDate, rateBook, type FoundRate } from './scheme-rates';
import { APPLICATION_COLUMNS, MEIS_COLUMNS, writeSheet } from './spreadsheet';

export interface ClaimUser extends Principal {
  userId: number;
}

/** Each document file: PDF, PNG or JPEG by its bytes, at most 5 MB (ours: scans of a few pages). */
export const MEIS_FILE_MAX_BYTES = 5 * 1024 * 1024;

interface Priced {
  order: repo.OrderRow;
  hsCode: string;
  description: string;
  quantity: number;
  fobInr: number;
  /** The shipping bill date, or the docket's (PBE) date while customs has not stamped one (ours). */
  sbDate: number;
  rate: FoundRate | null;
  amount: number | null;
}

/** Orders read and priced at a time by a report job (a multiple of ordersByIds' 500-id slices). */
const REPORT_CHUNK = 1000;

/** An epoch-ms column that may be empty (the docket's shipping bill date). */
const msOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

const refNoNew = () => {
  const d = new Date(Date.now() + 330 * 60_000);
  const ymd = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  return `MEIS${ymd}${randomBytes(3).toString('hex').toUpperCase()}`;
};

export class ClaimsService {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'storage' | 'queues' | 'log'>,
    private readonly notifier?: Notifier,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  /** The exporters whose orders and claims this user works on; null = all (DGFT, admins). */
  private async scope(user: ClaimUser): Promise<number[] | null> {
    const role = claimRole(user);
    if (role === 'dgft' || role === 'admin') return null;
    if (role === 'exporter') return visibleExporters(this.db, user);
    return [];
  }

  private async ownScope(user: ClaimUser): Promise<number[]> {
    return (await this.scope(user)) ?? [];
  }

  /** FOB in rupees at the exchange rates of the docket's day, and the rate in force on the SB date. */
  private async price(orders: repo.OrderRow[], hsOverride?: Map<number, string>): Promise<Priced[]> {
    if (!orders.length) return [];
    const latest = Math.max(...orders.map((o) => o.docketCreatedAt));
    const xrows = await ratesUpTo(this.db, latest);
    const xCache = new Map<number, Record<string, number>>();
    const xAt = (at: number) => {
      let r = xCache.get(at);
      if (!r) xCache.set(at, (r = ratesAt(xrows, at).rates));
      return r;
    };
    const base = orders.map((o) => {
      const hsCode = hsOverride?.get(o.id) ?? normalizeHsCode(o.data.hsnCode);
      const quantity = Number(o.data.quantity) > 0 ? Number(o.data.quantity) : 1;
      return {
        order: o,
        hsCode,
        description: String(o.data.description ?? ''),
        quantity,
        fobInr: foreignToInr(o.fobForeign, o.currency, xAt(o.docketCreatedAt)),
        sbDate: o.sbDate ?? o.docketCreatedAt,
      };
    });
    const book = await rateBook(
      this.db,
      base.map((b) => ({ hsCode: b.hsCode, at: b.sbDate })),
    );
    return base.map((b) => {
      const rate = isHsCode(b.hsCode) ? book(b.hsCode, b.sbDate) : null;
      return { ...b, rate, amount: rate ? entitlementAmount(b.fobInr, rate, b.quantity) : null };
    });
  }

  private item(p: Priced): MeisOrderItem {
    return {
      _id: p.order.id,
      orderId: p.order.orderId,
      tempSBill: p.order.docketNo,
      shippingBillDetails: { bill: p.order.sbNo, date: p.order.sbDate },
      description: p.description,
      hsCode: p.hsCode,
      invoiceNo: p.order.invoiceNo,
      invoiceDate: p.order.invoiceDate,
      paymentDetails: { fob: p.fobInr },
      rate: p.rate
        ? { scheme: p.rate.scheme, ratePct: p.rate.ratePct, capPerUnit: p.rate.capPerUnit, amount: p.amount! }
        : null,
      claimedIn: p.order.claimedIn,
    };
  }

  /** getMeisData {page}: 20 orders a page from 0; an empty page says 'No More Data' (or 'No Data Found'). */
  async listing(user: ClaimUser, page: number) {
    // Exporters their own orders; the admin every exporter's, read only (no selection, 001 §6); DGFT none.
    const role = claimRole(user);
    const scope = role === 'admin' ? null : role === 'exporter' ? await this.ownScope(user) : [];
    const { rows, total } = await repo.listingPage(this.db, scope, page, MEIS_PAGE_SIZE);
    const data = (await this.price(rows)).map((p) => this.item(p));
    const message = data.length ? 'Success' : page > 0 ? MEIS_MSG.noMoreData : MEIS_MSG.noDataFound;
    return { data, total, message };
  }

  private async selected(user: ClaimUser, ids: number[]) {
    const orders = await repo.ordersByIds(this.db, await this.ownScope(user), [...new Set(ids)]);
    if (orders.length !== new Set(ids).size) throw forbidden(MEIS_MSG.notYourOrder);
    return this.price(orders);
  }

  private sheetRow(p: Priced) {
    return {
      id: p.order.id,
      docketNo: p.order.docketNo,
      orderId: p.order.orderId,
      sbNo: p.order.sbNo ?? '',
      sbDate: istDate(p.sbDate),
      description: p.description,
      hsCode: p.hsCode,
      invoiceNo: p.order.invoiceNo,
      invoiceDate: p.order.invoiceDate,
      quantity: p.quantity,
      fobInr: p.fobInr,
      scheme: p.rate?.scheme ?? '',
      // "no rate" in words: a shipping bill without a rate is never claimed as 0.
      ratePct: p.rate ? p.rate.ratePct : 'no rate',
      cap: p.rate?.capPerUnit ?? '',
      amount: p.amount ?? 'no rate',
    };
  }

  private pdfLine(p: Priced): PdfOrderLine {
    return {
      docketNo: p.order.docketNo,
      orderId: p.order.orderId,
      sbNo: p.order.sbNo ?? '-',
      sbDate: istDate(p.sbDate),
      description: meisDescription(p.description),
      hsCode: p.hsCode,
      invoice: `${p.order.invoiceNo} ${p.order.invoiceDate}`,
      fobInr: p.fobInr,
      rate: p.rate ? `${p.rate.scheme} ${p.rate.ratePct}%` : 'no rate',
      amount: p.amount,
    };
  }

  /** A sheet as a stream: rows are written as the response is read. */
  private stream(
    sheet: string,
    columns: ReadonlyArray<{ header: string; key: string; width: number }>,
    rows: Iterable<Record<string, unknown>>,
  ): Readable {
    const out = new PassThrough();
    writeSheet(out, sheet, columns, rows).catch((err) => out.destroy(err as Error));
    return out;
  }

  private async mail(
    user: ClaimUser,
    email: string | undefined,
    fileName: string,
    key: string,
    contentType: string,
  ) {
    const to = email || (await repo.userEmail(this.db, user.userId));
    if (!to) throw invalid('Please enter a valid email.');
    await queueMail(this.ctx, {
      kind: 'meis-report',
      to,
      subject: `MEIS report ${fileName}`,
      text: 'The MEIS report you asked for is attached.',
      attachments: [{ fileName, key, contentType }],
    });
    return MEIS_MSG.mailed(to);
  }

  /** downloadMeisExcel: the selected orders with their rates, to complete and upload back. */
  async excel(user: ClaimUser, p: MeisDownload): Promise<{ stream: Readable } | { message: string }> {
    const priced = await this.selected(user, p.orderIds);
    const fileName = `meis-${Date.now()}.xlsx`;
    const stream = this.stream(
      'MEIS',
      MEIS_COLUMNS,
      priced.map((x) => this.sheetRow(x)),
    );
    if (!p.isMail) return { stream };
    const key = `claims/reports/${user.userId}/${fileName}`;
    await this.ctx.storage.put(key, stream);
    return {
      message: await this.mail(
        user,
        p.email,
        fileName,
        key,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ),
    };
  }

  /** downloadAsPdf type 'meis'. */
  async pdf(user: ClaimUser, p: MeisDownload): Promise<{ pdf: Buffer } | { message: string }> {
    if (new Set(p.orderIds).size > MEIS_PDF_MAX_ORDERS)
      throw invalid(MEIS_MSG.pdfTooMany(MEIS_PDF_MAX_ORDERS));
    const priced = await this.selected(user, p.orderIds);
    const owner = priced[0]!.order;
    const total = round2(priced.reduce((s, x) => s + (x.amount ?? 0), 0));
    const pdf = await meisReportPdf(
      await repo.userName(this.db, owner.exporterId),
      owner.ieCode,
      priced.map((x) => this.pdfLine(x)),
      total,
    );
    if (!p.isMail) return { pdf };
    const fileName = `meis-${Date.now()}.pdf`;
    const key = `claims/reports/${user.userId}/${fileName}`;
    await this.ctx.storage.put(key, pdf);
    return { message: await this.mail(user, p.email, fileName, key, 'application/pdf') };
  }

  /**
   * A MEIS report as a job (issue 29 item 5): the selection is checked now (every id one of the
   * user's orders, or `all` finding some), the file is made in the worker, with no 2,000 cap.
   */
  async queueReport(user: ClaimUser, kind: 'meis-excel' | 'meis-pdf', p: MeisReportQuery) {
    const scope = await this.ownScope(user);
    const ids = [...new Set(p.orderIds)];
    const total = p.all
      ? (await repo.listingPage(this.db, scope, 0, 1)).total
      : await repo.countOwned(this.db, scope, ids);
    if (p.all && !total) throw invalid(MEIS_MSG.noDataFound);
    if (!p.all && total !== ids.length) throw forbidden(MEIS_MSG.notYourOrder);
    const jobId = await queueReport(this.ctx.queues, {
      kind,
      userId: user.userId,
      userType: user.userType,
      roles: user.roles,
      query: p,
      total,
    });
    return { jobId, count: total };
  }

  /** The selection priced a chunk at a time: memory holds one chunk whatever the report's size. */
  private async *reportChunks(user: ClaimUser, p: MeisReportQuery): AsyncGenerator<Priced[]> {
    const scope = await this.ownScope(user);
    if (p.all) {
      for (let before: number | null = null; ;) {
        const rows = await repo.listingChunk(this.db, scope, before, REPORT_CHUNK);
        if (!rows.length) return;
        yield await this.price(rows);
        before = rows[rows.length - 1]!.id;
      }
    }
    const ids = [...new Set(p.orderIds)];
    for (let i = 0; i < ids.length; i += REPORT_CHUNK) {
      const slice = ids.slice(i, i + REPORT_CHUNK);
      const rows = await repo.ordersByIds(this.db, scope, slice);
      // Checked when queued; an order gone since (or moved to another exporter) fails the job.
      if (rows.length !== slice.length) throw forbidden(MEIS_MSG.notYourOrder);
      yield await this.price(rows);
    }
  }

  /** A MEIS report job's file: the Excel streamed, or the PDF (past one part, a zip of parts). */
  async reportFile(job: ReportJob): Promise<ReportFile> {
    const p = meisReportSchema.parse(job.query);
    const user: ClaimUser = { userId: job.userId, userType: job.userType, roles: job.roles ?? [] };
    const stem = `meis-${Date.now()}`;
    if (job.kind === 'meis-excel') {
      const write = async (out: Writable, progress: ReportProgress) => {
        let n = 0;
        const rows = async function* (self: ClaimsService) {
          for await (const chunk of self.reportChunks(user, p)) {
            for (const x of chunk) yield self.sheetRow(x);
            progress((n += chunk.length));
          }
        };
        await writeSheet(out, 'MEIS', MEIS_COLUMNS, rows(this));
        return { rows: n };
      };
      return { fileName: `${stem}.xlsx`, contentType: XLSX_TYPE, write };
    }
    // The number of parts from the selection as it is now (`all` may have grown since queued).
    const total = p.all
      ? (await repo.listingPage(this.db, await this.ownScope(user), 0, 1)).total
      : new Set(p.orderIds).size;
    const parts = Math.max(1, Math.ceil(total / MEIS_PDF_PART_ORDERS));
    const write = (out: Writable, progress: ReportProgress) =>
      this.writePdfParts(user, p, parts, stem, out, progress);
    return parts === 1
      ? { fileName: `${stem}.pdf`, contentType: 'application/pdf', write }
      : { fileName: `${stem}.zip`, contentType: 'application/zip', write };
  }

  /**
   * pdfmake lays a document out whole in memory, so a report job renders MEIS_PDF_PART_ORDERS
   * orders per PDF: one part is the PDF itself; more are PDFs named part-NN-of-NN in a zip, each
   * numbered on from the last and with its own total. Memory holds one part.
   */
  private async writePdfParts(
    user: ClaimUser,
    p: MeisReportQuery,
    parts: number,
    stem: string,
    out: Writable,
    progress: ReportProgress,
  ) {
    const zip = parts > 1 ? createZip() : null;
    const piped = zip ? pipeline(zip.stream, out) : null;
    let pending: Priced[] = [];
    let done = 0;
    let part = 0;
    const width = String(parts).length;
    const render = async (lines: Priced[]) => {
      const owner = lines[0]?.order;
      // Every selected order gone since it was queued: nothing to report.
      if (!owner) throw invalid(MEIS_MSG.noDataFound);
      const pdf = await meisReportPdf(
        await repo.userName(this.db, owner.exporterId),
        owner.ieCode,
        lines.map((x) => this.pdfLine(x)),
        round2(lines.reduce((s, x) => s + (x.amount ?? 0), 0)),
        {
          part: zip
            ? { label: `part ${part + 1} of ${parts}`, firstNo: part * MEIS_PDF_PART_ORDERS + 1 }
            : undefined,
          pooled: true,
        },
      );
      part++;
      if (!zip) return void out.end(pdf);
      await zip.add(`${stem}-part-${String(part).padStart(width, '0')}-of-${parts}.pdf`, pdf);
    };
    for await (const chunk of this.reportChunks(user, p)) {
      pending.push(...chunk);
      while (pending.length >= MEIS_PDF_PART_ORDERS && zip) {
        await render(pending.slice(0, MEIS_PDF_PART_ORDERS));
        pending = pending.slice(MEIS_PDF_PART_ORDERS);
      }
      progress((done += chunk.length));
    }
    if (pending.length || part === 0) await render(pending);
    if (zip) {
      await zip.finish();
      await piped;
    }
    return { rows: done };
  }

  /**
   * meisFormGenerate: the MEIS Excel back (Id and ITC HS Code columns read; the rate is always
   * looked up again, never taken from the sheet) → one application over those orders, status
   * Generated, and its PDF. Every row is checked first; any problem writes nothing.
   */
  async generate(user: ClaimUser, file: { filename: string; value: string }) {
    const gate = await gateBulkWorkbook(
      file.filename,
      Buffer.from(file.value.replace(/^data:[^,]*,/, ''), 'base64'),
    );
    if (!gate.ok) throw invalid(gate.message);
    let sheet: { header: string[]; records: Record<string, unknown>[] };
    try {
      sheet = await readSheetRecords(gate.zip);
    } catch {
      throw invalid('The workbook could not be read.');
    }
    const missing = ['Id', 'ITC HS Code'].filter((c) => !sheet.header.includes(c));
    if (missing.length) throw invalid(MEIS_MSG.missingColumns(missing));
    if (!sheet.records.length) throw invalid(MEIS_MSG.noOrderRows);
    const ids: number[] = [];
    const hs = new Map<number, string>();
    sheet.records.forEach((r, i) => {
      const id = Number(r['Id']);
      if (!Number.isInteger(id) || id <= 0 || hs.has(id)) throw invalid(MEIS_MSG.unknownOrder(i + 2));
      const code = normalizeHsCode(r['ITC HS Code']);
      if (!isHsCode(code)) throw invalid(MEIS_MSG.badHs(i + 2));
      ids.push(id);
      hs.set(id, code);
    });
    const scope = await this.ownScope(user);
    const found = await repo.ordersByIds(this.db, scope, ids);
    const foundIds = new Set(found.map((o) => o.id));
    const stranger = ids.findIndex((id) => !foundIds.has(id));
    // A docket of another exporter reads as not in your listing: nothing about it is told.
    if (stranger >= 0) throw forbidden(MEIS_MSG.unknownOrder(stranger + 2));
    const exporters = new Set(found.map((o) => o.exporterId));
    if (exporters.size > 1) throw invalid("One MEIS application covers one exporter's orders.");
    const taken = found.filter((o) => o.claimedIn);
    if (taken.length)
      throw conflict(MEIS_MSG.alreadyClaimed(taken.map((o) => `${o.orderId} (${o.claimedIn})`).join(', ')));
    const priced = await this.price(found, hs);
    const unpriced = priced.find((p) => !p.rate);
    if (unpriced)
      throw invalid(
        MEIS_MSG.noRate(
          unpriced.hsCode,
          istDate(unpriced.sbDate),
          unpriced.sbDate >= Date.UTC(2020, 11, 31, 18, 30) ? 'RoDTEP' : 'MEIS',
        ),
      );
    const total = round2(priced.reduce((s, p) => s + p.amount!, 0));
    const owner = found[0]!;
    const refNo = refNoNew();
    const exporterName = await repo.userName(this.db, owner.exporterId);
    const pdf = await meisFormPdf(
      refNo,
      'Generated',
      exporterName,
      owner.ieCode,
      istDate(Date.now()),
      priced.map((p) => this.pdfLine(p)),
      total,
    );
    const formKey = `claims/${refNo}/form.pdf`;
    await this.ctx.storage.put(formKey, pdf);
    try {
      await repo.insertClaim(
        this.db,
        {
          refNo,
          exporterId: owner.exporterId,
          createdBy: user.userId,
          byName: await repo.userName(this.db, user.userId),
          total,
          formKey,
        },
        priced.map((p) => ({
          orderRowId: p.order.id,
          hsCode: p.hsCode,
          scheme: p.rate!.scheme,
          rateVersionId: p.rate!.versionId,
          ratePct: p.rate!.ratePct,
          capPerUnit: p.rate!.capPerUnit,
          quantity: p.quantity,
          fobInr: p.fobInr,
          amount: p.amount!,
          sbDate: p.sbDate,
        })),
      );
    } catch (err) {
      await this.ctx.storage.remove(formKey).catch(() => undefined);
      // Two uploads of the same orders at once: the unique order index lets one through.
      if (isDuplicateKey(err))
        throw conflict(MEIS_MSG.alreadyClaimed(priced.map((p) => p.order.orderId).join(', ')));
      throw err;
    }
    return { refNo, pdf, message: MEIS_MSG.generated(refNo) };
  }

  private async assemble(claims: repo.ClaimRow[]): Promise<MeisApplication[]> {
    const ids = claims.map((c) => c.id);
    const [orders, files, remarks, history] = await Promise.all([
      repo.claimOrders(this.db, ids),
      repo.claimFiles(this.db, ids),
      repo.claimRemarks(this.db, ids),
      repo.claimHistory(this.db, ids),
    ]);
    return claims.map((c) => {
      const mine = <T extends { claim_id: number | string }>(rows: T[]) =>
        rows.filter((r) => Number(r.claim_id) === c.id);
      const docs = (kind: string) =>
        mine(files)
          .filter((f) => f.kind === kind)
          .map((f) => ({ fileName: f.file_name }));
      const os = mine(orders);
      const app: MeisApplication = {
        refNo: c.refNo,
        ieCode: c.ieCode,
        exporterName: c.exporterName,
        status: c.status,
        reviewCount: c.reviewCount,
        reviewedBy: c.reviewedBy,
        reviewedAt: c.reviewedAt,
        updatedAt: c.updatedAt,
        editPermitted: editPermitted(c.status),
        entitlementTotal: c.entitlementTotal,
        pod: docs('pod'),
        pop: docs('pop'),
        coi: docs('coi'),
        ad: docs('ad'),
        podStatus: docs('pod').length > 0,
        popStatus: docs('pop').length > 0,
        coiStatus: docs('coi').length > 0,
        adStatus: docs('ad').length > 0,
        orderDetails: os.map((o) => {
          let data: Record<string, unknown> = {};
          try {
            data = JSON.parse(o.data);
          } catch {
            /* kept empty */
          }
          return {
            orderId: o.order_id,
            docketNo: o.docket_no,
            exporterDetails: { ieCode: c.ieCode },
            // The docket's shipping bill as customs recorded it (null while pending), not the
            // date the rate was looked up on: the pages tell from it which orders are not shipped.
            shippingBillDetails: {
              bill: o.shipping_bill_no ?? null,
              date: msOrNull(o.shipping_bill_date),
            },
            description: String(data.description ?? ''),
            hsCode: o.hs_code,
            paymentDetails: { fob: Number(o.fob_inr) },
          };
        }),
        excelData: os.map((o) => ({
          orderId: o.order_id,
          hsCode: o.hs_code,
          scheme: o.scheme,
          rateOfEntitlement: Number(o.rate_pct),
          capPerUnit: o.cap_per_unit === null ? null : Number(o.cap_per_unit),
          amount: Number(o.amount),
        })),
        remarks: mine(remarks).map((r) => ({
          by: r.by_name,
          text: r.text,
          date: Number(r.created_at),
        })),
        history: mine(history).map((h) => ({
          from: h.from_status ?? null,
          to: h.to_status,
          by: h.by_name,
          at: Number(h.at),
        })),
      };
      return app;
    });
  }

  /** getgeneratedmeis {page, query, status}: 20 a page; page 1 is the first (0 counts as 1). DGFT sees submitted ones only. */
  async generated(user: ClaimUser, q: GeneratedMeisQuery) {
    const status = q.status === 'All' ? '' : q.status;
    const dgft = claimRole(user) === 'dgft';
    if (dgft && status === 'Generated') return { data: [], message: MEIS_MSG.noDataFound };
    const page = Math.max(q.page - 1, 0);
    const rows = await repo.claimsPage(
      this.db,
      {
        exporters: await this.scope(user),
        query: q.query,
        status,
        ieCode: dgft ? q.ieCode : '',
        excludeGenerated: dgft,
      },
      page,
      MEIS_PAGE_SIZE,
    );
    const data = await this.assemble(rows);
    return { data, message: data.length ? 'Success' : page > 0 ? MEIS_MSG.noMoreData : MEIS_MSG.noDataFound };
  }

  /** A claim this user may see; another exporter's reads as not found. */
  private async claimFor(user: ClaimUser, refNo: string): Promise<repo.ClaimRow> {
    const c = await repo.claimByRef(this.db, refNo);
    const scope = await this.scope(user);
    if (!c || (scope && !scope.includes(c.exporterId))) throw notFound(MEIS_MSG.notFound);
    // DGFT never reads a claim not yet submitted (core's table, issue 23).
    if (!claimActionAllowed(c.status, claimRole(user), 'view')) throw notFound(MEIS_MSG.notFound);
    return c;
  }

  private by(user: ClaimUser) {
    return repo.userName(this.db, user.userId).then((name) => ({ userId: user.userId, name }));
  }

  private allowed(c: repo.ClaimRow, user: ClaimUser, action: 'upload' | 'deleteFile' | 'submit' | 'remark') {
    if (!claimActionAllowed(c.status, claimRole(user), action)) throw conflict(MEIS_MSG.notAllowed(c.status));
  }

  /** uploadMeisDoc: every file checked by its bytes first; then stored and recorded together. */
  async uploadDocs(
    user: ClaimUser,
    refNo: string,
    kind: string,
    files: Array<{ fileName: string; base64: string }>,
  ) {
    const c = await this.claimFor(user, refNo);
    this.allowed(c, user, 'upload');
    const decoded = files.map((f) => {
      const data = Buffer.from(f.base64.replace(/^data:[^,]*,/, ''), 'base64');
      const type = sniffFileKind(data);
      if (!type) throw invalid(MEIS_MSG.onlyPdfOrImage(cleanFileName(f.fileName, `${kind}.pdf`)));
      // Kept and served with the extension of what it is (issue 23), whatever it was called.
      const name = fileNameForKind(f.fileName, type, kind);
      if (data.length > MEIS_FILE_MAX_BYTES) throw invalid(`${name}: a file may be at most 5 MB.`);
      return { name, data, type };
    });
    const stored = decoded.map((f) => ({
      kind,
      fileName: f.name,
      key: `claims/${c.refNo}/${kind}/${Date.now()}-${randomBytes(4).toString('hex')}.${FILE_KIND_EXT[f.type]}`,
      contentType: FILE_MIME[f.type],
      size: f.data.length,
    }));
    await Promise.all(stored.map((s, i) => this.ctx.storage.put(s.key, decoded[i]!.data)));
    try {
      await repo.insertFiles(this.db, c.id, stored, user.userId);
    } catch (err) {
      await Promise.all(stored.map((s) => this.ctx.storage.remove(s.key).catch(() => undefined)));
      throw err;
    }
    return (await this.assemble([(await repo.claimByRef(this.db, c.refNo))!]))[0]!;
  }

  /** deleteobject: only while Generated. */
  async deleteObject(user: ClaimUser, refNo: string, kind: string, fileName: string) {
    const c = await this.claimFor(user, refNo);
    this.allowed(c, user, 'deleteFile');
    const key = await repo.deleteFile(this.db, c.id, kind, fileName);
    if (!key) throw notFound(MEIS_MSG.fileMissing);
    await this.ctx.storage.remove(key).catch(() => undefined);
  }

  /** The view button: one document of a claim (owner, DGFT, admins). */
  async file(user: ClaimUser, refNo: string, kind: string, fileName: string) {
    const c = await this.claimFor(user, refNo);
    const f = (await repo.claimFiles(this.db, [c.id])).find(
      (x) => x.kind === kind && x.file_name === fileName,
    );
    if (!f) throw notFound(MEIS_MSG.fileMissing);
    return {
      data: await this.ctx.storage.read(f.storage_key),
      contentType: f.content_type,
      fileName,
    };
  }

  /** Refuses a claim with an order whose docket has no shipping bill number and date yet (core's rule). */
  private async mustBeShipped(c: repo.ClaimRow) {
    const orders = await repo.claimOrders(this.db, [c.id]);
    const refusal = shippingBillRefusal(
      orders.map((o) => ({
        orderId: String(o.order_id),
        docketNo: String(o.docket_no),
        sbNo: o.shipping_bill_no ?? null,
        sbDate: msOrNull(o.shipping_bill_date),
      })),
    );
    if (refusal) throw invalid(refusal);
  }

  /** sendmeistodgft: Generated (or Additional Documents Requested) → Pending Review, shipped, with a pod file. */
  async send(user: ClaimUser, refNo: string) {
    const c = await this.claimFor(user, refNo);
    const to = nextClaimStatus(c.status, claimRole(user), 'submit');
    if (!to) throw conflict(MEIS_MSG.notAllowed(c.status));
    await this.mustBeShipped(c);
    const files = await repo.claimFiles(this.db, [c.id]);
    if (!files.some((f) => f.kind === 'pod')) throw invalid(MEIS_MSG.podNeeded);
    if (!(await repo.changeStatus(this.db, c, to, await this.by(user), false)))
      throw conflict(MEIS_MSG.notAllowed(c.status));
    await this.notifier?.claimStatus(c.exporterId, c.refNo, to, c.updatedAt);
    return MEIS_MSG.submitted;
  }

  /** updatestatusbydgft: DGFT only (the route's permission), never after Approved or Rejected. */
  async review(user: ClaimUser, refNo: string, status: ClaimStatus) {
    if (claimRole(user) !== 'dgft') throw forbidden(MEIS_MSG.notDgft);
    const c = await this.claimFor(user, refNo);
    if (c.status === 'Approved' || c.status === 'Rejected') throw conflict(MEIS_MSG.locked(c.status));
    const to = nextClaimStatus(c.status, 'dgft', 'review', status);
    if (!to) throw conflict(MEIS_MSG.notAllowed(c.status));
    // Checked again on approval: a claim sent before this rule, or a shipping bill since withdrawn.
    if (to === 'Approved') await this.mustBeShipped(c);
    if (!(await repo.changeStatus(this.db, c, to, await this.by(user), true)))
      throw conflict('This application changed meanwhile; please reload.');
    await this.notifier?.claimStatus(c.exporterId, c.refNo, to, c.updatedAt);
    return MEIS_MSG.statusUpdated(to);
  }

  /** addremark: 15 characters at least (the schema), refused once Approved. */
  async remark(user: ClaimUser, refNo: string, text: string) {
    const c = await this.claimFor(user, refNo);
    this.allowed(c, user, 'remark');
    await repo.addRemark(this.db, c.id, await this.by(user), text.trim());
    return (await this.assemble([c]))[0]!.remarks;
  }

  /** downloadMeisExcelAfterUpload {refNos}: one row per claimed order. */
  async applicationsExcel(user: ClaimUser, refNos: string[]): Promise<Readable> {
    const scope = await this.scope(user);
    const role = claimRole(user);
    // Issue 23: DGFT's sheet holds submitted claims only, as its list and each claim's view.
    const claims = (await repo.claimsByRefs(this.db, refNos)).filter(
      (c) => (!scope || scope.includes(c.exporterId)) && claimActionAllowed(c.status, role, 'view'),
    );
    if (claims.length !== new Set(refNos).size) throw notFound(MEIS_MSG.notFound);
    const apps = await this.assemble(claims);
    const rows = apps.flatMap((a) =>
      a.orderDetails.map((o, i) => ({
        refNo: a.refNo,
        ieCode: a.ieCode,
        status: a.status,
        docketNo: o.docketNo,
        orderId: o.orderId,
        sbDate: o.shippingBillDetails.date ? istDate(o.shippingBillDetails.date) : '',
        description: o.description,
        hsCode: o.hsCode,
        fobInr: o.paymentDetails.fob,
        scheme: a.excelData[i]?.scheme ?? '',
        ratePct: a.excelData[i]?.rateOfEntitlement ?? '',
        amount: a.excelData[i]?.amount ?? '',
        reviewedBy: a.reviewedBy && a.reviewedAt ? `${a.reviewedBy} ${istDate(a.reviewedAt)}` : '',
      })),
    );
    return this.stream('MEIS applications', APPLICATION_COLUMNS, rows);
  }
}
