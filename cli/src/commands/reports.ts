/**
 * `exportdesk reports sales --from YYYY-MM-DD --to YYYY-MM-DD [--json]` (issue 17): the sales
 * report of a period (revenue by plan and carrier, sign-ups, conversions, FPOs, turnaround).
 * `exportdesk reports meis|csb … --out FILE` (issue 29 item 5): the MEIS Excel or PDF and the
 * CSB-V sheet made as report jobs, with progress, then saved (the GSTR: `exportdesk gstr`).
 */
import type { Command } from 'commander';
import {
  STATS_CONTRACTS,
  analyticsQuerySchema,
  csbQuerySchema,
  type AnalyticsStats,
  LABELLED,
  meisReportSchema,
  pathOf,
  REPORT_JOB_PATHS,
} from '@exportdesk/core';
import { apiCall } from '../lib/client';
import { requireToken } from '../lib/config';
import { CliError, EXIT } from '../lib/errors';
import type { Output } from '../lib/output';
import { runReportJob } from '../lib/report-job';
import { commandContext } from './shared';

/** Checks the flags with the server's schema (a usage error, exit 2, before anything is queued). */
function checked<T>(
  r: { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } },
) {
  if (!r.success) throw new CliError(r.error.issues[0]?.message ?? 'Bad flags.', EXIT.USAGE);
  return r.data;
}

async function saveReport(
  out: Output,
  s: { apiUrl: string; token: string },
  job: { path: string; body: unknown; label: string; dest: string },
) {
  const r = await runReportJob(out, s, job);
  out.lines({ success: true, ...r }, [
    `✔ ${job.label} saved to ${r.file} (${r.rows} rows, ${r.bytes} bytes).`,
  ]);
}

export function registerReports(program: Command): void {
  const reports = program.command('reports').description('Reports (super admin)');
  reports
    .command('sales')
    .description('The sales report of a period')
    .requiredOption('--from <yyyy-mm-dd>', 'first day')
    .requiredOption('--to <yyyy-mm-dd>', 'last day (included)')
    .action(async (o, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      const checked = analyticsQuerySchema.safeParse({ from: o.from, to: o.to }, LABELLED);
      if (!checked.success) throw new CliError(checked.error.issues[0]?.message ?? 'Bad flags.', EXIT.USAGE);
      // reports/sales answers a workbook or (format=json) the analytics figures: core's AnalyticsStats.
      const path = pathOf(STATS_CONTRACTS.salesReport, {}, { ...checked.data, format: 'json' });
      const r = (await apiCall<AnalyticsStats>(s.apiUrl, 'GET', path, { token: requireToken(s) })).data;
      await out.result({ success: true, ...r }, (v) =>
        v.drawTable({
          title: `Sales ${r.period.from} → ${r.period.to}`,
          columns: [
            { key: 'k', header: 'Figure' },
            { key: 'v', header: 'Value', align: 'right' },
          ],
          rows: [
            ['Sign-ups', r.signups],
            ['Trial conversions', r.trialConversions],
            ...r.revenueByPlan.map((p) => [`Plan ${p.plan}`, p.amount.toFixed(2)]),
            ...r.revenueByCarrier.map((c) => [`Carrier ${c.carrier}`, c.amount.toFixed(2)]),
            ...r.parcelsPerFpo.map((f) => [`FPO ${f.fpo} parcels`, f.parcels]),
          ].map(([k, v]) => ({ cells: { k: String(k), v: String(v) } })),
        }),
      );
    });
  reports
    .command('meis')
    .description(
      'The MEIS report of orders (Excel to complete, or PDF; a zip of PDFs of 500 orders past 500)',
    )
    .option('--orders <ids>', 'order row ids, comma separated (as the MEIS listing shows them)')
    .option('--all', 'every order of your MEIS listing')
    .option('--out <file>', '.xlsx (the MEIS Excel) or .pdf (the PDF; .zip when in parts)', 'meis.xlsx')
    .action(async (o, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      const ids = String(o.orders ?? '')
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      const body = checked(meisReportSchema.safeParse({ orderIds: ids, all: !!o.all }, LABELLED));
      const pdf = /\.(pdf|zip)$/i.test(String(o.out));
      await saveReport(
        out,
        { apiUrl: s.apiUrl, token: requireToken(s) },
        {
          path: REPORT_JOB_PATHS[pdf ? 'meis-pdf' : 'meis-excel'],
          body,
          label: `MEIS ${pdf ? 'PDF' : 'Excel'}`,
          dest: o.out,
        },
      );
    });
  reports
    .command('csb')
    .description('The CSB-V sheet of your parcels booked with a courier')
    .option('--from <yyyy-mm-dd>', 'first booking day')
    .option('--to <yyyy-mm-dd>', 'last booking day (included)')
    .option('--carrier <id>', 'one carrier only')
    .option('--out <file>', 'the .xlsx to save', 'csb-v.xlsx')
    .action(async (o, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      const query = { from: o.from, to: o.to, carrier: o.carrier };
      checked(csbQuerySchema.safeParse(query, LABELLED));
      await saveReport(
        out,
        { apiUrl: s.apiUrl, token: requireToken(s) },
        { path: REPORT_JOB_PATHS.csb, body: query, label: 'CSB-V sheet', dest: o.out },
      );
    });
}
