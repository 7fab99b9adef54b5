/**
 * The remote registry's first entries, from the environment (PORTAL_REMOTE_<NAME>, e.g.
 * PORTAL_REMOTE_MFE_DOCS) or the development ports. Only missing sections are added: once a team
 * has published, a restart must not undo it.
 */
import { DEFAULT_REMOTES, remoteEnvName } from '@exportdesk/core';
import type { Db } from '../knex';
import { activate } from '../../modules/portal/repo';

export async function seedPortalRemotes(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const have = new Set((await db('portal_remotes').select('name')).map((r: any) => r.name));
  for (const r of DEFAULT_REMOTES) {
    if (have.has(r.name)) continue;
    const manifestUrl = env[remoteEnvName(r.name)] || r.manifestUrl;
    await activate(db, { name: r.name, manifestUrl, version: env[`${remoteEnvName(r.name)}_VERSION`] || 'dev', action: 'seed', createdBy: null });
  }
}
