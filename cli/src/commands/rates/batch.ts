/** `exportdesk rates batch <xlsx|csv> [--out file.csv|.xlsx|.json]`: the cheapest and every option per row. */
import type { Command } from 'commander';
import { requireToken } from '../../lib/config';
import { EXIT } from '../../lib/errors';
import { CheapestTally, flatColumns, flatRow, runBatch, type BatchSummary } from '../../lib/rates/batch';
import { writeOutFile } from '../../lib/out-file';
import { openRows } from '../../lib/rates/files';
import { openRowWriter, outFormat } from '../../lib/rates/out';
import { commandContext } from '../shared';

/** Logs get a line per 5000 rows (and the last), not one per row. */
const LOG_EVERY = 5000;

export function registerRatesBatch(rates: Command): void {
  rates
    .command('batch')
    .description(
      'Price every row of a spreadsheet (columns country, weight, optional length/width/height or dims; order sheets work too)',
    )
    .argument('<file>', '.xlsx or .csv')
    .option('-o, --out <file>', 'write every option per row to .csv, .xlsx or .json')
    .action(async (file: string, opts, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      if (opts.out) outFormat(opts.out); // a bad --out is a usage error before any work
      const token = requireToken(s);
      const started = performance.now();
      const source = await openRows(file); // counted, not kept: the bar's total
      const total = source.count;

      const bar = (done: number, rejected: number) => ({
        bars: [
          {
            label: 'Pricing rows',
            done,
            total,
            notes: rejected ? [{ text: `· ${rejected} rejected`, tone: 'warn' as const }] : [],
          },
        ],
      });
      let rejectedSoFar = 0;
      // Opened before any pricing, so a path that cannot be written fails first.
      const columns = flatColumns();
      const writer = opts.out
        ? await writeOutFile(opts.out, '--out', () => openRowWriter(opts.out, columns))
        : null;
      // A .csv/.xlsx gets its columns before the first answer; a service an admin's card adds beyond
      // core's list cannot join them later, so say so once rather than drop it silently.
      const unlisted = new Set(opts.out && outFormat(opts.out) !== 'json' ? columns : []);
      const progress = await out.progress(bar(0, 0), (v) => {
        const done = v.bars[0].done;
        return done % LOG_EVERY === 0 || done === total
          ? `rates batch: ${done}/${total} rows, ${rejectedSoFar} rejected`
          : null;
      });
      // Only counters stay in memory; rows are kept only when they are the answer (no --out).
      const cheapest = new CheapestTally();
      const firstRejected: Array<{ row: number; reason: string }> = [];
      const stdoutRows: Record<string, unknown>[] = [];
      let summary: BatchSummary;
      let doneSoFar = 0;
      try {
        summary = await runBatch(s.apiUrl, token, source.rows(), async (r, input) => {
          const flat = flatRow(r, input);
          if (unlisted.size)
            for (const k of Object.keys(flat))
              if (!unlisted.has(k)) {
                unlisted.add(k);
                out.note(
                  `rates batch: ${k} is not a column of ${opts.out}; --out with .json keeps every service's price.`,
                );
              }
          cheapest.add(r);
          if (!r.ok) {
            rejectedSoFar++;
            if (firstRejected.length < 10)
              firstRejected.push({ row: Number(flat.row), reason: String(flat.reason) });
          }
          if (writer) await writer.add(flat, r);
          else stdoutRows.push(flat);
          progress.update(bar(++doneSoFar, rejectedSoFar));
        }).finally(() => progress.finish());
        if (writer) await writeOutFile(opts.out, '--out', () => writer.finish(summary));
      } catch (err) {
        await writer?.abort();
        throw err;
      }
      const seconds = (performance.now() - started) / 1000;
      if (summary.rejected) process.exitCode = EXIT.REJECTED;

      const json = {
        success: summary.rejected === 0,
        summary: { ...summary, seconds: round(seconds), rowsPerSecond: Math.round(summary.rows / seconds) },
        ...(opts.out ? { out: opts.out } : { rows: stdoutRows }),
      };
      await out.result(json, (v) =>
        v.drawBatchSummary({
          rows: summary.rows,
          rejected: summary.rejected,
          seconds,
          out: opts.out,
          cheapest: cheapest.sorted(),
          firstRejected,
        }),
      );
    });
}

const round = (n: number) => Math.round(n * 1000) / 1000;
