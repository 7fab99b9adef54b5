/**
 * A unique or primary key refused an insert, told by the driver's error code, never by its
 * message's words: MySQL/MariaDB ER_DUP_ENTRY (errno 1062), better-sqlite3
 * SQLITE_CONSTRAINT_UNIQUE or SQLITE_CONSTRAINT_PRIMARYKEY. A foreign key or NOT NULL failure
 * (also SQLITE_CONSTRAINT_*) is not a duplicate.
 */
const DUPLICATE_CODES = new Set(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

export function isDuplicateKey(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, errno } = err as { code?: unknown; errno?: unknown };
  return (typeof code === 'string' && DUPLICATE_CODES.has(code)) || errno === 1062;
}
