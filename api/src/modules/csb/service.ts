/**
 * My CSB: the CSB-V rows (core `CSB_COLUMNS`) of the user's own parcels booked with a courier,
 * as a list or streamed as .xlsx. Imports neither Hapi nor Boom.
 */
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { CSB_COLUMNS, csbRow, type CsbQuery, type CsbRow } from '@exportdesk/core';
import type { Db } from '../../db/knex';
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
  constructor(private readonly db: Db) {}

  /** One row per item of each booked parcel of the user's exporter (never another exporter's). */
  async rows(user: CsbUser, q: CsbQuery): Promise<CsbRow[]> {
    const own = await ownExporter(this.db, { id: user.userId, userType: user.userType });
    if (!own) return [];
    const items = await repo.bookedItems(this.db, {
      exporterId: own.id,
      from: q.from ? dayStart(q.from) : null,
      to: q.to ? dayStart(q.to) + 86_400_000 : null,
      carrier: q.carrier,
    });
    const perParcel = new Map<number, number>();
    for (const i of items) perParcel.set(i.parcel_id, (perParcel.get(i.parcel_id) ?? 0) + 1);
    return items.map((i) => {
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
    });
  }

  /** The CSB-V sheet, streamed (exceljs WorkbookWriter): the header row, then one row per item. */
  async excel(user: CsbUser, q: CsbQuery): Promise<{ stream: Readable; fileName: string }> {
    const rows = await this.rows(user, q);
    const out = new PassThrough();
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: false,
      useSharedStrings: false,
    });
    const ws = wb.addWorksheet('CSB-V');
    ws.addRow(CSB_COLUMNS.map((c) => c.header)).commit();
    for (const r of rows) ws.addRow(CSB_COLUMNS.map((c) => r[c.key])).commit();
    ws.commit();
    void wb.commit().catch((e: unknown) => out.destroy(e as Error));
    const stem = `csb-v-${q.from ?? 'all'}-${q.to ?? 'all'}`;
    return { stream: out, fileName: `${stem}.xlsx` };
  }
}
