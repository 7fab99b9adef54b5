/**
 * The one exit-code map of docs/CLI.md ("0 done, 1 some rows rejected, 2 usage, 3 auth, 4 server or
 * network"), as a table and on the built binary: a 429 is the server's "not now" (4), never auth,
 * and the answer shows the server's message and its Retry-After.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, exitCodeFor, retryAfterSeconds } from '../src/lib/errors';
import { startStack, type Stack } from '../../tests/support/stack';
import { runCli } from './run';

describe('exitCodeFor: HTTP status → exit code', () => {
  it('maps every status the API answers, the same for every command', () => {
    expect(exitCodeFor(401)).toBe(EXIT.AUTH);
    expect(exitCodeFor(403, 'rows')).toBe(EXIT.AUTH);
    for (const s of [429, 500, 501, 502, 503, 504, 408])
      expect([s, exitCodeFor(s)]).toEqual([s, EXIT.SERVER]);
    expect(exitCodeFor(429, 'rows')).toBe(EXIT.SERVER);
    expect(exitCodeFor(400)).toBe(EXIT.USAGE); // the command's own input
    expect(exitCodeFor(404)).toBe(EXIT.USAGE);
    expect(exitCodeFor(400, 'rows')).toBe(EXIT.REJECTED); // a file of rows refused
    expect(exitCodeFor(413, 'rows')).toBe(EXIT.REJECTED);
    expect(exitCodeFor(409)).toBe(EXIT.REJECTED); // already there (a duplicate upload)
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterSeconds('120')).toBe(120);
    expect(
      retryAfterSeconds(new Date(Date.UTC(2026, 0, 1, 0, 1, 0)).toUTCString(), Date.UTC(2026, 0, 1)),
    ).toBe(60);
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds('soon')).toBeUndefined();
  });
});

describe('a rate-limited call on the built binary', () => {
  let stack: Stack;
  const configDir = mkdtempSync(path.join(tmpdir(), 'exportdesk-cli-exit-'));
  beforeAll(async () => {
    stack = await startStack({ workers: false, env: { RATE_LIMIT_QUOTE: '1' } });
  });
  afterAll(async () => stack?.stop());

  it('exits 4 (server), not 3, with the server message and Retry-After', async () => {
    const quote = () =>
      runCli(['rates', 'quote', '--country', 'USA', '--weight', '500'], {
        configDir,
        env: { EXPORTDESK_API_URL: stack.url },
      });
    expect((await quote()).code).toBe(0);
    const limited = await quote();
    expect(limited.code).toBe(4);
    expect(limited.json).toMatchObject({
      success: false,
      exitCode: 4,
      message: expect.stringMatching(
        /^Too many requests: at most 1 per minute for this address\. Please retry in \d+ seconds?\.$/,
      ),
    });
    expect(limited.json.retryAfter).toBeGreaterThan(0);
    expect(limited.json.retryAfter).toBeLessThanOrEqual(60);
    expect(limited.stderr).toContain(`Retry after ${limited.json.retryAfter} s.`);
  });
});
