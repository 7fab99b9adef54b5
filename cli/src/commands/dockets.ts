/** `exportdesk dockets list` (the PBE list) and `exportdesk jobs status <id>`. */
import type { Command } from 'commander';
import { formatInr } from '@exportdesk/core';
import { apiCall } from '../lib/client';
import { resolveSettings } from '../lib/config';
import { CliError, EXIT } from '../lib/errors';
import { isInteractive, printJson, printLine } from '../lib/output';
import { globalFlags } from './shared';

const tokenOf = (s: ReturnType<typeof resolveSettings>) => {
  if (!s.token) throw new CliError('Not logged in. Run `exportdesk login` or set EXPORTDESK_TOKEN.', EXIT.AUTH);
  return s.token;
};

export function registerDockets(program: Command): void {
  program
    .command('dockets')
    .description('Dockets (PBE)')
    .command('list')
    .description('List dockets: search by IEC, docket or company (3 characters at least), dates, FOB range')
    .option('--iec <text>')
    .option('--docket <text>')
    .option('--company <text>')
    .option('--from <date>', 'DD-MM-YYYY or YYYY-MM-DD')
    .option('--to <date>', 'DD-MM-YYYY or YYYY-MM-DD')
    .option('--fob-min <n>')
    .option('--fob-max <n>')
    .option('--page <n>', 'page (20 dockets a page)', '1')
    .action(async (o, cmd) => {
      const g = globalFlags(cmd);
      const s = resolveSettings(g);
      const q = new URLSearchParams({ page: o.page });
      const search = o.iec ? ['iec', o.iec] : o.docket ? ['docket', o.docket] : o.company ? ['company', o.company] : null;
      if (search) {
        q.set('isSearch', 'true');
        q.set('searchType', search[0]);
        q.set('searchInput', search[1]);
      }
      if (o.from) q.set('fromDate', o.from);
      if (o.to) q.set('toDate', o.to);
      if (o.fobMin) q.set('fromInr', o.fobMin);
      if (o.fobMax) q.set('toInr', o.fobMax);
      const a = await apiCall(s.apiUrl, 'GET', `dockets?${q}`, { token: tokenOf(s) });
      if (!isInteractive(g)) return printJson({ message: a.message, count: a.count, pager: a.pager, dockets: a.data });
      for (const d of a.data) {
        printLine(`${d.tempSBill}  ${d.type}  ${d.exporterDetails.ieCode.padEnd(10)}  ${d.exporterDetails.name.slice(0, 28).padEnd(28)}  ${String(d.boxes).padStart(5)} box(es)  FOB ${formatInr(d.fob)}`);
      }
      printLine(`${a.message}${a.count ? ` — page ${a.pager.currentPage} of ${a.pager.totalPages}` : ''}`);
    });

  program
    .command('jobs')
    .description('Background jobs (bulk uploads, reports)')
    .command('status')
    .argument('<id>', 'job id, e.g. bu-12 or rp-…')
    .description('Show a job: state, progress, result')
    .action(async (id: string, _o, cmd) => {
      const g = globalFlags(cmd);
      const s = resolveSettings(g);
      const a = await apiCall(s.apiUrl, 'GET', `jobs/${encodeURIComponent(id)}`, { token: tokenOf(s) });
      if (!isInteractive(g)) return printJson(a.data);
      const j = a.data;
      printLine(`${j.id} (${j.kind}): ${j.state}`);
      if (j.progress && typeof j.progress === 'object') printLine(`  ${Object.entries(j.progress).map(([k, v]) => `${k} ${v}`).join(', ')}`);
      if (j.result?.message) printLine(`  ${j.result.message}`);
      for (const d of j.result?.dockets ?? []) printLine(`  ${d.tempSBill} (${d.type}) ${d.items} rows`);
      if (j.failedReason) printLine(`  failed: ${j.failedReason}`);
    });
}
