/**
 * `exportdesk docs download <docket…> --type all|pbe|cn23|invoices|labels|packing-list|edf --out dir/ [--wait]`
 * (issue 6): a docket's documents into `<out>/<docket>/`, files already there skipped, a progress
 * bar on a terminal. `--wait` starts the invoice generation when the zip is not ready and waits.
 */
import path from 'node:path';
import type { Command } from 'commander';
import { requireToken } from '../lib/config';
import { DOC_TYPES, type DocType } from '../lib/docs/download';
import { docketsOf, downloadDockets, type Outcome } from '../lib/docs/download-all';
import { CliError, EXIT } from '../lib/errors';
import type { ProgressView } from '../lib/progress';
import { commandContext } from './shared';

const count = (all: Outcome[], st: Outcome['status']) => all.filter((x) => x.status === st).length;
const MARK = { failed: '✖', skipped: '·', downloaded: '✔' } as const;

export function registerDocs(program: Command): void {
  program
    .command('docs')
    .description('Export documents of dockets')
    .command('download')
    .argument('[dockets...]', 'docket numbers (PMB + 13 digits)')
    .description('Download the documents of dockets into <out>/<docket>/, skipping files already there')
    .option('--type <type>', `one of ${DOC_TYPES.join('|')}`, 'all')
    .option('--out <dir>', 'output directory', '.')
    .option('--list <file>', 'a file with one docket number per line')
    .option('--wait', 'generate the export invoices when needed and wait for them')
    .option('--timeout <seconds>', 'how long --wait waits per docket', '600')
    .action(async (args: string[], o, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      if (!(DOC_TYPES as readonly string[]).includes(o.type))
        throw new CliError(`--type must be one of ${DOC_TYPES.join(', ')}.`, EXIT.USAGE);
      const dockets = await docketsOf(args, o.list);
      const token = requireToken(s);
      const view = (done: number, total: number, all: Outcome[]): ProgressView => {
        const skipped = count(all, 'skipped');
        const failed = count(all, 'failed');
        const notes = [
          ...(skipped ? [{ text: `(${skipped} already there)` }] : []),
          ...(failed ? [{ text: `${failed} failed`, tone: 'bad' as const }] : []),
        ];
        return { bars: [{ label: 'Documents', done, total, notes }] };
      };
      let total = 0;
      const progress = await out.progress(view(0, 0, []), () => null);
      const outcomes = await downloadDockets(
        s.apiUrl,
        token,
        dockets,
        { type: o.type as DocType, out: o.out, wait: o.wait, timeoutMs: Number(o.timeout) * 1000 },
        {
          planned: (n) => progress.update(view(0, (total = n), [])),
          file: (x, all) => {
            progress.update(view(all.length, total, all));
            progress.log(
              `${x.docket} ${path.basename(x.file)}: ${x.status}${x.message ? ` (${x.message})` : ''}`,
            );
          },
          step: (line) => progress.log(line),
        },
      ).finally(() => progress.finish());

      const failed = count(outcomes, 'failed');
      if (failed) process.exitCode = EXIT.REJECTED;
      const summary = {
        success: !failed,
        downloaded: count(outcomes, 'downloaded'),
        skipped: count(outcomes, 'skipped'),
        failed,
        files: outcomes,
      };
      await out.result(summary, (v) =>
        v.drawTable({
          columns: [
            { key: 'mark', header: '' },
            { key: 'file', header: 'File', max: 100 },
            { key: 'message', header: '', max: 80 },
          ],
          rows: outcomes.map((x) => ({
            tone: x.status === 'failed' ? 'bad' : x.status === 'skipped' ? 'dim' : undefined,
            cells: { mark: MARK[x.status], file: x.file, message: x.message ?? '' },
          })),
          footer: [`${summary.downloaded} downloaded, ${summary.skipped} already there, ${failed} failed.`],
        }),
      );
    });
}
