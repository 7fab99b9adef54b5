import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/knex';
import { now } from '../../db/knex';
import type { RemoteEntryAnswer } from '@exportdesk/core';

export type ReleaseAction = 'seed' | 'publish' | 'rollback';

/** Who made a change: a signed-in user, a section's deploy token, or nobody (the seed). */
export interface Actor {
  userId: number | null;
  deployTokenId?: number | null;
}

export interface Release extends RemoteEntryAnswer {
  id: number;
  action: ReleaseAction;
  /** What was live before this change (null for a section's first release). */
  previous: { manifestUrl: string; version: string } | null;
  createdBy: number | null;
  createdByName: string | null;
  deployToken: { id: number; label: string } | null;
  createdAt: number;
}

// Rows as the database answers them: MySQL may answer a BIGINT as a string, hence `number | string`.
type Id = number | string;

/** A portal_remote_releases row, with its author's name and deploy token's label joined. */
interface ReleaseRecord {
  id: Id;
  name: string;
  manifest_url: string;
  version: string;
  action: Release['action'];
  previous_manifest_url?: string | null;
  previous_version: string; // set whenever previous_manifest_url is
  created_by?: Id | null;
  created_by_name?: string | null;
  deploy_token_id?: Id | null;
  deploy_token_label?: string | null;
  created_at: Id;
}

const toRelease = (r: ReleaseRecord): Release => ({
  id: Number(r.id),
  name: r.name,
  manifestUrl: r.manifest_url,
  version: r.version,
  action: r.action,
  previous: r.previous_manifest_url
    ? { manifestUrl: r.previous_manifest_url, version: r.previous_version }
    : null,
  createdBy: r.created_by == null ? null : Number(r.created_by),
  createdByName: r.created_by_name ?? null,
  deployToken:
    r.deploy_token_id == null ? null : { id: Number(r.deploy_token_id), label: r.deploy_token_label ?? '' },
  createdAt: Number(r.created_at),
});

export async function listRemotes(db: Db): Promise<RemoteEntryAnswer[]> {
  const rows = await db('portal_remotes').orderBy('name').select('name', 'manifest_url', 'version');
  return rows.map((r: { name: string; manifest_url: string; version: string }) => ({
    name: r.name,
    manifestUrl: r.manifest_url,
    version: r.version,
  }));
}

export async function currentRelease(db: Db, name: string): Promise<Release | null> {
  const r = await db('portal_remotes')
    .join('portal_remote_releases as rel', 'rel.id', 'portal_remotes.current_release_id')
    .where('portal_remotes.name', name)
    .first('rel.*');
  return r ? toRelease(r) : null;
}

export async function history(db: Db, name: string, limit = 50): Promise<Release[]> {
  const rows = await db('portal_remote_releases as rel')
    .leftJoin('users as u', 'u.id', 'rel.created_by')
    .leftJoin('portal_deploy_tokens as t', 't.id', 'rel.deploy_token_id')
    .where('rel.name', name)
    .orderBy('rel.id', 'desc')
    .limit(limit)
    .select('rel.*', 'u.username as created_by_name', 't.label as deploy_token_label');
  return rows.map(toRelease);
}

/**
 * Every change is a release row, and the section points at its newest one. Rolling back adds a
 * row too, so history reads as what was live when, and two rollbacks in a row swap back. Each
 * row keeps what it replaced (old → new) and who made it.
 */
export async function activate(
  db: Db,
  r: {
    name: string;
    manifestUrl: string;
    version: string;
    action: ReleaseAction;
    createdBy: number | null;
    deployTokenId?: number | null;
  },
): Promise<{ created: boolean }> {
  const t = now();
  return db.transaction(async (trx) => {
    const before = await trx('portal_remotes').where({ name: r.name }).first('manifest_url', 'version');
    const [id] = await trx('portal_remote_releases').insert({
      name: r.name,
      manifest_url: r.manifestUrl,
      version: r.version,
      action: r.action,
      created_by: r.createdBy,
      deploy_token_id: r.deployTokenId ?? null,
      previous_manifest_url: before?.manifest_url ?? null,
      previous_version: before?.version ?? null,
      created_at: t,
    });
    const row = {
      manifest_url: r.manifestUrl,
      version: r.version,
      current_release_id: Number(id),
      updated_at: t,
    };
    const n = await trx('portal_remotes').where({ name: r.name }).update(row);
    if (n === 0) await trx('portal_remotes').insert({ name: r.name, ...row });
    return { created: n === 0 };
  });
}

/** What was live before the current release (or the newest release of `version`). */
export async function rollbackTarget(
  db: Db,
  name: string,
  currentId: number,
  version?: string,
): Promise<Release | null> {
  const q = db('portal_remote_releases').where({ name }).whereNot({ id: currentId }).orderBy('id', 'desc');
  if (version) q.where({ version });
  else q.where('id', '<', currentId);
  const r = await q.first();
  return r ? toRelease(r) : null;
}

// ---- deploy tokens: a team's CI publishes one section; sha-256 like API keys (32 random bytes) ----

export const DEPLOY_TOKEN_PREFIX = 'edd_';
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface DeployTokenInfo {
  id: number;
  section: string;
  label: string;
  last4: string;
  createdBy: number | null;
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
}

/** A portal_deploy_tokens row. */
interface TokenRecord {
  id: Id;
  section: string;
  label: string;
  last4: string;
  created_by?: Id | null;
  created_at: Id;
  last_used_at?: Id | null;
  revoked_at?: Id | null;
}

const toToken = (r: TokenRecord): DeployTokenInfo => ({
  id: Number(r.id),
  section: r.section,
  label: r.label,
  last4: r.last4,
  createdBy: r.created_by == null ? null : Number(r.created_by),
  createdAt: Number(r.created_at),
  lastUsedAt: r.last_used_at == null ? null : Number(r.last_used_at),
  revokedAt: r.revoked_at == null ? null : Number(r.revoked_at),
});

export async function createDeployToken(
  db: Db,
  section: string,
  label: string,
  createdBy: number,
): Promise<{ token: string; info: DeployTokenInfo }> {
  const token = `${DEPLOY_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [id] = await db('portal_deploy_tokens').insert({
    section,
    label,
    token_hash: hashToken(token),
    last4: token.slice(-4),
    created_by: createdBy,
    created_at: now(),
  });
  return {
    token,
    info: toToken(
      await db('portal_deploy_tokens')
        .where({ id: Number(id) })
        .first(),
    ),
  };
}

export async function listDeployTokens(db: Db): Promise<DeployTokenInfo[]> {
  return (await db('portal_deploy_tokens').orderBy('id', 'desc')).map(toToken);
}

/** Revokes an active token; false when there is none with that id (or it was revoked already). */
export async function revokeDeployToken(db: Db, id: number): Promise<boolean> {
  return (
    (await db('portal_deploy_tokens').where({ id }).whereNull('revoked_at').update({ revoked_at: now() })) ===
    1
  );
}

/** The active token's id and section, or null (unknown or revoked). */
export async function deployTokenFor(db: Db, token: string): Promise<{ id: number; section: string } | null> {
  const r = await db('portal_deploy_tokens')
    .where({ token_hash: hashToken(token) })
    .whereNull('revoked_at')
    .first('id', 'section');
  if (!r) return null;
  await db('portal_deploy_tokens').where({ id: r.id }).update({ last_used_at: now() });
  return { id: Number(r.id), section: r.section };
}
