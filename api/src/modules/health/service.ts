/** Whether this instance can reach its database, Redis and file store (each probe gives up after 2 s). */
import type { AppContext } from '../../context';
import { isSandboxSite, productionReasons } from '../../config-check';
import * as repo from './repo';

export type ProbeState = 'up' | 'down';

async function probe(fn: () => Promise<unknown>): Promise<ProbeState> {
  try {
    await Promise.race([fn(), new Promise((_, rej) => setTimeout(() => rej(new Error('timeout')), 2000))]);
    return 'up';
  } catch {
    return 'down';
  }
}

export class HealthService {
  constructor(
    private ctx: AppContext,
    private version: string,
  ) {}

  async check() {
    const { storage: files } = this.ctx;
    const [database, redis, storage] = await Promise.all([
      probe(() => repo.ping(this.ctx.db)),
      probe(() => this.ctx.redis.ping()),
      // An object store (STORAGE_DRIVER=s3) is asked too: without it no file can be kept or served.
      files.ping ? probe(() => files.ping!()) : Promise.resolve<ProbeState>('up'),
    ]);
    const databaseClient = this.ctx.config.databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'mysql';
    return {
      healthy: database === 'up' && redis === 'up' && storage === 'up',
      database,
      databaseClient,
      redis,
      storage,
      version: this.version,
      uptimeSec: Math.round(process.uptime()),
      // Public on purpose: the portal shows a staging site's ribbon from it, before anyone signs in.
      sandbox: isSandboxSite(this.ctx.config),
    };
  }

  /**
   * What production mode would refuse in this instance's settings (config-check.ts), for the super
   * admin: names of settings and what is wrong with them, never a value of a secret.
   */
  readiness() {
    const reasons = productionReasons(this.ctx.config);
    return { mode: this.ctx.config.env === 'production', ready: reasons.length === 0, reasons };
  }
}
