/**
 * Issue 12 item 9: Redis stopped mid-session. Authenticated calls and sign-in answer 503 'Service
 * temporarily unavailable, please retry' with Retry-After (never 401, which signs the portal out),
 * and the same token works again once Redis is back. The Redis here is the test's own, not the
 * shared one.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@exportdesk/core';
import { call, eventually, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { freePort, startRedis, stopRedis } from '../../tests/support/redis-server';

let port: number;
let redis: ChildProcess;
let stack: Stack;
beforeAll(async () => {
  port = await freePort();
  redis = await startRedis(port);
  stack = await startStack({ workers: false, env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
});
afterAll(async () => {
  if (redis.exitCode !== null) redis = await startRedis(port);
  await stack?.stop();
  await stopRedis(redis);
});

const profile = (token: string) => call(stack.url, 'GET', '/api/v1/authentication/profile', undefined, token);

describe('Redis stopped mid-session', () => {
  it('answers 503 with Retry-After (never 401) while it is down, and the same token works once it is back', async () => {
    const token = await loginAs(stack.url, 1, 'ABCDE1234F');
    expect((await profile(token)).status).toBe(200);

    await stopRedis(redis);

    const during = await profile(token);
    expect(during.status).toBe(503);
    expect(during.body).toMatchObject({ success: false, message: MSG.serviceUnavailable, data: null });
    expect(Number(during.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(during.body.requestId).toBe(during.headers.get('x-request-id'));

    const signIn = await call(stack.url, 'POST', '/api/v1/authentication/login', {
      userType: 10,
      userName: 'admin',
      password: 'Demo@12345',
    });
    expect(signIn.status).toBe(503);
    expect(signIn.body.message).toBe(MSG.serviceUnavailable);
    expect(Number(signIn.headers.get('retry-after'))).toBeGreaterThan(0);

    redis = await startRedis(port);
    const after = await eventually(
      async () => {
        const r = await profile(token);
        return r.status === 200 ? r : null;
      },
      15_000,
      200,
    );
    expect(after.body.data.userName).toBe('ABCDE1234F');
    expect(
      (
        await call(stack.url, 'POST', '/api/v1/authentication/login', {
          userType: 10,
          userName: 'admin',
          password: 'Demo@12345',
        })
      ).status,
    ).toBe(200);
  });
});
