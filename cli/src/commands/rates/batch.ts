/** `exportdesk rates batch <xlsx|csv> [--out file.csv|.xlsx|.json]`: the cheapest and every option per row. */
import type { Command } from 'commander';
import { resolveSettings } from '../../lib/config';
import { CliError, EXIT } from '../../lib/errors';
import { isInteractive, printError, printJson } from '../../lib/output';
import { flatColumns, flatRow, runBatch, type WireRow } from '../../lib/rates/batch';
import { outFormat, readRows, writeRows } from '../../lib/rates/files';
import { globalFlags } from '../shared';

export function registerRatesBatch(rates: Command): void {
  rates
    .command('batch')
    .description('Price every row of a spreadsheet (columns country, weight, optional length/width/height or dims; order sheets work too)')
    .argument('<file>', '.xlsx or .csv')
    .option('-o, --out <file>', 'write every option per row to .csv, .xlsx or .json')
    .action(async (file: string, opts, cmd) => {
      const g = globalFlags(cmd);
      const s = resolveSettings(g);
      if (opts.out) outFormat(opts.out); // a bad --out is a usage error before any work
      if (!s.token) throw new CliError('Not logged in. Run `exportdesk login` or set EXPORTDESK_TOKEN.', EXIT.AUTH);
      const started = performance.now();
      const rows = await readRows(file);
      const interactive = isInteractive(g);

      const ui = interactive ? await import('../../ui/rates/draw') : null;
      const progress = ui ? ui.startProgress(rows.length) : null;
      let lastLine = 0;
      const { results, summary } = await runBatch(s.apiUrl, s.token, rows, (done, rejected) => {
        if (progress) return progress.update(done, rejected);
        // Plain lines on stderr for logs (ink would only keep its last frame there).
        if (done - lastLine >= 5000 || done === rows.length) {
          lastLine = done;
          printError(`rates batch: ${done}/${rows.length} rows, ${rejected} rejected`);
        }
      }).finally(() => progress?.finish());

      const columns = flatColumns(results);
      const flat = results.map((r, i) => flatRow(r, rows[i]));
      if (opts.out) await writeRows(opts.out, columns, flat, { summary, rows: results });
      const seconds = (performance.now() - started) / 1000;
      if (summary.rejected) process.exitCode = EXIT.REJECTED;

      if (!interactive) {
        return printJson({ success: summary.rejected === 0, summary: { ...summary, seconds: round(seconds), rowsPerSecond: Math.round(summary.rows / seconds) }, ...(opts.out ? { out: opts.out } : { rows: flat }) });
      }
      await ui!.drawBatchSummary({
        rows: summary.rows,
        rejected: summary.rejected,
        seconds,
        out: opts.out,
        cheapest: cheapestCounts(results),
        firstRejected: results.filter((r) => !r.ok).slice(0, 10).map((r) => ({ row: r.row, reason: r.reason ?? '' })),
      });
    });
}

const round = (n: number) => Math.round(n * 1000) / 1000;

function cheapestCounts(results: WireRow[]): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const r of results) if (r.cheapest) counts.set(r.cheapest.label, (counts.get(r.cheapest.label) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}
