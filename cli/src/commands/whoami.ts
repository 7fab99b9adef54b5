/** `exportdesk whoami`: who the stored or EXPORTDESK_TOKEN token belongs to, as the server sees it. */
import type { Command } from 'commander';
import { USER_TYPES } from '@exportdesk/core';
import { apiCall } from '../lib/client';
import { resolveSettings } from '../lib/config';
import { CliError, EXIT } from '../lib/errors';
import { isInteractive, printJson } from '../lib/output';
import { globalFlags } from './shared';

export function registerWhoami(program: Command): void {
  program
    .command('whoami')
    .description('Show the signed-in user')
    .action(async (_opts, cmd) => {
      const g = globalFlags(cmd);
      const s = resolveSettings(g);
      if (!s.token) throw new CliError('Not logged in. Run `exportdesk login` or set EXPORTDESK_TOKEN.', EXIT.AUTH);
      const res = await apiCall(s.apiUrl, 'GET', 'authentication/profile', { token: s.token });
      const p = res.data;
      if (!isInteractive(g)) return printJson({ ...p, apiUrl: s.apiUrl, tokenSource: s.tokenSource });
      const role = USER_TYPES.find((t) => t.userType === p.userType)?.role ?? '';
      const rows: Array<[string, string]> = [
        ['Name', p.name],
        ['Username', p.userName],
        ['Role', `${role} (userType ${p.userType})`],
        ['Permissions', p.roles?.length ? p.roles.join(', ') : '—'],
      ];
      if (p.ieCode) rows.push(['IEC', p.ieCode]);
      if (p.email) rows.push(['Email', p.email]);
      rows.push(['API', s.apiUrl], ['Token from', s.tokenSource ?? '']);
      const { drawKeyValues } = await import('../ui/prompts');
      await drawKeyValues('ExportDesk account', rows);
    });
}
