/**
 * Issue 12 item 8 (registrations): parallel forms with one IEC or one username make one account
 * and 409s with the user's message, never a second account or a 500 (unique indexes, migration 070).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@exportdesk/core';
import { createDb, ensureDatabase, migrate } from '@exportdesk/api';
import { migrationSource } from '../src/db/migrations';
import { call, MYSQL_URL, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ workers: false });
});
afterAll(async () => stack?.stop());

const N = 8;
const form = (i: number, over: Record<string, unknown>) => ({
  userType: 1,
  userName: `racer${i}`,
  ieCode: 'RACEX1234A',
  name: 'Race Exports',
  email: `racer${i}@example.in`,
  mobile: '9876543210',
  password: 'Race#2026pass',
  ...over,
});
const register = (body: unknown) => call(stack.url, 'POST', '/api/v1/authentication/register', body);

describe('registrations racing', () => {
  it(`makes one exporter of ${N} parallel registrations with one IEC; the rest get 409 'IEC already registered'`, async () => {
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) => register(form(i, { ieCode: 'RACEX1234A' }))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array(N - 1).fill(409)]);
    for (const r of answers.filter((a) => a.status === 409))
      expect(r.body).toMatchObject({ success: false, message: MSG.iecTaken });
    expect(
      await stack.db('users').where({ ie_code: 'RACEX1234A', user_type: 1 }).count({ n: '*' }).first(),
    ).toMatchObject({ n: 1 });
  });

  it(`makes one account of ${N} parallel registrations with one username (any letter case); the rest get 409`, async () => {
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        register(form(i, { userType: 2, ieCode: undefined, userName: i % 2 ? 'SameName' : 'samename' })),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array(N - 1).fill(409)]);
    for (const r of answers.filter((a) => a.status === 409))
      expect(r.body).toMatchObject({ success: false, message: MSG.usernameTaken });
    expect(
      await stack.db('users').where({ username_key: 'samename' }).count({ n: '*' }).first(),
    ).toMatchObject({ n: 1 });
  });

  it("still lets an exporter's staff (userType 3) carry the exporter's IEC", async () => {
    const holder = await stack.db('users').where({ ie_code: 'RACEX1234A', user_type: 1 }).first('id');
    const t = Date.now();
    const staff = {
      user_type: 3,
      ie_code: 'RACEX1234A',
      name: 'Race Staff',
      password_hash: 'x',
      roles: '[]',
      created_at: t,
      updated_at: t,
      parent_user_id: holder.id,
    };
    await stack.db('users').insert({ ...staff, username: 'race.staff1', username_key: 'race.staff1' });
    await stack.db('users').insert({ ...staff, username: 'race.staff2', username_key: 'race.staff2' });
    // ...while a second exporter with that IEC (in any letter case) is refused by the database itself.
    await expect(
      stack.db('users').insert({
        ...staff,
        user_type: 1,
        ie_code: 'racex1234a',
        parent_user_id: null,
        username: 'race.copy',
        username_key: 'race.copy',
      }),
    ).rejects.toThrow();
  });
});

describe('migration 070 on a database that already holds duplicate exporters', () => {
  it('keeps the oldest as the IEC holder, marks the later one, and builds the index', async () => {
    const sqlite = process.env.TEST_DATABASE === 'sqlite';
    const name = `exportdesk_t_m070_${randomBytes(3).toString('hex')}`;
    const url = sqlite
      ? `sqlite:${path.join(mkdtempSync(path.join(tmpdir(), 'exportdesk-m070-')), 'm.sqlite')}`
      : `${MYSQL_URL}/${name}`;
    await ensureDatabase(url);
    const db = createDb(url);
    try {
      const before = (await migrationSource.getMigrations([])).filter((m) => m < '070');
      for (const m of before) await db.migrate.up({ migrationSource, tableName: 'knex_migrations', name: m });
      const t = Date.now();
      const row = (username: string, userType: number, ieCode: string) => ({
        user_type: userType,
        username,
        username_key: username,
        ie_code: ieCode,
        name: username,
        password_hash: 'x',
        roles: '[]',
        created_at: t,
        updated_at: t,
      });
      await db('users').insert(row('first', 1, 'DUPEX1234A'));
      await db('users').insert(row('second', 1, 'dupex1234a'));
      await db('users').insert(row('staff', 3, 'DUPEX1234A'));
      await migrate(db);
      const users = await db('users')
        .whereIn('username', ['first', 'second', 'staff'])
        .orderBy('id')
        .select('username', 'iec_duplicate_of', 'id');
      expect(
        users.map((u: any) => [u.username, u.iec_duplicate_of === null ? null : Number(u.iec_duplicate_of)]),
      ).toEqual([
        ['first', null],
        ['second', Number(users[0].id)],
        ['staff', null],
      ]);
      await expect(db('users').insert(row('third', 1, 'DUPEX1234A'))).rejects.toThrow();
    } finally {
      if (!sqlite) await db.raw(`DROP DATABASE IF EXISTS \`${name}\``);
      await db.destroy();
    }
  });
});
