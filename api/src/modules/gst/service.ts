/**
 * The GST report (002 §2.8, §7 "downloadGstin"): whose report, the plan check, then the month's
 * Table 6A streamed as .xlsx or GSTR-1 JSON. Imports neither Hapi nor Boom.
 */
import { PassThrough, Readable } from 'node:stream';
import {
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
import { ratesUpTo } from '../exchange-rates/repo';
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
  constructor(private readonly ctx: Pick<AppContext, 'db' | 'log'>) {}

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
    const exporter = await this.exporterFor(user, q.ieCode);
    const iec = (exporter.ie_code ?? '').toUpperCase();
    // Before the stream opens: on SQLite (one connection) the stream holds it until the end.
    const rateRows = await ratesUpTo(this.ctx.db, Date.now());
    const orders =
      q.provider === 'indiapost'
        ? repo.monthOrders(this.ctx.db, exporter.id, q.month, q.year, q.note)
        : Readable.from([]);
    const out = new PassThrough();
    // "Downloaded file names begin with the product prefix and the date as dd-mm-yyyy" (002 §9).
    const stem = `ExportDesk_${formatDateDMY(new Date())}_GSTR1_exp_${iec}_${q.month}-${q.year}_${q.provider}`;
    const work =
      q.format === 'json'
        ? writeGstrJson(orders, rateRows, out, {
            gstin: exporter.gstin ?? '',
            fp: gstReturnPeriod(q.month, q.year),
          })
        : writeGstrWorkbook(orders, rateRows, out);
    work.then(
      (counts) => this.ctx.log.info({ area: 'gst', exporterId: exporter.id, ...counts }, 'gstr written'),
      (err: unknown) => {
        this.ctx.log.error({ err, area: 'gst' }, 'gstr failed');
        if (orders instanceof Readable) orders.destroy();
        out.destroy(err instanceof Error ? err : new Error(String(err)));
      },
    );
    return q.format === 'json'
      ? { stream: out, fileName: `${stem}.json`, contentType: 'application/json' }
      : {
          stream: out,
          fileName: `${stem}.xlsx`,
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        };
  }
}
