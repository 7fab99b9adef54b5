import type { Db } from '../../db/knex';
import { now } from '../../db/knex';
import type { RemoteEntryAnswer } from '@exportdesk/core';

export type ReleaseAction = 'seed' | 'publish' | 'rollback';

export interface Release extends RemoteEntryAnswer {
  id: number;
  action: ReleaseAction;
  createdBy: number | null;
  createdAt: number;
}

const toRelease = (r: any): Release => ({
  id: Number(r.id),
  name: r.name,
  manifestUrl: r.manifest_url,
  version: r.version,
  action: r.action,
  createdBy: r.created_by == null ? null : Number(r.created_by),
  createdAt: Number(r.created_at),
});

export async function listRemotes(db: Db): Promise<RemoteEntryAnswer[]> {
  const rows = await db('portal_remotes').orderBy('name').select('name', 'manifest_url', 'version');
  return rows.map((r: any) => ({ name: r.name, manifestUrl: r.manifest_url, version: r.version }));
}

export async function currentRelease(db: Db, name: string): Promise<Release | null> {
  const r = await db('portal_remotes').join('portal_remote_releases as rel', 'rel.id', 'portal_remotes.current_release_id').where('portal_remotes.name', name).first('rel.*');
  return r ? toRelease(r) : null;
}

export async function history(db: Db, name: string, limit = 50): Promise<Release[]> {
  return (await db('portal_remote_releases').where({ name }).orderBy('id', 'desc').limit(limit)).map(toRelease);
}

/**
 * Every change is a release row, and the section points at its newest one. Rolling back adds a
 * row too, so history reads as what was live when, and two rollbacks in a row swap back.
 */
export async function activate(db: Db, r: { name: string; manifestUrl: string; version: string; action: ReleaseAction; createdBy: number | null }): Promise<{ created: boolean }> {
  const t = now();
  return db.transaction(async (trx) => {
    const [id] = await trx('portal_remote_releases').insert({ name: r.name, manifest_url: r.manifestUrl, version: r.version, action: r.action, created_by: r.createdBy, created_at: t });
    const row = { manifest_url: r.manifestUrl, version: r.version, current_release_id: Number(id), updated_at: t };
    const n = await trx('portal_remotes').where({ name: r.name }).update(row);
    if (n === 0) await trx('portal_remotes').insert({ name: r.name, ...row });
    return { created: n === 0 };
  });
}

/** What was live before the current release (or the newest release of `version`). */
export async function rollbackTarget(db: Db, name: string, currentId: number, version?: string): Promise<Release | null> {
  const q = db('portal_remote_releases').where({ name }).whereNot({ id: currentId }).orderBy('id', 'desc');
  if (version) q.where({ version });
  else q.where('id', '<', currentId);
  const r = await q.first();
  return r ? toRelease(r) : null;
}
