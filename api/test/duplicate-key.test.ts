/**
 * Issue 28 item 3: a duplicate key is told by the driver's error code on both databases, and a
 * foreign key or NOT NULL failure is not taken for one.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isDuplicateKey } from '../src/db/duplicate-key';
import { createDb, ensureDatabase, type Db } from '../src/db/knex';
import { MYSQL_URL } from '../../tests/support/stack';

const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('the insert was taken');
    },
    (err: unknown) => err,
  );

async function tables(db: Db) {
  await db.schema.createTable('dk_parent', (t) => {
    t.increments('id');
    t.string('name', 20).notNullable().unique();
  });
  await db.schema.createTable('dk_child', (t) => {
    t.increments('id');
    t.integer('parent_id').unsigned().notNullable().references('dk_parent.id');
  });
  await db('dk_parent').insert({ id: 1, name: 'a' });
}

async function checks(db: Db) {
  await tables(db);
  expect(isDuplicateKey(await failure(db('dk_parent').insert({ name: 'a' })))).toBe(true);
  expect(isDuplicateKey(await failure(db('dk_parent').insert({ id: 1, name: 'b' })))).toBe(true);
  expect(isDuplicateKey(await failure(db('dk_child').insert({ parent_id: 99 })))).toBe(false);
  expect(isDuplicateKey(await failure(db('dk_parent').insert({ name: null })))).toBe(false);
  // Words alone are not a code: a message saying "duplicate" is no duplicate key.
  expect(isDuplicateKey(new Error('Duplicate entry, UNIQUE constraint failed'))).toBe(false);
}

describe('isDuplicateKey', () => {
  const open: Db[] = [];
  afterAll(async () => {
    for (const db of open) await db.destroy();
  });

  it('SQLite (better-sqlite3): UNIQUE and PRIMARY KEY are duplicates; FOREIGN KEY and NOT NULL are not', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dupkey-'));
    const db = createDb(`sqlite:${path.join(dir, 'dk.sqlite')}`);
    open.push(db);
    await checks(db);
  });

  it('MySQL/MariaDB: ER_DUP_ENTRY is a duplicate; a foreign key or NOT NULL failure is not', async () => {
    const url = `${MYSQL_URL}/exportdesk_dk_${randomBytes(3).toString('hex')}`;
    await ensureDatabase(url);
    const db = createDb(url);
    open.push(db);
    try {
      await checks(db);
    } finally {
      await db.raw('DROP DATABASE IF EXISTS ??', [url.split('/').pop()!]);
    }
  });
});
