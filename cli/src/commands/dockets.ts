/** `exportdesk dockets list` (the PBE list) and `exportdesk jobs status <id>`. */
import type { Command } from 'commander';
import { formatInr } from '@exportdesk/core';
import { requireToken } from '../lib/config';
import { jobStatus, listDockets } from '../lib/dockets';
import { CliError, EXIT } from '../lib/errors';
import { commandContext } from './shared';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

export function registerDockets(program: Command): void {
  program
    .command('dockets')
    .description('Dockets (PBE)')
    .command('list')
    .description('List dockets: search by IEC, docket or company (3 characters at least), dates, FOB range')
    .option(
      '-s, --search <text>',
      'search text (3 characters at least): a docket number (PMB…), an IEC, else a company name',
    )
    .option(
      '--search-type <type>',
      'what --search searches when its shape would mislead: iec, docket, company, or cha (exporter admins)',
    )
    .option('--iec <text>')
    .option('--docket <text>')
    .option('--company <text>')
    .option('--from <date>', 'DD-MM-YYYY or YYYY-MM-DD')
    .option('--to <date>', 'DD-MM-YYYY or YYYY-MM-DD')
    .option('--fob-min <n>')
    .option('--fob-max <n>')
    .option('--page <n>', 'page (20 dockets a page)', '1')
    .action(async (o, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      const a = await listDockets(s.apiUrl, requireToken(s), o);
      await out.result({ message: a.message, count: a.count, pager: a.pager, dockets: a.data }, (v) =>
        v.drawTable({
          columns: [
            { key: 'docket', header: 'Docket' },
            { key: 'type', header: 'Type' },
            { key: 'iec', header: 'IEC' },
            { key: 'exporter', header: 'Exporter', max: 28 },
            { key: 'boxes', header: 'Boxes', align: 'right' },
            { key: 'fob', header: 'FOB', align: 'right' },
          ],
          rows: a.data.map((d) => ({
            cells: {
              docket: d.tempSBill,
              type: d.type,
              iec: d.exporterDetails.ieCode,
              exporter: d.exporterDetails.name,
              boxes: d.boxes,
              fob: formatInr(d.fob),
            },
          })),
          footer: [`${a.message}${a.count ? ` — page ${a.pager.currentPage} of ${a.pager.totalPages}` : ''}`],
        }),
      );
    });

  program
    .command('jobs')
    .description('Background jobs (bulk uploads, reports)')
    .command('status')
    .argument('<id>', 'job id as `upload` or `reports` printed it, e.g. bu-… or rp-…')
    .description('Show a job: state, progress, result')
    .action(async (id: string, _o, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      const j: unknown = await jobStatus(s.apiUrl, requireToken(s), id);
      // Whatever came, a message and exit 4, never a TypeError (issue 23 item 10).
      if (!isRecord(j) || typeof j.state !== 'string')
        throw new CliError(`The API answered an unexpected status for job ${id}.`, EXIT.SERVER);
      const result = isRecord(j.result) ? j.result : {};
      const rows: Array<[string, string]> = [['State', j.state]];
      if (j.progress && typeof j.progress === 'object')
        rows.push([
          'Progress',
          Object.entries(j.progress)
            .map(([k, val]) => `${k} ${val}`)
            .join(', '),
        ]);
      if (typeof result.message === 'string') rows.push(['Result', result.message]);
      for (const d of Array.isArray(result.dockets) ? result.dockets.filter(isRecord) : [])
        rows.push(['Docket', `${String(d.tempSBill)} (${String(d.type)}) ${String(d.items)} rows`]);
      if (typeof j.failedReason === 'string') rows.push(['Failed', j.failedReason]);
      await out.result(j, (v) => v.drawKeyValues(`${String(j.id ?? id)} (${String(j.kind)})`, rows));
    });
}
