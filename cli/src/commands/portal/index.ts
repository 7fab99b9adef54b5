/**
 * `exportdesk portal …`: the remote registry the portal shell reads on every page load. A team's
 * deploy runs `portal publish` after uploading its build, with a deploy token for its section
 * (--deploy-token or EXPORTDESK_DEPLOY_TOKEN); `portal rollback` points back. The super admin
 * makes and revokes those tokens (`portal token …`) and may publish with a login.
 */
import { Option, type Command } from 'commander';
import {
  firstIssueMessage,
  LABELLED,
  PORTAL_CONTRACTS,
  publishRemoteSchema,
  remoteNameSchema,
} from '@exportdesk/core';
import { contractCall } from '../../lib/client';
import { envDeployToken, resolveSettings } from '../../lib/config';
import { CliError, EXIT } from '../../lib/errors';
import { isInteractive, printJson } from '../../lib/output';
import { globalFlags } from '../shared';

const c = PORTAL_CONTRACTS;

function checkName(name: string): string {
  const r = remoteNameSchema.safeParse({ name }, LABELLED);
  if (!r.success) throw new CliError(firstIssueMessage(r.error), EXIT.USAGE);
  return r.data.name;
}

/** A section's deploy token wins over the login: a pipeline sets only EXPORTDESK_DEPLOY_TOKEN. */
function tokenOf(s: ReturnType<typeof resolveSettings>, flag?: string): string {
  const deployToken = flag || envDeployToken();
  if (deployToken) return deployToken;
  if (!s.token)
    throw new CliError(
      'Not logged in. Set EXPORTDESK_DEPLOY_TOKEN (a deploy token for the section), or run `exportdesk login` as the super admin.',
      EXIT.AUTH,
    );
  return s.token;
}

const deployTokenOption = () =>
  new Option(
    '--deploy-token <token>',
    // the environment's token is read in lib/config.ts (the CLI's one reader of process.env), not
    // by commander's .env(): the flag wins, as commander's would
    "the section's deploy token (from `exportdesk portal token create`; env: EXPORTDESK_DEPLOY_TOKEN)",
  );

async function show(
  g: ReturnType<typeof globalFlags>,
  title: string,
  answer: Record<string, unknown>,
  rows: Array<[string, string]>,
) {
  if (!isInteractive(g)) return printJson(answer);
  const { drawKeyValues } = await import('../../ui/prompts');
  await drawKeyValues(title, rows);
}

export function registerPortal(program: Command): void {
  const portal = program
    .command('portal')
    .description('Portal sections: which build each one loads (the remote registry)');

  portal
    .command('list')
    .description('Show the manifest and version each section loads')
    .action(async (_opts, cmd) => {
      const g = globalFlags(cmd);
      const s = resolveSettings(g);
      const res = await contractCall(s.apiUrl, c.remotes);
      await show(
        g,
        'Portal sections',
        { success: true, remotes: res.data },
        res.data.map((r) => [r.name, `${r.version}  ${r.manifestUrl}`]),
      );
    });

  portal
    .command('publish <name> <manifestUrl>')
    .description(
      'Point a section at a new build; it takes effect on the next page load (deploy token or super admin)',
    )
    // Write it --version=1.4.0 or -v 1.4.0: the program's own --version (print the CLI's version)
    // claims the spaced form wherever it appears on the line.
    .requiredOption('-v, --version <version>', 'the version being published, e.g. 1.4.0')
    .addOption(deployTokenOption())
    .action(
      async (name: string, manifestUrl: string, opts: { version: string; deployToken?: string }, cmd) => {
        const g = globalFlags(cmd);
        const s = resolveSettings(g);
        const body = publishRemoteSchema.safeParse({ manifestUrl, version: opts.version }, LABELLED);
        if (!body.success) throw new CliError(firstIssueMessage(body.error), EXIT.USAGE);
        const section = checkName(name);
        const res = await contractCall(
          s.apiUrl,
          c.publish,
          { params: { name: section }, body: body.data },
          { token: tokenOf(s, opts.deployToken) },
        );
        await show(g, res.message, { success: true, message: res.message, remote: res.data }, [
          ['Section', res.data.name],
          ['Version', res.data.version],
          ['Manifest', res.data.manifestUrl],
        ]);
      },
    );

  portal
    .command('rollback <name>')
    .description('Point a section back at the build it loaded before (or at --version)')
    .option('-v, --version <version>', 'a version this section has run before (--version=V)')
    .addOption(deployTokenOption())
    .action(async (name: string, opts: { version?: string; deployToken?: string }, cmd) => {
      const g = globalFlags(cmd);
      const s = resolveSettings(g);
      const section = checkName(name);
      const res = await contractCall(
        s.apiUrl,
        c.rollback,
        { params: { name: section }, body: opts.version ? { version: opts.version } : {} },
        { token: tokenOf(s, opts.deployToken) },
      );
      await show(g, res.message, { success: true, message: res.message, remote: res.data }, [
        ['Section', res.data.name],
        ['Version', `${res.data.version} (was ${res.data.from})`],
        ['Manifest', res.data.manifestUrl],
      ]);
    });

  const token = portal
    .command('token')
    .description("Deploy tokens: let a team's CI publish one section (super admin)");

  token
    .command('create <section>')
    .description('Make a deploy token for one section; it is shown once')
    .option('--label <label>', 'what the token is for, e.g. "docs CI"')
    .action(async (name: string, opts: { label?: string }, cmd) => {
      const g = globalFlags(cmd);
      const s = resolveSettings(g);
      const section = checkName(name);
      const res = await contractCall(
        s.apiUrl,
        c.createDeployToken,
        { body: { section, ...(opts.label ? { label: opts.label } : {}) } },
        { token: tokenOf(s) },
      );
      await show(g, res.message, { success: true, message: res.message, token: res.data }, [
        ['Section', res.data.section],
        ['Label', res.data.label],
        ['Token', res.data.token],
        ['Use', 'EXPORTDESK_DEPLOY_TOKEN=<token> exportdesk portal publish …'],
      ]);
    });

  token
    .command('list')
    .description('Every deploy token (never the token itself)')
    .action(async (_opts, cmd) => {
      const g = globalFlags(cmd);
      const s = resolveSettings(g);
      const res = await contractCall(s.apiUrl, c.deployTokens, {}, { token: tokenOf(s) });
      await show(
        g,
        'Deploy tokens',
        { success: true, tokens: res.data },
        res.data.map((t) => [
          `#${t.id} ${t.section}`,
          `${t.label} …${t.last4}${t.revokedAt ? ' (revoked)' : ''}`,
        ]),
      );
    });

  token
    .command('revoke <id>')
    .description('Revoke a deploy token at once')
    .action(async (id: string, _opts, cmd) => {
      const g = globalFlags(cmd);
      const s = resolveSettings(g);
      if (!/^\d+$/.test(id))
        throw new CliError('The token id is a number (see `exportdesk portal token list`).', EXIT.USAGE);
      const res = await contractCall(
        s.apiUrl,
        c.revokeDeployToken,
        { params: { id } },
        { token: tokenOf(s) },
      );
      await show(g, res.message, { success: true, message: res.message }, [['Token', `#${id} revoked`]]);
    });
}
