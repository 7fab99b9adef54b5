/**
 * `exportdesk upload <orders.xlsx> [--dry-run] [--errors <file>]`: bulk upload (001 §5). The file is
 * checked here first with the server's core rules; bad rows go to an error workbook (bad cells
 * red, a reason per row) and nothing is sent. Then it is uploaded and the job followed: rows
 * validated, rows saved, dockets made. Exit 1 when rows are rejected (here or by the server).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { CHA_USER_TYPES } from '@exportdesk/core';
import { apiCall } from '../lib/client';
import { resolveSettings } from '../lib/config';
import { CliError, EXIT } from '../lib/errors';
import { isInteractive, printError, printJson, printLine } from '../lib/output';
import { checkWorkbook, writeErrorWorkbook } from '../lib/orders/workbook';
import { globalFlags } from './shared';

/**
 * How long to wait before asking for the job again: a 5000-row job takes about a second, and the
 * answer is ready only once it is asked for, so ask every 100 ms, and every 40 ms once the rows
 * are being saved (the end is near). A poll costs the API one Redis read.
 */
const pollDelay = (phase: string | undefined) => (phase === 'saving' || phase === 'saved' ? 40 : 100);

const errorsFileFor = (file: string) => path.join(path.dirname(file), `${path.basename(file, path.extname(file))}.errors.xlsx`);

export function registerUpload(program: Command): void {
  program
    .command('upload')
    .description('Bulk upload an order workbook (.xlsx): check locally, upload, follow the job, print the dockets')
    .argument('<file>', '.xlsx workbook with the bulk-upload columns')
    .option('--dry-run', 'only check the file; write an error workbook when rows are bad')
    .option('--errors <file>', 'where to write the error workbook (default <name>.errors.xlsx)')
    .action(async (file: string, opts: { dryRun?: boolean; errors?: string }, cmd) => {
      const g = globalFlags(cmd);
      const s = resolveSettings(g);
      const interactive = isInteractive(g);
      const forCha = CHA_USER_TYPES.includes(s.user?.userType ?? 0);
      const check = await checkWorkbook(file, forCha);
      if (check.fileError) throw new CliError(check.fileError, EXIT.REJECTED, { rows: check.rows });
      if (check.problems.length) {
        const out = opts.errors ?? errorsFileFor(file);
        await writeErrorWorkbook(check, out);
        process.exitCode = EXIT.REJECTED;
        const badRows = new Set(check.problems.map((p) => p.row)).size;
        if (!interactive) printJson({ success: false, dryRun: !!opts.dryRun, rows: check.rows, badRows, errorsFile: out, problems: check.problems });
        else {
          for (const p of check.problems.slice(0, 20)) printLine(`✖ row ${p.row}${p.field ? ` ${p.field}` : ''}: ${p.message}`);
          printLine(`${badRows} of ${check.rows} rows are invalid; nothing was uploaded. Marked up in ${out}`);
        }
        return;
      }
      if (opts.dryRun) {
        if (!interactive) return printJson({ success: true, dryRun: true, rows: check.rows, problems: [] });
        return printLine(`✔ ${check.rows} rows are valid. Run without --dry-run to upload.`);
      }
      if (!s.token) throw new CliError('Not logged in. Run `exportdesk login` or set EXPORTDESK_TOKEN.', EXIT.AUTH);

      const started = performance.now();
      const job = await send(s.apiUrl, s.token, file);
      const ui = interactive ? (await import('../ui/orders/UploadProgress')).startUploadProgress() : null;
      let result: any;
      let lastLine = '';
      try {
        for (;;) {
          const st = (await apiCall(s.apiUrl, 'GET', `jobs/${job.jobId}`, { token: s.token })).data;
          const p = st.progress && typeof st.progress === 'object' ? st.progress : {};
          if (ui) ui.update({ phase: p.phase ?? st.state, rowsTotal: p.rowsTotal || check.rows, rowsValidated: p.rowsValidated ?? 0, rowsSaved: p.rowsSaved ?? 0, docketsMade: p.docketsMade ?? 0 });
          else {
            const line = `upload ${job.jobId}: ${p.phase ?? st.state}, ${p.rowsValidated ?? 0} validated, ${p.rowsSaved ?? 0} saved, ${p.docketsMade ?? 0} dockets`;
            if (line !== lastLine) printError((lastLine = line));
          }
          if (st.state === 'completed') {
            result = st.result;
            break;
          }
          if (st.state === 'failed') throw new CliError(`The upload job failed: ${st.failedReason ?? 'unknown error'}`, EXIT.SERVER);
          await new Promise((r) => setTimeout(r, pollDelay(p.phase)));
        }
      } finally {
        await ui?.finish();
      }
      const seconds = Math.round(performance.now() - started) / 1000;
      if (result.status !== 'saved') process.exitCode = EXIT.REJECTED;
      if (!interactive) return printJson({ success: result.status === 'saved', jobId: job.jobId, seconds, ...result });
      if (result.status === 'saved') for (const d of result.dockets) printLine(`✔ ${d.tempSBill} (${d.type}, IEC ${d.ieCode}): ${d.items} rows in ${d.boxes} parcel(s)`);
      else for (const p of result.problems.slice(0, 20)) printLine(`✖ row ${p.row}${p.field ? ` ${p.field}` : ''}: ${p.message}`);
      printLine(`${result.message} (${seconds} s)`);
    });
}

async function send(apiUrl: string, token: string, file: string): Promise<{ jobId: string; uploadId: number }> {
  let res: Response;
  try {
    res = await fetch(`${apiUrl}/api/v1/bulkupload?fileName=${encodeURIComponent(path.basename(file))}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${token}` },
      body: new Uint8Array(await readFile(file)),
      signal: AbortSignal.timeout(120_000),
    });
  } catch (err) {
    throw new CliError(`Cannot reach the ExportDesk API at ${apiUrl} (${(err as Error).message}).`, EXIT.SERVER);
  }
  const body = (await res.json().catch(() => null)) as any;
  if (res.ok && body?.data?.jobId) return body.data;
  const message = body?.message || `HTTP ${res.status}`;
  throw new CliError(message, res.status === 401 || res.status === 403 ? EXIT.AUTH : res.status >= 500 ? EXIT.SERVER : EXIT.REJECTED, body);
}
