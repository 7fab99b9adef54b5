/** `exportdesk logout`: revoke the token on the server and forget it here. */
import type { Command } from 'commander';
import { revoke } from '../lib/auth';
import { clearToken } from '../lib/config';
import { commandContext } from './shared';

export function registerLogout(program: Command): void {
  program
    .command('logout')
    .description('Sign out (revokes the token on the server)')
    .action(async (_opts, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      const revoked = s.token ? await revoke(s.apiUrl, s.token) : false;
      clearToken();
      out.lines({ success: true, revoked }, [s.token ? '✔ Signed out.' : 'Not logged in.']);
    });
}
