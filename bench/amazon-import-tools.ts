/**
 * Helper of bench/amazon-import.mjs, run with tsx: `run <rows> <databaseUrl> <dataDir>` writes an
 * Amazon order report of `rows` lines (two lines per order), then times, in this process:
 *  1. read + header check + map + the bulk row checks of all rows (what the import call does
 *     before it stores anything);
 *  2. the same report to saved orders: cut into reports of at most 5000 rows (the bulk upload's
 *     limit, 001 §5), each mapped, written as the bulk workbook and run through processBulkUpload
 *     (the worker's job) on MySQL.
 * Rows/s for each, and the peak RSS growth over the whole run, sampled every 10 ms (JSON on stdout).
 */
import { createHash } from 'node:crypto';
import {
  MARKETPLACE_HEADERS,
  ORDER_LIMITS,
  marketplaceRows,
  missingColumns,
  validateBulkRows,
} from '@exportdesk/core';
import { createDb, localStorage, mintJobKey, prepareDatabase, processBulkUpload } from '@exportdesk/api';
import { WORKBOOK_LIMITS } from '@exportdesk/workbook';
import { bulkWorkbook, readReport } from '../api/src/modules/marketplace/files';
import { insertUpload } from '../api/src/modules/orders/repo';

const [cmd, rowsArg, databaseUrl, dataDir] = process.argv.slice(2);
if (cmd !== 'run') throw new Error('usage: amazon-import-tools.ts run <rows> <databaseUrl> <dataDir>');
const rows = Number(rowsArg);

const header = MARKETPLACE_HEADERS.amazon;
const COUNTRIES = ['US', 'GB', 'DE', 'CA', 'AU', 'FR'];
function report(from: number, count: number): Buffer {
  const lines = [header.join('\t')];
  for (let i = from; i < from + count; i++) {
    const order = `114-${String(Math.floor(i / 2)).padStart(7, '0')}-${String(run).padStart(7, '0')}`;
    const cells: Record<string, string> = {
      'order-id': order,
      'order-item-id': `${run}${String(i).padStart(8, '0')}`,
      'purchase-date': '2026-11-20T14:35:02+00:00',
      sku: `SKU-${i % 97}`,
      'product-name': `Hand block printed cotton scarf ${i % 13}`,
      'quantity-purchased': String(1 + (i % 3)),
      currency: 'USD',
      'item-price': (10 + (i % 40)).toFixed(2),
      'shipping-price': '4.99',
      'recipient-name': `Buyer ${i}`,
      'ship-address-1': `${i} Evergreen Terrace`,
      'ship-city': 'Springfield',
      'ship-state': 'IL',
      'ship-postal-code': '62704',
      'ship-country': COUNTRIES[i % COUNTRIES.length],
    };
    lines.push(header.map((h) => cells[h]).join('\t'));
  }
  return Buffer.from(lines.join('\r\n'));
}

const run = Date.now() % 10_000_000;
await prepareDatabase(databaseUrl!);
const db = createDb(databaseUrl!);
const storage = localStorage(dataDir!);
const exporter = await db('users').where({ username: 'ABCDE1234F' }).first('id');
const userId = Number(exporter.id);

let peak = 0;
const base = process.memoryUsage().rss;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);

// 1. The whole report read, checked and mapped (nothing stored).
const whole = report(0, rows);
let t = performance.now();
const table = await readReport('amazon', 'report.txt', whole, WORKBOOK_LIMITS);
if (missingColumns('amazon', table[0]).length) throw new Error('header');
const mapped = marketplaceRows('amazon', table, 500);
const checked = validateBulkRows(
  mapped.map((m) => ({ row: m.row, values: m.values })),
  false,
);
const mapMs = performance.now() - t;
if (checked.problems.length) throw new Error(JSON.stringify(checked.problems.slice(0, 3)));

// 2. To saved orders, through the bulk job, 5000 rows a report.
t = performance.now();
let saved = 0;
let dockets = 0;
for (let from = 0; from < rows; from += ORDER_LIMITS.bulkMaxRows) {
  const part = report(from, Math.min(ORDER_LIMITS.bulkMaxRows, rows - from));
  const partRows = marketplaceRows(
    'amazon',
    await readReport('amazon', 'part.txt', part, WORKBOOK_LIMITS),
    500,
  );
  const key = `uploads/bench/${run}-${from}.xlsx`;
  const wb = await bulkWorkbook(partRows);
  await storage.put(key, wb);
  const uploadId = await insertUpload(db, {
    userId,
    fileKey: key,
    fileName: `amazon-${from}.xlsx`,
    sizeBytes: wb.length,
    sha256: createHash('sha256').update(part).digest('hex'),
    exporterId: userId,
    jobKey: mintJobKey(),
    forced: false,
  });
  const r = await processBulkUpload({ db, storage }, uploadId, async () => {});
  if (r.status !== 'saved') throw new Error(`${r.message} ${JSON.stringify(r.problems.slice(0, 2))}`);
  saved += r.rowsSaved ?? partRows.length;
  dockets += r.dockets.length;
}
const saveMs = performance.now() - t;
clearInterval(sampler);
await db.destroy();
console.log(
  JSON.stringify({
    rows,
    reportMb: +(whole.length / 1048576).toFixed(2),
    mapMs: Math.round(mapMs),
    mapRowsPerSec: Math.round(rows / (mapMs / 1000)),
    saveMs: Math.round(saveMs),
    saveRowsPerSec: Math.round(rows / (saveMs / 1000)),
    saved,
    dockets,
    baseMb: Math.round(base / 1048576),
    peakGrowthMb: Math.round((peak - base) / 1048576),
  }),
);
