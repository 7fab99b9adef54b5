/**
 * Migrations are listed here (not read from a folder) so they bundle with esbuild. Append new
 * ones at the end with a name that sorts after the last; never edit a landed migration.
 */
import type { Knex } from 'knex';
import * as m001 from './001_accounts';
import * as m004 from './004_rate_cards';

const MIGRATIONS: Record<string, { up: (k: Knex) => Promise<void>; down: (k: Knex) => Promise<void> }> = {
  '001_accounts': m001,
  '004_rate_cards': m004,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(MIGRATIONS).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => MIGRATIONS[name],
};
