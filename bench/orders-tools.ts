/**
 * Helpers of bench/orders.mjs, run with tsx: `make <rows> <file>` writes a bulk workbook;
 * `memory <file>` streams it through the worker's reader and prints the peak RSS growth (JSON).
 */
import { createReadStream, writeFileSync } from 'node:fs';
import { readBulkSheet } from '@exportdesk/api';
import { bulkRows, workbook } from '../tests/support/workbooks';

const [cmd, a, b] = process.argv.slice(2);
if (cmd === 'make') {
  const rows = Number(a);
  writeFileSync(b, await workbook(bulkRows(rows, 1)));
  console.log(JSON.stringify({ rows, file: b }));
} else if (cmd === 'memory') {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t0 = performance.now();
  const r = await readBulkSheet(createReadStream(a));
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    JSON.stringify({
      counted: r.counted,
      error: r.error,
      ms: Math.round(performance.now() - t0),
      baseMb: Math.round(base / 1048576),
      peakGrowthMb: Math.round((peak - base) / 1048576),
    }),
  );
}
