/**
 * The remote registry's first entries, from the configuration (config.portalRemoteSeeds:
 * PORTAL_REMOTE_<NAME>, e.g. PORTAL_REMOTE_MFE_DOCS, or the development ports). Only missing
 * sections are added: once a team has published, a restart must not undo it.
 */
import type { PortalRemoteSeed } from '../../config';
import type { Db } from '../knex';
import { activate } from '../../modules/portal/repo';

export async function seedPortalRemotes(db: Db, remotes: readonly PortalRemoteSeed[]): Promise<void> {
  const have = new Set(
    (await db('portal_remotes').select<Array<{ name: string }>>('name')).map((r) => r.name),
  );
  for (const r of remotes) {
    if (have.has(r.name)) continue;
    await activate(db, {
      name: r.name,
      manifestUrl: r.manifestUrl,
      version: r.version,
      action: 'seed',
      createdBy: null,
    });
  }
}
