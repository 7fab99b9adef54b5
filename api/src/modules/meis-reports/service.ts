/**
 * The MEIS reports (issue 16; 001 §7): the Excel and PDF of selected orders, answered or mailed,
 * the same as jobs for any number of orders (issue 29 item 5), and the application's form and
 * sheet for the claims and review rooms. Orders come priced from the meis-orders room.
 */
import { PassThrough, type Readable, type Writable } from 'node:stream';
import {
  MEIS_MSG,
  MEIS_PDF_MAX_ORDERS,
  MEIS_PDF_PART_ORDERS,
  meisDescription,
  meisReportSchema,
  round2,
  type ClaimStatus,
  type MeisDownload,
  type MeisReportQuery,
} from '@exportdesk/core';
import type { AppContext } from '../../context';
import { forbidden, invalid } from '../../errors';
import {
  queueReport,
  XLSX_TYPE,
  type ReportFile,
  type ReportJob,
  type ReportProgress,
} from '../../lib/reports';
import { queueMail } from '../mail/service';
import { MeisOrdersService, type ClaimUser, type Priced } from '../meis-orders/service';
import { istDate } from '../scheme-rates/service';
import type { RenderPool } from '../../documents/render-pool';
import { meisFormPdf, meisReportPdf, writeReportParts, type PdfOrderLine, type ReportLine } from './pdf';
import * as repo from './repo';
import { APPLICATION_COLUMNS, MEIS_COLUMNS, writeSheet } from './spreadsheet';

type Columns = ReadonlyArray<{ header: string; key: string; width: number }>;

const sheetRow = (p: Priced) => ({
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
});

const pdfLine = (p: Priced): PdfOrderLine => ({
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
});

const reportLine = (p: Priced): ReportLine => ({
  ...pdfLine(p),
  exporter: p.order.exporterName,
  ieCode: p.order.ieCode,
});

/** A sheet as a stream: rows are written as the response is read. */
function streamed(sheet: string, columns: Columns, rows: Iterable<Record<string, unknown>>): Readable {
  const out = new PassThrough();
  writeSheet(out, sheet, columns, rows).catch((err) => out.destroy(err as Error));
  return out;
}

export class MeisReportsService {
  private readonly orders: MeisOrdersService;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'storage' | 'queues' | 'log'> & {
      /** the workers' render threads: a report job's PDF parts render there (absent in the API) */
      renderPool?: RenderPool | null;
    },
  ) {
    this.orders = new MeisOrdersService(ctx);
  }

  private async mail(
    user: ClaimUser,
    email: string | undefined,
    fileName: string,
    key: string,
    type: string,
  ) {
    const to = email || (await repo.userEmail(this.ctx.db, user.userId));
    if (!to) throw invalid('Please enter a valid email.');
    await queueMail(this.ctx, {
      kind: 'meis-report',
      to,
      subject: `MEIS report ${fileName}`,
      text: 'The MEIS report you asked for is attached.',
      attachments: [{ fileName, key, contentType: type }],
    });
    return MEIS_MSG.mailed(to);
  }

  /** downloadMeisExcel: the selected orders with their rates, to complete and upload back. */
  async excel(user: ClaimUser, p: MeisDownload): Promise<{ stream: Readable } | { message: string }> {
    const priced = await this.orders.selected(user, p.orderIds);
    const fileName = `meis-${Date.now()}.xlsx`;
    const stream = streamed('MEIS', MEIS_COLUMNS, priced.map(sheetRow));
    if (!p.isMail) return { stream };
    const key = `claims/reports/${user.userId}/${fileName}`;
    await this.ctx.storage.put(key, stream);
    return { message: await this.mail(user, p.email, fileName, key, XLSX_TYPE) };
  }

  /** downloadAsPdf type 'meis'. */
  async pdf(user: ClaimUser, p: MeisDownload): Promise<{ pdf: Buffer } | { message: string }> {
    if (new Set(p.orderIds).size > MEIS_PDF_MAX_ORDERS)
      throw invalid(MEIS_MSG.pdfTooMany(MEIS_PDF_MAX_ORDERS));
    const priced = await this.orders.selected(user, p.orderIds);
    const owner = priced[0]!.order;
    const total = round2(priced.reduce((s, x) => s + (x.amount ?? 0), 0));
    const pdf = await meisReportPdf(owner.exporterName, owner.ieCode, priced.map(pdfLine), total);
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
    const total = await this.orders.reportSize(user, p);
    if (p.all && !total) throw invalid(MEIS_MSG.noDataFound);
    if (!p.all && total !== new Set(p.orderIds).size) throw forbidden(MEIS_MSG.notYourOrder);
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

  /** A MEIS report job's file: the Excel streamed, or the PDF (past one part, a zip of parts). */
  async reportFile(job: ReportJob): Promise<ReportFile> {
    const p = meisReportSchema.parse(job.query);
    const user: ClaimUser = { userId: job.userId, userType: job.userType, roles: job.roles ?? [] };
    const stem = `meis-${Date.now()}`;
    const orders = this.orders;
    if (job.kind === 'meis-excel') {
      const write = async (out: Writable, progress: ReportProgress) => {
        let n = 0;
        const rows = async function* () {
          for await (const chunk of orders.reportChunks(user, p)) {
            yield* chunk.map(sheetRow);
            progress((n += chunk.length));
          }
        };
        await writeSheet(out, 'MEIS', MEIS_COLUMNS, rows());
        return { rows: n };
      };
      return { fileName: `${stem}.xlsx`, contentType: XLSX_TYPE, write };
    }
    // The number of parts from the selection as it is now (`all` may have grown since queued).
    const parts = Math.max(1, Math.ceil((await orders.reportSize(user, p, false)) / MEIS_PDF_PART_ORDERS));
    const lines = async function* () {
      for await (const chunk of orders.reportChunks(user, p)) yield chunk.map(reportLine);
    };
    const write = (out: Writable, progress: ReportProgress) =>
      writeReportParts(lines(), parts, stem, out, progress, this.ctx.renderPool ?? null);
    return parts === 1
      ? { fileName: `${stem}.pdf`, contentType: 'application/pdf', write }
      : { fileName: `${stem}.zip`, contentType: 'application/zip', write };
  }

  /** meisFormGenerate's answer: the application form of its priced orders. */
  applicationForm(refNo: string, status: ClaimStatus, priced: Priced[], total: number) {
    const owner = priced[0]!.order;
    return meisFormPdf(
      refNo,
      status,
      owner.exporterName,
      owner.ieCode,
      istDate(Date.now()),
      priced.map(pdfLine),
      total,
    );
  }

  /** downloadMeisExcelAfterUpload's sheet: one row per claimed order (APPLICATION_COLUMNS). */
  applicationsSheet(rows: Iterable<Record<string, unknown>>): Readable {
    return streamed('MEIS applications', APPLICATION_COLUMNS, rows);
  }
}
