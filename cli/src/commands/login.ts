/** `exportdesk login`: prompts on a terminal; flags, stdin and environment in scripts. */
import type { Command } from 'commander';
import { readStdin, signIn, type Credentials } from '../lib/auth';
import { envCredentials, noColor } from '../lib/config';
import { CliError, EXIT } from '../lib/errors';
import { plainLoginPrompt } from '../lib/plain-prompt';
import { commandContext } from './shared';

export function registerLogin(program: Command): void {
  program
    .command('login')
    .description(
      'Sign in and keep the token in ~/.config/exportdesk (userType: 1 exporter, 2 service provider/CHA, 5 FPO, 6 CBIC, 7 DGFT, 10 admin, 101 personal)',
    )
    .option('-t, --user-type <n>', 'userType of the login tab', (v) => Number(v))
    .option('-u, --username <name>', 'username (IEC for exporters); env EXPORTDESK_USERNAME')
    .option(
      '-p, --password <secret>',
      'password or OTP (prefer --password-stdin or EXPORTDESK_PASSWORD in scripts)',
    )
    .option('--password-stdin', 'read the password from standard input')
    .option('--new-password <secret>', 'customs first login: the new password to set')
    .action(async (opts, cmd) => {
      const { out, settings } = commandContext(cmd);
      const env = envCredentials();
      let answers: Partial<Credentials> = {
        userType: opts.userType ?? env.userType,
        userName: opts.username ?? env.userName,
        password: opts.passwordStdin ? await readStdin() : (opts.password ?? env.password),
      };
      if (!answers.userName || !answers.password) {
        if (!out.interactive || !process.stdin.isTTY) {
          throw new CliError(
            'Missing credentials: pass --username and --password-stdin (or EXPORTDESK_USERNAME / EXPORTDESK_PASSWORD).',
            EXIT.USAGE,
          );
        }
        if (noColor())
          answers = await plainLoginPrompt(answers); // ink's prompt redraws with escape codes
        else answers = await (await import('../ui/views')).promptLogin(answers);
      }
      const body = {
        userType: answers.userType ?? 1,
        userName: answers.userName ?? '',
        password: answers.password ?? '',
      };
      const { user, role } = await signIn(settings.apiUrl, body, opts.newPassword);
      out.lines({ success: true, user, apiUrl: settings.apiUrl }, [
        `✔ Signed in as ${user.name} (${role}) at ${settings.apiUrl}`,
      ]);
    });
}
