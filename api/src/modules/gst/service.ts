/**
 * The GST report (002 §2.8, §7 "downloadGstin"): whose report, the plan check, then the month's
 * Table 6A streamed as .xlsx or GSTR-1 JSON. Imports neither Hapi nor Boom.
 */
import { PassThrough, Readable, type Writable } from 'node:stream';
import {
  downloadGstinSchema,
  featureDenial,
  formatDateDMY,
  GST_MSG,
  gstReturnPeriod,
  isCha,
  isSuperAdmin,
  type DownloadGstinQuery,
} from '@exportdesk/core';
import type { AppContext } from '../../context';
import { forbidden, invalid } from '../../errors';
import {
  queueCountedReport,
  XLSX_TYPE,
  type ReportFile,
  type ReportJob,
  type ReportProgress,
  type ReportQueued,
} from '../../lib/reports';
import { ratesUpTo } from '../exchange-rates/service';
import { activeSubscription, linkedExporters, ownExporter } from '../orders/accounts';
import * as repo from './repo';
import { writeGstrJson, writeGstrWorkbook } from './report';

export interface GstUser {
  userId: number;
  userType: number;
  roles: string[];
}

export interface GstFile {
  stream: Readable;
  fileName: string;
  contentType: string;
}

/** The subscription as the plan rules read it (its plan id as text). */
const planOf = (s: { planId: string | number; startDate: number; endDate: number } | null) =>
  s && { planId: String(s.planId), startDate: s.startDate, endDate: s.endDate };

export class GstService {
  constructor(private readonly ctx: Pick<AppContext, 'db' | 'log' | 'queues'>) {}

  /**
   * The exporter whose report this is: an exporter's own (their IEC; another IEC is refused), a
   * CHA's linked exporter named by ieCode, any exporter for the super admin. Everyone but the
   * super admin needs a plan with the GST report ('Oops!' with the plans' message).
   */
  async exporterFor(user: GstUser, ieCode: string): Promise<repo.GstExporterRow> {
    const p = { userType: user.userType, roles: user.roles };
    if (isSuperAdmin(p)) {
      if (!ieCode) throw invalid(GST_MSG.ieCode);
      const e = await repo.exporterByIec(this.ctx.db, ieCode);
      if (!e) throw invalid(GST_MSG.notLinked(ieCode));
      return e;
    }
    let exporterId: number;
    if (isCha(p)) {
      if (!ieCode) throw invalid(GST_MSG.ieCode);
      const linked = (await linkedExporters(this.ctx.db, user.userId)).get(ieCode);
      if (!linked) throw forbidden(GST_MSG.notLinked(ieCode));
      exporterId = linked.id;
    } else {
      const own = await ownExporter(this.ctx.db, { id: user.userId, userType: user.userType });
      if (!own) throw forbidden(GST_MSG.ieCode);
      if (ieCode && ieCode !== own.ieCode.toUpperCase()) throw forbidden(GST_MSG.notLinked(ieCode));
      exporterId = own.id;
    }
    // The plan check of the accounts issue: the GST report is a premium feature (trial included);
    // no plan, an expired one or a basic one gets the plans' message, shown under 'Oops!'.
    const denial = featureDenial(planOf(await activeSubscription(this.ctx.db, exporterId)), 'gstReport');
    if (denial) throw forbidden(denial);
    const e = await repo.exporterById(this.ctx.db, exporterId);
    if (!e) throw forbidden(GST_MSG.ieCode);
    return e;
  }

  /**
   * The file, written while it is sent. Checks happen before the first byte; a month with no
   * shipments is a valid file with the header only (never an error). Courier tabs (Fedex, Aramex):
   * parcels are booked with India Post only in this product today, so their files are the empty
   * sheet until courier bookings exist.
   */
  async download(user: GstUser, q: DownloadGstinQuery): Promise<GstFile> {
    const file = await this.file(await this.exporterFor(user, q.ieCode), q);
    const out = new PassThrough();
    file
      .write(out, () => {})
      .catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
    return { stream: out, fileName: file.fileName, contentType: file.contentType };
  }

  /**
   * The same file as a `gstr` report job (issue 29 item 5): every check and the row count now,
   * the file in the worker. An empty month is queued too: its file is the header only. `raw` is
   * the request as sent.
   */
  async queueReport(user: GstUser, q: DownloadGstinQuery, raw: unknown): Promise<ReportQueued> {
    const exporter = await this.exporterFor(user, q.ieCode);
    const total =
      q.provider === 'indiapost'
        ? await repo.monthOrderCount(this.ctx.db, exporter.id, q.month, q.year, q.note)
        : 0;
    return queueCountedReport(this.ctx.queues, 'gstr', user, raw, total);
  }

  /** A `gstr` job's file: the checks again (the plan may have ended since), then the writer. */
  async reportFile(job: ReportJob): Promise<ReportFile> {
    const q = downloadGstinSchema.parse(job.query);
    const user = { userId: job.userId, userType: job.userType, roles: [...(job.roles ?? [])] };
    return this.file(await this.exporterFor(user, q.ieCode), q);
  }

  private async file(exporter: repo.GstExporterRow, q: DownloadGstinQuery): Promise<ReportFile> {
    const iec = (exporter.ie_code ?? '').toUpperCase();
    // Before the stream opens: on SQLite (one connection) the stream holds it until the end.
    const rateRows = await ratesUpTo(this.ctx.db, Date.now());
    // "Downloaded file names begin with the product prefix and the date as dd-mm-yyyy" (002 §9).
    const stem = `ExportDesk_${formatDateDMY(new Date())}_GSTR1_exp_${iec}_${q.month}-${q.year}_${q.provider}`;
    const json = q.format === 'json';
    const write = async (out: Writable, progress: ReportProgress) => {
      const orders =
        q.provider === 'indiapost'
          ? repo.monthOrders(this.ctx.db, exporter.id, q.month, q.year, q.note)
          : Readable.from([]);
      try {
        const rows = counted(orders, progress);
        const counts = json
          ? await writeGstrJson(rows, rateRows, out, {
              gstin: exporter.gstin ?? '',
              fp: gstReturnPeriod(q.month, q.year),
            })
          : await writeGstrWorkbook(rows, rateRows, out);
        this.ctx.log.info({ area: 'gst', exporterId: exporter.id, ...counts }, 'gstr written');
        return { rows: counts.rows };
      } catch (err) {
        this.ctx.log.error({ err, area: 'gst' }, 'gstr failed');
        orders.destroy();
        throw err;
      }
    };
    return json
      ? { fileName: `${stem}.json`, contentType: 'application/json', write }
      : { fileName: `${stem}.xlsx`, contentType: XLSX_TYPE, write };
  }
}

/** The streamed orders, telling `progress` how many were read. */
async function* counted(orders: Readable, progress: ReportProgress): AsyncGenerator<repo.GstOrderRow> {
  let n = 0;
  for await (const r of orders as AsyncIterable<repo.GstOrderRow>) {
    yield r;
    progress(++n);
  }
}
