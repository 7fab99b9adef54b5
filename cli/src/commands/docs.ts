/**
 * `exportdesk docs download <docket…> --type all|pbe|cn23|invoices|labels|packing-list|edf --out dir/ [--wait]`
 * (issue 6): a docket's documents into `<out>/<docket>/`, files already there skipped, a progress
 * bar on a terminal. `--wait` starts the invoice generation when the zip is not ready and waits.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { isValidDocketNo } from '@exportdesk/core';
import { apiCall } from '../lib/client';
import { resolveSettings } from '../lib/config';
import { DOC_TYPES, downloadTo, planFiles, type DocType, type PlannedFile } from '../lib/docs/download';
import { CliError, EXIT } from '../lib/errors';
import { isInteractive, printError, printJson, printLine } from '../lib/output';
import { globalFlags } from './shared';

interface Outcome {
  docket: string;
  type: string;
  file: string;
  status: 'downloaded' | 'skipped' | 'failed';
  message?: string;
}

async function docketsOf(args: string[], listFile?: string): Promise<string[]> {
  const fromList = listFile ? (await readFile(listFile, 'utf8')).split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith('#')) : [];
  const all = [...new Set([...args, ...fromList].map((d) => d.toUpperCase()))];
  if (!all.length) throw new CliError('Name at least one docket (PMB followed by 13 digits) or --list <file>.', EXIT.USAGE);
  const bad = all.filter((d) => !isValidDocketNo(d));
  if (bad.length) throw new CliError(`Not a docket number: ${bad.join(', ')} (PMB followed by 13 digits).`, EXIT.USAGE);
  return all;
}

/** Starts "Generate" for the docket unless it is generated for its current content, then waits. */
async function waitForInvoices(apiUrl: string, token: string, docket: string, timeoutMs: number, say: (s: string) => void) {
  const status = async () => (await apiCall(apiUrl, 'GET', `dockets/${docket}/documents`, { token })).data;
  let st = await status();
  if (st.isAllInvoicesGen === 'Generated') return;
  if (st.isAllInvoicesGen !== 'Processing') {
    await apiCall(apiUrl, 'POST', 'generateInvoicesInBulk', { token, body: { docket } });
    say(`${docket}: generating ${st.invoices.length} invoice(s)…`);
  }
  const end = Date.now() + timeoutMs;
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    st = await status();
    if (st.isAllInvoicesGen === 'Generated') return;
    if (st.invoicesMessage && st.isAllInvoicesGen === null) throw new CliError(st.invoicesMessage, EXIT.SERVER);
    if (Date.now() > end) throw new CliError(`${docket}: invoices not generated within ${Math.round(timeoutMs / 1000)} s.`, EXIT.SERVER);
  }
}

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
      const g = globalFlags(cmd);
      const s = resolveSettings(g);
      if (!(DOC_TYPES as readonly string[]).includes(o.type)) throw new CliError(`--type must be one of ${DOC_TYPES.join(', ')}.`, EXIT.USAGE);
      const dockets = await docketsOf(args, o.list);
      if (!s.token) throw new CliError('Not logged in. Run `exportdesk login` or set EXPORTDESK_TOKEN.', EXIT.AUTH);
      const token = s.token;
      const interactive = isInteractive(g);
      const ui = interactive ? (await import('../ui/docs/DownloadProgress')).startDownloadProgress() : null;
      const say = (line: string) => (ui ? ui.update({ current: line }) : printError(line));
      const outcomes: Outcome[] = [];
      try {
        // Plan every docket first, so the bar knows the total.
        const plans: PlannedFile[] = [];
        for (const docket of dockets) {
          const tab = (await apiCall(s.apiUrl, 'GET', `dockets/${docket}/documents`, { token })).data;
          plans.push(...planFiles(docket, tab, o.type as DocType));
        }
        ui?.update({ total: plans.length });
        for (const f of plans) {
          const dir = path.join(o.out, f.docket);
          const dest = path.join(dir, f.fileName);
          const record = (status: Outcome['status'], message?: string) => {
            outcomes.push({ docket: f.docket, type: f.type, file: dest, status, ...(message ? { message } : {}) });
            const c = (st: Outcome['status']) => outcomes.filter((x) => x.status === st).length;
            if (ui) ui.update({ done: outcomes.length, skipped: c('skipped'), failed: c('failed'), current: `${f.fileName}: ${status}` });
            else printError(`${f.docket} ${f.fileName}: ${status}${message ? ` (${message})` : ''}`);
          };
          if (existsSync(dest)) {
            record('skipped');
            continue;
          }
          await mkdir(dir, { recursive: true });
          try {
            if (f.type === 'invoices' && o.wait) await waitForInvoices(s.apiUrl, token, f.docket, Number(o.timeout) * 1000, say);
            await downloadTo(s.apiUrl, token, f.path, dest);
            record('downloaded');
          } catch (err) {
            if (!(err instanceof CliError) || err.exitCode === EXIT.SERVER) throw err;
            record('failed', err.message);
          }
        }
      } finally {
        await ui?.finish();
      }
      const failed = outcomes.filter((x) => x.status === 'failed');
      if (failed.length) process.exitCode = EXIT.REJECTED;
      const summary = {
        success: !failed.length,
        downloaded: outcomes.filter((x) => x.status === 'downloaded').length,
        skipped: outcomes.filter((x) => x.status === 'skipped').length,
        failed: failed.length,
        files: outcomes,
      };
      if (!interactive) return printJson(summary);
      for (const x of outcomes) printLine(`${x.status === 'failed' ? '✖' : x.status === 'skipped' ? '·' : '✔'} ${x.file}${x.message ? `: ${x.message}` : ''}`);
      printLine(`${summary.downloaded} downloaded, ${summary.skipped} already there, ${summary.failed} failed.`);
    });
}
