/** Create (MySQL), migrate and seed a database. Used by `npm start`, tests and deploys. */
import { portalRemoteSeedsFrom, type PortalRemoteSeed } from '../config';
import { createDb, ensureDatabase, type Db } from './knex';
import { migrationSource } from './migrations';
import { SEEDS } from './seeds';

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
}

export async function seed(
  db: Db,
  { portalRemotes = portalRemoteSeedsFrom() }: PrepareOptions = {},
): Promise<void> {
  for (const s of SEEDS) await s.run(db, { portalRemotes });
}

export async function prepareDatabase(
  databaseUrl: string,
  { withSeeds = true, portalRemotes }: PrepareOptions = {},
): Promise<void> {
  await ensureDatabase(databaseUrl);
  const db = createDb(databaseUrl);
  try {
    await migrate(db);
    if (withSeeds) await seed(db, { portalRemotes });
  } finally {
    await db.destroy();
  }
}
