/** knex for MySQL (production) and SQLite (embedded default). Every query must run on both. */
import knexFactory, { type Knex } from 'knex';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export type Db = Knex;

/** What the pool hands afterCreate: a better-sqlite3 connection (only its pragma is used here). */
interface SqliteConnection {
  pragma(source: string): unknown;
}

export const isSqliteUrl = (url: string) => url.startsWith('sqlite:');

export function createDb(databaseUrl: string): Db {
  if (isSqliteUrl(databaseUrl)) {
    const filename = databaseUrl.slice('sqlite:'.length) || ':memory:';
    if (filename !== ':memory:') mkdirSync(path.dirname(filename), { recursive: true });
    return knexFactory({
      client: 'better-sqlite3',
      connection: { filename },
      useNullAsDefault: true,
      pool: {
        min: 1,
        max: 1,
        afterCreate: (conn: SqliteConnection, done: (err: Error | null, conn: SqliteConnection) => void) => {
          conn.pragma('journal_mode = WAL');
          conn.pragma('foreign_keys = ON');
          conn.pragma('busy_timeout = 5000');
          done(null, conn);
        },
      },
    });
  }
  return knexFactory({
    client: 'mysql2',
    connection: {
      uri: databaseUrl,
      charset: 'utf8mb4',
      supportBigNumbers: true,
      bigNumberStrings: false,
    } satisfies Knex.MySql2ConnectionConfig,
    pool: { min: 0, max: 10 },
  });
}

/** Create the MySQL database named in the URL when it does not exist yet. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  if (isSqliteUrl(databaseUrl)) return;
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unsupported database name in DATABASE_URL: "${name}"`);
  url.pathname = '/';
  const admin = knexFactory({
    client: 'mysql2',
    connection: { uri: url.toString() } satisfies Knex.MySql2ConnectionConfig,
    pool: { min: 0, max: 1 },
  });
  try {
    await admin.raw(
      `CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  } finally {
    await admin.destroy();
  }
}

/** Epoch milliseconds: the one time format stored in every table (portable across both databases). */
export const now = () => Date.now();
export const bool = (v: unknown) => v === true || v === 1 || v === '1';
export const json = <T>(v: unknown, fallback: T): T => {
  if (v === null || v === undefined || v === '') return fallback;
  if (typeof v !== 'string') return v as T;
  try {
    return JSON.parse(v) as T;
  } catch {
    return fallback;
  }
};
