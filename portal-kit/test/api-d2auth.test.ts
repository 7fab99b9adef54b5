import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, usesD2Auth } from '../src/api';
import { STORAGE } from '../src/auth/token';

/** "the token is placed on the authorization header … for the separate organization service the stored d2Auth token is used instead" (000 §4.3) */
describe('API client: which token goes with a call', () => {
  const sent: Array<{ url: string; auth: string | undefined }> = [];
  beforeEach(() => {
    const store = new Map<string, string>([[STORAGE.token, 'session-token']]);
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, auth: (init.headers as Record<string, string>).Authorization });
      return new Response(JSON.stringify({ success: true, data: [] }), { status: 200 });
    });
    sent.length = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('organization/* calls carry d2Auth, every other call the session token', async () => {
    localStorage.setItem(STORAGE.d2Auth, 'org-token');
    await call('organization/list');
    await call('/organization/getPermissionList');
    await call('ticket/gettickets', { body: {} });
    expect(sent.map((s) => s.auth)).toEqual(['Bearer org-token', 'Bearer org-token', 'Bearer session-token']);
  });

  it('without a stored d2Auth the session token is sent, and organizations-like paths elsewhere are not matched', async () => {
    await call('organization/list');
    expect(sent[0].auth).toBe('Bearer session-token');
    expect(usesD2Auth('users/organization/list')).toBe(false);
  });
});
