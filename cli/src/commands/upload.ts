/**
 * `exportdesk upload <orders.xlsx|orders.xls> [--dry-run] [--errors <file>] [--force]`: bulk upload (001 §5).
 * The file is checked here first with the server's core rules; bad rows go to an error workbook
 * (bad cells red, a reason per row) and nothing is sent. Then it is uploaded and the job followed:
 * rows validated, rows saved, dockets made. Exit 1 when rows are rejected (here or by the server).
 * The same file uploaded before is not an error (issue 26: a retried pipeline step is a no-op):
 * exit 0 with the earlier docket(s) and `"duplicate": true`; --force uploads it again.
 */
import path from 'node:path';
import type { Command } from 'commander';
import { readFile } from 'node:fs/promises';
import {
  CHA_USER_TYPES,
  MARKETPLACE_CONTRACTS,
  MARKETPLACE_SOURCES,
  pathOf,
  type MarketplaceSource,
  type RowProblem,
} from '@exportdesk/core';
import { requireToken } from '../lib/config';
import { CliError, EXIT } from '../lib/errors';
import { checkWorkbook, writeErrorWorkbook } from '../lib/orders/workbook';
import {
  docketNoOf,
  DuplicateUpload,
  followJob,
  sendUpload,
  type JobProgress,
  type SentUpload,
} from '../lib/orders/upload';
import { writeOutFile } from '../lib/out-file';
import type { Output } from '../lib/output';
import { commandContext } from './shared';

const errorsFileFor = (file: string) =>
  path.join(path.dirname(file), `${path.basename(file, path.extname(file))}.errors.xlsx`);

export function registerUpload(program: Command): void {
  program
    .command('upload')
    .description(
      'Bulk upload an order workbook (.xlsx or .xls): check locally, upload, follow the job, print the dockets',
    )
    .argument('<file>', '.xlsx or .xls workbook with the bulk-upload columns')
    .option('--dry-run', 'only check the file; write an error workbook when rows are bad')
    .option('--errors <file>', 'where to write the error workbook (default <name>.errors.xlsx)')
    .option('--force', 'upload a file that was already uploaded (makes new dockets)')
    .option(
      '--source <source>',
      'excel, or a marketplace report: amazon (.txt/.tsv), ebay or shopify (.csv); .xls/.xlsx too (default: from the file)',
    )
    .option('--item-weight <grams>', 'marketplace reports: the weight of one item in grams (default 500)')
    .action(
      async (
        file: string,
        opts: { dryRun?: boolean; errors?: string; force?: boolean; source?: string; itemWeight?: string },
        cmd,
      ) => {
        const { out, settings: s } = commandContext(cmd);
        const source = await reportSource(file, opts.source);
        if (source !== 'excel') return uploadReport(out, s, file, source, opts);
        const check = await checkWorkbook(file, CHA_USER_TYPES.includes(s.user?.userType ?? 0));
        if (check.fileError) throw new CliError(check.fileError, EXIT.REJECTED, { rows: check.rows });
        if (check.problems.length) {
          const errorsFile = opts.errors ?? errorsFileFor(file);
          await writeOutFile(errorsFile, '--errors', () => writeErrorWorkbook(check, errorsFile));
          process.exitCode = EXIT.REJECTED;
          const badRows = new Set(check.problems.map((p) => p.row)).size;
          const json = {
            success: false,
            dryRun: !!opts.dryRun,
            rows: check.rows,
            badRows,
            errorsFile,
            problems: check.problems,
          };
          return showProblems(
            out,
            json,
            check.problems,
            `${badRows} of ${check.rows} rows are invalid; nothing was uploaded. Marked up in ${errorsFile}`,
          );
        }
        if (opts.dryRun)
          return out.lines({ success: true, dryRun: true, rows: check.rows, problems: [] }, [
            `✔ ${check.rows} rows are valid. Run without --dry-run to upload.`,
          ]);
        const token = requireToken(s);

        const started = performance.now();
        let job: SentUpload;
        try {
          job = await sendUpload(s.apiUrl, token, file, opts.force);
        } catch (err) {
          if (err instanceof DuplicateUpload) return showDuplicate(out, err);
          throw err;
        }
        const view = (p: JobProgress) => ({
          heading: `Job: ${p.phase}`,
          bars: [
            { label: 'Rows validated', done: p.rowsValidated, total: p.rowsTotal },
            { label: 'Rows saved', done: p.rowsSaved, total: p.rowsTotal },
          ],
          lines: [`Dockets made   ${p.docketsMade}`],
        });
        let last: JobProgress = {
          phase: 'queued',
          rowsTotal: check.rows,
          rowsValidated: 0,
          rowsSaved: 0,
          docketsMade: 0,
        };
        const progress = await out.progress(
          view(last),
          () =>
            `upload ${job.jobId}: ${last.phase}, ${last.rowsValidated} validated, ${last.rowsSaved} saved, ${last.docketsMade} dockets`,
        );
        const result = await followJob(s.apiUrl, token, job, check.rows, (p) =>
          progress.update(view((last = p))),
        ).finally(() => progress.finish());

        const seconds = Math.round(performance.now() - started) / 1000;
        const saved = result.status === 'saved';
        if (!saved) process.exitCode = EXIT.REJECTED;
        const json = { success: saved, jobId: job.jobId, seconds, ...result, ...earlier(job) };
        if (!saved) return showProblems(out, json, result.problems, `${result.message} (${seconds} s)`);
        await out.result(json, (v) =>
          v.drawTable({
            columns: [
              { key: 'docket', header: 'Docket' },
              { key: 'type', header: 'Type' },
              { key: 'iec', header: 'IEC' },
              { key: 'rows', header: 'Rows', align: 'right' },
              { key: 'boxes', header: 'Parcels', align: 'right' },
            ],
            rows: result.dockets.map((d) => ({
              tone: 'ok' as const,
              cells: {
                docket: `✔ ${d.tempSBill}`,
                type: d.type,
                iec: d.ieCode,
                rows: d.items,
                boxes: d.boxes,
              },
            })),
            footer: [`${result.message} (${seconds} s)`, ...(job.replayed ? [ALREADY_UPLOADED] : [])],
          }),
        );
      },
    );
}

/** --source, or the file's: .txt/.tsv is Amazon's report; a .csv says by its header (eBay, Shopify, else a bulk file). */
async function reportSource(file: string, given?: string): Promise<MarketplaceSource | 'excel'> {
  if (given) {
    if (given === 'excel' || (MARKETPLACE_SOURCES as readonly string[]).includes(given))
      return given as MarketplaceSource | 'excel';
    throw new CliError(`--source must be excel, ${MARKETPLACE_SOURCES.join(', ')}`, EXIT.USAGE);
  }
  const ext = path.extname(file).toLowerCase();
  if (ext === '.txt' || ext === '.tsv') return 'amazon';
  if (ext !== '.csv') return 'excel';
  const head = (await readFile(file, 'utf8')).slice(0, 4000);
  if (/Lineitem name/.test(head)) return 'shopify';
  if (/Order Number/.test(head)) return 'ebay';
  // Neither report's header: the bulk upload answers with the spec's message ('Not a Valid
  // Excel File…'); --source ebay|shopify names a report whose header has changed.
  return 'excel';
}

/** A marketplace report: the server maps and checks it (the bulk upload's job), the job is followed here. */
async function uploadReport(
  out: Output,
  s: ReturnType<typeof commandContext>['settings'],
  file: string,
  source: MarketplaceSource,
  opts: { force?: boolean; itemWeight?: string; dryRun?: boolean },
) {
  if (opts.dryRun)
    throw new CliError(
      '--dry-run checks Excel workbooks only; a report is checked by the server.',
      EXIT.USAGE,
    );
  const token = requireToken(s);
  const started = performance.now();
  let job: SentUpload;
  try {
    job = await sendUpload(s.apiUrl, token, file, opts.force, {
      callPath: pathOf(MARKETPLACE_CONTRACTS[source]),
      fields: opts.itemWeight ? { itemWeight: opts.itemWeight } : {},
    });
  } catch (err) {
    if (err instanceof DuplicateUpload) return showDuplicate(out, err);
    throw err;
  }
  const result = await followJob(s.apiUrl, token, job, 0, () => undefined);
  const seconds = Math.round(performance.now() - started) / 1000;
  const saved = result.status === 'saved';
  if (!saved) process.exitCode = EXIT.REJECTED;
  const json = { success: saved, source, jobId: job.jobId, seconds, ...result, ...earlier(job) };
  if (!saved) return showProblems(out, json, result.problems, `${result.message} (${seconds} s)`);
  return out.lines(json, [
    `✔ ${source}: ${result.message} (${seconds} s)`,
    ...(job.replayed ? [ALREADY_UPLOADED] : []),
    ...result.dockets.map((d) => `  ${d.tempSBill} ${d.type} ${d.items} rows, ${d.boxes} parcels`),
  ]);
}

/** Rows refused (here or by the job): the first 20 with their reasons, then what happened. */
function showProblems(out: Output, json: unknown, problems: RowProblem[], footer: string) {
  return out.result(json, (v) =>
    v.drawTable({
      columns: [
        { key: 'row', header: 'Row', align: 'right' },
        { key: 'field', header: 'Field' },
        { key: 'message', header: 'Problem', max: 90 },
      ],
      rows: problems.slice(0, 20).map((p) => ({
        tone: 'bad' as const,
        cells: { row: p.row, field: p.field ?? '', message: p.message },
      })),
      footer: [footer],
    }),
  );
}

const ALREADY_UPLOADED =
  'This file was uploaded before: these are that upload’s dockets. --force uploads it again.';

/** An earlier run's upload answered again (the API's Idempotent-Replayed): said in the JSON too. */
const earlier = (job: SentUpload) => (job.replayed ? { duplicate: true } : {});

/**
 * The same file was uploaded before (the API's 409 naming it): its docket(s), exit 0, so a
 * pipeline step run again is a no-op (issue 26); `--force` uploads it again.
 */
function showDuplicate(out: Output, err: DuplicateUpload) {
  const dockets = err.duplicateOf.dockets.map(docketNoOf).filter(Boolean);
  const json = {
    success: true,
    duplicate: true,
    message: err.message,
    uploadId: err.duplicateOf.uploadId,
    dockets: dockets.map((tempSBill) => ({ tempSBill })),
    duplicateOf: err.duplicateOf,
  };
  return out.result(json, (v) =>
    v.drawTable({
      title: `✔ ${err.message}`,
      columns: [{ key: 'docket', header: 'Docket' }],
      rows: dockets.map((d) => ({ tone: 'ok' as const, cells: { docket: d } })),
      footer: ['Nothing new was uploaded. Run again with --force to upload it anyway.'],
    }),
  );
}
