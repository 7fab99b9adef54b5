/** Sign-in for every userType, first login, reset through the mail outbox, lockout, expiry, logout. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Jwt from '@hapi/jwt';
import { io as ioClient } from 'socket.io-client';
import { MSG } from '@exportdesk/core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@exportdesk/api';
import { hashPassword } from '../src/lib/password';
import { call, eventually, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { LOGIN_SLOW_STEP_MS: '10', LOGIN_LOCK_AFTER: '6' } });
});
afterAll(async () => stack?.stop());

const login = (body: unknown) => call(stack.url, 'POST', '/api/v1/authentication/login', body);

describe('POST /api/v1/authentication/login', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.role, a] as const))(
    'signs in the demo %s with the spec claims',
    async (_role, a) => {
      const r = await login({ userType: a.userType, userName: a.username, password: DEMO_PASSWORD });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        success: true,
        isActive: true,
        isFirstLogin: false,
        redirectToken: null,
      });
      const claims = Jwt.token.decode(r.body.token).decoded.payload;
      // 000 §3 "Decoded login token: userType, userId, name, roles, seriesCode, fpo, url, isWebUrl."
      for (const k of ['userType', 'userId', 'name', 'roles', 'seriesCode', 'fpo', 'url', 'isWebUrl', 'exp'])
        expect(claims).toHaveProperty(k);
      expect(claims.userType).toBe(a.userType);
      expect(claims.roles).toEqual(a.roles ?? []);
      expect(r.body.userDetails.userId).toBe(claims.userId);
    },
  );

  it('lets the User tab (userType 1) sign in an exporter sub-user (3) and the Service Provider tab sign in a CHA (4)', async () => {
    expect(
      (await login({ userType: 1, userName: 'exporter.user', password: DEMO_PASSWORD })).body.userDetails
        .userType,
    ).toBe(3);
    expect(
      (await login({ userType: 2, userName: 'cha4', password: DEMO_PASSWORD })).body.userDetails.userType,
    ).toBe(4);
    // ...but not across groups: a CHA is not an exporter.
    expect((await login({ userType: 1, userName: 'cha4', password: DEMO_PASSWORD })).status).toBe(401);
  });

  it('answers the spec messages for short or missing credentials', async () => {
    // 000 §5: "password (or OTP) at least 5 characters, else ... (exporter login variant: 'Please provide IEC with Password')"
    expect((await login({ userType: 1, userName: 'ABCDE1234F', password: '1234' })).body.message).toBe(
      MSG.provideIecPassword,
    );
    expect((await login({ userType: 5, userName: 'fpo.delhi', password: '1234' })).body.message).toBe(
      MSG.provideUsernamePassword,
    );
    expect((await login({ userType: 10, password: 'Demo@12345' })).body.message).toBe(
      MSG.provideUsernamePassword,
    );
    const unknown = await login({ userType: 42, userName: 'x', password: 'Demo@12345' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ success: false, message: MSG.unknownUserType, data: null });
    expect((await call(stack.url, 'POST', '/api/v1/authentication/login', '{not json')).status).toBe(400);
  });

  it('accepts an otp in place of the password', async () => {
    expect((await login({ userType: 6, userName: 'cbic', otp: DEMO_PASSWORD })).body.success).toBe(true);
  });

  it("refuses an inactive account with 'Your account is not activated.'", async () => {
    await stack.db('users').insert({
      user_type: 1,
      username: 'INACT12345',
      username_key: 'inact12345',
      ie_code: 'INACT12345',
      name: 'Inactive Exports',
      email: 'i@x.in',
      password_hash: await hashPassword(DEMO_PASSWORD),
      is_active: false,
      roles: '[]',
      created_at: Date.now(),
      updated_at: Date.now(),
    });
    const r = await login({ userType: 1, userName: 'INACT12345', password: DEMO_PASSWORD });
    expect(r.body).toMatchObject({
      success: false,
      isActive: false,
      message: 'Your account is not activated.',
    });
    expect(r.body.token).toBeUndefined();
  });

  it('refuses an oversized body with 413 and changes nothing', async () => {
    const r = await login({ userType: 1, userName: 'ABCDE1234F', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(r.status).toBe(413);
    expect(r.body.success).toBe(false);
  });
});

describe('customs first login (002 §2.1)', () => {
  it('asks for a new password, then signs in with it', async () => {
    await stack.db('users').insert({
      user_type: 5,
      username: 'fpo.new',
      username_key: 'fpo.new',
      name: 'New FPO Officer',
      email: 'n@x.in',
      series_code: 'BOM',
      fpo: 'INBOM5',
      password_hash: await hashPassword('Temp12345'),
      is_active: true,
      is_first_login: true,
      roles: '["isFpoAgent"]',
      created_at: Date.now(),
      updated_at: Date.now(),
    });
    const first = await login({ userType: 5, userName: 'fpo.new', password: 'Temp12345' });
    expect(first.body).toMatchObject({ success: true, isFirstLogin: true });
    expect(first.body.token).toBeUndefined();

    const set = (b: object) =>
      call(stack.url, 'POST', '/api/v1/authentication/verifyAndSetPassword', {
        userType: 5,
        userName: 'fpo.new',
        otp: 'Temp12345',
        ...b,
      });
    expect((await set({ newPassword: 'short', confirmPassword: 'short' })).body.message).toBe(
      'Password must be of min 8 charecters.',
    );
    expect((await set({ newPassword: 'Longer1234', confirmPassword: 'Longer9999' })).body.message).toBe(
      'New Password & Confirm Password are not same.',
    );
    expect((await set({ newPassword: 'has space 1', confirmPassword: 'has space 1' })).body.message).toBe(
      MSG.passwordNoSpaces,
    );
    const ok = await set({ newPassword: 'Officer#2026', confirmPassword: 'Officer#2026' });
    expect(ok.body.success).toBe(true);
    expect(Jwt.token.decode(ok.body.token).decoded.payload).toMatchObject({
      userType: 5,
      seriesCode: 'BOM',
      fpo: 'INBOM5',
    });

    expect((await login({ userType: 5, userName: 'fpo.new', password: 'Temp12345' })).status).toBe(401);
    expect((await login({ userType: 5, userName: 'fpo.new', password: 'Officer#2026' })).body).toMatchObject({
      success: true,
      isFirstLogin: false,
    });
  });
});

describe('password reset through the mail outbox', () => {
  it('sends a single-use link that sets a new password and revokes old sessions', async () => {
    const oldToken = await loginAs(stack.url, 10, 'admin');
    const r = await call(stack.url, 'POST', '/api/v1/authentication/resetpassword', {
      userType: 10,
      userName: 'admin',
    });
    expect(r.body).toMatchObject({ success: true, message: MSG.resetLinkSent });
    // Unknown users get the same answer (no account discovery) and no mail.
    const unknown = await call(stack.url, 'POST', '/api/v1/authentication/resetpassword', {
      userType: 10,
      userName: 'nobody',
    });
    expect(unknown.body.message).toBe(MSG.resetLinkSent);
    expect(
      (await call(stack.url, 'POST', '/api/v1/authentication/resetpassword', { userType: 10, userName: '' }))
        .body.message,
    ).toBe(MSG.invalidUsername);

    const mail: any = await eventually(() =>
      stack
        .db('mail_outbox')
        .where({ to_address: 'admin@demo.exportdesk.local', kind: 'password-reset' })
        .first(),
    );
    expect(mail.status).toBe('recorded');
    const str = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail.body_text)![1];

    expect(
      (await call(stack.url, 'POST', '/api/v1/authentication/checkEncrptedString', { str })).body,
    ).toMatchObject({ success: true, data: { valid: true } });
    expect(
      (
        await call(stack.url, 'POST', '/api/v1/authentication/setNewpassword', {
          str,
          password: 'short',
          confirmPassword: 'short',
        })
      ).body.message,
    ).toBe('Password must be of min 8 charecters.');
    const set = await call(stack.url, 'POST', '/api/v1/authentication/setNewpassword', {
      str,
      password: 'NewAdmin#2026',
      confirmPassword: 'NewAdmin#2026',
    });
    expect(set.body.success).toBe(true);
    // Single use.
    const again = await call(stack.url, 'POST', '/api/v1/authentication/setNewpassword', {
      str,
      password: 'Another#2026',
      confirmPassword: 'Another#2026',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MSG.resetLinkInvalid);
    expect(
      (await call(stack.url, 'POST', '/api/v1/authentication/checkEncrptedString', { str })).body.data.valid,
    ).toBe(false);

    expect((await call(stack.url, 'GET', '/api/v1/authentication/profile', undefined, oldToken)).status).toBe(
      401,
    );
    expect((await login({ userType: 10, userName: 'admin', password: 'NewAdmin#2026' })).body.success).toBe(
      true,
    );
  });

  it('refuses an expired link', async () => {
    const { createHash } = await import('node:crypto');
    const user = await stack.db('users').where({ username_key: 'cbic' }).first('id');
    await stack.db('password_resets').insert({
      user_id: user.id,
      token_hash: createHash('sha256').update('expired-token').digest('hex'),
      expires_at: Date.now() - 1000,
      created_at: Date.now() - 3600_000,
    });
    const r = await call(stack.url, 'POST', '/api/v1/authentication/setNewpassword', {
      str: 'expired-token',
      password: 'Whatever#123',
    });
    expect(r.body).toMatchObject({ success: false, message: MSG.resetLinkInvalid });
  });
});

describe('lockout', () => {
  it('slows and then refuses repeated failures for one account with 429, without touching others', async () => {
    const bad = () => login({ userType: 12, userName: 'agent12', password: 'wrong-password' });
    for (let i = 0; i < 6; i++) expect((await bad()).status).toBe(401);
    const locked = await bad();
    expect(locked.status).toBe(429);
    expect(locked.body.message).toContain(MSG.tooManyAttempts);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password is refused while locked.
    expect((await login({ userType: 12, userName: 'agent12', password: DEMO_PASSWORD })).status).toBe(429);
    expect((await login({ userType: 11, userName: 'cha11', password: DEMO_PASSWORD })).status).toBe(200);
  });
});

describe('tokens', () => {
  it('revokes the token on logout and tells the other tabs over the socket', async () => {
    const token = await loginAs(stack.url, 4, 'cha4');
    const socket = ioClient(stack.url, { auth: { token }, transports: ['websocket'] });
    await new Promise<void>((res, rej) => {
      socket.on('connect', () => res());
      socket.on('connect_error', rej);
    });
    const gotLogout = new Promise((res) => socket.on('logout', res));
    expect(
      (await call(stack.url, 'GET', '/api/v1/authentication/profile', undefined, token)).body.data.userName,
    ).toBe('cha4');
    expect(
      (await call(stack.url, 'GET', '/api/v1/authentication/logout', undefined, token)).body.success,
    ).toBe(true);
    await expect(gotLogout).resolves.toMatchObject({ success: true });
    socket.close();
    const after = await call(stack.url, 'GET', '/api/v1/authentication/profile', undefined, token);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(MSG.sessionExpired);
  });

  it('refuses a socket without a valid token', async () => {
    const socket = ioClient(stack.url, {
      auth: { token: 'forged' },
      transports: ['websocket'],
      reconnection: false,
    });
    await expect(
      new Promise((res, rej) => {
        socket.on('connect', () => res(true));
        socket.on('connect_error', (e) => rej(e));
      }),
    ).rejects.toThrow(/unauthorized/);
    socket.close();
  });

  it('refuses malformed, tampered and expired tokens', async () => {
    const token = await loginAs(stack.url, 1, 'ABCDE1234F');
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, userType: 10, roles: ['isAdmin'] })).toString('base64url')}.${s}`;
    for (const bad of ['not-a-jwt', tampered])
      expect((await call(stack.url, 'GET', '/api/v1/authentication/profile', undefined, bad)).status).toBe(
        401,
      );
    const expired = Jwt.token.generate(
      { ...payload, iat: 1000, exp: 2000 },
      { key: stack.config.jwtSecret, algorithm: 'HS256' },
      { iat: false },
    );
    const r = await call(stack.url, 'GET', '/api/v1/authentication/profile', undefined, expired);
    expect(r.status).toBe(401);
    expect(r.body.message).toBe(MSG.sessionExpired);
  });

  it('exchanges a token for the user token data (000 §3)', async () => {
    const token = await loginAs(stack.url, 1, 'ABCDE1234F');
    const r = await call(stack.url, 'GET', '/api/v1/authentication/userToken', undefined, token);
    expect(r.body.userToken).toEqual({
      isExporter: true,
      isActive: true,
      isDomestic: false,
      isDomesticActive: false,
      gstin: null,
      userType: 1,
    });
  });

  it('changes the password, revoking old tokens but returning a working new one', async () => {
    const token = await loginAs(stack.url, 3, 'exporter.user');
    const body = { oldPassword: DEMO_PASSWORD, newPassword: 'Staff#20261', confirmPassword: 'Staff#20261' };
    expect(
      (
        await call(
          stack.url,
          'POST',
          '/api/v1/authentication/changePassword',
          { ...body, oldPassword: 'wrong' },
          token,
        )
      ).body.message,
    ).toBe(MSG.wrongOldPassword);
    const r = await call(stack.url, 'POST', '/api/v1/authentication/changePassword', body, token);
    expect(r.body.success).toBe(true);
    expect((await call(stack.url, 'GET', '/api/v1/authentication/profile', undefined, token)).status).toBe(
      401,
    );
    expect(
      (await call(stack.url, 'GET', '/api/v1/authentication/profile', undefined, r.body.token)).status,
    ).toBe(200);
  });
});

describe('registration', () => {
  it('registers an exporter once, checking username and IEC', async () => {
    const reg = {
      userType: 1,
      userName: 'newexporter',
      ieCode: 'NEWEX1234P',
      name: 'New Exports LLP',
      email: 'new@exports.in',
      mobile: '9812345678',
      password: 'Exports#2026',
    };
    expect(
      (await call(stack.url, 'GET', '/api/v1/authentication/checkUsername/newexporter')).body.available,
    ).toBe(true);
    expect(
      (await call(stack.url, 'GET', '/api/v1/authentication/checkIeCode/ABCDE1234F')).body.available,
    ).toBe(false);
    expect(
      (await call(stack.url, 'POST', '/api/v1/authentication/register', { ...reg, ieCode: 'BAD' })).body
        .message,
    ).toBe(MSG.invalidIec);
    const r = await call(stack.url, 'POST', '/api/v1/authentication/register', reg);
    expect(r.status).toBe(201);
    expect((await call(stack.url, 'POST', '/api/v1/authentication/register', reg)).status).toBe(409);
    expect(
      (
        await call(stack.url, 'POST', '/api/v1/authentication/register', {
          ...reg,
          userName: 'other',
          ieCode: 'ABCDE1234F',
        })
      ).body.message,
    ).toBe(MSG.iecTaken);
    expect(
      (await login({ userType: 1, userName: 'newexporter', password: 'Exports#2026' })).body.success,
    ).toBe(true);
    const sub = await stack.db('subscriptions').where({ user_id: r.body.data.userId }).first();
    expect(sub.plan_type).toBe('trial');
  });
});

describe('organizations (the spec second login)', () => {
  it('lets an admin manage organizations and refuses others with 403', async () => {
    const admin = await login({ userType: 10, userName: 'superadmin', password: DEMO_PASSWORD });
    expect(admin.body.d2Auth).toBe(admin.body.token);
    const t = admin.body.token;
    const add = await call(
      stack.url,
      'POST',
      '/api/v1/organization/add',
      { name: 'Kolkata Ops', code: 'kol-ops', permissions: ['isAdmin'] },
      t,
    );
    expect(add.status).toBe(201);
    expect(add.body.data.code).toBe('KOL-OPS');
    expect(
      (await call(stack.url, 'POST', '/api/v1/organization/add', { name: 'Dup', code: 'KOL-OPS' }, t)).status,
    ).toBe(409);
    expect(
      (
        await call(
          stack.url,
          'POST',
          '/api/v1/organization/add',
          { name: 'Bad perms', code: 'BAD', permissions: ['root'] },
          t,
        )
      ).status,
    ).toBe(400);
    const upd = await call(
      stack.url,
      'POST',
      '/api/v1/organization/update',
      { id: add.body.data.id, isActive: false },
      t,
    );
    expect(upd.body.data.isActive).toBe(false);
    expect(
      (await call(stack.url, 'GET', '/api/v1/organization/list', undefined, t)).body.data.map(
        (o: any) => o.code,
      ),
    ).toContain('KOL-OPS');
    expect(
      (await call(stack.url, 'GET', '/api/v1/organization/getPermissionList', undefined, t)).body.data,
    ).toContain('dgft');
    const exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
    expect((await call(stack.url, 'GET', '/api/v1/organization/list', undefined, exporter)).status).toBe(403);
  });
});

describe('health', () => {
  it('reports database and Redis', async () => {
    const r = await call(stack.url, 'GET', '/api/v1/health');
    expect(r.body).toMatchObject({ success: true, data: { database: 'up', redis: 'up' } });
  });
});
