import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, expectSuccess, fetchData, REQUEST_FAILED, SESSION_EXPIRED_EVENT } from '../src/api';
import { STORAGE } from '../src/auth/token';
import { failureOf, waitText } from '../src/data/failure';

/** Issue 12 item 9 / issue 13 item 4: one reading of a failed call for every page. */
describe('failures the portal shows', () => {
  let answer: () => Response;
  let expired: number;
  beforeEach(() => {
    const store = new Map<string, string>([[STORAGE.token, 'session-token']]);
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: () => undefined,
      removeItem: () => undefined,
    });
    const win = new EventTarget();
    expired = 0;
    win.addEventListener(SESSION_EXPIRED_EVENT, () => expired++);
    vi.stubGlobal('window', win);
    vi.stubGlobal('fetch', async () => answer());
  });
  afterEach(() => vi.unstubAllGlobals());

  const json =
    (status: number, body: unknown, headers: Record<string, string> = {}) =>
    () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      });

  it("a 503 ('Service temporarily unavailable, please retry') keeps the session and offers a retry", async () => {
    answer = json(
      503,
      { success: false, message: 'Service temporarily unavailable, please retry' },
      { 'Retry-After': '5' },
    );
    const err = await fetchData('dockets').catch((e: unknown) => e);
    const f = failureOf(err);
    expect(f).toMatchObject({
      message: 'Service temporarily unavailable, please retry',
      status: 503,
      retryAfter: 5,
      retryable: true,
    });
    expect(expired).toBe(0);
  });

  it('only a 401 on a sent token ends the session', async () => {
    answer = json(401, { success: false, message: 'Your session has expired. Please log in again.' });
    const env = await call('authentication/profile');
    let refused: unknown;
    try {
      expectSuccess(env);
    } catch (e) {
      refused = e;
    }
    expect(failureOf(refused)).toMatchObject({ status: 401, retryable: false });
    expect(expired).toBe(1);
  });

  it("a 429 shows the server's message with the wait, and no retry button", async () => {
    answer = json(429, { success: false, message: 'Too many requests.' }, { 'Retry-After': '90' });
    const f = failureOf(await fetchData('client/saveorderdata').catch((e: unknown) => e));
    expect(f.message).toBe('Too many requests. Please wait 2 minutes before trying again.');
    expect(f.retryable).toBe(false);
    expect(waitText(1)).toBe('1 second');
    expect(waitText(30)).toBe('30 seconds');
  });

  it('a refusal without a message gets the one fallback; the refused body stays readable (a 409 duplicate)', async () => {
    answer = json(409, { success: false, data: { duplicateOf: { uploadId: 7 } } });
    const f = failureOf(await fetchData('upload').catch((e: unknown) => e));
    expect(f.message).toBe(REQUEST_FAILED);
    expect(f.status).toBe(409);
    expect((f.body?.data as { duplicateOf: { uploadId: number } }).duplicateOf.uploadId).toBe(7);
    expect(failureOf(new ApiError('', 0)).retryable).toBe(true);
  });
});
