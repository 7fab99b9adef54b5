/** `exportdesk whoami`: who the stored or EXPORTDESK_TOKEN token belongs to, as the server sees it. */
import type { Command } from 'commander';
import { formatDateDMY } from '@exportdesk/core';
import { roleName } from '../lib/auth';
import { apiCall } from '../lib/client';
import { requireToken } from '../lib/config';
import { commandContext } from './shared';

/** What the CLI shows of `authentication/profile`. */
interface Profile {
  name: string;
  userName: string;
  userType: number;
  roles?: string[];
  ieCode?: string | null;
  email?: string | null;
}

export function registerWhoami(program: Command): void {
  program
    .command('whoami')
    .description('Show the signed-in user')
    .action(async (_opts, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      const p = (
        await apiCall<Profile>(s.apiUrl, 'GET', 'authentication/profile', { token: requireToken(s) })
      ).data;
      const rows: Array<[string, string]> = [
        ['Name', p.name],
        ['Username', p.userName],
        ['Role', `${roleName(p.userType)} (userType ${p.userType})`],
        ['Permissions', p.roles?.length ? p.roles.join(', ') : '—'],
      ];
      if (p.ieCode) rows.push(['IEC', p.ieCode]);
      if (p.email) rows.push(['Email', p.email]);
      // Issue 14: the plan and its end (accounts without one, e.g. admins, show none).
      const sub = await apiCall(s.apiUrl, 'GET', 'authentication/subscription', { token: requireToken(s) })
        .then((r) => r.data as { planName: string | null; state: string; plan: { endDate: number } | null })
        .catch(() => null);
      if (sub?.planName)
        rows.push([
          'Plan',
          `${sub.planName} (${sub.state}), ends ${formatDateDMY(new Date(sub.plan!.endDate + 19_800_000))}`,
        ]);
      rows.push(['API', s.apiUrl], ['Token from', s.tokenSource ?? '']);
      await out.result({ ...p, subscription: sub, apiUrl: s.apiUrl, tokenSource: s.tokenSource }, (v) =>
        v.drawKeyValues('ExportDesk account', rows),
      );
    });
}
