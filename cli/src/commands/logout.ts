/** `exportdesk logout`: revoke the token on the server and forget it here. */
import type { Command } from 'commander';
import { apiCall } from '../lib/client';
import { clearToken, resolveSettings } from '../lib/config';
import { CliError } from '../lib/errors';
import { isInteractive, printJson, printLine } from '../lib/output';
import { globalFlags } from './shared';

export function registerLogout(program: Command): void {
  program
    .command('logout')
    .description('Sign out (revokes the token on the server)')
    .action(async (_opts, cmd) => {
      const g = globalFlags(cmd);
      const s = resolveSettings(g);
      let revoked = false;
      if (s.token) {
        try {
          revoked = (await apiCall(s.apiUrl, 'GET', 'authentication/logout', { token: s.token })).success;
        } catch (err) {
          // An already expired token, or a server that is down, must not keep the user signed in here.
          if (!(err instanceof CliError)) throw err;
        }
      }
      clearToken();
      if (isInteractive(g)) printLine(s.token ? '✔ Signed out.' : 'Not logged in.');
      else printJson({ success: true, revoked });
    });
}
