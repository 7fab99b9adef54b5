/**
 * `exportdesk scan PARCEL…`: record parcels received at the FPO (001 §2.15, order/scanParcel), for
 * a scanner on a workstation. With ids: each more than 5 characters (a full id or a label's last
 * characters), sent 100 at a time. Without ids: one id per line from stdin as the scanner types it
 * (a scanner is a keyboard ending with Enter), each a full id of at least 23 characters.
 * Exit 1 when some parcel was not found.
 */
import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { listIdError, scanIdError, TRACKING_CONTRACTS, type ScanResult } from '@exportdesk/core';
import { contractCall } from '../lib/client';
import { requireToken } from '../lib/config';
import { CliError, EXIT } from '../lib/errors';
import { printError, printLine } from '../lib/output';
import { commandContext } from './shared';

const row = (r: ScanResult) => ({
  cells: {
    parcel: r.parcelId,
    result: r.ok ? (r.repeated ? 'already scanned' : 'scanned') : 'failed',
    message: r.message,
  },
  tone: r.ok ? (r.repeated ? ('warn' as const) : ('ok' as const)) : ('bad' as const),
});

export function registerScan(program: Command): void {
  program
    .command('scan [parcels...]')
    .description('Scan parcels at the FPO (ids as arguments, or one per line from stdin)')
    .action(async (parcels: string[], _opts, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      for (const id of parcels) {
        const bad = listIdError(id);
        if (bad) throw new CliError(`${id}: ${bad}`, EXIT.USAGE);
      }
      const token = requireToken(s);
      const send = async (ids: string[]) =>
        (await contractCall(s.apiUrl, TRACKING_CONTRACTS.scanParcel, { body: { boxIds: ids } }, { token }))
          .data?.results ?? [];

      if (!parcels.length) {
        // Scan mode: a line per parcel, answered as it comes.
        let failed = 0;
        for await (const line of createInterface({ input: process.stdin })) {
          const id = line.trim();
          if (!id) continue;
          const bad = scanIdError(id);
          if (bad) {
            failed++;
            printError(`${id}: ${bad}`);
            continue;
          }
          const [r] = await send([id]);
          if (!r?.ok) failed++;
          (r?.ok ? printLine : printError)(`${id}: ${r?.message ?? 'no answer'}`);
        }
        if (failed) process.exitCode = EXIT.REJECTED;
        return;
      }

      const results: ScanResult[] = [];
      for (let i = 0; i < parcels.length; i += 100) results.push(...(await send(parcels.slice(i, i + 100))));
      const failed = results.filter((r) => !r.ok).length;
      if (failed) process.exitCode = EXIT.REJECTED;
      await out.result({ success: failed === 0, results }, (v) =>
        v.drawTable({
          title: 'Parcel scan',
          columns: [
            { key: 'parcel', header: 'Parcel Id', max: 44 },
            { key: 'result', header: 'Result' },
            { key: 'message', header: 'Message', max: 70 },
          ],
          rows: results.map(row),
          footer: [`${results.length - failed} of ${results.length} recorded or already scanned`],
        }),
      );
    });
}
