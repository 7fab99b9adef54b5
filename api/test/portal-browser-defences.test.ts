/**
 * Browser defences on the API (issue 12 item 10): security headers on every answer (files too),
 * and the live socket accepts browser pages only from the portal's configured origins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
const PORTAL = 'http://portal.test:8080';

beforeAll(async () => {
  stack = await startStack({
    workers: false,
    env: { PORTAL_URL: PORTAL, PORTAL_REMOTE_ORIGINS: 'http://sections.test:8081' },
  });
});
afterAll(async () => {
  await stack?.stop();
});

function expectDefences(h: Headers) {
  expect(h.get('x-content-type-options')).toBe('nosniff');
  expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(h.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  expect(h.get('content-security-policy')).toMatch(/script-src 'self'/);
}

describe('API security headers', () => {
  it('on JSON, on errors and on the files it serves', async () => {
    expectDefences((await fetch(`${stack.url}/api/v1/portal/remotes`)).headers);
    expectDefences((await fetch(`${stack.url}/api/v1/no-such-route`)).headers);
    const token = await loginAs(stack.url, 1, 'ABCDE1234F');
    const sample = await fetch(`${stack.url}/api/v1/bulkupload/sample`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(sample.status).toBe(200);
    expect(sample.headers.get('content-disposition')).toMatch(/attachment/);
    expectDefences(sample.headers);
  });
});

describe('socket.io origins', () => {
  const handshake = (origin?: string) =>
    fetch(`${stack.url}/socket.io/?EIO=4&transport=polling`, { headers: origin ? { origin } : {} });

  it('opens for the portal and the section origins, not for any other page', async () => {
    for (const origin of [PORTAL, 'http://sections.test:8081']) {
      const ok = await handshake(origin);
      expect(ok.status, origin).toBe(200);
      expect(ok.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const evil = await handshake('https://evil.example');
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
  });

  it('a script without an Origin (CLI, server) still reaches the JWT check', async () => {
    expect((await handshake()).status).toBe(200);
  });
});
