/**
 * `exportdesk parcels list|merge|clone|delete` and `exportdesk pbe create --parcels …` (issue 15):
 * the parcel list before a PBE, the same calls the portal's /orders page makes.
 */
import type { Command } from 'commander';
import {
  PARCEL_CARRIERS,
  PARCEL_CONTRACTS,
  PARCEL_STATUS_LABEL,
  type PayloadOf,
  type QueryOf,
} from '@exportdesk/core';
import { contractCall } from '../lib/client';
import { requireToken } from '../lib/config';
import { CliError, EXIT } from '../lib/errors';
import { freshIdempotencyKey } from '../lib/http';
import { commandContext } from './shared';

/** Parcel ids: "12,13 14" → [12, 13, 14]; anything else is a usage error. */
export function parcelIds(values: string[]): number[] {
  const ids = values.flatMap((v) => v.split(/[\s,]+/)).filter(Boolean);
  if (!ids.length || ids.some((x) => !/^\d+$/.test(x)))
    throw new CliError(
      'Give parcel ids as numbers, e.g. 12 13 or 12,13 (see `exportdesk parcels list`)',
      EXIT.USAGE,
    );
  return ids.map(Number);
}

export function registerParcels(program: Command): void {
  const parcels = program.command('parcels').description('Parcels not yet in a PBE');
  parcels
    .command('list')
    .description('List parcels: search, carrier, status (draft, saved, in_pbe), page of 20')
    .option('-s, --search <text>', 'box id, order id, invoice, consignee or IEC')
    .option('--carrier <name>', PARCEL_CARRIERS.join(', '))
    .option('--status <status>', 'draft, saved or in_pbe (default: not in a PBE)')
    .option('--page <n>', 'page', '1')
    .action(async (o, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      const q: Record<string, string> = { page: String(o.page) };
      for (const k of ['search', 'carrier', 'status'] as const) if (o[k]) q[k] = String(o[k]);
      const a = await contractCall(
        s.apiUrl,
        PARCEL_CONTRACTS.allorders,
        // The server checks carrier and status against its lists, and answers in its words.
        { query: q as QueryOf<typeof PARCEL_CONTRACTS.allorders> },
        { token: requireToken(s) },
      );
      const rows = a.data ?? [];
      const pager = a.pager;
      await out.result({ count: pager.totalItems, pager, parcels: rows }, (v) =>
        v.drawTable({
          columns: [
            { key: 'id', header: 'Id', align: 'right' },
            { key: 'box', header: 'Box ID' },
            { key: 'consignee', header: 'Consignee', max: 24 },
            { key: 'country', header: 'Country', max: 16 },
            { key: 'items', header: 'Items', align: 'right' },
            { key: 'pbe', header: 'PBE' },
            { key: 'status', header: 'Status' },
          ],
          rows: rows.map((p) => ({
            cells: {
              id: String(p.id),
              box: p.boxId,
              consignee: p.consigneeName,
              country: p.consigneeCountry,
              items: String(p.itemCount),
              pbe: p.pbe,
              status: `${PARCEL_STATUS_LABEL[p.status]}${p.docketNo ? ` ${p.docketNo}` : ''}`,
            },
          })),
          footer: [
            `${pager.totalItems} parcels — page ${pager.currentPage} of ${Math.max(1, pager.totalPages)}`,
          ],
        }),
      );
    });

  type Move =
    | typeof PARCEL_CONTRACTS.mergeParcels
    | typeof PARCEL_CONTRACTS.deleteorders
    | typeof PARCEL_CONTRACTS.cloneParcel;
  const move = <C extends Move>(
    name: string,
    description: string,
    contract: C,
    body: (ids: number[]) => PayloadOf<C>,
  ) =>
    parcels
      .command(name)
      .description(description)
      .argument('<ids...>', 'parcel ids (from `parcels list`)')
      .option('-y, --yes', 'confirm (delete asks "Are you sure?")')
      .action(async (values: string[], o, cmd) => {
        const { out, settings: s } = commandContext(cmd);
        const ids = parcelIds(values);
        if (name === 'delete' && !o.yes)
          throw new CliError('Are you sure? Run again with --yes to delete these parcels.', EXIT.USAGE);
        const a = await contractCall(
          s.apiUrl,
          contract,
          { body: body(ids) },
          {
            token: requireToken(s),
            // clone makes a parcel: a retry after a lost answer must not make two (issue 26)
            ...(name === 'clone' ? { idempotencyKey: freshIdempotencyKey('clone') } : {}),
          },
        );
        await out.result(a, (v) =>
          v.drawKeyValues(
            a.message ?? 'Done',
            Object.entries(a.data ?? {}).map(([k, x]) => [k, String(x)]),
          ),
        );
      });
  move('merge', 'Merge parcels of one exporter into one box', PARCEL_CONTRACTS.mergeParcels, (ids) => ({
    ids,
  }));
  move('clone', 'Clone a parcel (a new draft)', PARCEL_CONTRACTS.cloneParcel, (ids) => {
    if (ids.length !== 1) throw new CliError('Clone one parcel at a time', EXIT.USAGE);
    return { id: ids[0] };
  });
  move('delete', 'Delete parcels (not in a PBE)', PARCEL_CONTRACTS.deleteorders, (ids) => ({ ids }));

  program
    .command('pbe')
    .description('Postal bills of export')
    .command('create')
    .description('Create a PBE (docket) from parcels of one exporter')
    .requiredOption('-p, --parcels <ids...>', 'parcel ids, e.g. --parcels 12 13 or 12,13')
    .option('-t, --type <pbe>', 'PBE1 (e-commerce) or PBE2', 'PBE2')
    .action(async (o, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      const type = String(o.type).toUpperCase();
      if (type !== 'PBE1' && type !== 'PBE2') throw new CliError('--type is PBE1 or PBE2', EXIT.USAGE);
      const ids = parcelIds(o.parcels as string[]);
      const a = await contractCall(
        s.apiUrl,
        PARCEL_CONTRACTS.createPbe,
        { body: { ids, pbe: type } },
        { token: requireToken(s), idempotencyKey: freshIdempotencyKey('pbe') },
      );
      await out.result(a, (v) =>
        v.drawKeyValues(a.message ?? 'PBE created', [
          ['Docket', a.data.tempSBill],
          ['Type', a.data.type],
          ['Boxes', a.data.boxIds.join(', ')],
        ]),
      );
    });
}
