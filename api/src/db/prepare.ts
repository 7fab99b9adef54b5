/** Create (MySQL), migrate and seed a database. Used by `npm start`, tests and deploys. */
import { portalRemoteSeedsFrom, type FirstAdmin, type PortalRemoteSeed } from '../config';
import { createDb, ensureDatabase, type Db } from './knex';
import { migrationSource } from './migrations';
import { SEEDS } from './seeds';
import { seedFirstAdmin } from './seeds/first-admin';

export async function migrate(db: Db): Promise<void> {
  await db.migrate.latest({ migrationSource, tableName: 'knex_migrations' });
}

/**
 * Settings the seeds read: callers holding a Config pass `config.portalRemoteSeeds`; without them
 * config.ts reads the process environment (tests that set PORTAL_REMOTE_<NAME> before a stack).
 */
export interface PrepareOptions {
  withSeeds?: boolean;
  portalRemotes?: readonly PortalRemoteSeed[];
  /** config.demoData: the demo seeds too (on unless a production site says otherwise). */
  demoData?: boolean;
  /** config.firstAdmin: a production site's first super admin, made once. */
  firstAdmin?: FirstAdmin | null;
}

export async function seed(
  db: Db,
  { portalRemotes = portalRemoteSeedsFrom(), demoData = true, firstAdmin = null }: PrepareOptions = {},
): Promise<void> {
  for (const s of SEEDS) if (demoData || !s.demo) await s.run(db, { portalRemotes });
  if (firstAdmin) await seedFirstAdmin(db, firstAdmin);
}

export async function prepareDatabase(
  databaseUrl: string,
  { withSeeds = true, ...rest }: PrepareOptions = {},
): Promise<void> {
  await ensureDatabase(databaseUrl);
  const db = createDb(databaseUrl);
  try {
    await migrate(db);
    if (withSeeds) await seed(db, rest);
  } finally {
    await db.destroy();
  }
}
