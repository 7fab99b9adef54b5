/** Create (MySQL), migrate and seed a database. Used by `npm start`, tests and deploys. */
import { createDb, ensureDatabase, type Db } from './knex';
import { migrationSource } from './migrations';
import { SEEDS } from './seeds';

export async function migrate(db: Db): Promise<void> {
  await db.migrate.latest({ migrationSource, tableName: 'knex_migrations' });
}

export async function seed(db: Db): Promise<void> {
  for (const s of SEEDS) await s.run(db);
}

export async function prepareDatabase(databaseUrl: string, { withSeeds = true } = {}): Promise<void> {
  await ensureDatabase(databaseUrl);
  const db = createDb(databaseUrl);
  try {
    await migrate(db);
    if (withSeeds) await seed(db);
  } finally {
    await db.destroy();
  }
}
