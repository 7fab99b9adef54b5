/** Issue 12 item 3: parallel wrong passwords cannot get past the lock (attempts counted before the check). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@exportdesk/core';
import { DEMO_PASSWORD } from '@exportdesk/api';
import { call, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
beforeAll(async () => {
  // The default lock (LOGIN_LOCK_AFTER 10); a short slow-down step keeps the test quick.
  stack = await startStack({ workers: false, env: { LOGIN_SLOW_STEP_MS: '5' } });
});
afterAll(async () => stack?.stop());

const login = (userType: number, userName: string, password: string) =>
  call(stack.url, 'POST', '/api/v1/authentication/login', { userType, userName, password });

describe('login throttling under parallel attempts', () => {
  it('checks at most 10 of 60 wrong passwords sent at once; the rest and then the right password get 429', async () => {
    expect(stack.config.login.lockAfter).toBe(10);
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => login(2, 'customagent', 'wrong-password')),
    );
    const wrong = answers.filter((r) => r.status === 401);
    const locked = answers.filter((r) => r.status === 429);
    expect(wrong.length).toBeLessThanOrEqual(10);
    expect(wrong.length + locked.length).toBe(60);
    for (const r of locked) {
      expect(r.body.message).toContain(MSG.tooManyAttempts);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const right = await login(2, 'customagent', DEMO_PASSWORD);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts one account once whichever login tab is used', async () => {
    // exporter.user (userType 3) signs in on its own tab and on the exporter tab (1).
    for (let i = 0; i < 5; i++) expect((await login(3, 'exporter.user', 'wrong-password')).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await login(1, 'exporter.user', 'wrong-password')).status).toBe(401);
    expect((await login(3, 'exporter.user', DEMO_PASSWORD)).status).toBe(429);
  });

  it('clears the account count on success and does not charge the address for successful sign-ins', async () => {
    for (let i = 0; i < 9; i++) expect((await login(12, 'agent12', 'wrong-password')).status).toBe(401);
    expect((await login(12, 'agent12', DEMO_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(12, 'agent12', 'wrong-password')).status).toBe(401);
    expect((await login(12, 'agent12', DEMO_PASSWORD)).status).toBe(200);
  });
});
