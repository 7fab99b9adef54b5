/** The live socket's origin list (issue 12 item 10): the portal's own origin, in both loopback spellings. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

const env = (extra: Record<string, string>) => ({
  JWT_SECRET: 'x',
  DATA_DIR: '/tmp/exportdesk-config-test',
  ...extra,
});

describe('socket origins', () => {
  it('accept the portal at localhost and at 127.0.0.1, and nothing else by default', () => {
    const c = loadConfig(env({ PORTAL_URL: 'http://localhost:8080' }));
    expect(c.socketOrigins).toEqual(
      expect.arrayContaining(['http://localhost:8080', 'http://127.0.0.1:8080']),
    );
    expect(c.socketOrigins.every((o) => /^http:\/\/(localhost|127\.0\.0\.1):\d+$/.test(o))).toBe(true);
  });

  it('keep a public origin as it is', () => {
    const c = loadConfig(
      env({ PORTAL_URL: 'https://portal.exportdesk.in', PORTAL_REMOTE_ORIGINS: 'https://cdn.exportdesk.in' }),
    );
    expect(c.socketOrigins).toEqual(['https://portal.exportdesk.in', 'https://cdn.exportdesk.in']);
  });
});
