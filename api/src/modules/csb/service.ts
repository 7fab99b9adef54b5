/**
 * My CSB: the CSB-V rows (core `CSB_COLUMNS`) of the user's own parcels booked with a courier,
 * as a list, streamed as .xlsx, or queued as a `csb` report job. Imports neither Hapi nor Boom.
 */
import { PassThrough, type Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { CSB_COLUMNS, csbQuerySchema, csbRow, type CsbQuery, type CsbRow } from '@exportdesk/core';
import type { AppContext } from '../../context';
import {
  queueCountedReport,
  XLSX_TYPE,
  type ReportFile,
  type ReportJob,
  type ReportProgress,
  type ReportQueued,
} from '../../lib/reports';
import { ownExporter } from '../orders/accounts';
import * as repo from './repo';

export interface CsbUser {
  userId: number;
  userType: number;
}

const IST = '+05:30';
const dayStart = (d: string) => Date.parse(`${d}T00:00:00${IST}`);

const parseData = (text: string): Record<string, unknown> => {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

export class CsbService {
  constructor(private readonly ctx: Pick<AppContext, 'db' | 'queues'>) {}

  private async filter(user: CsbUser, q: CsbQuery): Promise<repo.CsbFilter | null> {
    const own = await ownExporter(this.ctx.db, { id: user.userId, userType: user.userType });
    if (!own) return null;
    return {
      exporterId: own.id,
      from: q.from ? dayStart(q.from) : null,
      to: q.to ? dayStart(q.to) + 86_400_000 : null,
      carrier: q.carrier,
    };
  }

  /** One row per item of each booked parcel of the user's exporter (never another exporter's). */
  async rows(user: CsbUser, q: CsbQuery): Promise<CsbRow[]> {
    const f = await this.filter(user, q);
    return f ? (await repo.bookedItems(this.ctx.db, f)).map(toRow) : [];
  }

  /** The CSB-V sheet, streamed (exceljs WorkbookWriter): the header row, then one row per item. */
  async excel(user: CsbUser, q: CsbQuery): Promise<{ stream: Readable; fileName: string }> {
    const file = this.file(await this.filter(user, q), q);
    const out = new PassThrough();
    file
      .write(out, () => {})
      .catch((e: unknown) => out.destroy(e instanceof Error ? e : new Error(String(e))));
    return { stream: out, fileName: file.fileName };
  }

  /**
   * The same sheet as a `csb` report job (issue 29 item 5): the filter was validated by the
   * route (bad dates refused there); a period with nothing booked is, as in the streamed answer,
   * a valid sheet with the header only.
   */
  async queueReport(user: CsbUser, q: CsbQuery, raw: unknown): Promise<ReportQueued> {
    const f = await this.filter(user, q);
    const total = f ? await repo.bookedItemCount(this.ctx.db, f) : 0;
    return queueCountedReport(this.ctx.queues, 'csb', user, raw, total);
  }

  /** A `csb` job's file. */
  async reportFile(job: ReportJob): Promise<ReportFile> {
    const q = csbQuerySchema.parse(job.query);
    return this.file(await this.filter({ userId: job.userId, userType: job.userType }, q), q);
  }

  private file(f: repo.CsbFilter | null, q: CsbQuery): ReportFile {
    const stem = `csb-v-${q.from ?? 'all'}-${q.to ?? 'all'}`;
    const write = async (out: Writable, progress: ReportProgress) => {
      const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: out,
        useStyles: false,
        useSharedStrings: false,
      });
      const ws = wb.addWorksheet('CSB-V');
      ws.addRow(CSB_COLUMNS.map((c) => c.header)).commit();
      let n = 0;
      if (f) {
        // Streamed: one item in memory at a time, for any number of rows.
        for await (const i of repo.bookedItemsStream(this.ctx.db, f) as AsyncIterable<repo.CsbItem>) {
          const r = toRow(i);
          ws.addRow(CSB_COLUMNS.map((c) => r[c.key])).commit();
          progress(++n);
        }
      }
      ws.commit();
      await wb.commit();
      return { rows: n };
    };
    return { fileName: `${stem}.xlsx`, contentType: XLSX_TYPE, write };
  }
}

function toRow(i: repo.CsbItem): CsbRow {
  const data = parseData(i.data);
  return csbRow({
    awb: i.awb,
    carrier: i.carrier,
    bookedAt: Number(i.booked_at),
    exporterName: i.exporter_name,
    exporterAddress: String(data.exporterAddress ?? data.consignorAddress ?? ''),
    iec: i.ie_code ?? '',
    gstin: i.gstin ?? '',
    data,
    invoiceNo: i.invoice_no,
    invoiceDate: i.invoice_date,
    consigneeName: i.consignee_name,
    consigneeCountry: i.consignee_country,
    currency: i.currency,
    fobForeign: Number(i.fob_foreign),
    packages: 1,
  });
}
