/**
 * Its own file: the carrier spreadsheet format. A carrier file read with exceljs' streaming
 * reader (through the guarded zip, @exportdesk/workbook), a batch of rows at a time: each row
 * matched to our parcel (shipment id = our box id, then handover id = our docket, then AWB =
 * the order's tracking number), compared with our declared weight and our rate card, and
 * handed to `onBatch`. Memory stays flat: only the counters and the per-exporter sums are kept.
 */
import {
  BILLING_MSG,
  CARRIER_BILLING_FORMATS,
  TariffIndex,
  billRowKey,
  courierAmount,
  mapBillingHeader,
  readBillRow,
  reconcileRow,
  type BillingCarrier,
  type BillingField,
  type BillingReport,
  type CarrierBillRow,
  type Reconciled,
} from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { GuardedWorkbookReader, shownValue, type GuardedZip } from '@exportdesk/workbook';
import { publishedBook } from '../rates/service';
import * as repo from './repo';

export interface ReconciledRow {
  row: CarrierBillRow;
  key: string;
  parcel: repo.OurParcel | null;
  expectedAmount: number | null;
  result: Reconciled;
}

/** A refusal of the whole file: nothing of it is written. */
export class BillFileError extends Error {}

const BATCH = 500;
const MAX_ROW_ERRORS = 50;

/** The rows of the first worksheet, header checked first; throws BillFileError on a changed header. */
async function* carrierRows(zip: GuardedZip, carrier: BillingCarrier) {
  const format = CARRIER_BILLING_FORMATS[carrier];
  const reader = new GuardedWorkbookReader(zip, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  let index: Partial<Record<BillingField, number>> | null = null;
  for await (const ws of reader) {
    for await (const r of ws) {
      const cells = Array.isArray(r.values) ? (r.values as unknown[]).slice(1).map(shownValue) : [];
      if (!index) {
        const header = mapBillingHeader(
          format,
          cells.map((c) => String(c ?? '')),
        );
        if (!header.ok) throw new BillFileError(BILLING_MSG.changedHeader(header.missing));
        index = header.index;
        continue;
      }
      if (!cells.some((c) => c !== undefined && String(c).trim() !== '')) continue;
      yield readBillRow(format, index, cells, r.number);
    }
    break; // the first worksheet only
  }
  if (!index) throw new BillFileError(BILLING_MSG.noRows);
}

/** Our tariff book as published now (a file is priced against one book throughout). */
export async function tariffs(db: Db) {
  return new TariffIndex(await publishedBook(db));
}

/** Matches and prices a batch of rows against our parcels. */
export async function reconcileBatch(
  db: repo.Conn,
  carrier: BillingCarrier,
  index: TariffIndex,
  rows: CarrierBillRow[],
): Promise<ReconciledRow[]> {
  const format = CARRIER_BILLING_FORMATS[carrier];
  const byBox = await repo.parcelsByBox(
    db,
    rows.map((r) => r.shipmentID),
  );
  const byDocket = await repo.parcelsByDocket(
    db,
    rows.filter((r) => !byBox.has(r.shipmentID)).map((r) => r.handoverID),
  );
  // The AWB is a text search over the orders' JSON: only for rows the carrier gave no shipment id.
  const byAwb = await repo.parcelsByAwb(
    db,
    rows.filter((r) => !r.shipmentID && !byDocket.has(r.handoverID)).map((r) => r.awb),
  );
  return rows.map((row) => {
    const parcel = byBox.get(row.shipmentID) ?? byDocket.get(row.handoverID) ?? byAwb.get(row.awb) ?? null;
    let expectedAmount: number | null = null;
    if (parcel) {
      const q = courierAmount(index, format.rateCard.carrier, format.rateCard.service, {
        country: parcel.country,
        weightGrams: Math.max(1, parcel.declaredWeightG),
      });
      expectedAmount = q?.available && typeof q.cost === 'number' ? q.cost : null;
    }
    return {
      row,
      key: billRowKey(carrier, row),
      parcel,
      expectedAmount,
      result: reconcileRow(row, parcel && { declaredWeightG: parcel.declaredWeightG, expectedAmount }),
    };
  });
}

export function emptyReport(carrier: BillingCarrier, fileId: number | null): BillingReport {
  return {
    fileId,
    carrier,
    rows: 0,
    added: 0,
    duplicate: false,
    matched: 0,
    unmatched: 0,
    weight: 0,
    overbilled: 0,
    underbilled: 0,
    errors: [],
    perExporter: [],
  };
}

/**
 * Reads the whole file, a batch at a time, counting into a report. Row errors are collected
 * (the first 50 kept); the caller decides (a file with an error row is refused whole).
 */
export async function reconcileFile(
  db: repo.Conn,
  index: TariffIndex,
  zip: GuardedZip,
  carrier: BillingCarrier,
  fileId: number | null,
  onBatch: (rows: ReconciledRow[]) => Promise<void>,
  onProgress?: (rows: number) => void | Promise<void>,
): Promise<{ report: BillingReport; errorCount: number }> {
  const report = emptyReport(carrier, fileId);
  const per = new Map<number, { exporterId: number; exporterName: string; rows: number; amount: number }>();
  let errorCount = 0;
  let batch: CarrierBillRow[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const done = await reconcileBatch(db, carrier, index, batch);
    batch = [];
    for (const r of done) {
      report.rows++;
      report[r.result.status]++;
      if (r.parcel) {
        const e = per.get(r.parcel.exporterId) ?? {
          exporterId: r.parcel.exporterId,
          exporterName: r.parcel.exporterName,
          rows: 0,
          amount: 0,
        };
        e.rows++;
        e.amount = Math.round((e.amount + r.row.amount + r.row.arrear) * 100) / 100;
        per.set(e.exporterId, e);
      }
    }
    await onBatch(done);
    await onProgress?.(report.rows);
  };
  for await (const read of carrierRows(zip, carrier)) {
    if ('error' in read) {
      errorCount++;
      if (report.errors.length < MAX_ROW_ERRORS) report.errors.push(read.error);
      continue;
    }
    batch.push(read.row);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  report.perExporter = [...per.values()].sort((a, b) => b.amount - a.amount);
  return { report, errorCount };
}

/** A reconciled row as stored. Amount debited = billed amount + arrear, for matched parcels only. */
export function toStored(carrier: BillingCarrier, fileId: number, r: ReconciledRow): repo.NewInvoiceRow {
  return {
    carrier,
    file_id: fileId,
    row_key: r.key,
    invoice_number: r.row.invoiceNumber.slice(0, 60),
    handover_id: r.row.handoverID.slice(0, 60),
    shipment_id: r.row.shipmentID.slice(0, 60),
    awb: r.row.awb.slice(0, 60),
    noe: r.row.noe.slice(0, 30),
    pickup_date: r.row.pickupDate,
    weight_g: r.row.weightG,
    amount: r.row.amount,
    arrear: r.row.arrear,
    exporter_id: r.parcel?.exporterId ?? null,
    docket_id: r.parcel?.docketId ?? null,
    box_id: r.parcel?.boxId ?? null,
    declared_weight_g: r.parcel?.declaredWeightG ?? null,
    weight_diff_g: r.result.weightDiffG,
    expected_amount: r.expectedAmount,
    amount_debited: r.parcel ? Math.round((r.row.amount + r.row.arrear) * 100) / 100 : 0,
    match_status: r.result.status,
  };
}
