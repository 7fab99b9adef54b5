/**
 * The portal's remote registry (DESIGN "Portal"): the shell reads it on every page load, so a
 * change takes effect on the next load with no shell rebuild. Never imports Hapi.
 */
import Boom from '@hapi/boom';
import { remoteContainerName, type PublishRemoteInput } from '@exportdesk/core';
import type { AppContext } from '../../context';
import * as repo from './repo';

export const MANIFEST_TIMEOUT_MS = 4000;

export class PortalRegistryService {
  constructor(
    private ctx: AppContext,
    private verifyManifests = true,
  ) {}

  list() {
    return repo.listRemotes(this.ctx.db);
  }

  async history(name: string) {
    if (!(await repo.currentRelease(this.ctx.db, name))) throw Boom.notFound(`No section named ${name}.`);
    return repo.history(this.ctx.db, name);
  }

  /**
   * Refuses a manifest that does not answer, is not a federation manifest, or belongs to another
   * section: pointing a section at it would break that section for everyone on the next load.
   */
  async checkManifest(name: string, manifestUrl: string): Promise<void> {
    if (!this.verifyManifests) return;
    let body: any;
    try {
      const res = await fetch(manifestUrl, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS), headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      body = await res.json();
    } catch (err) {
      throw Boom.badRequest(`The manifest at ${manifestUrl} did not answer (${(err as Error).message}). Nothing was changed.`);
    }
    const container = body?.name ?? body?.id;
    if (typeof container !== 'string' || !body?.metaData) throw Boom.badRequest(`${manifestUrl} is not a Module Federation manifest (mf-manifest.json). Nothing was changed.`);
    if (container !== remoteContainerName(name)) throw Boom.badRequest(`That manifest is for section ${container}, not ${remoteContainerName(name)}. Nothing was changed.`);
  }

  async publish(name: string, input: PublishRemoteInput, by: number) {
    await this.checkManifest(name, input.manifestUrl);
    const { created } = await repo.activate(this.ctx.db, { name, ...input, action: 'publish', createdBy: by });
    return { created, remote: { name, manifestUrl: input.manifestUrl, version: input.version } };
  }

  async rollback(name: string, by: number, version?: string) {
    const current = await repo.currentRelease(this.ctx.db, name);
    if (!current) throw Boom.notFound(`No section named ${name}.`);
    const target = await repo.rollbackTarget(this.ctx.db, name, current.id, version);
    if (!target) throw Boom.conflict(version ? `${name} has never run version ${version}.` : `${name} has no earlier version to roll back to.`);
    await repo.activate(this.ctx.db, { name, manifestUrl: target.manifestUrl, version: target.version, action: 'rollback', createdBy: by });
    return { name, manifestUrl: target.manifestUrl, version: target.version, from: current.version };
  }
}
