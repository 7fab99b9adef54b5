/** `exportdesk whoami`: who the stored or EXPORTDESK_TOKEN token belongs to, as the server sees it. */
import type { Command } from 'commander';
import { AUTH_CONTRACTS, formatDateDMY, SUBSCRIPTION_CONTRACTS } from '@exportdesk/core';
import { roleName } from '../lib/auth';
import { contractCall } from '../lib/client';
import { requireToken } from '../lib/config';
import { commandContext } from './shared';

export function registerWhoami(program: Command): void {
  program
    .command('whoami')
    .description('Show the signed-in user')
    .action(async (_opts, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      const p = (await contractCall(s.apiUrl, AUTH_CONTRACTS.profile, {}, { token: requireToken(s) })).data;
      const rows: Array<[string, string]> = [
        ['Name', p.name],
        ['Username', p.userName],
        ['Role', `${roleName(p.userType)} (userType ${p.userType})`],
        ['Permissions', p.roles?.length ? p.roles.join(', ') : '—'],
      ];
      if (p.ieCode) rows.push(['IEC', p.ieCode]);
      if (p.email) rows.push(['Email', p.email]);
      // Issue 14: the plan and its end (accounts without one, e.g. admins, show none).
      const sub = await contractCall(
        s.apiUrl,
        SUBSCRIPTION_CONTRACTS.subscription,
        {},
        { token: requireToken(s) },
      )
        .then((r) => r.data)
        .catch(() => null);
      if (sub?.planName && sub.plan)
        rows.push([
          'Plan',
          `${sub.planName} (${sub.state}), ends ${formatDateDMY(new Date(sub.plan.endDate + 19_800_000))}`,
        ]);
      rows.push(['API', s.apiUrl], ['Token from', s.tokenSource ?? '']);
      await out.result({ ...p, subscription: sub, apiUrl: s.apiUrl, tokenSource: s.tokenSource }, (v) =>
        v.drawKeyValues('ExportDesk account', rows),
      );
    });
}
