/**
 * Issue 23 (demo defaults are safe defaults): a production site's database gets the reference
 * data but not the demo accounts with the README's published password; its first super admin
 * comes from ADMIN_USERNAME/ADMIN_PASSWORD, once, and must choose a new password at first sign-in.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, prepareDatabase } from '@exportdesk/api';

const dir = mkdtempSync(path.join(tmpdir(), 'exportdesk-prodseed-'));
const url = `sqlite:${path.join(dir, 'prod.sqlite')}`;
const db = createDb(url);
afterAll(() => db.destroy());

describe('seeds of a production site', () => {
  it('has no demo account, the reference data, and the first admin made once', async () => {
    const firstAdmin = { username: 'siteroot', email: 'ops@example.in', password: 'a-long-password-1' };
    await prepareDatabase(url, { demoData: false, firstAdmin, portalRemotes: [] });
    await prepareDatabase(url, {
      demoData: false,
      firstAdmin: { ...firstAdmin, password: 'changed-later-2' },
      portalRemotes: [],
    });
    const users = await db('users').select('username', 'roles', 'is_first_login', 'password_hash');
    expect(users.map((u: { username: string }) => u.username)).toEqual(['siteroot']);
    expect(JSON.parse(users[0].roles)).toContain('isSuperAdmin');
    expect(Boolean(users[0].is_first_login)).toBe(true);
    expect(Number((await db('hs_codes').count({ n: '*' }))[0].n)).toBeGreaterThan(0);
    expect(Number((await db('dockets').count({ n: '*' }))[0].n)).toBe(0);
  });
});
