/**
 * The portal's remote registry (DESIGN "Portal"): the shell reads it on every page load, so a
 * change takes effect on the next load with no shell rebuild. A section's script runs in every
 * user's session, so a change is the super admin's (or a deploy token's, for its own section),
 * only to an allowlisted origin, recorded and reversible (issue 12). Never imports Hapi.
 */
import {
  httpOrigin,
  REGISTRY_MSG,
  remoteContainerName,
  remoteUrlAllowed,
  type PublishRemoteInput,
} from '@exportdesk/core';
import type { AppContext } from '../../context';
import { conflict, invalid, notFound } from '../../errors';
import * as repo from './repo';

/** The manifest check is a request our server makes to a URL someone typed: keep it small. */
export const MANIFEST_TIMEOUT_MS = 4000;
export const MANIFEST_MAX_BYTES = 512 * 1024;

/** Reads at most `max` bytes of a response body; throws beyond (never buffers an endless answer). */
async function boundedText(res: Response, max: number): Promise<string> {
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > max) throw new Error(`larger than ${max / 1024} KB`);
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new Error(`larger than ${max / 1024} KB`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export class PortalRegistryService {
  constructor(
    private ctx: AppContext,
    private verifyManifests = true,
  ) {}

  list() {
    return repo.listRemotes(this.ctx.db);
  }

  async history(name: string) {
    if (!(await repo.currentRelease(this.ctx.db, name))) throw notFound(`No section named ${name}.`);
    return repo.history(this.ctx.db, name);
  }

  /** Refuses a URL outside the allowlist; runs before anything is fetched or written. */
  checkOrigin(manifestUrl: string): void {
    const allowed = this.ctx.config.portalRemoteOrigins;
    if (!remoteUrlAllowed(manifestUrl, allowed))
      throw invalid(REGISTRY_MSG.originNotAllowed(httpOrigin(manifestUrl) ?? manifestUrl, allowed));
  }

  /**
   * Refuses a manifest that does not answer, is not a federation manifest, or belongs to another
   * section: pointing a section at it would break that section for everyone on the next load.
   * Only ever called on an allowlisted URL; no redirect is followed (it could leave the
   * allowlist), the answer is read up to MANIFEST_MAX_BYTES and for MANIFEST_TIMEOUT_MS at most.
   */
  async checkManifest(name: string, manifestUrl: string): Promise<void> {
    this.checkOrigin(manifestUrl);
    if (!this.verifyManifests) return;
    // what a federation manifest may say: only these fields are read, each checked below
    let body: { name?: unknown; id?: unknown; metaData?: unknown } | null;
    try {
      const res = await fetch(manifestUrl, {
        redirect: 'manual',
        signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
      if (res.status >= 300 && res.status < 400) throw new Error(`HTTP ${res.status} redirect, not followed`);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      body = JSON.parse(await boundedText(res, MANIFEST_MAX_BYTES));
    } catch (err) {
      const e = err as Error;
      const why = e.name === 'TimeoutError' ? `no answer within ${MANIFEST_TIMEOUT_MS / 1000} s` : e.message;
      throw invalid(`The manifest at ${manifestUrl} did not answer (${why}). Nothing was changed.`);
    }
    const container = body?.name ?? body?.id;
    if (typeof container !== 'string' || !body?.metaData)
      throw invalid(
        `${manifestUrl} is not a Module Federation manifest (mf-manifest.json). Nothing was changed.`,
      );
    if (container !== remoteContainerName(name))
      throw invalid(
        `That manifest is for section ${container}, not ${remoteContainerName(name)}. Nothing was changed.`,
      );
  }

  async publish(name: string, input: PublishRemoteInput, by: repo.Actor) {
    await this.checkManifest(name, input.manifestUrl);
    const { created } = await repo.activate(this.ctx.db, {
      name,
      ...input,
      action: 'publish',
      createdBy: by.userId,
      deployTokenId: by.deployTokenId,
    });
    this.ctx.log.info(
      { section: name, manifestUrl: input.manifestUrl, version: input.version, by },
      'portal section published',
    );
    return { created, remote: { name, manifestUrl: input.manifestUrl, version: input.version } };
  }

  async rollback(name: string, by: repo.Actor, version?: string) {
    const current = await repo.currentRelease(this.ctx.db, name);
    if (!current) throw notFound(`No section named ${name}.`);
    const target = await repo.rollbackTarget(this.ctx.db, name, current.id, version);
    if (!target)
      throw conflict(
        version
          ? `${name} has never run version ${version}.`
          : `${name} has no earlier version to roll back to.`,
      );
    // An old release may predate the allowlist (or the allowlist shrank): never restore it.
    this.checkOrigin(target.manifestUrl);
    await repo.activate(this.ctx.db, {
      name,
      manifestUrl: target.manifestUrl,
      version: target.version,
      action: 'rollback',
      createdBy: by.userId,
      deployTokenId: by.deployTokenId,
    });
    this.ctx.log.info(
      { section: name, version: target.version, from: current.version, by },
      'portal section rolled back',
    );
    return { name, manifestUrl: target.manifestUrl, version: target.version, from: current.version };
  }

  async createDeployToken(section: string, label: string | undefined, by: number) {
    if (!(await repo.currentRelease(this.ctx.db, section))) throw notFound(`No section named ${section}.`);
    return repo.createDeployToken(this.ctx.db, section, label ?? `${section} deploy`, by);
  }

  listDeployTokens() {
    return repo.listDeployTokens(this.ctx.db);
  }

  async revokeDeployToken(id: number) {
    if (!(await repo.revokeDeployToken(this.ctx.db, id)))
      throw notFound('No active deploy token with that id.');
  }

  deployTokenFor(token: string) {
    return repo.deployTokenFor(this.ctx.db, token);
  }
}
