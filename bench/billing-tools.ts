/**
 * Helper of bench/billing.mjs, run with tsx: `run <rows> <databaseUrl> <dataDir>` seeds `rows`
 * parcels of one exporter, writes a DHL carrier file of `rows` rows (every tenth an unknown
 * shipment, every seventh over-billed), and times the worker's processBillingFile on it: rows/s and
 * the peak RSS growth while it reads, matches and saves (JSON on stdout).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createDb, localStorage, prepareDatabase, processBillingFile } from '@exportdesk/api';
import { writeCarrierFile } from '../tests/support/billing-files';

const [cmd, rowsArg, databaseUrl, dataDir] = process.argv.slice(2);
if (cmd !== 'run') throw new Error('usage: billing-tools.ts run <rows> <databaseUrl> <dataDir>');
const rows = Number(rowsArg);
await prepareDatabase(databaseUrl!);
const db = createDb(databaseUrl!);
const exporter = await db('users').where({ user_type: 1 }).first('id');
const exporterId = Number(exporter.id);
const t0 = performance.now();
const perDocket = 1000;
for (let d = 0; d * perDocket < rows; d++) {
  const [docketId] = await db('dockets').insert({
    docket_no: `PMBBILL${String(d).padStart(9, '0')}`,
    exporter_id: exporterId,
    pbe_type: 'PBE2',
    source: 'api',
    created_by: exporterId,
    box_count: perDocket,
    item_count: perDocket,
    fob_total: 0,
    fob_inr: 0,
    created_at: Date.now(),
  });
  const batch = [];
  for (let i = d * perDocket; i < Math.min(rows, (d + 1) * perDocket); i++)
    batch.push({
      exporter_id: exporterId,
      order_id: `BILL-${i}`,
      docket_id: docketId,
      box_id: `BX${i}`,
      pbe_type: 'PBE2',
      invoice_no: `BI-${i}`,
      invoice_date: '01-10-2026',
      consignee_name: 'Bench Buyer',
      consignee_country: 'United Kingdom',
      currency: 'USD',
      fob_foreign: 20,
      data: JSON.stringify({ grossWeight: String(300 + (i % 20) * 50) }),
      created_at: Date.now(),
    });
  for (let i = 0; i < batch.length; i += 500) await db('orders').insert(batch.slice(i, i + 500));
}
const seedMs = performance.now() - t0;
const file = path.join(dataDir!, 'dhl-bench.xlsx');
await writeCarrierFile(file, 'dhl', rows, (i) => ({
  invoiceNumber: `DHLB-${Math.floor(i / 500)}`,
  shipmentID: i % 10 === 9 ? `UNKNOWN-${i}` : `BX${i}`,
  handoverID: `H${Math.floor(i / 1000)}`,
  awb: `AWB${i}`,
  pickupDate: '2026-10-02',
  weight: 300 + (i % 20) * 50,
  amount: i % 7 === 0 ? 5000 : 900,
}));
const bytes = readFileSync(file);
const storage = localStorage(dataDir!);
const sha = createHash('sha256').update(bytes).digest('hex');
await storage.put(`billing/dhl/${sha}.xlsx`, bytes);
const [fileId] = await db('billing_files').insert({
  carrier: 'dhl',
  file_name: 'dhl-bench.xlsx',
  sha256: sha,
  file_key: `billing/dhl/${sha}.xlsx`,
  size_bytes: bytes.length,
  status: 'queued',
  uploaded_by: exporterId,
  created_at: Date.now(),
  updated_at: Date.now(),
});
global.gc?.();
const base = process.memoryUsage().rss;
let peak = base;
const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const t1 = performance.now();
const report = await processBillingFile({ db, storage }, Number(fileId));
const ms = performance.now() - t1;
clearInterval(timer);
peak = Math.max(peak, process.memoryUsage().rss);
console.log(
  JSON.stringify({
    rows: report.rows,
    added: report.added,
    matched: report.matched,
    unmatched: report.unmatched,
    overbilled: report.overbilled,
    underbilled: report.underbilled,
    weight: report.weight,
    fileMb: +(bytes.length / 1048576).toFixed(1),
    seedS: +(seedMs / 1000).toFixed(1),
    ms: Math.round(ms),
    rowsPerSec: Math.round(report.rows / (ms / 1000)),
    baseMb: Math.round(base / 1048576),
    peakGrowthMb: Math.round((peak - base) / 1048576),
  }),
);
await db.destroy();
