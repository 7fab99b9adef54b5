/**
 * Issue 14 leftovers on MySQL (or SQLite) + Redis: an exporter admin manages only its own
 * sub-users; a super admin's read-only "View as" token reads, is refused on writes, is audited,
 * and only a super admin may take one.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/password';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
let exporter: string;
let other: string;
let superadmin: string;

beforeAll(async () => {
  stack = await startStack();
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  superadmin = await loginAs(stack.url, 10, 'superadmin');
  const t = Date.now();
  await stack.db('users').insert({
    user_type: 1,
    username: 'ZZZZZ9999Z',
    username_key: 'zzzzz9999z',
    ie_code: 'ZZZZZ9999Z',
    name: 'Other Exporter',
    email: 'other@example.com',
    mobile: '9876543210',
    password_hash: await hashPassword('Demo@12345'),
    is_active: true,
    is_first_login: false,
    is_exporter: true,
    roles: '[]',
    created_at: t,
    updated_at: t,
    password_changed_at: t,
  });
  other = await loginAs(stack.url, 1, 'ZZZZZ9999Z');
});
afterAll(async () => {
  await stack?.stop();
});

const subUser = (userName: string) => ({
  userName,
  name: 'Packing Desk',
  email: `${userName}@example.com`,
  mobile: '9876501234',
  password: 'Strong@Pass123',
});

it('an exporter admin adds a sub-user, lists only its own, cannot touch another exporter’s', async () => {
  const made = await call(stack.url, 'POST', '/api/v1/users/subuser', subUser('packing.desk'), exporter);
  expect(made.status).toBe(201);
  expect(made.body.data).toMatchObject({ userType: 3, ieCode: 'ABCDE1234F', isActive: true });

  const mine = await call(stack.url, 'GET', '/api/v1/users?page=1', undefined, exporter);
  expect(mine.status).toBe(200);
  const names = mine.body.data.users.map((u: any) => u.userName);
  expect(names).toEqual(expect.arrayContaining(['packing.desk', 'exporter.user']));
  expect(mine.body.data.users.every((u: any) => u.ieCode === 'ABCDE1234F' && u.userType === 3)).toBe(true);

  const theirs = await call(stack.url, 'GET', '/api/v1/users?page=1', undefined, other);
  expect(theirs.body.data.users).toEqual([]);
  const touch = await call(
    stack.url,
    'POST',
    `/api/v1/users/${made.body.data.userId}/active`,
    { isActive: false },
    other,
  );
  expect(touch.status).toBe(403);
  expect(
    (await stack.db('users').where({ id: made.body.data.userId }).first('is_active')).is_active,
  ).toBeTruthy();

  const off = await call(
    stack.url,
    'POST',
    `/api/v1/users/${made.body.data.userId}/active`,
    { isActive: false },
    exporter,
  );
  expect(off.status).toBe(200);
  expect(off.body.data.isActive).toBe(false);
});

it('a super admin views as a user read-only: GET works, POST refused, audit row written', async () => {
  const target = await stack.db('users').where({ username_key: 'abcde1234f' }).first('id');
  const admin = await stack.db('users').where({ username_key: 'superadmin' }).first('id');
  const r = await call(stack.url, 'POST', `/api/v1/users/${target.id}/impersonate`, {}, superadmin);
  expect(r.status).toBe(200);
  const token = r.body.data.token as string;
  expect(r.body.data.expiresAt).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 5000);

  const read = await call(stack.url, 'GET', '/api/v1/authentication/userToken', undefined, token);
  expect(read.status).toBe(200);
  expect(read.body.data.userType ?? read.body.data.userToken?.userType).toBe(1);

  const write = await call(stack.url, 'POST', '/api/v1/users/subuser', subUser('sneaky.one'), token);
  expect(write.status).toBe(403);
  expect(write.body.message).toBe('Read-only support session.');
  expect(await stack.db('users').where({ username_key: 'sneaky.one' }).first('id')).toBeUndefined();

  const audit = await stack.db('impersonation_audit').where({ user_id: target.id });
  expect(audit).toHaveLength(1);
  expect(Number(audit[0].admin_user_id)).toBe(admin.id);
  expect(Number(audit[0].started_at)).toBeGreaterThan(Date.now() - 60_000);
});

it('only a super admin may take a read-only session', async () => {
  const target = await stack.db('users').where({ username_key: 'zzzzz9999z' }).first('id');
  const r = await call(stack.url, 'POST', `/api/v1/users/${target.id}/impersonate`, {}, exporter);
  expect(r.status).toBe(403);
  expect(await stack.db('impersonation_audit').where({ user_id: target.id })).toHaveLength(0);
});
