/**
 * Issue 14, /register/{userId}: with REGISTER_REQUIRES_OTP=1 an account registered without
 * OTP-proved contacts starts inactive; login sends it to /register/{userId} (userDetails), where an
 * OTP on its own mobile and e-mail switches it on. An account an admin deactivated never does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MSG, MSG } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ workers: false, env: { REGISTER_REQUIRES_OTP: '1' } });
});
afterAll(async () => stack?.stop());

const A = '/api/v1/authentication';
const post = (p: string, body: unknown) => call(stack.url, 'POST', `${A}/${p}`, body);
const login = (userName: string) => post('login', { userType: 2, userName, password: 'Agent#2026pass' });

describe('an account waiting for its OTP confirmation', () => {
  it('is refused with userDetails, then confirmed by the OTP sent to its mobile', async () => {
    const form = {
      userType: 2,
      userName: 'waiting.agent',
      name: 'Waiting Agents',
      email: 'waiting@example.in',
      mobile: '9000000020',
      password: 'Agent#2026pass',
    };
    expect((await post('register', form)).status).toBe(201);
    const refused = await login('waiting.agent');
    expect(refused.body).toMatchObject({ success: false, isActive: false, message: MSG.accountNotActivated });
    const userId = refused.body.userDetails.userId;
    expect(userId).toBeGreaterThan(0);

    expect((await post('sendActivationOtp', { userId })).status).toBe(200);
    // the sandbox OTP inbox answers the super admin only (issue 23)
    const superAdmin = await loginAs(stack.url, 10, 'superadmin');
    const otp = (
      await call(stack.url, 'GET', `${A}/sandbox/otp?channel=mobile&target=9000000020`, undefined, superAdmin)
    ).body.data.otp;
    expect(
      (await post('activateAccount', { userId, otp: otp === '000000' ? '111111' : '000000' })).body.message,
    ).toBe(ACCOUNT_MSG.otpInvalid);
    expect((await post('activateAccount', { userId, otp })).body).toMatchObject({
      success: true,
      message: ACCOUNT_MSG.accountActivated,
    });
    expect((await login('waiting.agent')).body).toMatchObject({ success: true, isActive: true });
  });

  it('an account an admin deactivated gets no userDetails and no OTP', async () => {
    await stack.db('users').where({ username_key: 'waiting.agent' }).update({ is_active: false });
    const refused = await login('waiting.agent');
    expect(refused.body).toMatchObject({ isActive: false, userDetails: null });
    const id = (await stack.db('users').where({ username_key: 'waiting.agent' }).first('id')).id;
    await post('sendActivationOtp', { userId: id });
    const rows = await stack.db('otps').where({ purpose: 'activate', target: `user:${id}` });
    expect(rows).toHaveLength(1); // only the first, from the test above
  });
});
