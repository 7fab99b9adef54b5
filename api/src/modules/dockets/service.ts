/**
 * The PBE list (001 §2.6, §3 "Docket/box list item", §5, §8, §9): one page of the dockets a user
 * may see with the search form's filters, or the Excel of the whole filtered list queued as a
 * `reports` job ('Please wait, Download will start shortly').
 */
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { formatDateDMY, ORDER_MSG, paginate, pbeListQuerySchema, type PbeListQuery } from '@exportdesk/core';
import type { AppContext } from '../../context';
import type { Db } from '../../db/knex';
import { invalid } from '../../errors';
import { queueReport, XLSX_TYPE, type ReportFile, type ReportJob } from '../../lib/reports';
import * as repo from './repo';

export interface DocketViewer {
  userId: number;
  userType: number;
  fpo?: string | null;
}

/**
 * For other areas (parcels, pickups, documents): the exporter ids a user may see, null for every
 * docket, read on `q` (inside a unit of work, its transaction).
 */
export const visibleExporters = (q: Db, user: { userId: number; userType: number }) =>
  repo.visibleExporters(q, user);

/** For other areas: may this user see this docket (its exporter and, for customs users, its FPO)? */
export const docketVisible = repo.docketVisible;

export class DocketsService {
  constructor(private readonly ctx: Pick<AppContext, 'db' | 'queues'>) {}

  /** One page of the filtered list, with the spec's pager and message. */
  async page(user: DocketViewer, q: PbeListQuery) {
    const scope = await repo.docketScope(this.ctx.db, user);
    const total = await repo.count(this.ctx.db, scope, q);
    const pager = paginate(total, q.page, q.pageSize);
    const items = total ? await repo.list(this.ctx.db, scope, q, pager.startIndex, pager.pageSize) : [];
    // 'No record found' is the answer to a search that finds nothing (001 §8 "Bad search").
    return { items, total, pager, message: total ? ORDER_MSG.totalFound(total) : ORDER_MSG.noRecordFound };
  }

  /** getBoxCount (001 §7 "Get box count"): the boxes of the whole filtered list, with its PBE count. */
  async boxCount(user: DocketViewer, q: PbeListQuery) {
    const scope = await repo.docketScope(this.ctx.db, user);
    const t = await repo.boxTotal(this.ctx.db, scope, q);
    return { boxCount: t.boxes, pbeCount: t.dockets };
  }

  /** Queues the Excel of the filtered list; `raw` is the request as sent (the worker parses it again). */
  async download(user: DocketViewer, q: PbeListQuery, raw: unknown) {
    const scope = await repo.docketScope(this.ctx.db, user);
    const total = await repo.count(this.ctx.db, scope, q);
    // 400, not 404: the envelope words every 404 as 'Not found.', and this filter simply selects nothing.
    if (!total) throw invalid(ORDER_MSG.noDataBetweenDates);
    const jobId = await queueReport(this.ctx.queues, {
      kind: 'pbe-list',
      userId: user.userId,
      userType: user.userType,
      fpo: user.fpo ?? null,
      query: raw,
      total,
    });
    return { jobId, count: total };
  }

  /** The PBE list's Excel of a `pbe-list` report job (001 §7 "download PBE data in Excel"). */
  reportFile(job: ReportJob): ReportFile {
    // "Downloaded files are named with a prefix, the date and an extension" (001 §9).
    const fileName = `ExportDesk_PBE_${formatDateDMY(new Date())}.xlsx`;
    return {
      fileName,
      contentType: XLSX_TYPE,
      write: (out, progress) => this.writeExcel(job, out, progress),
    };
  }

  private async writeExcel(job: ReportJob, out: Writable, progress: (done: number) => void) {
    const q = pbeListQuerySchema.parse(job.query ?? {});
    const scope = await repo.docketScope(this.ctx.db, {
      userId: job.userId,
      userType: job.userType,
      fpo: job.fpo,
    });
    const items = await repo.list(this.ctx.db, scope, q, 0, null);
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const ws = wb.addWorksheet('PBE');
    ws.columns = [
      { header: 'Docket No.', key: 'docket', width: 20 },
      { header: 'PBE', key: 'type', width: 6 },
      { header: 'IEC', key: 'iec', width: 12 },
      { header: 'Exporter', key: 'name', width: 30 },
      { header: 'Box IDs', key: 'boxes', width: 40 },
      { header: 'Items', key: 'items', width: 8 },
      { header: 'FOB (INR)', key: 'fob', width: 14 },
      { header: 'Shipping Bill', key: 'bill', width: 16 },
      { header: 'Shipping Bill Date', key: 'billDate', width: 16 },
      { header: 'Created', key: 'created', width: 12 },
    ];
    ws.getRow(1).font = { bold: true };
    let done = 0;
    for (const d of items) {
      ws.addRow({
        docket: d.tempSBill,
        type: d.type,
        iec: d.exporterDetails.ieCode,
        name: d.exporterDetails.name,
        boxes: d.boxIds.join(', '),
        items: d.items,
        fob: d.fob,
        bill: d.shippingBillDetails.bill ?? '',
        billDate: d.shippingBillDetails.date ? formatDateDMY(new Date(d.shippingBillDetails.date)) : '',
        created: formatDateDMY(new Date(d.createdAt)),
      }).commit();
      progress(++done);
    }
    ws.commit();
    await wb.commit();
    return { rows: items.length };
  }
}
