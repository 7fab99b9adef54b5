/**
 * `docs download` for many dockets: every docket's plan first (so the progress knows the total),
 * then each file into `<out>/<docket>/`, files already there skipped. A file the API refuses
 * (not generated yet, not for this role) is recorded as failed and the run goes on; a server or
 * network failure stops it.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DOCUMENT_CONTRACTS, isValidDocketNo } from '@exportdesk/core';
import { contractCall } from '../client';
import { CliError, EXIT } from '../errors';
import { ensureOutDir } from '../out-file';
import { downloadTo, planFiles, type DocType, type PlannedFile } from './download';

/** A docket's documents tab (`GET dockets/{docket}/documents`). */
const documentsTab = async (apiUrl: string, token: string, docket: string) =>
  (await contractCall(apiUrl, DOCUMENT_CONTRACTS.status, { params: { docket } }, { token })).data;

export interface Outcome {
  docket: string;
  type: string;
  file: string;
  status: 'downloaded' | 'skipped' | 'failed';
  message?: string;
}

export interface DownloadEvents {
  planned(total: number): void;
  /** A file's outcome, as it happens. */
  file(outcome: Outcome, all: Outcome[]): void;
  /** A step worth telling (invoices being generated). */
  step(line: string): void;
}

/** Docket numbers from the arguments and a list file (one a line, # comments), checked with core's rule. */
export async function docketsOf(args: string[], listFile?: string): Promise<string[]> {
  const fromList = listFile
    ? (await readFile(listFile, 'utf8'))
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#'))
    : [];
  const all = [...new Set([...args, ...fromList].map((d) => d.toUpperCase()))];
  if (!all.length)
    throw new CliError('Name at least one docket (PMB followed by 13 digits) or --list <file>.', EXIT.USAGE);
  const bad = all.filter((d) => !isValidDocketNo(d));
  if (bad.length)
    throw new CliError(`Not a docket number: ${bad.join(', ')} (PMB followed by 13 digits).`, EXIT.USAGE);
  return all;
}

export async function downloadDockets(
  apiUrl: string,
  token: string,
  dockets: string[],
  o: { type: DocType; out: string; wait?: boolean; timeoutMs: number },
  on: DownloadEvents,
): Promise<Outcome[]> {
  const plans: PlannedFile[] = [];
  for (const docket of dockets)
    plans.push(...planFiles(docket, await documentsTab(apiUrl, token, docket), o.type));
  on.planned(plans.length);
  const outcomes: Outcome[] = [];
  for (const f of plans) {
    const dir = path.join(o.out, f.docket);
    const dest = path.join(dir, f.fileName);
    const record = (status: Outcome['status'], message?: string) => {
      const x = { docket: f.docket, type: f.type, file: dest, status, ...(message ? { message } : {}) };
      outcomes.push(x);
      on.file(x, outcomes);
    };
    if (existsSync(dest)) {
      record('skipped');
      continue;
    }
    await ensureOutDir(dir, '--out');
    try {
      if (f.type === 'invoices' && o.wait)
        await waitForInvoices(apiUrl, token, f.docket, o.timeoutMs, on.step);
      await downloadTo(apiUrl, token, f.path, dest);
      record('downloaded');
    } catch (err) {
      if (!(err instanceof CliError) || err.exitCode === EXIT.SERVER) throw err;
      record('failed', err.message);
    }
  }
  return outcomes;
}

/** Starts "Generate" for the docket unless it is generated for its current content, then waits. */
async function waitForInvoices(
  apiUrl: string,
  token: string,
  docket: string,
  timeoutMs: number,
  say: (s: string) => void,
) {
  const status = () => documentsTab(apiUrl, token, docket);
  let st = await status();
  if (st.isAllInvoicesGen === 'Generated') return;
  if (st.isAllInvoicesGen !== 'Processing') {
    await contractCall(apiUrl, DOCUMENT_CONTRACTS.generateInvoices, { body: { docket } }, { token });
    say(`${docket}: generating ${st.invoices.length} invoice(s)…`);
  }
  const end = Date.now() + timeoutMs;
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    st = await status();
    if (st.isAllInvoicesGen === 'Generated') return;
    if (st.invoicesMessage && st.isAllInvoicesGen === null)
      throw new CliError(st.invoicesMessage, EXIT.SERVER);
    if (Date.now() > end)
      throw new CliError(
        `${docket}: invoices not generated within ${Math.round(timeoutMs / 1000)} s.`,
        EXIT.SERVER,
      );
  }
}
