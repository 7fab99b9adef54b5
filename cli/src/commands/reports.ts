/**
 * `exportdesk reports sales --from YYYY-MM-DD --to YYYY-MM-DD [--json]` (issue 17): the sales
 * report of a period (revenue by plan and carrier, sign-ups, conversions, FPOs, turnaround).
 */
import type { Command } from 'commander';
import {
  STATS_CONTRACTS,
  analyticsQuerySchema,
  LABELLED,
  pathOf,
  type AnalyticsStats,
} from '@exportdesk/core';
import { apiCall } from '../lib/client';
import { requireToken } from '../lib/config';
import { CliError, EXIT } from '../lib/errors';
import { commandContext } from './shared';

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
}
