import { describe, expect, it } from 'vitest';
import { remoteOriginsFrom, remoteUrlAllowed } from '../src';

describe('portal section origins (the registry allowlist, issue 12)', () => {
  it('defaults to the origins npm start serves the sections from, or their PORTAL_REMOTE_<NAME>', () => {
    expect(remoteOriginsFrom({})).toEqual([
      'http://localhost:8081',
      'http://localhost:8082',
      'http://localhost:8083',
    ]);
    expect(
      remoteOriginsFrom({ PORTAL_REMOTE_MFE_DOCS: 'https://cdn.example.in/docs/1.4.0/mf-manifest.json' }),
    ).toContain('https://cdn.example.in');
  });
  it('PORTAL_REMOTE_ORIGINS replaces the defaults; anything not http(s) is dropped', () => {
    expect(
      remoteOriginsFrom({
        PORTAL_REMOTE_ORIGINS: 'https://cdn.example.in/, javascript:alert(1), http://10.0.0.5:9000',
      }),
    ).toEqual(['https://cdn.example.in', 'http://10.0.0.5:9000']);
  });
  it('matches the URL origin, not a prefix of the text', () => {
    const allowed = ['http://localhost:8081'];
    expect(remoteUrlAllowed('http://localhost:8081/mf-manifest.json', allowed)).toBe(true);
    expect(remoteUrlAllowed('http://localhost:8081@evil.example/mf-manifest.json', allowed)).toBe(false);
    expect(remoteUrlAllowed('http://localhost:80811/mf-manifest.json', allowed)).toBe(false);
    expect(remoteUrlAllowed('https://localhost:8081/mf-manifest.json', allowed)).toBe(false);
    expect(remoteUrlAllowed('file:///etc/passwd', allowed)).toBe(false);
  });
});
