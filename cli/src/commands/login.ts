/** `exportdesk login`: prompts on a terminal; flags, stdin and environment in scripts. */
import type { Command } from 'commander';
import { loginSchema, firstIssueMessage, USER_TYPES } from '@exportdesk/core';
import { apiCall } from '../lib/client';
import { resolveSettings, writeConfig } from '../lib/config';
import { CliError, EXIT } from '../lib/errors';
import { isInteractive, printJson, printLine } from '../lib/output';
import type { LoginAnswers } from '../ui/LoginForm';
import { globalFlags } from './shared';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

export function registerLogin(program: Command): void {
  program
    .command('login')
    .description('Sign in and keep the token in ~/.config/exportdesk (userType: 1 exporter, 2 service provider/CHA, 5 FPO, 6 CBIC, 7 DGFT, 10 admin, 101 personal)')
    .option('-t, --user-type <n>', 'userType of the login tab', (v) => Number(v))
    .option('-u, --username <name>', 'username (IEC for exporters); env EXPORTDESK_USERNAME')
    .option('-p, --password <secret>', 'password or OTP (prefer --password-stdin or EXPORTDESK_PASSWORD in scripts)')
    .option('--password-stdin', 'read the password from standard input')
    .option('--new-password <secret>', 'customs first login: the new password to set')
    .action(async (opts, cmd) => {
      const g = globalFlags(cmd);
      const settings = resolveSettings(g);
      let answers: Partial<LoginAnswers> = {
        userType: opts.userType ?? (process.env.EXPORTDESK_USER_TYPE ? Number(process.env.EXPORTDESK_USER_TYPE) : undefined),
        userName: opts.username ?? process.env.EXPORTDESK_USERNAME,
        password: opts.passwordStdin ? await readStdin() : (opts.password ?? process.env.EXPORTDESK_PASSWORD),
      };
      if (!answers.userName || !answers.password) {
        if (!isInteractive(g) || !process.stdin.isTTY) {
          throw new CliError('Missing credentials: pass --username and --password-stdin (or EXPORTDESK_USERNAME / EXPORTDESK_PASSWORD).', EXIT.USAGE);
        }
        const { promptLogin } = await import('../ui/prompts');
        answers = await promptLogin(answers);
      }
      const body = { userType: answers.userType ?? 1, userName: answers.userName, password: answers.password };
      // The same rule the server applies, checked before the call so the message is immediate.
      const parsed = loginSchema.safeParse(body);
      if (!parsed.success) throw new CliError(firstIssueMessage(parsed.error), EXIT.USAGE);

      let res = await apiCall(settings.apiUrl, 'POST', 'authentication/login', { body });
      if (res.success && res.isFirstLogin) {
        if (!opts.newPassword) throw new CliError('First login: set your own password with --new-password <secret>.', EXIT.AUTH);
        res = await apiCall(settings.apiUrl, 'POST', 'authentication/verifyAndSetPassword', {
          body: { userType: body.userType, userName: body.userName, otp: body.password, newPassword: opts.newPassword, confirmPassword: opts.newPassword },
        });
      }
      if (!res.success || !res.token) throw new CliError(res.message || 'Login failed.', EXIT.AUTH);

      const u = res.userDetails;
      writeConfig({ apiUrl: settings.apiUrl, token: res.token, user: { userId: u.userId, userType: u.userType, name: u.name, userName: u.userName } });
      const role = USER_TYPES.find((t) => t.userType === u.userType)?.role ?? `userType ${u.userType}`;
      if (isInteractive(g)) printLine(`✔ Signed in as ${u.name} (${role}) at ${settings.apiUrl}`);
      else printJson({ success: true, user: u, apiUrl: settings.apiUrl });
    });
}
