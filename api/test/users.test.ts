/** Sub-users of an exporter, the super admin's user list and activation, CHA ↔ exporter links. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
let exporter: string;
let superadmin: string;
beforeAll(async () => {
  stack = await startStack({ workers: false });
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  superadmin = await loginAs(stack.url, 10, 'superadmin');
});
afterAll(async () => stack?.stop());

describe('sub-users', () => {
  it('an exporter admin adds a sub-user who signs in on the User tab under the same IEC', async () => {
    const body = {
      userName: 'packer.one',
      name: 'Packing Desk',
      email: 'packing@demo.in',
      mobile: '9811112222',
      password: 'Packing#2026',
    };
    const r = await call(stack.url, 'POST', '/api/v1/users/subuser', body, exporter);
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ userType: 3, ieCode: 'ABCDE1234F' });
    expect((await call(stack.url, 'POST', '/api/v1/users/subuser', body, exporter)).status).toBe(409);
    const login = await call(stack.url, 'POST', '/api/v1/authentication/login', {
      userType: 1,
      userName: 'packer.one',
      password: 'Packing#2026',
    });
    expect(login.body.userDetails.userType).toBe(3);
    // Only exporter admins add sub-users.
    const cha = await loginAs(stack.url, 4, 'cha4');
    expect(
      (await call(stack.url, 'POST', '/api/v1/users/subuser', { ...body, userName: 'x.y.z' }, cha)).status,
    ).toBe(403);
    // Bad input changes nothing.
    const bad = await call(
      stack.url,
      'POST',
      '/api/v1/users/subuser',
      { ...body, userName: 'packer.two', password: 'short' },
      exporter,
    );
    expect(bad.body.message).toBe('Password must be of min 8 charecters.');
    expect(await stack.db('users').where({ username_key: 'packer.two' }).first()).toBeUndefined();
  });

  it('the exporter admin lists only their own sub-users; the super admin lists everyone, paged', async () => {
    const mine = await call(stack.url, 'GET', '/api/v1/users', undefined, exporter);
    expect(mine.body.data.users.map((u: any) => u.userName).sort()).toEqual(['exporter.user', 'packer.one']);
    const all = await call(stack.url, 'GET', '/api/v1/users?page=1', undefined, superadmin);
    expect(all.body.data.pager).toMatchObject({ currentPage: 1, pageSize: 20 });
    expect(all.body.data.users.length).toBeGreaterThanOrEqual(13);
    expect(all.body.message).toMatch(/^Total \d+ Record\(s\) Found$/);
    const found = await call(stack.url, 'GET', '/api/v1/users?search=handicraft', undefined, superadmin);
    expect(found.body.data.users.map((u: any) => u.userName)).toEqual(['ABCDE1234F']);
    const cbic = await loginAs(stack.url, 6, 'cbic');
    expect((await call(stack.url, 'GET', '/api/v1/users', undefined, cbic)).status).toBe(403);
  });

  it('deactivating a user signs them out at once and blocks the next login', async () => {
    const staffToken = await loginAs(stack.url, 1, 'packer.one', 'Packing#2026');
    const staff = await stack.db('users').where({ username_key: 'packer.one' }).first('id');
    const off = await call(
      stack.url,
      'POST',
      `/api/v1/users/${staff.id}/active`,
      { isActive: false },
      exporter,
    );
    expect(off.body.data.isActive).toBe(false);
    expect(
      (await call(stack.url, 'GET', '/api/v1/authentication/profile', undefined, staffToken)).status,
    ).toBe(401);
    const again = await call(stack.url, 'POST', '/api/v1/authentication/login', {
      userType: 1,
      userName: 'packer.one',
      password: 'Packing#2026',
    });
    expect(again.body.message).toBe('Your account is not activated.');
    // An exporter admin cannot touch users who are not theirs.
    const cha = await stack.db('users').where({ username_key: 'cha4' }).first('id');
    expect(
      (await call(stack.url, 'POST', `/api/v1/users/${cha.id}/active`, { isActive: false }, exporter)).status,
    ).toBe(403);
  });
});

describe('CHA ↔ exporter links', () => {
  it('the super admin links and unlinks; the CHA sees its exporters', async () => {
    const cha = await stack.db('users').where({ username_key: 'cha11' }).first('id');
    const chaToken = await loginAs(stack.url, 11, 'cha11');
    expect(
      (await call(stack.url, 'GET', '/api/v1/users/my-exporters', undefined, chaToken)).body.data.map(
        (e: any) => e.ieCode,
      ),
    ).toEqual(['ABCDE1234F']);
    const unlink = await call(
      stack.url,
      'DELETE',
      '/api/v1/users/cha-links',
      { chaUserId: cha.id, exporterIeCode: 'ABCDE1234F' },
      superadmin,
    );
    expect(unlink.body.data).toEqual([]);
    const relink = await call(
      stack.url,
      'POST',
      '/api/v1/users/cha-links',
      { chaUserId: cha.id, exporterIeCode: 'abcde1234f' },
      superadmin,
    );
    expect(relink.body.data.map((e: any) => e.ieCode)).toEqual(['ABCDE1234F']);
    const missing = await call(
      stack.url,
      'POST',
      '/api/v1/users/cha-links',
      { chaUserId: cha.id, exporterIeCode: 'ZZZZZ9999Z' },
      superadmin,
    );
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No exporter with IEC ZZZZZ9999Z.'); // our 404 messages are kept...
    expect((await call(stack.url, 'GET', '/api/v1/no-such-route')).body).toEqual({
      success: false,
      message: 'Not found.',
      data: null,
    }); // ...Hapi's reworded
    const exporterRow = await stack.db('users').where({ username_key: 'abcde1234f' }).first('id');
    expect(
      (
        await call(
          stack.url,
          'POST',
          '/api/v1/users/cha-links',
          { chaUserId: exporterRow.id, exporterIeCode: 'ABCDE1234F' },
          superadmin,
        )
      ).body.message,
    ).toBe('This user is not a CHA.');
    expect(
      (
        await call(
          stack.url,
          'POST',
          '/api/v1/users/cha-links',
          { chaUserId: cha.id, exporterIeCode: 'ABCDE1234F' },
          chaToken,
        )
      ).status,
    ).toBe(403);
  });
});
