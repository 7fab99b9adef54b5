/**
 * `exportdesk gstr --month 2026-10 [--provider indiapost|fedex|aramex] [--note …|--status …]
 * [--iec IEC] --out exp.xlsx` (issue 16, 002 §2.8): the GST report (GSTR-1 Table 6A) of a month,
 * the `exp` sheet as .xlsx, or the GSTR-1 JSON when --out ends in .json. Made as a report job
 * (issue 29 item 5): a progress bar on a terminal, plain lines in CI, then the file saved.
 */
import { stat } from 'node:fs/promises';
import type { Command } from 'commander';
import { GST_PROVIDERS, downloadGstinSchema, LABELLED, REPORT_JOB_PATHS } from '@exportdesk/core';
import { requireToken } from '../lib/config';
import { CliError, EXIT } from '../lib/errors';
import { runReportJob } from '../lib/report-job';
import { commandContext } from './shared';

export function registerGstr(program: Command): void {
  program
    .command('gstr')
    .description('Download the GST report (GSTR-1 Table 6A, exports) of a month')
    .requiredOption('--month <yyyy-mm>', 'the return month, e.g. 2026-10')
    .option('--provider <provider>', GST_PROVIDERS.map((p) => p.id).join('|'), 'indiapost')
    .option(
      '--note <note>',
      "India Post: 'All', 'PBE not submitted in FPO', 'PBE submitted', 'PBE Cancelled'",
      'All',
    )
    .option('--status <status>', 'couriers: the pickup status (default: the provider’s)')
    .option('--iec <ieCode>', 'the exporter (a CHA or the super admin names one)')
    .option('--out <file>', '.xlsx (the exp sheet) or .json (GSTR-1 JSON)', 'exp.xlsx')
    .action(async (o, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      const m = /^(\d{4})-(\d{1,2})$/.exec(String(o.month));
      if (!m) throw new CliError('--month must be YYYY-MM, e.g. 2026-10.', EXIT.USAGE);
      const format = String(o.out).toLowerCase().endsWith('.json') ? 'json' : 'xlsx';
      const query = {
        year: m[1],
        month: m[2].padStart(2, '0'),
        serviceProvider: o.provider,
        selectedNote: o.note,
        status: o.status ?? '',
        ieCode: o.iec ?? '',
        format,
      };
      // The server's own rules, checked here first: 'Please select a month' / 'Please select a year'.
      const checked = downloadGstinSchema.safeParse(query, LABELLED);
      if (!checked.success) throw new CliError(checked.error.issues[0]?.message ?? 'Bad flags.', EXIT.USAGE);
      const token = requireToken(s);
      const r = await runReportJob(
        out,
        { apiUrl: s.apiUrl, token },
        {
          path: REPORT_JOB_PATHS.gstr,
          body: query,
          label: `GSTR-1 ${query.month}-${query.year}`,
          dest: o.out,
        },
      );
      const bytes = (await stat(o.out)).size;
      const month = `${query.month}-${query.year}`;
      out.lines({ success: true, file: o.out, bytes, format, month, jobId: r.jobId, rows: r.rows }, [
        `✔ GSTR-1 ${format === 'json' ? 'JSON' : 'exp sheet'} for ${query.month}-${query.year} (${o.provider}) saved to ${o.out} (${bytes} bytes).`,
      ]);
    });
}
