/**
 * `exportdesk portal …`: the remote registry the portal shell reads on every page load. A team's
 * deploy runs `portal publish` after uploading its build; `portal rollback` points back.
 */
import type { Command } from 'commander';
import { publishRemoteSchema, remoteNameSchema, firstIssueMessage, type RemoteEntryAnswer } from '@exportdesk/core';
import { apiCall } from '../../lib/client';
import { resolveSettings } from '../../lib/config';
import { CliError, EXIT } from '../../lib/errors';
import { isInteractive, printJson } from '../../lib/output';
import { globalFlags } from '../shared';

function checkName(name: string): string {
  const r = remoteNameSchema.safeParse({ name });
  if (!r.success) throw new CliError(firstIssueMessage(r.error), EXIT.USAGE);
  return r.data.name;
}

function tokenOf(s: ReturnType<typeof resolveSettings>): string {
  if (!s.token) throw new CliError('Not logged in. Run `exportdesk login` as an admin or set EXPORTDESK_TOKEN.', EXIT.AUTH);
  return s.token;
}

async function show(g: ReturnType<typeof globalFlags>, title: string, answer: Record<string, unknown>, rows: Array<[string, string]>) {
  if (!isInteractive(g)) return printJson(answer);
  const { drawKeyValues } = await import('../../ui/prompts');
  await drawKeyValues(title, rows);
}

export function registerPortal(program: Command): void {
  const portal = program.command('portal').description('Portal sections: which build each one loads (the remote registry)');

  portal
    .command('list')
    .description('Show the manifest and version each section loads')
    .action(async (_opts, cmd) => {
      const g = globalFlags(cmd);
      const s = resolveSettings(g);
      const res = await apiCall<RemoteEntryAnswer[]>(s.apiUrl, 'GET', 'portal/remotes');
      await show(g, 'Portal sections', { success: true, remotes: res.data }, res.data.map((r) => [r.name, `${r.version}  ${r.manifestUrl}`]));
    });

  portal
    .command('publish <name> <manifestUrl>')
    .description('Point a section at a new build; it takes effect on the next page load (admin token)')
    // Write it --version=1.4.0 or -v 1.4.0: the program's own --version (print the CLI's version)
    // claims the spaced form wherever it appears on the line.
    .requiredOption('-v, --version <version>', 'the version being published, e.g. 1.4.0')
    .action(async (name: string, manifestUrl: string, opts: { version: string }, cmd) => {
      const g = globalFlags(cmd);
      const s = resolveSettings(g);
      const body = publishRemoteSchema.safeParse({ manifestUrl, version: opts.version });
      if (!body.success) throw new CliError(firstIssueMessage(body.error), EXIT.USAGE);
      const section = checkName(name);
      const res = await apiCall<RemoteEntryAnswer>(s.apiUrl, 'PUT', `portal/remotes/${section}`, { body: body.data, token: tokenOf(s) });
      await show(g, res.message, { success: true, message: res.message, remote: res.data }, [
        ['Section', res.data.name],
        ['Version', res.data.version],
        ['Manifest', res.data.manifestUrl],
      ]);
    });

  portal
    .command('rollback <name>')
    .description('Point a section back at the build it loaded before (or at --version)')
    .option('-v, --version <version>', 'a version this section has run before (--version=V)')
    .action(async (name: string, opts: { version?: string }, cmd) => {
      const g = globalFlags(cmd);
      const s = resolveSettings(g);
      const section = checkName(name);
      const res = await apiCall<RemoteEntryAnswer & { from: string }>(s.apiUrl, 'POST', `portal/remotes/${section}/rollback`, {
        body: opts.version ? { version: opts.version } : {},
        token: tokenOf(s),
      });
      await show(g, res.message, { success: true, message: res.message, remote: res.data }, [
        ['Section', res.data.name],
        ['Version', `${res.data.version} (was ${res.data.from})`],
        ['Manifest', res.data.manifestUrl],
      ]);
    });
}
