/**
 * `exportdesk agents list --cha <userId>|link|unlink --cha <userId> --iec <IEC>` (issue 14, super
 * admin): the CHA ↔ exporter links that decide which exporters a CHA may upload for.
 */
import type { Command } from 'commander';
import { USER_CONTRACTS, type PublicUser } from '@exportdesk/core';
import { contractCall } from '../lib/client';
import { requireToken } from '../lib/config';
import { CliError, EXIT } from '../lib/errors';
import { commandContext } from './shared';

const chaId = (v: unknown) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0)
    throw new CliError('--cha must be the CHA user id (a number).', EXIT.USAGE);
  return n;
};

export function registerAgents(program: Command): void {
  const agents = program.command('agents').description('CHA and agent links to exporters (super admin)');

  agents
    .command('list')
    .description('List the CHAs and agents, or one CHA’s exporters with --cha')
    .option('--cha <userId>', 'one CHA: its linked exporters')
    .action(async (o, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      const token = requireToken(s);
      if (o.cha) {
        const links = (
          await contractCall(s.apiUrl, USER_CONTRACTS.chaLinks, { params: { id: chaId(o.cha) } }, { token })
        ).data;
        const rows = links.exporters;
        await out.result(links, (v) =>
          v.drawTable({
            title: `Exporters linked to CHA ${o.cha}`,
            columns: [
              { key: 'ieCode', header: 'IEC' },
              { key: 'name', header: 'Exporter' },
            ],
            rows: rows.map((r) => ({ cells: { ieCode: r.ieCode ?? '', name: r.name } })),
            footer: [
              `${rows.length} exporter(s)`,
              ...links.history
                .slice(0, 5)
                .map(
                  (h) =>
                    `${new Date(h.at).toISOString().slice(0, 16).replace('T', ' ')} ${h.action} ${h.ieCode ?? ''}`,
                ),
            ],
          }),
        );
        return;
      }
      const all: PublicUser[] = [];
      for (const userType of [2, 4, 11, 12]) {
        const r = await contractCall(
          s.apiUrl,
          USER_CONTRACTS.list,
          { query: { userType, page: 1 } },
          { token },
        );
        all.push(...r.data.users);
      }
      await out.result(all, (v) =>
        v.drawTable({
          title: 'CHAs and agents',
          columns: [
            { key: 'id', header: 'User id', align: 'right' },
            { key: 'userName', header: 'Username' },
            { key: 'name', header: 'Name' },
            { key: 'userType', header: 'Type', align: 'right' },
          ],
          rows: all.map((u) => ({
            cells: { id: u.userId, userName: u.userName, name: u.name, userType: u.userType },
          })),
          footer: [`${all.length} account(s); link with: exportdesk agents link --cha <id> --iec <IEC>`],
        }),
      );
    });

  for (const verb of ['link', 'unlink'] as const)
    agents
      .command(verb)
      .description(
        verb === 'link' ? 'Link a CHA or agent to an exporter' : 'Remove a CHA’s link to an exporter',
      )
      .requiredOption('--cha <userId>', 'the CHA or agent user id')
      .requiredOption('--iec <ieCode>', 'the exporter’s IEC')
      .action(async (o, cmd) => {
        const { out, settings: s } = commandContext(cmd);
        const body = { chaUserId: chaId(o.cha), exporterIeCode: String(o.iec).toUpperCase() };
        const r = await contractCall(
          s.apiUrl,
          verb === 'link' ? USER_CONTRACTS.link : USER_CONTRACTS.unlink,
          {
            body,
          },
          { token: requireToken(s) },
        );
        out.lines({ success: true, message: r.message, cha: body.chaUserId, exporters: r.data }, [
          `✔ ${r.message} CHA ${body.chaUserId} now works for ${r.data.length} exporter(s).`,
        ]);
      });
}
