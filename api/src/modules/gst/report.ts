/**
 * The GSTR-1 Table 6A writer (its own file: a spreadsheet and JSON format). Reads the month's
 * orders as a stream and writes each invoice as soon as its last item is read: one invoice in
 * memory, the workbook through exceljs' streaming writer, the JSON as text. Flat memory for any
 * number of invoices (bench/gstr.mjs).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import {
  foreignToInr,
  GSTR_EXP_COLUMNS,
  gstrInvoice,
  gstrJsonInvoice,
  gstrSheetRows,
  ratesAt,
  type ExchangeRateRecord,
  type GstrInvoice,
  type GstrInvoiceInput,
} from '@exportdesk/core';
import type { GstOrderRow } from './repo';

export interface GstrCounts {
  invoices: number;
  rows: number;
  /** invoices whose IGST mode was missing or 'Not Applicable', reported WOPAY */
  assumedWopay: number;
}

const num = (v: unknown) => {
  const n = Number(v);
  return v === undefined || v === null || v === '' || !Number.isFinite(n) ? 0 : n;
};

/**
 * Rupees per unit in force when each docket was made (as its documents print them). Rate
 * publications are few: the rates are computed once per publication date, not per docket.
 */
function ratesFor(rows: readonly ExchangeRateRecord[]) {
  const dates = [...new Set(rows.map((r) => r.effectiveFrom))].sort((a, b) => a - b);
  const cache = new Map<number, Record<string, number>>();
  return (at: number) => {
    let key = -1;
    for (const d of dates) if (d <= at) key = d;
    let r = cache.get(key);
    if (!r) cache.set(key, (r = ratesAt(rows, at).rates));
    return r;
  };
}

/** Groups the streamed orders into invoices and hands each, computed, to `emit`. */
async function eachInvoice(
  orders: AsyncIterable<GstOrderRow>,
  rateRows: readonly ExchangeRateRecord[],
  emit: (inv: GstrInvoice) => Promise<void> | void,
): Promise<GstrCounts> {
  const rates = ratesFor(rateRows);
  const counts: GstrCounts = { invoices: 0, rows: 0, assumedWopay: 0 };
  // A holder, not a `let`: the closure below reads it, and TypeScript would narrow a `let` to null.
  const open: { current: (GstrInvoiceInput & { key: string }) | null } = { current: null };
  const flush = async () => {
    if (!open.current) return;
    const inv = gstrInvoice(open.current);
    counts.invoices++;
    counts.rows += inv.lines.length;
    if (inv.assumedWopay) counts.assumedWopay++;
    await emit(inv);
  };
  for await (const r of orders) {
    const key = `${r.invoice_date}\u0000${r.invoice_no}`;
    if (open.current?.key !== key) {
      await flush();
      open.current = {
        key,
        invoiceNo: r.invoice_no,
        invoiceDate: r.invoice_date,
        portCode: r.fpo_code ?? '',
        shippingBillNo: r.shipping_bill_no ?? null,
        shippingBillDate:
          r.shipping_bill_date === null || r.shipping_bill_date === undefined
            ? null
            : Number(r.shipping_bill_date),
        items: [],
      };
    }
    const o = (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, unknown>;
    const fobInr = foreignToInr(num(r.fob_foreign), r.currency, rates(Number(r.docket_created_at)));
    open.current.items.push({
      igstMode: typeof o.igstMode === 'string' && o.igstMode ? o.igstMode : null,
      valueInr: fobInr + num(o.freight) + num(o.insurance) + num(o.otherCharge),
      igstRate: num(o.igstDetails_rate),
      cessRate: num(o.compensationCess_rate),
    });
  }
  await flush();
  return counts;
}

/** The `exp` sheet (Table 6A): the header row exactly as the offline tool's, then one row per invoice and rate. */
export async function writeGstrWorkbook(
  orders: AsyncIterable<GstOrderRow>,
  rateRows: readonly ExchangeRateRecord[],
  out: Writable,
): Promise<GstrCounts> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const ws = wb.addWorksheet('exp');
  ws.addRow([...GSTR_EXP_COLUMNS]).commit();
  const counts = await eachInvoice(orders, rateRows, (inv) => {
    for (const row of gstrSheetRows(inv)) ws.addRow(row).commit();
  });
  ws.commit();
  await wb.commit();
  return counts;
}

async function write(out: Writable, text: string) {
  if (!out.write(text)) await once(out, 'drain');
}

/**
 * The GSTR-1 JSON with its `exp` section: `{gstin, fp, exp: [{exp_typ: 'WPAY', inv}, {exp_typ:
 * 'WOPAY', inv}]}` (an export type with no invoice is left out). WPAY invoices go straight out,
 * WOPAY ones wait in a temporary file, so memory stays flat here too.
 */
export async function writeGstrJson(
  orders: AsyncIterable<GstOrderRow>,
  rateRows: readonly ExchangeRateRecord[],
  out: Writable,
  head: { gstin: string; fp: string },
): Promise<GstrCounts> {
  const dir = await mkdtemp(path.join(tmpdir(), 'exportdesk-gstr-'));
  try {
    const wopayPath = path.join(dir, 'wopay.json');
    const wopay = createWriteStream(wopayPath);
    let wpayCount = 0;
    let wopayCount = 0;
    await write(out, `{"gstin":${JSON.stringify(head.gstin)},"fp":${JSON.stringify(head.fp)},"exp":[`);
    const counts = await eachInvoice(orders, rateRows, async (inv) => {
      const text = JSON.stringify(gstrJsonInvoice(inv));
      if (inv.exportType === 'WPAY') {
        await write(out, wpayCount++ === 0 ? `{"exp_typ":"WPAY","inv":[${text}` : `,${text}`);
      } else await write(wopay, wopayCount++ === 0 ? text : `,${text}`);
    });
    wopay.end();
    await once(wopay, 'close');
    if (wpayCount) await write(out, ']}');
    if (wopayCount) {
      await write(out, `${wpayCount ? ',' : ''}{"exp_typ":"WOPAY","inv":[`);
      await pipeline(createReadStream(wopayPath), out, { end: false });
      await write(out, ']}');
    }
    await write(out, ']}');
    out.end();
    return counts;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
