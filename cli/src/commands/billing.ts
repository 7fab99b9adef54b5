/**
 * `exportdesk billing import FILE [--carrier dhl|aramex|indiapost] [--dry-run]` (issue 17): a
 * carrier invoice file sent to processbillfile and reconciled against our parcels; prints the
 * report (matched, unmatched, weight and amount mismatches, what each exporter should be debited).
 * `--dry-run` reads and matches without saving. Under CI, mismatches exit 1.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { BILLING_CARRIERS, BILLING_CONTRACTS, isBillingCarrier, type BillingReport } from '@exportdesk/core';
import { contractCall } from '../lib/client';
import { requireToken, underCi } from '../lib/config';
import { CliError, EXIT } from '../lib/errors';
import { commandContext } from './shared';

export const mismatches = (r: BillingReport) => r.unmatched + r.weight + r.overbilled + r.underbilled;

export function registerBilling(program: Command): void {
  const billing = program.command('billing').description('Carrier billing reconciliation (super admin)');
  billing
    .command('import')
    .description('Reconcile a carrier invoice file (.xlsx) against our parcels and save it')
    .argument('<file>', 'the carrier invoice spreadsheet, e.g. dhl-2026-10.xlsx')
    .option('--carrier <carrier>', BILLING_CARRIERS.join('|'), 'dhl')
    .option('--dry-run', 'read and match only; nothing is saved')
    .action(async (file: string, o, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      if (!isBillingCarrier(o.carrier))
        throw new CliError(`--carrier must be one of ${BILLING_CARRIERS.join(', ')}.`, EXIT.USAGE);
      const bytes = await readFile(file).catch(() => {
        throw new CliError(`Cannot read ${file}.`, EXIT.USAGE);
      });
      const answer = await contractCall(
        s.apiUrl,
        BILLING_CONTRACTS.processBillFile,
        {
          body: {
            type: 'upload',
            invoiceData: bytes.toString('base64'),
            fileName: path.basename(file),
            carrier: o.carrier,
            dryRun: !!o.dryRun,
          },
        },
        { token: requireToken(s) },
      );
      const report = answer.data.report;
      const bad = mismatches(report);
      if (bad && underCi()) process.exitCode = EXIT.REJECTED;
      await out.result({ success: true, message: answer.message, dryRun: !!o.dryRun, ...report }, (v) =>
        v.drawTable({
          title: `${path.basename(file)} (${o.carrier})${o.dryRun ? ', dry run' : ''}`,
          columns: [
            { key: 'k', header: 'Figure' },
            { key: 'v', header: 'Value', align: 'right' },
          ],
          rows: [
            ['Rows read', report.rows],
            ['Added', report.added],
            ['Matched', report.matched],
            ['Unmatched', report.unmatched],
            ['Weight mismatch', report.weight],
            ['Over-billed', report.overbilled],
            ['Under-billed', report.underbilled],
            ...report.perExporter.map(
              (e) => [`Debit ${e.exporterName}`, e.amount.toFixed(2)] as [string, string],
            ),
          ].map(([k, v]) => ({
            cells: { k: String(k), v: String(v) },
            tone:
              /mismatch|billed|Unmatched/.test(String(k)) && Number(v) > 0 ? ('warn' as const) : undefined,
          })),
          footer: [answer.message ?? '', ...report.errors.slice(0, 5)].filter(Boolean),
        }),
      );
    });
}
