/** `exportdesk rates batch <xlsx|csv> [--out file.csv|.xlsx|.json]`: the cheapest and every option per row. */
import type { Command } from 'commander';
import { requireToken } from '../../lib/config';
import { EXIT } from '../../lib/errors';
import { cheapestCounts, flatColumns, flatRow, runBatch } from '../../lib/rates/batch';
import { writeOutFile } from '../../lib/out-file';
import { outFormat, readRows, writeRows } from '../../lib/rates/files';
import { commandContext } from '../shared';

/** Logs get a line per 5000 rows (and the last), not one per row. */
const LOG_EVERY = 5000;

export function registerRatesBatch(rates: Command): void {
  rates
    .command('batch')
    .description('Price every row of a spreadsheet (columns country, weight, optional length/width/height or dims; order sheets work too)')
    .argument('<file>', '.xlsx or .csv')
    .option('-o, --out <file>', 'write every option per row to .csv, .xlsx or .json')
    .action(async (file: string, opts, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      if (opts.out) outFormat(opts.out); // a bad --out is a usage error before any work
      const token = requireToken(s);
      const started = performance.now();
      const rows = await readRows(file);

      const bar = (done: number, rejected: number) => ({
        bars: [{ label: 'Pricing rows', done, total: rows.length, notes: rejected ? [{ text: `· ${rejected} rejected`, tone: 'warn' as const }] : [] }],
      });
      let rejectedSoFar = 0;
      const progress = await out.progress(bar(0, 0), (v) => {
        const done = v.bars[0].done;
        return done % LOG_EVERY === 0 || done === rows.length ? `rates batch: ${done}/${rows.length} rows, ${rejectedSoFar} rejected` : null;
      });
      const { results, summary } = await runBatch(s.apiUrl, token, rows, (done, rejected) => {
        rejectedSoFar = rejected;
        progress.update(bar(done, rejected));
      }).finally(() => progress.finish());

      const flat = results.map((r, i) => flatRow(r, rows[i]));
      if (opts.out) await writeOutFile(opts.out, '--out', () => writeRows(opts.out, flatColumns(results), flat, { summary, rows: results }));
      const seconds = (performance.now() - started) / 1000;
      if (summary.rejected) process.exitCode = EXIT.REJECTED;

      const json = { success: summary.rejected === 0, summary: { ...summary, seconds: round(seconds), rowsPerSecond: Math.round(summary.rows / seconds) }, ...(opts.out ? { out: opts.out } : { rows: flat }) };
      await out.result(json, (v) =>
        v.drawBatchSummary({
          rows: summary.rows,
          rejected: summary.rejected,
          seconds,
          out: opts.out,
          cheapest: cheapestCounts(results),
          firstRejected: flat.filter((f) => f.status === 'rejected').slice(0, 10).map((f) => ({ row: Number(f.row), reason: String(f.reason) })),
        }),
      );
    });
}

const round = (n: number) => Math.round(n * 1000) / 1000;
